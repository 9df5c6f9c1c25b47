import { describe, expect, it } from 'vitest'

import { hotelsFound } from './copy/search-page'
import {
  MAX_CHILDREN,
  pageCountOf,
  overfullSearch,
  parseSearchParams,
  searchQuery,
  stayQuery,
} from './hotel-search'
import { staySchema } from './hotel-search-schemas'

const TODAY = '2026-11-23'
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), TODAY)

describe('parseSearchParams', () => {
  it('reads a complete stay with children', () => {
    const { criteria, errors } = parse(
      'ziel=Ostsee&anreise=2026-12-10&abreise=2026-12-14&zimmer=2&erwachsene=3&kind=4&kind=&kind=11',
    )
    expect(errors).toEqual({})
    expect(criteria.destination).toBe('Ostsee')
    expect(criteria.stay).toEqual({
      arrival: '2026-12-10',
      departure: '2026-12-14',
      nights: 4,
      rooms: 2,
      adults: 3,
      childrenAges: [4, 11],
    })
  })

  it('searches without a stay when no dates are given, with defaults for travellers', () => {
    const { criteria, errors } = parse('')
    expect(errors).toEqual({})
    expect(criteria.stay).toBeNull()
    expect(criteria.sort).toBe('empfohlen')
    expect(criteria.page).toBe(1)
  })

  it.each([
    ['anreise=2026-12-10&abreise=2026-12-09', 'abreise', 'Die Abreise muss nach der Anreise liegen.'],
    ['anreise=2026-12-10&abreise=2026-12-10', 'abreise', 'Die Abreise muss nach der Anreise liegen.'],
    ['anreise=2026-11-22&abreise=2026-11-25', 'anreise', 'Das Anreisedatum liegt in der Vergangenheit.'],
    ['anreise=2026-12-01&abreise=2027-01-01', 'abreise', 'Ein Aufenthalt kann höchstens 30 Nächte dauern.'],
    ['anreise=2026-02-30&abreise=2026-12-01', 'anreise', 'Bitte geben Sie ein gültiges Anreisedatum an.'],
    ['anreise=2026-12-01', 'abreise', 'Bitte wählen Sie ein Abreisedatum.'],
    [
      'anreise=2026-12-01&abreise=2026-12-03&zimmer=10&erwachsene=12',
      'zimmer',
      'Sie können höchstens 9 Zimmer auf einmal suchen.',
    ],
    [
      'anreise=2026-12-01&abreise=2026-12-03&zimmer=abc',
      'zimmer',
      'Bitte geben Sie die Anzahl der Zimmer als Zahl an.',
    ],
    [
      'anreise=2026-12-01&abreise=2026-12-03&zimmer=3&erwachsene=2',
      'erwachsene',
      'In jedem Zimmer muss mindestens ein Erwachsener übernachten.',
    ],
    [
      'anreise=2026-12-01&abreise=2026-12-03&kind=18',
      'kind',
      'Bitte geben Sie das Alter jedes Kindes zwischen 0 und 17 Jahren an.',
    ],
    [
      'anreise=2026-12-01&abreise=2026-12-03&kind=-1',
      'kind',
      'Bitte geben Sie das Alter jedes Kindes zwischen 0 und 17 Jahren an.',
    ],
  ])('reports %s next to %s and searches without the stay', (query, field, message) => {
    const { criteria, errors } = parse(query)
    expect(errors).toMatchObject({ [field]: message })
    expect(criteria.stay).toBeNull()
  })

  it('keeps what the visitor typed for the form', () => {
    const { values } = parse('ziel=%20Binz%20&anreise=morgen&abreise=2026-12-03&zimmer=zehn&kind=99')
    expect(values).toEqual({
      ziel: 'Binz',
      anreise: 'morgen',
      abreise: '2026-12-03',
      zimmer: 'zehn',
      erwachsene: '',
      kind: ['99'],
    })
  })

  it('normalises unknown filter values and garbage instead of failing', () => {
    const { criteria, errors } = parse(
      'verpflegung=breakfast&verpflegung=kaviar&ausstattung=pool&ausstattung=%3Cscript%3E&sterne=7&bewertung=5&sortierung=zufall&seite=-3&preis_min=300&preis_max=100&region=ostsee&region=DROP%20TABLE&ansicht=karte',
    )
    expect(errors).toEqual({})
    expect(criteria.filters).toMatchObject({
      boards: ['breakfast'],
      amenities: ['pool'],
      starsMin: null,
      ratingMin: null,
      priceMin: 100,
      priceMax: 300,
      regions: ['ostsee'],
    })
    expect(criteria.sort).toBe('empfohlen')
    expect(criteria.page).toBe(1)
    expect(criteria.view).toBe('karte')
  })
})

describe('searchQuery', () => {
  it('leaves defaults out and changes only what is asked', () => {
    const { criteria, values } = parse(
      'ziel=Ostsee&sterne=4&verpflegung=breakfast&seite=3&zimmer=1&erwachsene=2',
    )
    expect(searchQuery(criteria, values)).toBe('?ziel=Ostsee&sterne=4&verpflegung=breakfast&seite=3')
    expect(searchQuery(criteria, values, { page: 1, sort: 'bewertung' })).toBe(
      '?ziel=Ostsee&sterne=4&verpflegung=breakfast&sortierung=bewertung',
    )
  })
})

describe('repeated parameters', () => {
  const repeated = (pair: string, times: number) => Array(times).fill(pair).join('&')

  it('have a short canonical form: each filter value once, unknown and empty ones left out', () => {
    const { criteria, values } = parse(
      [
        repeated('verpflegung=half_board', 2_200),
        repeated('ausstattung=sauna', 50),
        repeated('kind=', 2_200),
        repeated('verpflegung=zzz', 100),
      ].join('&'),
    )
    expect(searchQuery(criteria, values)).toBe('?verpflegung=half_board&ausstattung=sauna')
    expect(overfullSearch(new URLSearchParams(repeated('verpflegung=half_board', 2_200)))).toBeNull()
  })

  it('refuse more children than the form has fields: there is no shorter form of that search', () => {
    const message = parse(`anreise=2026-12-10&abreise=2026-12-14&${repeated('kind=3', MAX_CHILDREN + 1)}`)
      .errors.kind
    expect(message).toBeDefined()
    expect(overfullSearch(new URLSearchParams(repeated('kind=3', 2_200)))).toBe(message)
    expect(overfullSearch(new URLSearchParams(repeated('kind=', 2_200)))).toBe(message)
    expect(overfullSearch(new URLSearchParams(repeated('kind=3', MAX_CHILDREN)))).toBeNull()
  })
})

describe('stayQuery', () => {
  it('carries the stay to the detail page', () => {
    const { criteria } = parse('anreise=2026-12-10&abreise=2026-12-14&erwachsene=1&kind=3')
    expect(stayQuery(criteria.stay)).toBe('?anreise=2026-12-10&abreise=2026-12-14&erwachsene=1&kind=3')
    expect(stayQuery(null)).toBe('')
  })
})

describe('staySchema', () => {
  const stay = { nights: 1, rooms: 1, adults: 2, childrenAges: [] }

  it('takes real calendar days', () => {
    expect(staySchema.safeParse({ ...stay, arrival: '2028-02-28', departure: '2028-02-29' }).success).toBe(
      true,
    )
  })

  // Impossible days reached PostgreSQL through hotel.detail and made it fail (a 500).
  it.each([
    ['2026-13-45', '2026-13-46'],
    ['2026-02-30', '2026-03-01'],
    ['0000-01-01', '0000-01-02'],
  ])('refuses %s', (arrival, departure) => {
    expect(staySchema.safeParse({ ...stay, arrival, departure }).success).toBe(false)
  })
})

describe('the count of a search', () => {
  it('says how many hotels it found, and "über 1.000" beyond a thousand, which it pages through', () => {
    expect([0, 1, 2, 999, 1000].map(hotelsFound)).toEqual([
      '0 Hotels gefunden',
      '1 Hotel gefunden',
      '2 Hotels gefunden',
      '999 Hotels gefunden',
      '1.000 Hotels gefunden',
    ])
    expect(hotelsFound(1001)).toBe('über 1.000 Hotels gefunden')
    expect([0, 1, 20, 21, 1000, 1001].map(pageCountOf)).toEqual([1, 1, 1, 2, 50, 50])
  })
})
