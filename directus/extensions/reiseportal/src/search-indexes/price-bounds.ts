// Bounds on a stay's price per hotel and calendar month, `hotel_price_bounds`: the lowest and the highest
// price per night of the rates of a hotel that cover a day of that month (in any year), and the lowest of
// the rooms of some room classes (`lo_2_0` … `lo_2_2`: rooms taking at least two adults, at least two adults
// and a child, …). The price sorts with dates walk them (catalogue/sql.ts `byPriceBound`): a stay whose
// nights fall in some months costs at least nights × rooms × the lowest of those months' bound of the class
// closest to the party per room (every room taking the party is in it) and at most nights × rooms × the
// highest `hi` (plus the tourist tax), so the walk reads hotels in the order of the stay's season and the
// party's room instead of the whole year's single room.
//
// The walk down needs more than `hi`: the card shows the cheapest offer still available, so `hi` (a suite
// with the dearest board) bounds it only when every other room is sold out. `hotel_price_caps` names per
// hotel and room class one tariff (a room type taking that many persons, a tariff name and a board) whose
// rates run without a gap from `cover_from` to `cover_to`, with the latest free cancellation of those rates,
// and a second one among the tariffs whose every rate can be cancelled for free (`refundable`: under the
// cancellation filter the card shows the cheapest such offer, which the first, mostly a non-refundable saver
// tariff, does not bound; `refund_cap` … `refund_cap4_nights` of a month are that tariff's as `cap` … below,
// and `refund_cap_days` … its latest free cancellation where it is the first one's room, board and cover);
// `cap`, `cap2` … `cap4` of a month are that tariff's highest price per night in the month, and `cap_nights`
// … `cap4_nights` the longest stay its rates touching the month ask for. When that room fits the party, has
// the stay's rooms free every night and the tariff covers the stay, allows its length in each of its months
// and passes the board and cancellation filters, the tariff is an offer of the
// hotel, and the card's offer (the cheapest) costs at most rooms × the sum over the stay's nights of their
// month's cap, plus the tourist tax (catalogue/sql.ts `cappedTotals`). The bound row repeats what the walk
// down needs to know that without reading other tables (`cap_room` … `cap4_to`: the capped room type, the
// parties per room it takes, its rooms and the tariff's cover; `cap_prev` … `cap4_next_nights`: the caps of
// the months before and after, for a stay over two months), so that it passes over such hotels on the index
// entry (catalogue/sql.ts `byPriceBound`); only the inventory of the stay's nights is read at the search.
//
// `min_nights` of a month is the shortest stay any rate touching it allows: a stay shorter than that in one
// of its months has no offer at the hotel (every tariff has a rate for a night of that month asking more).
// Each row repeats its hotel's region, stars and `search_flags` (`flags`): a walk reads a region's rows of a
// month, the walk up checks a stars filter on the index entry (the hotels of four stars or more are few
// among the cheapest), the walk down the amenity, board and cancellation filters (room only is rare among
// the dearest).
//
// Derived data like `search_flags`, in a plain table of its own (twelve rows per hotel, not a Directus
// collection: nobody edits it, and Directus needs no field metadata for it). Kept by the search-indexes
// hooks with the flags whenever a hotel, room type or rate changes; filled in one statement at the start
// that creates the table, or finds it empty while rates exist (rows written straight into the database).

import type { Knex } from 'knex'

import { boardBitsSql, FLAGS_COLUMN, roomTypeFitsSql } from './flags'

export const PRICE_BOUNDS_TABLE = 'hotel_price_bounds'
export const PRICE_CAPS_TABLE = 'hotel_price_caps'

/**
 * The room classes with a lowest price of their own besides every room's (`lo`): rooms taking at least so
 * many adults and so many children per room (and both together). A party's walk up reads the class closest to
 * it, so a family of two adults and two children is not bounded by the price of a room taking three adults
 * and a child, which the family cannot book.
 */
const ROOM_CELLS: ReadonlyArray<readonly [adults: number, children: number]> = [
  [2, 0],
  [3, 0],
  [4, 0],
  [1, 1],
  [2, 1],
  [3, 1],
  [1, 2],
  [2, 2],
]

const cellColumn = ([adults, children]: readonly [number, number]) => `lo_${adults}_${children}`

/**
 * The column of the lowest price per night of the rooms of the class closest to a party per room: of the
 * classes whose rooms include every room taking the party (no more adults nor children than it has), the
 * one asking the most persons, then the most adults; `lo` (every room) when none. NULL where the hotel has
 * no such room in that month.
 */
export function lowColumn(adultsPerRoom: number, childrenPerRoom: number): string {
  const within = ROOM_CELLS.filter(
    ([adults, children]) => adults <= adultsPerRoom && children <= childrenPerRoom,
  )
  const closest = within.reduce<(typeof within)[number] | null>(
    (best, cell) =>
      !best ||
      cell[0] + cell[1] > best[0] + best[1] ||
      (cell[0] + cell[1] === best[0] + best[1] && cell[0] > best[0])
        ? cell
        : best,
    null,
  )
  return closest ? cellColumn(closest) : 'lo'
}

/** The room classes' own columns (`lo_2_0` … `lo_2_2`), which the search indexes cover. */
export const ROOM_CLASS_COLUMNS = ROOM_CELLS.map(cellColumn)

/** The largest room class of the capped tariffs: rooms taking this many persons or more. */
const ROOM_CLASS_MOST = 4

/** The room class of a party of `persons` per room (a larger party counts as the largest class). */
export const roomClassOf = (persons: number) => Math.min(Math.max(persons, 1), ROOM_CLASS_MOST)

/**
 * The capped tariffs of a hotel and room class: the `cheapest` (any tariff), and the `refundable` one among
 * those whose every rate can be cancelled for free, which bounds a card under the cancellation filter.
 */
export type CapKind = 'cheapest' | 'refundable'
const CAP_KINDS: readonly CapKind[] = ['cheapest', 'refundable']

/**
 * The column of the capped tariff's highest price per night in a month, per room class (`cap` … `cap4`; the
 * refundable tariff's `refund_cap` … `refund_cap4`).
 */
export const capColumn = (roomClass: number, kind: CapKind = 'cheapest') =>
  `${kind === 'refundable' ? 'refund_' : ''}${roomClass === 1 ? 'cap' : `cap${roomClass}`}`
/** The column of the longest stay the capped tariff's rates touching a month ask for (`cap_nights` …). */
export const capNightsColumn = (roomClass: number, kind: CapKind = 'cheapest') =>
  `${capColumn(roomClass, kind)}_nights`
/**
 * The column of the refundable capped tariff's latest free cancellation (days before arrival) where that
 * tariff is the cheapest one's room type, board and cover, whose `cap_room` … columns then say all but its
 * price (`refund_cap_days` …); NULL otherwise. A walk down under the cancellation filter passes over hotels
 * on it (catalogue/sql.ts `cappedOfferSql`).
 */
export const refundDaysColumn = (roomClass: number) => `${capColumn(roomClass, 'refundable')}_days`
/** `hotel_price_caps.refundable` of a kind of capped tariff */
export const refundableFlag = (kind: CapKind) => (kind === 'refundable' ? 1 : 0)
/** The room classes of the capped tariffs: 1 to ROOM_CLASS_MOST persons per room. */
export const CAP_CLASSES = Array.from({ length: ROOM_CLASS_MOST }, (_, i) => i + 1)

/**
 * The columns of a room class's capped tariff that a walk down reads on the index entry (`cap_room` …): its
 * room type, the parties per room that room takes (`room_fits` bits), its rooms (allotment), the days its
 * rates cover without a gap and its board (the board's bit of `search_flags`). NULL in a month without a cap.
 */
export const capRoomColumns = (roomClass: number) => {
  const cap = capColumn(roomClass)
  return {
    room: `${cap}_room`,
    fits: `${cap}_fits`,
    allotment: `${cap}_allot`,
    from: `${cap}_from`,
    to: `${cap}_to`,
    board: `${cap}_board`,
  }
}

/**
 * The columns of a room class's cap and longest stay in the month before (`cap_prev`, `cap_prev_nights` …)
 * and after (`cap_next` …) a bound row's month, NULL where that month has no cap: a stay over two months is
 * bounded by either month's row alone (its first month's row with the next month's cap, its second's with the
 * month before's), each night by its own month's cap.
 */
export const capNeighbourColumns = (roomClass: number) => {
  const cap = capColumn(roomClass)
  return {
    prev: `${cap}_prev`,
    prevNights: `${cap}_prev_nights`,
    next: `${cap}_next`,
    nextNights: `${cap}_next_nights`,
  }
}

/**
 * What the walk down reads of a room class's capped tariff on an index entry, after its cap: the longest stay,
 * the capped room's columns and the neighbouring months' caps (`capNightsColumn`, `capRoomColumns`,
 * `capNeighbourColumns`).
 */
export const cappedEntryColumns = (roomClass: number) => [
  capNightsColumn(roomClass),
  ...Object.values(capRoomColumns(roomClass)),
  ...Object.values(capNeighbourColumns(roomClass)),
]

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

/** SQL of the day after a date column's day, per dialect. */
function nextDay(database: Knex, column: string) {
  return database.client.config.client === 'sqlite3' ? `(${column} + 86400000)` : `(${column} + 1)`
}

/**
 * Inserts the capped tariffs of each room class (1 to 4 persons per room) of every hotel with rates, or of
 * some hotels, one of each kind (`CapKind`: the refundable one among the tariffs whose every rate has a free
 * cancellation): of the tariffs whose rates run without a gap or an overlap, one of a room type taking the
 * class, of the rooms taking the class's family (two adults and the rest children; one adult alone) if any,
 * the one covering the longest span, then the one whose dearest night is cheapest, then one of a room taking
 * the most of the class's parties. The cheapest tariff the family can book keeps the cap close to what its
 * card shows: ranked by the parties a room takes first, a suite for six capped a double room's family at
 * twice its price. The parties the capped room does not take get no cap (`cap_fits`).
 */
function insertCaps(database: Knex, hotelIds: number[] | null) {
  const where = hotelIds ? `WHERE t.hotel IN (${hotelIds.map(() => '?').join(', ')})` : ''
  const classes = CAP_CLASSES.map((persons) => `SELECT ${persons} AS persons`).join(' UNION ALL ')
  const kinds = CAP_KINDS.map((kind) => `SELECT ${refundableFlag(kind)} AS refundable`).join(' UNION ALL ')
  // how many of the class's parties (1 to c.persons adults, the rest children) the room takes
  const classPartiesTaken = `(CASE WHEN t.max_adults < c.persons THEN t.max_adults ELSE c.persons END)
    - (CASE WHEN c.persons - t.max_children > 1 THEN c.persons - t.max_children ELSE 1 END)`
  // whether the room takes the class's family: two adults and the rest children (one adult alone)
  const takesFamily = `CASE WHEN t.max_adults >= (CASE WHEN c.persons > 1 THEN 2 ELSE 1 END)
    AND t.max_children >= c.persons - (CASE WHEN c.persons > 1 THEN 2 ELSE 1 END) THEN 1 ELSE 0 END`
  return database.raw(
    `WITH r AS (
       SELECT r.room_type, r.name, r.board, r.season_from, r.season_to, r.price_per_night,
         r.free_cancellation_days,
         LAG(r.season_to) OVER (PARTITION BY r.room_type, r.name, r.board ORDER BY r.season_from) AS before
       FROM rates AS r JOIN room_types AS t ON t.id = r.room_type ${where}
     ), tariff AS (
       SELECT r.room_type, r.name, r.board, MIN(r.season_from) AS cover_from, MAX(r.season_to) AS cover_to,
         MAX(r.price_per_night) AS top,
         CASE WHEN COUNT(r.free_cancellation_days) = COUNT(*) THEN MAX(r.free_cancellation_days) END AS free_days
       FROM r
       GROUP BY r.room_type, r.name, r.board
       HAVING SUM(CASE WHEN r.season_to < r.season_from
         OR (r.before IS NOT NULL AND r.season_from <> ${nextDay(database, 'r.before')}) THEN 1 ELSE 0 END) = 0
     ), ranked AS (
       SELECT t.hotel, c.persons, k.refundable, f.room_type, f.name, f.board, f.cover_from, f.cover_to,
         f.free_days,
         ROW_NUMBER() OVER (
           PARTITION BY t.hotel, c.persons, k.refundable
           ORDER BY ${takesFamily} DESC, f.cover_to - f.cover_from DESC, f.top, ${classPartiesTaken} DESC,
             f.room_type, f.name, f.board
         ) AS n
       FROM tariff AS f JOIN room_types AS t ON t.id = f.room_type
       JOIN (${classes}) AS c ON t.max_occupancy >= c.persons
       JOIN (${kinds}) AS k ON k.refundable = 0 OR f.free_days IS NOT NULL
     )
     INSERT INTO ${PRICE_CAPS_TABLE}
       (hotel, persons, refundable, room_type, name, board, cover_from, cover_to, free_days)
     SELECT hotel, persons, refundable, room_type, name, board, cover_from, cover_to, free_days
     FROM ranked WHERE n = 1`,
    hotelIds ?? [],
  )
}

/**
 * Inserts the bound rows (hotel, month, region, stars, flags, lo, lo_2_0 … lo_2_2, hi, cap … cap4 and refund_cap …
 * refund_cap4 with their nights, min_nights) of every hotel with rates, or of some hotels (their caps
 * inserted first). The rates are first reduced to their hotel's price range per season, then each season to
 * the calendar months it touches: from its first month on, as many as it spans (every month when it spans a
 * year or more).
 */
function insertBounds(database: Knex, hotelIds: number[] | null) {
  const where = hotelIds ? `WHERE t.hotel IN (${hotelIds.map(() => '?').join(', ')})` : ''
  const seasonLows = ROOM_CELLS.map(
    ([adults, children]) =>
      `MIN(CASE WHEN t.max_adults >= ${adults} AND t.max_children >= ${children}
         AND t.max_occupancy >= ${adults + children} THEN r.price_per_night END) AS ${cellColumn([adults, children])}`,
  ).join(', ')
  // a rate of a capped tariff comes once per class and kind it caps (the aggregates are MIN and MAX)
  const capJoin = `LEFT JOIN ${PRICE_CAPS_TABLE} AS c ON c.hotel = t.hotel
    AND c.room_type = r.room_type AND c.name = r.name AND c.board = r.board`
  const capped = CAP_KINDS.flatMap((kind) => CAP_CLASSES.map((persons) => ({ kind, persons })))
  const seasonCaps = capped
    .map(({ kind, persons }) => {
      const of = (sql: string) =>
        `MAX(CASE WHEN c.persons = ${persons} AND c.refundable = ${refundableFlag(kind)} THEN ${sql} END)`
      return `${of('r.price_per_night')} AS ${capColumn(persons, kind)},
        ${of('COALESCE(r.min_nights, 1)')} AS ${capNightsColumn(persons, kind)}`
    })
    .join(', ')
  const monthLows = ROOM_CLASS_COLUMNS.map((column) => `MIN(s.${column}) AS ${column}`).join(', ')
  const capColumns = capped.flatMap(({ kind, persons }) => [
    capColumn(persons, kind),
    capNightsColumn(persons, kind),
  ])
  const monthCaps = capColumns.map((column) => `MAX(s.${column}) AS ${column}`).join(', ')
  const columns = [...ROOM_CLASS_COLUMNS, 'hi', ...capColumns, 'min_nights']
  // the capped rooms per hotel, one row per hotel (a class's columns NULL in the months without its cap)
  const fits = roomTypeFitsSql('t')
  const capRooms = CAP_CLASSES.map((persons) => {
    const names = capRoomColumns(persons)
    const of = (sql: string, kind: CapKind = 'cheapest') =>
      `MAX(CASE WHEN c.persons = ${persons} AND c.refundable = ${refundableFlag(kind)} THEN ${sql} END)`
    // the refundable tariff's cancellation where it is the cheapest one's room, board and cover
    const same = ['c.room_type', 'c.board', 'c.cover_from', 'c.cover_to']
      .map((column) => `${of(column)} = ${of(column, 'refundable')}`)
      .join(' AND ')
    return `${of('c.room_type')} AS ${names.room}, ${of(`(${fits})`)} AS ${names.fits},
      ${of('t.allotment')} AS ${names.allotment}, ${of('c.cover_from')} AS ${names.from},
      ${of('c.cover_to')} AS ${names.to}, ${of(`(${boardBitsSql('c.board')})`)} AS ${names.board},
      CASE WHEN ${same} THEN ${of('c.free_days', 'refundable')} END AS ${refundDaysColumn(persons)}`
  }).join(', ')
  const capRoomNames = CAP_CLASSES.flatMap((persons) =>
    Object.values(capRoomColumns(persons)).map((column) => ({ column, persons })),
  )
  const capRoomValues = capRoomNames
    .map(({ column, persons }) => `CASE WHEN m.${capColumn(persons)} IS NOT NULL THEN q.${column} END`)
    .join(', ')
  const refundDays = CAP_CLASSES.map(
    (persons) =>
      `CASE WHEN m.${capColumn(persons)} IS NOT NULL AND m.${capColumn(persons, 'refundable')} IS NOT NULL
        THEN q.${refundDaysColumn(persons)} END`,
  )
  const capWhere = hotelIds ? `WHERE c.hotel IN (${hotelIds.map(() => '?').join(', ')})` : ''
  // the caps of the month before (p) and after (n) the month's (m), for the stays over two months
  const neighbours = CAP_CLASSES.flatMap((persons) =>
    ['p', 'n'].flatMap((month) => [`${month}.${capColumn(persons)}`, `${month}.${capNightsColumn(persons)}`]),
  )
  const neighbourNames = CAP_CLASSES.flatMap((persons) => {
    const names = capNeighbourColumns(persons)
    return [names.prev, names.prevNights, names.next, names.nextNights]
  })
  // materialized: else PostgreSQL computes the months of a season again for each month it is joined with
  return database.raw(
    `WITH s AS MATERIALIZED (
       SELECT t.hotel, ${monthIndex(database, 'r.season_from')} AS a, ${monthIndex(database, 'r.season_to')} AS b,
         MIN(r.price_per_night) AS lo, ${seasonLows}, MAX(r.price_per_night) AS hi, ${seasonCaps},
         MIN(COALESCE(r.min_nights, 1)) AS min_nights
       FROM rates AS r JOIN room_types AS t ON t.id = r.room_type ${capJoin} ${where}
       GROUP BY t.hotel, r.season_from, r.season_to
     )
     , m AS MATERIALIZED (
       SELECT s.hotel, (s.a + k.k) % 12 + 1 AS month, MIN(s.lo) AS lo, ${monthLows}, MAX(s.hi) AS hi, ${monthCaps},
         MIN(s.min_nights) AS min_nights
       FROM s JOIN (${MONTHS}) AS k ON k.k <= s.b - s.a
       GROUP BY s.hotel, (s.a + k.k) % 12 + 1
     )
     INSERT INTO ${PRICE_BOUNDS_TABLE} (hotel, month, region, stars, flags, lo, ${columns.join(', ')},
       ${capRoomNames.map(({ column }) => column).join(', ')}, ${neighbourNames.join(', ')},
       ${CAP_CLASSES.map(refundDaysColumn).join(', ')})
     SELECT m.hotel, m.month, h.region, h.stars, h.${FLAGS_COLUMN}, m.lo, ${columns.map((c) => `m.${c}`).join(', ')},
       ${capRoomValues}, ${neighbours.join(', ')}, ${refundDays.join(', ')}
     FROM m JOIN hotels AS h ON h.id = m.hotel
     LEFT JOIN m AS p ON p.hotel = m.hotel AND p.month = (m.month + 10) % 12 + 1
     LEFT JOIN m AS n ON n.hotel = m.hotel AND n.month = m.month % 12 + 1
     LEFT JOIN (
       SELECT c.hotel, ${capRooms}
       FROM ${PRICE_CAPS_TABLE} AS c JOIN room_types AS t ON t.id = c.room_type ${capWhere}
       GROUP BY c.hotel
     ) AS q ON q.hotel = m.hotel`,
    [...(hotelIds ?? []), ...(hotelIds ?? [])],
  )
}

/**
 * Creates the tables when missing, or when they lack the caps', their rooms', the refundable caps' (with
 * their cancellation), the room classes', the stars' or the flags' columns (tables from before them: derived data, made again and filled by
 * `fillPriceBounds`); their search indexes come with the others. Returns whether it did.
 */
export async function createPriceBounds(database: Knex): Promise<boolean> {
  const dateColumn = database.client.config.client === 'sqlite3' ? 'bigInteger' : 'date'
  if (await database.schema.hasTable(PRICE_BOUNDS_TABLE)) {
    const current =
      (await database.schema.hasColumn(
        PRICE_BOUNDS_TABLE,
        capNeighbourColumns(CAP_CLASSES.at(-1)!).nextNights,
      )) &&
      (await database.schema.hasColumn(PRICE_BOUNDS_TABLE, ROOM_CLASS_COLUMNS.at(-1)!)) &&
      (await database.schema.hasColumn(PRICE_BOUNDS_TABLE, 'flags')) &&
      (await database.schema.hasColumn(PRICE_BOUNDS_TABLE, refundDaysColumn(CAP_CLASSES.at(-1)!))) &&
      (await database.schema.hasTable(PRICE_CAPS_TABLE)) &&
      (await database.schema.hasColumn(PRICE_CAPS_TABLE, 'refundable'))
    if (current) return false
    await database.schema.dropTable(PRICE_BOUNDS_TABLE)
  }
  await database.schema.dropTableIfExists(PRICE_CAPS_TABLE)
  await database.schema.createTable(PRICE_CAPS_TABLE, (table) => {
    table.integer('hotel').notNullable()
    table.integer('persons').notNullable()
    table.integer('refundable').notNullable()
    table.integer('room_type').notNullable()
    table.string('name').notNullable()
    table.string('board').notNullable()
    // dates as the rates hold them (epoch milliseconds on SQLite)
    table[dateColumn]('cover_from').notNullable()
    table[dateColumn]('cover_to').notNullable()
    table.integer('free_days').nullable()
    table.primary(['hotel', 'persons', 'refundable'])
  })
  await database.schema.createTable(PRICE_BOUNDS_TABLE, (table) => {
    table.integer('hotel').notNullable()
    table.integer('month').notNullable()
    table.integer('region').nullable()
    table.integer('stars').nullable()
    table.integer('flags').nullable()
    table.decimal('lo', 10, 2).notNullable()
    for (const column of ROOM_CLASS_COLUMNS) table.decimal(column, 10, 2).nullable()
    table.decimal('hi', 10, 2).notNullable()
    for (const persons of CAP_CLASSES) {
      table.decimal(capColumn(persons), 10, 2).nullable()
      table.integer(capNightsColumn(persons)).nullable()
      const room = capRoomColumns(persons)
      table.integer(room.room).nullable()
      table.integer(room.fits).nullable()
      table.integer(room.allotment).nullable()
      table[dateColumn](room.from).nullable()
      table[dateColumn](room.to).nullable()
      table.integer(room.board).nullable()
      const neighbour = capNeighbourColumns(persons)
      table.decimal(neighbour.prev, 10, 2).nullable()
      table.integer(neighbour.prevNights).nullable()
      table.decimal(neighbour.next, 10, 2).nullable()
      table.integer(neighbour.nextNights).nullable()
      table.decimal(capColumn(persons, 'refundable'), 10, 2).nullable()
      table.integer(capNightsColumn(persons, 'refundable')).nullable()
      table.integer(refundDaysColumn(persons)).nullable()
    }
    table.integer('min_nights').notNullable()
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
  await database.transaction(async (trx) => {
    // committed to disk before it returns, whatever the server's `synchronous_commit` (the test and bench
    // servers run without): a VACUUM right after an asynchronous commit left every page to be read again by
    // the index-only scans of the walks
    if (database.client.config.client === 'pg') await trx.raw('SET LOCAL synchronous_commit TO on')
    await trx(PRICE_CAPS_TABLE).delete()
    await insertCaps(trx, null)
    await insertBounds(trx, null)
  })
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
      await trx(PRICE_CAPS_TABLE).whereIn('hotel', ids).delete()
      await insertCaps(trx, ids)
      await insertBounds(trx, ids)
    })
  }
  return hotelIds.length
}
