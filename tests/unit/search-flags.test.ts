import { describe, expect, it } from 'vitest'

import { AMENITIES, BOARDS } from '../../core/hotel-codes'
import {
  AMENITY_BITS,
  BOARD_BITS,
  FREE_CANCELLATION,
  flagsOf,
} from '../../directus/extensions/reiseportal/src/search-indexes/flags'

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
})
