import { describe, expect, it } from 'vitest'

import { AMENITIES, BOARDS } from '../../core/hotel-codes'
import { fitsParty } from '../../core/pricing'
import {
  AMENITY_BITS,
  BOARD_BITS,
  FREE_CANCELLATION,
  flagsOf,
  roomFitBit,
  roomFitsOf,
} from '../../directus/extensions/reiseportal/src/search-indexes/flags'
import { Rng } from '../../directus/seed/prng'

describe('the search flags (directus/extensions/reiseportal/src/search-indexes/flags.ts)', () => {
  it('have a bit for every amenity and board code editors can choose', () => {
    expect([...AMENITY_BITS].sort()).toEqual(Object.keys(AMENITIES).sort())
    expect([...BOARD_BITS].sort()).toEqual(Object.keys(BOARDS).sort())
  })

  it('give every code and free cancellation a bit of its own, within a 32-bit integer', () => {
    const single = [
      ...AMENITY_BITS.map((code) => flagsOf({ amenities: [code] })),
      ...BOARD_BITS.map((code) => flagsOf({ boards: [code] })),
      flagsOf({ freeCancellation: true }),
    ]
    expect(single).toContain(FREE_CANCELLATION)
    for (const bit of single) {
      expect(bit).toBeGreaterThan(0)
      expect(bit & (bit - 1), `${bit} is one bit`).toBe(0)
      expect(bit).toBeLessThan(2 ** 31)
    }
    expect(new Set(single).size).toBe(single.length)
  })

  it('combine the codes of a hotel and leave out codes they do not know', () => {
    const both = flagsOf({ amenities: ['pool', 'spa'], boards: ['breakfast'], freeCancellation: true })
    expect(both).toBe(
      flagsOf({ amenities: ['pool'] }) |
        flagsOf({ amenities: ['spa'] }) |
        flagsOf({ boards: ['breakfast'] }) |
        FREE_CANCELLATION,
    )
    expect(flagsOf({ amenities: ['helipad'] })).toBe(0)
  })

  it("mark the parties per room a hotel's room types take, for any party the search can ask", () => {
    const rng = new Rng(20261127)
    for (let hotel = 0; hotel < 200; hotel++) {
      const roomTypes = Array.from({ length: rng.int(0, 3) }, () => {
        const max_adults = rng.int(1, 7)
        const max_children = rng.int(0, 5)
        return { max_adults, max_children, max_occupancy: rng.int(max_adults, max_adults + max_children) }
      })
      const fits = roomFitsOf(roomTypes)
      expect(fits).toBeLessThan(2 ** 31)
      for (let adults = 1; adults <= 8; adults++)
        for (let children = 0; children <= 6; children++) {
          const takes = roomTypes.some((t) => fitsParty(t, adults, children, 1))
          const marked = (fits & roomFitBit(adults, children)) !== 0
          // a hotel that takes the party is never skipped; within 5 adults and 4 children the bit is exact
          if (takes || (adults <= 5 && children <= 4))
            expect(marked, JSON.stringify({ roomTypes, adults, children })).toBe(takes)
        }
    }
  })
})
