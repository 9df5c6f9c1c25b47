import type { Knex } from 'knex'

// Values as the database drivers hand them back, made plain: ISO days and numbers.

// A search page converts a few hundred season and night dates, most of them the same few dozen days.
const epochDays = new Map<number, string>()
function epochDay(ms: number): string {
  let day = epochDays.get(ms)
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10)
    if (epochDays.size < 20_000) epochDays.set(ms, day)
  }
  return day
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * `date` values from the database as ISO days. SQLite may hand back epoch milliseconds (midnight UTC) or
 * text; PostgreSQL's driver hands back a Date at midnight in the server's time zone, so its day is the
 * local one (in Berlin, the UTC day would be the day before).
 */
export function isoDay(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return epochDay(value)
  if (value instanceof Date)
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  return String(value).slice(0, 10)
}

/** `isoDay` of a column that is never empty. */
export const requiredDay = (value: unknown): string => isoDay(value) ?? ''

/** A `date` value as Directus stores it: epoch milliseconds on SQLite, the ISO day elsewhere. */
export function dbDate(knex: Knex, iso: string): number | string {
  return knex.client.config.client === 'sqlite3' ? Date.parse(`${iso}T00:00:00Z`) : iso
}

/** Decimals come as numbers from SQLite and as strings from PostgreSQL. */
export const decimal = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

/** A JSON column: text on SQLite, parsed on PostgreSQL. */
export const jsonValue = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)
