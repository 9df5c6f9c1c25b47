import { describe, expect, it } from 'vitest'

import { bookingNumberLookupSchema, parseOfferRef, travellerLabels } from './booking'

const today = '2027-01-10'
const link = (query: string) => new URLSearchParams(query)
const ids = 'zimmertyp=4&tarif=12'

describe('parseOfferRef', () => {
  it('reads a booking link into hotel, room type, tariff and stay', () => {
    const offer = parseOfferRef('7', link(`anreise=2027-02-01&abreise=2027-02-03&${ids}&erwachsene=2`), today)
    expect(offer).toEqual({
      hotel: 7,
      roomType: 4,
      rate: 12,
      stay: expect.objectContaining({ arrival: '2027-02-01', departure: '2027-02-03', rooms: 1, adults: 2 }),
    })
  })

  it('refuses malformed ids outright', () => {
    for (const [hotel, query] of [
      ['abc', `anreise=2027-02-01&abreise=2027-02-03&${ids}`],
      ['7', 'anreise=2027-02-01&abreise=2027-02-03&zimmertyp=x&tarif=12'],
      ['7', 'anreise=2027-02-01&abreise=2027-02-03&zimmertyp=4'],
      ['99999999999', `anreise=2027-02-01&abreise=2027-02-03&${ids}`],
    ] as const) {
      expect(parseOfferRef(hotel, link(query), today), `${hotel}?${query}`).toBeNull()
    }
  })

  it('names the problem of a stay the search would refuse, so the visitor can go back to the hotel', () => {
    const past = parseOfferRef('7', link(`anreise=2026-12-01&abreise=2026-12-03&${ids}`), today)
    expect(past).toEqual({ hotel: 7, problem: expect.stringMatching(/Vergangenheit/) })
    const rooms = parseOfferRef('7', link(`anreise=2027-02-01&abreise=2027-02-03&${ids}&zimmer=50`), today)
    expect(rooms).toEqual({ hotel: 7, problem: 'Sie können höchstens 9 Zimmer auf einmal suchen.' })
    expect(parseOfferRef('7', link(ids), today)).toEqual({
      hotel: 7,
      problem: 'Bitte wählen Sie An- und Abreise.',
    })
  })
})

describe('bookingNumberLookupSchema', () => {
  const parse = (number: string) =>
    bookingNumberLookupSchema.safeParse({ number, email: 'erika@example.com' })

  it('reads a number as typed from a mail: any case, stray spaces', () => {
    expect(parse(' rp-2026-k7m2-9qxd ')).toMatchObject({
      success: true,
      data: { number: 'RP-2026-K7M2-9QXD' },
    })
    expect(parse('RP-2026- 000123')).toMatchObject({ success: true, data: { number: 'RP-2026-000123' } })
  })

  it('refuses what is no booking number of the site, with a German hint', () => {
    for (const number of ['', 'RP-12', 'RP-2026-K7M2-9QXO', '12345']) {
      const result = parse(number)
      expect(result.success, number).toBe(false)
      expect(result.error?.issues[0]?.message, number).toMatch(/^Bitte geben Sie/)
    }
  })
})

describe('travellerLabels', () => {
  it('names the other travellers by kind, children with their age', () => {
    expect(travellerLabels({ adults: 2, childrenAges: [8, 1, 0] })).toEqual([
      'Erwachsene/r 2',
      'Kind 1 (8 Jahre)',
      'Kind 2 (1 Jahr)',
      'Kind 3 (unter 1 Jahr)',
    ])
    expect(travellerLabels({ adults: 1, childrenAges: [] })).toEqual([])
  })
})
