// The hotel search's filters as one integer per hotel, `hotels.search_flags`. Amenities and
// boards are csv text and "free cancellation" lives in the rates two joins away: checked row by row, a
// filtered count over a region's 7,000 hotels (100,000 in all) read every row, 36 ms for an amenity and
// 64 ms for free cancellation on SQLite. As bits at the end of the search indexes they are checked on the
// index entry, 1–4 ms. The column is derived data: written here from amenities, board_types and the rates,
// never by editors (hidden and read-only in the Data Studio).
//
// The same hooks keep `price_from` and `price_to` (the lowest and highest price per night of a hotel's
// rates), which the search sorts and filters by, and `room_fits` (the parties its room types take), which
// the price sorts with a stay skip hotels by.
//
// Kept up to date by action hooks on hotels, room_types and rates (batched: a seed's thousand rates make one
// UPDATE), within a moment of the write; computed at every start for hotels that have none (rows written
// straight into the database, such as the 100,000-hotel seed, or a database from before the column).

import type { HookExtensionContext, RegisterFunctions } from '@directus/types'
import type { Knex } from 'knex'

import { PRICE_BOUNDS_TABLE, PRICE_CAPS_TABLE, refreshPriceBounds } from './price-bounds'
import { addRegionFlags } from './region-flags'
import { fitsParty } from '../../../../../core/pricing'

/** Bit order is part of the stored data: append new codes, never reorder (core/hotel-codes.ts has the labels). */
export const AMENITY_BITS = [
  'wlan',
  'pool',
  'spa',
  'sauna',
  'fitness',
  'restaurant',
  'bar',
  'parking',
  'pets',
  'beach',
  'kids_club',
  'accessible',
  'ev_charging',
  'bike_rental',
]
export const BOARD_BITS = ['room_only', 'breakfast', 'half_board', 'full_board', 'all_inclusive']
const BOARD_SHIFT = 16
export const FREE_CANCELLATION = 1 << 24

export const FLAGS_COLUMN = 'search_flags'

const amenityBit = (code: string) => {
  const index = AMENITY_BITS.indexOf(code)
  return index < 0 ? null : 1 << index
}
const boardBit = (code: string) => {
  const index = BOARD_BITS.indexOf(code)
  return index < 0 ? null : 1 << (BOARD_SHIFT + index)
}

/** The bits of some boards in `search_flags`, ORed; null when a board has none. */
export function boardsMask(codes: string[]): number | null {
  let mask = 0
  for (const code of codes) {
    const bit = boardBit(code)
    if (bit === null) return null
    mask |= bit
  }
  return mask
}

/** SQL of the bit of a board column's code in `search_flags` (NULL for a code without one). */
export const boardBitsSql = (column: string) =>
  `CASE ${column} ${BOARD_BITS.map((code, i) => `WHEN '${code}' THEN ${1 << (BOARD_SHIFT + i)}`).join(' ')} END`

/** The flags of a hotel (for tests and checks; the database computes them with flagsSql). */
export function flagsOf({
  amenities = [],
  boards = [],
  freeCancellation = false,
}: {
  amenities?: string[]
  boards?: string[]
  freeCancellation?: boolean
}): number {
  let flags = freeCancellation ? FREE_CANCELLATION : 0
  for (const code of amenities) flags |= amenityBit(code) ?? 0
  for (const code of boards) flags |= boardBit(code) ?? 0
  return flags
}

/** `%,code,%` with LIKE's wildcards escaped (codes such as kids_club hold an underscore). */
const csvPattern = (code: string) => `%,${code.replace(/[\\%_]/g, (c) => `\\${c}`)},%`

/**
 * SQL (with bindings) computing a hotel's flags from the row of `hotels` it is evaluated on: the same on
 * SQLite and PostgreSQL.
 */
function flagsSql(database: Knex) {
  const parts: string[] = []
  const bindings: string[] = []
  const csvHas = (column: string, code: string, bit: number | null) => {
    parts.push(`CASE WHEN (',' || COALESCE(??, '') || ',') LIKE ? ESCAPE ? THEN ${bit} ELSE 0 END`)
    bindings.push(`hotels.${column}`, csvPattern(code), '\\')
  }
  for (const code of AMENITY_BITS) csvHas('amenities', code, amenityBit(code))
  for (const code of BOARD_BITS) csvHas('board_types', code, boardBit(code))
  parts.push(
    `CASE WHEN EXISTS (SELECT 1 FROM ?? AS t JOIN ?? AS r ON r.?? = t.?? WHERE t.?? = hotels.?? AND r.?? IS NOT NULL) THEN ${FREE_CANCELLATION} ELSE 0 END`,
  )
  bindings.push('room_types', 'rates', 'room_type', 'id', 'hotel', 'id', 'free_cancellation_days')
  return database.raw(parts.join(' + '), bindings)
}

/** Recomputes the flags of some hotels, or of every hotel without flags (`'missing'`). Returns the rows. */
export async function refreshFlags(database: Knex, hotelIds: number[] | 'missing'): Promise<number> {
  const update = () => database('hotels').update({ [FLAGS_COLUMN]: flagsSql(database) })
  if (hotelIds === 'missing') return update().whereNull(FLAGS_COLUMN)
  return inBatches(hotelIds, (ids) => update().whereIn('id', ids))
}

/** One UPDATE per 500 hotels: a bounded IN list (SQLite allows at most 32,766 bindings). Rows updated. */
export async function inBatches(hotelIds: number[], updateSome: (ids: number[]) => Promise<number>) {
  let updated = 0
  for (let i = 0; i < hotelIds.length; i += 500) updated += await updateSome(hotelIds.slice(i, i + 500))
  return updated
}

export const PRICE_TO_COLUMN = 'price_to'

/**
 * `price_from` and `price_to` of some hotels: the lowest and the highest price per night of their rates, as
 * the seed computes them. A hotel without rates keeps what it has (an editor's value of `price_from` until
 * the first rate exists).
 */
export async function refreshPriceFrom(database: Knex, hotelIds: number[]): Promise<number> {
  const ofHotel = () =>
    database('rates as r')
      .join('room_types as t', 't.id', 'r.room_type')
      .whereRaw('?? = ??', ['t.hotel', 'hotels.id'])
  return inBatches(hotelIds, (ids) =>
    database('hotels')
      .update({
        price_from: ofHotel().min('r.price_per_night'),
        [PRICE_TO_COLUMN]: ofHotel().max('r.price_per_night'),
      })
      .whereIn('id', ids)
      .whereExists(ofHotel().select(database.raw('1'))),
  )
}

/**
 * The price range of every hotel with rates whose `price_to` is not known yet (a database from before the
 * column): then every hotel with rates gets its range in one statement over the rates grouped by hotel,
 * joined by hashing (a condition on the missing ones let PostgreSQL, which expected few, rescan the rates
 * for each hotel). Returns whether there were any.
 */
export async function fillMissingPriceRange(database: Knex): Promise<boolean> {
  const missing = await database('hotels')
    .whereNull(PRICE_TO_COLUMN)
    .whereExists(
      database('rates as r')
        .join('room_types as t', 't.id', 'r.room_type')
        .whereRaw('?? = ??', ['t.hotel', 'hotels.id'])
        .select(database.raw('1')),
    )
    .first('id')
  if (!missing) return false
  await database.raw(
    `UPDATE ?? SET ?? = ??, ?? = ?? FROM (SELECT ?? AS ??, MIN(??) AS ??, MAX(??) AS ?? FROM ?? AS ?? JOIN ?? AS ?? ON ?? = ?? GROUP BY ??) AS ?? WHERE ?? = ??`,
    [
      'hotels',
      'price_from',
      'm.lo',
      PRICE_TO_COLUMN,
      'm.hi',
      't.hotel',
      'hotel',
      'r.price_per_night',
      'lo',
      'r.price_per_night',
      'hi',
      'rates',
      'r',
      'room_types',
      't',
      't.id',
      'r.room_type',
      't.hotel',
      'm',
      'm.hotel',
      'hotels.id',
    ],
  )
  return true
}

export const ROOM_FITS_COLUMN = 'room_fits'

/**
 * The parties per room `room_fits` tells apart: 1–5 adults and 0–4 children per room, one bit each. A room
 * takes a party when it has room for its adults, its children and both together (core/pricing.ts); a party
 * beyond the grid counts as the grid's largest, which every room taking it also takes, so the bit is set
 * for every hotel that can take the party (and for a few more).
 */
const FIT_ADULTS = 5
const FIT_CHILDREN = 5
const fitCells = Array.from({ length: FIT_ADULTS * FIT_CHILDREN }, (_, bit) => ({
  adults: Math.floor(bit / FIT_CHILDREN) + 1,
  children: bit % FIT_CHILDREN,
  bit: 1 << bit,
}))

/** The bit of `room_fits` a party per room needs (the search spreads its travellers over the rooms). */
export function roomFitBit(adultsPerRoom: number, childrenPerRoom: number): number {
  const adults = Math.min(Math.max(adultsPerRoom, 1), FIT_ADULTS)
  const children = Math.min(Math.max(childrenPerRoom, 0), FIT_CHILDREN - 1)
  return 1 << ((adults - 1) * FIT_CHILDREN + children)
}

/** `room_fits` of a hotel with these room types (the seed writes it; the database computes it alike). */
export function roomFitsOf(roomTypes: Parameters<typeof fitsParty>[0][]): number {
  let fits = 0
  for (const { adults, children, bit } of fitCells)
    if (roomTypes.some((roomType) => fitsParty(roomType, adults, children, 1))) fits |= bit
  return fits
}

/**
 * SQL and bindings of `room_fits` over the room types `t` of one hotel (an aggregate: grouped by hotel, or
 * over one hotel's rows): per bit, the highest of its room types, an OR that SQLite (no bit_or) computes too.
 */
function roomFitsSql() {
  return {
    sql: fitCells.map(({ adults, children, bit }) => `MAX(${fitCase(adults, children, bit)})`).join(' + '),
    bindings: fitCells.flatMap(() => ['t.max_adults', 't.max_children', 't.max_occupancy']),
  }
}

const fitCase = (adults: number, children: number, bit: number, [a, c, o] = ['??', '??', '??']) =>
  `CASE WHEN ${a} >= ${adults} AND ${c} >= ${children} AND ${o} >= ${adults + children} THEN ${bit} ELSE 0 END`

/**
 * SQL of the `room_fits` bits of one room type, `alias` (a constant of the caller; not an aggregate): the
 * parties per room it takes, for the price bounds' capped rooms.
 */
export function roomTypeFitsSql(alias: string): string {
  const columns: [string, string, string] = [
    `${alias}.max_adults`,
    `${alias}.max_children`,
    `${alias}.max_occupancy`,
  ]
  return fitCells.map(({ adults, children, bit }) => fitCase(adults, children, bit, columns)).join(' + ')
}

/** Whether a party per room lies within the grid of `room_fits`, so that its bit says exactly whether a room takes it. */
export const withinFitGrid = (adultsPerRoom: number, childrenPerRoom: number) =>
  adultsPerRoom >= 1 && adultsPerRoom <= FIT_ADULTS && childrenPerRoom >= 0 && childrenPerRoom < FIT_CHILDREN

/** `room_fits` of some hotels from their room types (0 for a hotel without any). Returns the rows. */
export async function refreshRoomFits(database: Knex, hotelIds: number[]): Promise<number> {
  const { sql, bindings } = roomFitsSql()
  const ofHotel = () =>
    database('room_types as t')
      .whereRaw('?? = ??', ['t.hotel', 'hotels.id'])
      .select(database.raw(`COALESCE(${sql}, 0)`, bindings))
  return inBatches(hotelIds, (ids) =>
    database('hotels')
      .update({ [ROOM_FITS_COLUMN]: ofHotel() })
      .whereIn('id', ids),
  )
}

/**
 * `room_fits` of every hotel, when some hotel has none (a database from before the column): one statement
 * over the room types grouped by hotel, then 0 for the hotels without room types. Returns whether any
 * hotel had none.
 */
export async function fillMissingRoomFits(database: Knex): Promise<boolean> {
  if (!(await database('hotels').whereNull(ROOM_FITS_COLUMN).first('id'))) return false
  const { sql, bindings } = roomFitsSql()
  await database.raw(
    `UPDATE ?? SET ?? = ?? FROM (SELECT ?? AS ??, ${sql} AS ?? FROM ?? AS ?? GROUP BY ??) AS ?? WHERE ?? = ??`,
    [
      'hotels',
      ROOM_FITS_COLUMN,
      'm.fits',
      't.hotel',
      'hotel',
      ...bindings,
      'fits',
      'room_types',
      't',
      't.hotel',
      'm',
      'm.hotel',
      'hotels.id',
    ],
  )
  await database('hotels')
    .whereNull(ROOM_FITS_COLUMN)
    .update({ [ROOM_FITS_COLUMN]: 0 })
  return true
}

/** The search's amenity, board and cancellation filters. */
export interface FlagFilters {
  amenities: string[]
  boards: string[]
  freeCancellation: boolean
}

/**
 * The masks of `search_flags` a hotel shares a bit with each of to pass the filters that have bits: one bit
 * per amenity (all of them) and for free cancellation, lowest first, and the boards' bits together (any of
 * them) where every board asked for has one. Codes without a bit are left to `whereFlags`'s csv check.
 */
export function flagMasks({ amenities, boards, freeCancellation }: FlagFilters): number[] {
  const bits = new Set<number>(freeCancellation ? [FREE_CANCELLATION] : [])
  for (const code of amenities) {
    const bit = amenityBit(code)
    if (bit !== null) bits.add(bit)
  }
  const single = [...bits].sort((a, b) => a - b)
  const anyBoard = boards.length > 0 ? boardsMask(boards) : null
  return anyBoard === null ? single : [...single, anyBoard]
}

/**
 * Conditions on `hotels as h` for the search's amenity (all of them), board (any of them) and free
 * cancellation filters, on the flags. Codes without a bit (none today; a code added to the lists and not
 * here) fall back to the csv check, so that a search never misses a hotel for want of a bit.
 */
export function whereFlags(builder: Knex.QueryBuilder, filters: FlagFilters): void {
  const csvHas = (one: Knex.QueryBuilder, column: string, code: string) =>
    one.whereRaw(`(',' || ?? || ',') LIKE ? ESCAPE ?`, [column, csvPattern(code), '\\'])
  for (const code of filters.amenities) if (amenityBit(code) === null) csvHas(builder, 'h.amenities', code)
  // unary + as for the other filter columns: SQLite checks the flags on the index entry and never seeks by them.
  // One condition per bit: PostgreSQL guesses 0.5 % for `(flags & all) = all`, and for free cancellation (two
  // hotels in three) it then walked a million-hotel region's 64,000 hotels one by one instead of hashing them
  // (1.5 s instead of 60 ms); `<> 0` it guesses generously, which the plans read in index order take well.
  for (const mask of flagMasks(filters)) builder.whereRaw(`(+?? & ?) <> 0`, [`h.${FLAGS_COLUMN}`, mask])
  if (filters.boards.length === 0 || boardsMask(filters.boards) !== null) return
  builder.where((or) => {
    for (const code of filters.boards)
      or.orWhere((one) => {
        csvHas(one, 'h.board_types', code)
      })
  })
}

/**
 * Registers the hooks that keep the flags. Writes are collected for a moment and applied in one UPDATE:
 * a seed creating a thousand rates one by one makes one statement, not a thousand. Actions run after the
 * write is committed, so the UPDATE sees it.
 */
export function keepFlags(
  { action, filter }: RegisterFunctions,
  { database, logger }: HookExtensionContext,
): void {
  const pending = new Set<number>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = async () => {
    timer = null
    const ids = [...pending]
    pending.clear()
    try {
      await refreshFlags(database, ids)
      await addRegionFlags(database, ids)
      await refreshPriceFrom(database, ids)
      await refreshRoomFits(database, ids)
      await refreshPriceBounds(database, ids)
    } catch (error) {
      logger.error(error, `search-indexes: the search data of ${ids.length} hotel(s) could not be updated`)
    }
  }
  const schedule = (ids: unknown[]) => {
    for (const id of ids) if (id !== null && id !== undefined) pending.add(Number(id))
    if (pending.size > 0 && timer === null) timer = setTimeout(() => void flush(), 20)
  }
  const hotelsOf: Record<string, (db: Knex, ids: unknown[]) => Promise<unknown[]>> = {
    hotels: async (_db, ids) => ids,
    room_types: async (db, ids) =>
      (
        await db('room_types')
          .whereIn('id', ids as number[])
          .select('hotel')
      ).map((row: { hotel: number }) => row.hotel),
    rates: async (db, ids) =>
      (
        await db('rates as r')
          .join('room_types as t', 't.id', 'r.room_type')
          .whereIn('r.id', ids as number[])
          .select('t.hotel')
      ).map((row: { hotel: number }) => row.hotel),
  }
  const failed = (error: unknown): unknown[] => {
    logger.error(error, 'search-indexes: could not find the hotels of a change')
    return []
  }

  // An update may move a room type or rate to another hotel, and a deleted row no longer says whose it was:
  // the hotels of the rows as they were are noted before the write (filter) and refreshed after it
  // (action), matched by collection and keys. A write that fails leaves its note behind; the oldest notes
  // are dropped beyond a bound.
  const notes = new Map<string, unknown[]>()
  const noteKey = (collection: string, keys: unknown[]) =>
    `${collection}:${keys
      .map(Number)
      .sort((a, b) => a - b)
      .join(',')}`
  const note = (key: string, ids: unknown[]) => {
    notes.set(key, [...(notes.get(key) ?? []), ...ids])
    const oldest = notes.keys().next()
    if (notes.size > 1000 && !oldest.done) notes.delete(oldest.value)
  }
  const takeNote = (key: string) => {
    const ids = notes.get(key) ?? []
    notes.delete(key)
    return ids
  }

  for (const [collection, hotelsOfRows] of Object.entries(hotelsOf)) {
    action(`${collection}.items.create`, (meta) => {
      void hotelsOfRows(database, [meta.key]).catch(failed).then(schedule)
    })
    action(`${collection}.items.update`, (meta) => {
      const keys = (meta.keys as unknown[] | undefined) ?? []
      void hotelsOfRows(database, keys)
        .catch(failed)
        .then((now) => schedule([...takeNote(noteKey(collection, keys)), ...now]))
    })
    if (collection === 'hotels') {
      // a hotel's price bounds go with it (its room types and rates go by their foreign keys)
      action('hotels.items.delete', (meta) => {
        const ids = ((meta.keys ?? meta.payload ?? []) as unknown[]).map(Number)
        void Promise.all(
          [PRICE_BOUNDS_TABLE, PRICE_CAPS_TABLE].map((table) =>
            database(table).whereIn('hotel', ids).delete(),
          ),
        ).catch((error: unknown) => logger.error(error, 'search-indexes: price bounds not deleted'))
      })
      continue
    }
    // in the writer's transaction (context.database): a nested write holds SQLite's only connection
    filter(`${collection}.items.update`, async (payload, meta, context) => {
      const keys = (meta.keys as unknown[] | undefined) ?? []
      note(noteKey(collection, keys), await hotelsOfRows(context.database, keys).catch(failed))
      return payload
    })
    filter<unknown[]>(`${collection}.items.delete`, async (keys, _meta, context) => {
      note(noteKey(collection, keys), await hotelsOfRows(context.database, keys).catch(failed))
      return keys
    })
    action(`${collection}.items.delete`, (meta) =>
      schedule(takeNote(noteKey(collection, (meta.keys ?? meta.payload ?? []) as unknown[]))),
    )
  }
}
