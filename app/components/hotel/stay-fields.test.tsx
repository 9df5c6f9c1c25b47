import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DateRangeView, stayNights } from './date-range'
import { travellersLine, TravellersView } from './travellers'

describe('stayNights', () => {
  it.each([
    ['2026-12-28', '2027-01-02', 5],
    ['2026-12-28', '2026-12-29', 1],
    ['2026-12-28', '2026-12-28', null],
    ['2026-12-29', '2026-12-28', null],
    ['2026-12-01', '2027-01-01', null], // more than 30 nights is no search
    ['', '2026-12-28', null],
    ['28.12.2026', '2026-12-30', null],
  ])('%s to %s: %j', (arrival, departure, nights) => expect(stayNights(arrival, departure)).toBe(nights))
})

describe('travellersLine', () => {
  it.each([
    ['', '', 0, '2 Erwachsene'],
    ['1', '1', 1, '1 Erwachsener · 1 Kind'],
    ['2', '4', 3, '4 Erwachsene · 3 Kinder · 2 Zimmer'],
    ['x', 'y', 0, '2 Erwachsene'],
  ])('rooms %j, adults %j, %j children: %j', (rooms, adults, children, line) =>
    expect(travellersLine(rooms, adults, children)).toBe(line),
  )
})

describe('the server render (and the page without JavaScript)', () => {
  it('shows the night count of a searched stay next to the two date inputs', () => {
    const html = renderToStaticMarkup(
      <DateRangeView anreise="2026-12-28" abreise="2027-01-02" today="2026-11-27" errors={{}} />,
    )
    expect(html).toContain('name="anreise"')
    expect(html).toContain('name="abreise"')
    expect(html).toContain('Mo., 28.12. – Sa., 02.01. · 5 Nächte')
    expect(html).not.toContain('Kalender')
  })

  it('shows no night count for dates with a mistake', () => {
    const html = renderToStaticMarkup(
      <DateRangeView
        anreise="2026-12-28"
        abreise="2027-01-02"
        today="2026-11-27"
        errors={{ abreise: 'Die Abreise muss nach der Anreise liegen.' }}
      />,
    )
    expect(html).not.toContain('Nächte')
    expect(html).toContain('aria-describedby="suche-abreise-fehler"')
  })

  it('folds the travellers into one line, with four age selects for the children inside', () => {
    const html = renderToStaticMarkup(
      <TravellersView zimmer="" erwachsene="3" kind={['7', '']} errors={{}} />,
    )
    expect(html).toMatch(/^<details/)
    expect(html).not.toMatch(/^<details[^>]* open/)
    expect(html).toContain('3 Erwachsene · 1 Kind')
    expect(html.match(/<select/g)).toHaveLength(4)
    expect(html).toContain('<option value="7" selected="">7 Jahre</option>')
  })

  it('opens with a mistake in the travellers, keeping an age the form does not offer', () => {
    const html = renderToStaticMarkup(
      <TravellersView zimmer="" erwachsene="" kind={['18']} errors={{ kind: 'Bitte …' }} />,
    )
    expect(html).toMatch(/^<details[^>]* open/)
    expect(html).toContain('<option value="18" selected="">18 Jahre</option>')
    expect(html).toContain('aria-invalid="true"')
  })
})
