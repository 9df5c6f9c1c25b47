import { describe, expect, it } from 'vitest'

import { sqliteDate } from './direct.ts'

describe('sqliteDate', () => {
  it('writes a date the way Directus stores it on SQLite, as epoch milliseconds of midnight UTC', () => {
    // read from a database seeded through the REST API: rates.season_from of 2026-11-23
    expect(sqliteDate('2026-11-23')).toBe(1_795_392_000_000)
    expect(new Date(sqliteDate('2027-03-28')).toISOString()).toBe('2027-03-28T00:00:00.000Z')
  })

  it('keeps the order of the dates, so that range filters compare numbers with numbers', () => {
    expect(sqliteDate('2026-12-01')).toBeLessThan(sqliteDate('2026-12-29'))
    expect(sqliteDate('2026-12-31')).toBeGreaterThan(sqliteDate('2026-12-23'))
  })
})
