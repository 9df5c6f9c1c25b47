// Bounds on a stay's price per hotel and calendar month, `hotel_price_bounds`: the lowest and the highest
// price per night of the rates of a hotel that cover a day of that month (in any year), and the lowest of
// the rooms that take at least two, three and four persons. The price sorts with dates walk them
// (catalogue/sql.ts `byPriceBound`): a stay whose nights fall in some months costs at least nights × rooms ×
// the lowest of those months' `lo` of the rooms that can take the party (a room taking a party of p persons
// takes p or more) and at most nights × rooms × the highest `hi` (plus the tourist tax), so the walk reads
// hotels in the order of the stay's season and the party's room instead of the whole year's single room.
//
// Derived data like `search_flags`, in a plain table of its own (twelve rows per hotel, not a Directus
// collection: nobody edits it, and Directus needs no field metadata for it). Kept by the search-indexes
// hooks with the flags whenever a hotel, room type or rate changes; filled in one statement at the start
// that creates the table, or finds it empty while rates exist (rows written straight into the database).

import type { Knex } from 'knex'

export const PRICE_BOUNDS_TABLE = 'hotel_price_bounds'

/** The largest room class with a bound of its own: rooms taking at least this many persons or more. */
const ROOM_CLASS_MOST = 4
const ROOM_CLASSES = Array.from({ length: ROOM_CLASS_MOST - 1 }, (_, i) => i + 2)

/**
 * The column of the lowest price per night of the rooms that take at least `persons` (per room): `lo` for
 * one (every room), `lo2` … `lo4` for more (a larger party counts as four). NULL where the hotel has no
 * such room in that month.
 */
export function lowColumn(persons: number): string {
  const roomClass = Math.min(Math.max(persons, 1), ROOM_CLASS_MOST)
  return roomClass === 1 ? 'lo' : `lo${roomClass}`
}

/** The room classes' own columns (`lo2` … `lo4`), which the search indexes cover. */
export const ROOM_CLASS_COLUMNS = ROOM_CLASSES.map(lowColumn)

/** The calendar months (1–12) the nights of a stay (ISO days) fall in. */
export const monthsOf = (nights: string[]) => [...new Set(nights.map((night) => Number(night.slice(5, 7))))]

/** SQL of a date column's month counted from year 0 (year × 12 + month − 1), per dialect. */
function monthIndex(database: Knex, column: string) {
  // dates are epoch milliseconds on SQLite
  return database.client.config.client === 'sqlite3'
    ? `(CAST(strftime('%Y', ${column} / 1000, 'unixepoch') AS INTEGER) * 12 + CAST(strftime('%m', ${column} / 1000, 'unixepoch') AS INTEGER) - 1)`
    : `(CAST(EXTRACT(YEAR FROM ${column}) AS INTEGER) * 12 + CAST(EXTRACT(MONTH FROM ${column}) AS INTEGER) - 1)`
}

/** 0 to 11: the months after a season's first that it touches too */
const MONTHS = Array.from({ length: 12 }, (_, i) => `SELECT ${i} AS k`).join(' UNION ALL ')

/**
 * Inserts the bound rows (hotel, month, region, lo, lo2 … lo4, hi) of every hotel with rates, or of some
 * hotels. The rates are first reduced to their hotel's price range per season (a hotel's rooms and tariffs
 * share their seasons), then each season to the calendar months it touches: from its first month on, as
 * many as it spans (every month when it spans a year or more).
 */
function insertBounds(database: Knex, hotelIds: number[] | null) {
  const where = hotelIds ? `WHERE t.hotel IN (${hotelIds.map(() => '?').join(', ')})` : ''
  const classes = ROOM_CLASSES.map((persons) => ({ persons, column: lowColumn(persons) }))
  const seasonLows = classes
    .map(
      ({ persons, column }) =>
        `MIN(CASE WHEN t.max_occupancy >= ${persons} THEN r.price_per_night END) AS ${column}`,
    )
    .join(', ')
  const monthLows = classes.map(({ column }) => `MIN(s.${column}) AS ${column}`).join(', ')
  const columns = ROOM_CLASS_COLUMNS.join(', ')
  // materialized: else PostgreSQL computes the months of a season again for each month it is joined with
  return database.raw(
    `WITH s AS MATERIALIZED (
       SELECT t.hotel, ${monthIndex(database, 'r.season_from')} AS a, ${monthIndex(database, 'r.season_to')} AS b,
         MIN(r.price_per_night) AS lo, ${seasonLows}, MAX(r.price_per_night) AS hi
       FROM rates AS r JOIN room_types AS t ON t.id = r.room_type ${where}
       GROUP BY t.hotel, r.season_from, r.season_to
     )
     INSERT INTO ${PRICE_BOUNDS_TABLE} (hotel, month, region, lo, ${columns}, hi)
     SELECT m.hotel, m.month, h.region, m.lo, ${ROOM_CLASS_COLUMNS.map((c) => `m.${c}`).join(', ')}, m.hi FROM (
       SELECT s.hotel, (s.a + k.k) % 12 + 1 AS month, MIN(s.lo) AS lo, ${monthLows}, MAX(s.hi) AS hi
       FROM s JOIN (${MONTHS}) AS k ON k.k <= s.b - s.a
       GROUP BY s.hotel, (s.a + k.k) % 12 + 1
     ) AS m JOIN hotels AS h ON h.id = m.hotel`,
    hotelIds ?? [],
  )
}

/**
 * Creates the table when missing, or when it lacks the room classes' columns (a table from before them:
 * derived data, made again and filled by `fillPriceBounds`); its search indexes come with the others.
 * Returns whether it did.
 */
export async function createPriceBounds(database: Knex): Promise<boolean> {
  if (await database.schema.hasTable(PRICE_BOUNDS_TABLE)) {
    if (await database.schema.hasColumn(PRICE_BOUNDS_TABLE, ROOM_CLASS_COLUMNS.at(-1)!)) return false
    await database.schema.dropTable(PRICE_BOUNDS_TABLE)
  }
  await database.schema.createTable(PRICE_BOUNDS_TABLE, (table) => {
    table.integer('hotel').notNullable()
    table.integer('month').notNullable()
    table.integer('region').nullable()
    table.decimal('lo', 10, 2).notNullable()
    for (const column of ROOM_CLASS_COLUMNS) table.decimal(column, 10, 2).nullable()
    table.decimal('hi', 10, 2).notNullable()
    table.primary(['hotel', 'month'])
  })
  return true
}

/**
 * The bounds of every hotel, when the table is empty while rates exist (a new table on a catalogue, or rows
 * written straight into the database): one INSERT … SELECT. Returns whether it filled.
 */
export async function fillPriceBounds(database: Knex): Promise<boolean> {
  if (await database(PRICE_BOUNDS_TABLE).first('hotel')) return false
  if (!(await database('rates').first('id'))) return false
  await insertBounds(database, null)
  return true
}

/**
 * The bounds of some hotels, computed again (a hotel without rates has none). Returns the hotels. On
 * PostgreSQL the hotels' rows are locked first (in id order): two refreshes of a hotel at once, from two
 * changes close together or two Directus instances, then run one after the other instead of the second
 * inserting rows the first is inserting. SQLite runs one writer at a time anyway.
 */
export async function refreshPriceBounds(database: Knex, hotelIds: number[]): Promise<number> {
  const locking = database.client.config.client === 'pg'
  for (let i = 0; i < hotelIds.length; i += 500) {
    const ids = hotelIds.slice(i, i + 500)
    await database.transaction(async (trx) => {
      if (locking) await trx('hotels').whereIn('id', ids).orderBy('id').forUpdate().select('id')
      await trx(PRICE_BOUNDS_TABLE).whereIn('hotel', ids).delete()
      await insertBounds(trx, ids)
    })
  }
  return hotelIds.length
}
