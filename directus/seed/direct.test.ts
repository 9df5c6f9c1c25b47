import { describe, expect, it } from 'vitest'

import {
  arrayType,
  bundleRows,
  pgArrayValue,
  searchIndexStatements,
  sqliteDate,
  valuesFor,
  type DirectRows,
  type NextIds,
} from './direct.ts'
import { HotelGenerator } from './generate.ts'
import { FREE_CANCELLATION, flagsOf } from '../extensions/reiseportal/src/search-indexes/flags.ts'

const TODAY = '2026-11-27'
const empty = (): DirectRows => ({ hotels: [], hotels_files: [], room_types: [], rates: [], inventory: [] })
const startIds = (): NextIds => ({
  hotels: 11,
  hotels_files: 101,
  room_types: 21,
  rates: 1001,
  inventory: 501,
})

function rowsOf(dialect: 'sqlite' | 'postgres', count = 3) {
  const gen = new HotelGenerator({ size: 1_000_000, today: TODAY })
  const values = valuesFor(dialect)
  const ids = startIds()
  const out = empty()
  const bundles = Array.from({ length: count }, (_, i) => gen.hotel(i))
  for (const b of bundles)
    bundleRows(
      b,
      ids,
      {
        regionId: (key) => (key === 'region:mallorca' ? 7 : 3),
        fileId: (ref) => (typeof ref === 'string' && ref.startsWith('img:') ? `file-${ref.slice(4)}` : ref),
        day: values.day,
        updated: values.moment(Date.UTC(2026, 10, 27, 12)),
      },
      out,
    )
  return { bundles, ids, out }
}

describe('the rows of a generated hotel written straight into the database', () => {
  it('links every row by the ids it hands out, in order and without gaps', () => {
    const { bundles, ids, out } = rowsOf('postgres')
    expect(out.hotels.map((h) => h.id)).toEqual([11, 12, 13])
    expect(ids.hotels).toBe(14)
    expect(ids.rates).toBe(1001 + out.rates.length)
    expect(out.rates.map((r) => r.id)).toEqual(out.rates.map((_, i) => 1001 + i))
    const roomTypeIds = new Set(out.room_types.map((t) => t.id))
    expect(out.room_types.every((t) => [11, 12, 13].includes(t.hotel as number))).toBe(true)
    expect(out.rates.every((r) => roomTypeIds.has(r.room_type as number))).toBe(true)
    expect(out.inventory.every((v) => roomTypeIds.has(v.room_type as number))).toBe(true)
    expect(out.hotels_files.every((f) => [11, 12, 13].includes(f.hotels_id as number))).toBe(true)
    expect(out.rates.length).toBe(bundles.reduce((n, b) => n + b.rates.length, 0))
  })

  it('writes dates as the database holds them: ISO days on PostgreSQL, epoch milliseconds on SQLite', () => {
    const pg = rowsOf('postgres').out
    const lite = rowsOf('sqlite').out
    expect(pg.rates[0]!.season_from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(lite.rates[0]!.season_from).toBe(sqliteDate(String(pg.rates[0]!.season_from)))
    expect(pg.hotels[0]!.date_updated).toBe('2026-11-27T12:00:00.000Z')
    expect(lite.hotels[0]!.date_updated).toBe(Date.UTC(2026, 10, 27, 12))
    const night = pg.inventory[0]
    if (night) expect(night.slot).toBe(`${String(night.room_type)}:${String(night.night)}`)
  })

  it('stores csv fields as text, images as file ids and the search flags the hook would compute', () => {
    const { bundles, out } = rowsOf('postgres', 20)
    for (const [i, hotel] of out.hotels.entries()) {
      const b = bundles[i]!
      expect(hotel.amenities).toBe((b.hotel.amenities as string[]).join(','))
      expect(hotel.hero_image).toMatch(/^file-/)
      const prices = b.rates.map((r) => Number(r.price_per_night))
      expect([hotel.price_from, hotel.price_to]).toEqual([Math.min(...prices), Math.max(...prices)])
      const cancellable = b.rates.some((r) => r.free_cancellation_days != null)
      expect(hotel.search_flags).toBe(
        flagsOf({
          amenities: b.hotel.amenities as string[],
          boards: b.hotel.board_types as string[],
          freeCancellation: cancellable,
        }),
      )
    }
  })

  it('sets free cancellation only for a hotel with a refundable rate', () => {
    const b = new HotelGenerator({ size: 1_000_000, today: TODAY }).hotel(0)
    const flagsWith = (rates: typeof b.rates) => {
      const out = empty()
      const ctx = { regionId: () => 1, fileId: (v: unknown) => v, day: (d: string) => d, updated: null }
      bundleRows({ ...b, rates }, startIds(), ctx, out)
      return Number(out.hotels[0]!.search_flags) & FREE_CANCELLATION
    }
    const rates = b.rates.map((r) => ({ ...r, free_cancellation_days: null }))
    expect(flagsWith(rates)).toBe(0)
    expect(flagsWith([...rates.slice(1), { ...rates[0]!, free_cancellation_days: 3 }])).toBe(
      FREE_CANCELLATION,
    )
  })
})

describe('PostgreSQL array parameters', () => {
  it('sends booleans as text and nothing as null', () => {
    expect(pgArrayValue(true)).toBe('true')
    expect(pgArrayValue(false)).toBe('false')
    expect(pgArrayValue(undefined)).toBeNull()
    expect(pgArrayValue({ a: 1 })).toBe('{"a":1}')
    expect(pgArrayValue(3.5)).toBe(3.5)
  })

  it('casts to the array of the column type and refuses anything else', () => {
    expect(arrayType('int4')).toBe('int4[]')
    expect(arrayType('timestamptz')).toBe('timestamptz[]')
    expect(() => arrayType('int4); drop table hotels; --')).toThrow()
  })
})

describe('the search indexes the seed builds', () => {
  it('are the hook’s indexes by name, so that the hook finds them at the next start', () => {
    const statements = searchIndexStatements()
    expect(statements.length).toBeGreaterThan(3)
    expect(statements[0]).toMatch(
      /^CREATE INDEX IF NOT EXISTS "hotels_search_\w+" ON "hotels" \("region", "status", /,
    )
  })
})
