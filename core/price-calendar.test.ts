import { describe, expect, it } from 'vitest'

import { parseSearchParams } from './hotel-search'
import { calendarParty } from './price-calendar'

const TODAY = '2026-06-01'
const partyOf = (query: string) => calendarParty(parseSearchParams(new URLSearchParams(query), TODAY))

describe('calendarParty', () => {
  it("takes the stay's length and travellers", () => {
    expect(partyOf('anreise=2026-07-01&abreise=2026-07-08&zimmer=2&erwachsene=3&kind=4&kind=9')).toEqual({
      nights: 7,
      rooms: 2,
      adults: 3,
      children: 2,
    })
  })

  it('without dates: two nights for the travellers of the address, or two adults', () => {
    expect(partyOf('')).toEqual({ nights: 2, rooms: 1, adults: 2, children: 0 })
    expect(partyOf('erwachsene=1&kind=5')).toEqual({ nights: 2, rooms: 1, adults: 1, children: 1 })
    expect(partyOf('erwachsene=abc')).toEqual({ nights: 2, rooms: 1, adults: 2, children: 0 })
    expect(partyOf('zimmer=3&erwachsene=2')).toEqual({ nights: 2, rooms: 1, adults: 2, children: 0 })
  })
})
