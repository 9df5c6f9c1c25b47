import { describe, expect, it } from 'vitest'

import { roundTripRoutePath, sitePath } from './site-path'

const roundTrip = { roundTripOnly: true, siteUrl: 'https://www.reiseportal.de/' }

describe('sitePath', () => {
  it('leaves every path alone on the main domain', () => {
    expect(sitePath('/rundreisen/reise/island', { ...roundTrip, roundTripOnly: false })).toBe(
      '/rundreisen/reise/island',
    )
  })

  it('strips the /rundreisen prefix on the round-trip-only domain', () => {
    expect(sitePath('/rundreisen', roundTrip)).toBe('/')
    expect(sitePath('/rundreisen/reise/island-klassik', roundTrip)).toBe('/reise/island-klassik')
    expect(sitePath('/rundreisen?seite=2', roundTrip)).toBe('/?seite=2')
    expect(sitePath('/rundreisen#termine', roundTrip)).toBe('/#termine')
  })

  it('sends other areas to the main domain', () => {
    expect(sitePath('/hotel', roundTrip)).toBe('https://www.reiseportal.de/hotel')
    expect(sitePath('/rundreisenxyz', roundTrip)).toBe('https://www.reiseportal.de/rundreisenxyz')
  })

  it('keeps external and protocol-relative links', () => {
    expect(sitePath('https://example.com/a', roundTrip)).toBe('https://example.com/a')
    expect(sitePath('//example.com/a', roundTrip)).toBe('//example.com/a')
  })
})

describe('roundTripRoutePath', () => {
  it('maps domain paths back to the routes', () => {
    expect(roundTripRoutePath('/')).toBe('/rundreisen')
    expect(roundTripRoutePath('/reise/island')).toBe('/rundreisen/reise/island')
  })
})
