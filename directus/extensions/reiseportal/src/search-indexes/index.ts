// Directus' field setting "indexed" makes one index per column. A search list "published hotels of a region,
// sorted by recommended_score, 20 rows" then reads every hotel of the region through the region index and
// sorts them in a temporary B-tree: 7,000 rows for a big region at 100,000 hotels, ten times the work at
// 10,000. With (region, status, recommended_score) SQLite reads the first 20 entries in index order, and
// counts the region's hotels from the index alone. EXPLAIN QUERY PLAN: tests/bench/explain.ts.
//
// Created at every start when missing (IF NOT EXISTS; a few seconds once on 100,000 hotels, instant
// afterwards). Tables created later (applySchema on a fresh instance) get them at the next start, which
// ensureDirectus does anyway. Not part of snapshot.yaml: Directus snapshots know no composite indexes.
import type { HookConfig } from '@directus/types'
import type { Knex } from 'knex'

import {
  FLAGS_COLUMN,
  fillMissingPriceRange,
  fillMissingRoomFits,
  keepFlags,
  PRICE_TO_COLUMN,
  refreshFlags,
  ROOM_FITS_COLUMN,
} from './flags'
import {
  CAP_CLASSES,
  capColumn,
  cappedEntryColumns,
  capNightsColumn,
  createPriceBounds,
  fillPriceBounds,
  PRICE_BOUNDS_TABLE,
  refundDaysColumn,
  ROOM_CLASS_COLUMNS,
} from './price-bounds'
import { createRegionFlags, fillRegionFlags, REGION_FLAGS_TABLE } from './region-flags'

export const SEARCH_INDEXES: Array<{ table: string; name: string; columns: string[]; where?: string }> = [
  // Each region index serves one sort of the search in index order: the rows of a region come sorted, so a
  // page of 20 reads about 20 rows. The filter columns behind the sort column let SQLite check stars,
  // rating, price and the search flags (amenities, boards, free cancellation: ./flags.js) on the index entry
  // before it reads the row, and count a region's matches from an index alone (directus/extensions/catalogue writes those filters with a unary + so that SQLite never
  // seeks by them instead of reading in sort order). The id last: PostgreSQL then reads a page's ids from the
  // index alone as well (SQLite's entries hold the row's id anyway), and only the page's rows after.
  {
    table: 'hotels',
    name: 'hotels_search_recommended_flags_id_index',
    columns: ['region', 'status', 'recommended_score', 'stars', 'rating', 'price_from', FLAGS_COLUMN, 'id'],
  },
  // `id` right after the sort column: the price sort is "price_from, id", and an index that gives that
  // order whole wins SQLite's choice. Without it SQLite took (status, price_from), which also gives it
  // whole, and read hotels of every region in price order, checking region and filters on each row: up to
  // 1.4 s for a rare filter combination at 100,000 hotels, against 1 ms here (the search's slowest tail).
  // The parties a hotel's rooms take (`room_fits`) last: the price sorts with a stay walk this order and
  // skip, on the index entry, the hotels that have no room for the party (catalogue/search.ts).
  {
    table: 'hotels',
    name: 'hotels_search_price_fits_index',
    columns: ['region', 'status', 'price_from', 'id', 'stars', 'rating', FLAGS_COLUMN, ROOM_FITS_COLUMN],
  },
  // the price sort from the most expensive down, with a stay: the search walks hotels from the highest
  // price per night down and stops once no hotel further on can cost more (catalogue/search.ts); the
  // tourist tax last, which that walk's reads of the bound rows take from the hotels' entries here
  {
    table: 'hotels',
    name: 'hotels_search_price_to_fits_tax_index',
    columns: [
      'region',
      'status',
      PRICE_TO_COLUMN,
      'id',
      'stars',
      'rating',
      'price_from',
      FLAGS_COLUMN,
      ROOM_FITS_COLUMN,
      'tourist_tax',
    ],
  },
  // The hotels the price walks read on the bound rows, probed by id for the search's filters and the party's
  // room, and the tourist tax the pricing adds: on this index alone (73 MB at a million hotels, which stays
  // cached) rather than the hotels' rows (3 KB each, 3 GB, which do not).
  {
    table: 'hotels',
    name: 'hotels_id_search_columns_index',
    columns: [
      'id',
      'status',
      'region',
      'price_from',
      ROOM_FITS_COLUMN,
      'stars',
      'rating',
      FLAGS_COLUMN,
      'tourist_tax',
    ],
  },
  // The hotels a price walk found without an offer, by id (catalogue/sql.ts `withoutOffer`): read in the
  // primary key's order with the region and the filters checked on each row, a filter no hotel of the region
  // passes (half board in Tuscany) read a million-hotel table whole, 1.1 s.
  {
    table: 'hotels',
    name: 'hotels_search_id_flags_index',
    columns: ['region', 'status', 'id', 'stars', 'rating', 'price_from', FLAGS_COLUMN],
  },
  {
    table: 'hotels',
    name: 'hotels_search_rating_flags_id_index',
    columns: ['region', 'status', 'rating', 'review_count', 'stars', 'price_from', FLAGS_COLUMN, 'id'],
  },
  {
    table: 'hotels',
    name: 'hotels_search_stars_flags_id_index',
    columns: ['region', 'status', 'stars', 'rating', 'price_from', FLAGS_COLUMN, 'id'],
  },
  // The price sorts with dates walk a region's bounds for the stay's months (./price-bounds.ts) from the
  // cheapest up or from the dearest down, one index scan per region and month (each entry joined with
  // the hotel's row for the filters and the party), merged. Without a destination, over every region.
  // The month's shortest stay (`min_nights`) and the hotel's stars last: a walk skips, on the index entry,
  // the hotels whose rates ask for more nights than the stay has (reading the table's row for it cost a
  // million-hotel walk more than the hotels it skipped), and the walk up those below a stars filter; the
  // walk down's indexes end with the hotel's flags, for its amenity, board and cancellation filters.
  // A room class's index holds only the hotels with such a room (the walk asks for a bound that is not NULL).
  ...['lo', 'hi', ...ROOM_CLASS_COLUMNS].map((column) => ({
    table: PRICE_BOUNDS_TABLE,
    name: `hotel_price_bounds_${column}_nights_stars_index`,
    columns: [
      'region',
      'month',
      column,
      'hotel',
      'min_nights',
      'stars',
      ...(column === 'hi' ? ['flags'] : []),
    ],
    ...(ROOM_CLASS_COLUMNS.includes(column) ? { where: `${column} IS NOT NULL` } : {}),
  })),
  // The walk down from the dearest passes over, on the index entry, the hotels whose capped tariff for the
  // party's room class is certainly an offer cheaper than the page's last (catalogue/sql.ts `byPriceBound`):
  // per room class the `hi` order with that class's cap and capped room behind it, and the refundable
  // tariff's cap and cancellation for the cancellation filter; and, to price first the hotels likeliest to
  // head the page (`byCap`), the order of that class's cap.
  ...CAP_CLASSES.flatMap((roomClass) => {
    const cap = capColumn(roomClass)
    const capped = cappedEntryColumns(roomClass)
    const refundable = [
      capColumn(roomClass, 'refundable'),
      capNightsColumn(roomClass, 'refundable'),
      refundDaysColumn(roomClass),
    ]
    return [
      {
        table: PRICE_BOUNDS_TABLE,
        name: `hotel_price_bounds_hi_${cap}_refundable_index`,
        columns: ['region', 'month', 'hi', 'hotel', 'min_nights', cap, ...capped, ...refundable, 'flags'],
      },
      {
        table: PRICE_BOUNDS_TABLE,
        name: `hotel_price_bounds_${cap}_order_index`,
        columns: ['region', 'month', cap, 'hotel', 'min_nights', ...capped],
        where: `${cap} IS NOT NULL`,
      },
    ]
  }),
  // the room types with an inventory row on a stay's nights, which that walk down reads (hashed once)
  { table: 'inventory', name: 'inventory_night_room_type_index', columns: ['night', 'room_type'] },
  // one room type's rows of a stay's nights with what they take, on the index alone: that walk's check of
  // one room where a stay's nights hold many rows, and every stay's worst night (pricing, capped tariffs)
  {
    table: 'inventory',
    name: 'inventory_room_type_night_taken_index',
    columns: ['room_type', 'night', 'rooms_booked', 'closed'],
  },
  ...['lo', 'hi'].map((column) => ({
    table: PRICE_BOUNDS_TABLE,
    name: `hotel_price_bounds_month_${column}_nights_index`,
    columns: ['month', column, 'hotel', 'min_nights'],
  })),
  // the highest tourist tax, for the bound of the price sort from the top (catalogue/search.ts)
  { table: 'hotels', name: 'hotels_tourist_tax_index', columns: ['tourist_tax'] },
  // the same over all regions (no destination, or a text search)
  {
    table: 'hotels',
    name: 'hotels_status_recommended_score_index',
    columns: ['status', 'recommended_score'],
  },
  {
    table: 'hotels',
    name: 'hotels_status_price_from_index',
    columns: ['status', 'price_from'],
  },
]

/** Indexes an earlier version created that one above now covers. */
const SUPERSEDED = [
  'hotels_region_status_recommended_score_index',
  // before the search flags
  'hotels_search_recommended_index',
  'hotels_region_status_price_from_index',
  'hotels_search_rating_index',
  'hotels_search_stars_index',
  // before the price index ended its sort with id
  'hotels_search_price_flags_index',
  // before the price indexes held the parties a hotel's rooms take
  'hotels_search_price_id_flags_index',
  'hotels_search_price_to_flags_index',
  // before the walk down's indexes held the refundable tariff's cap
  ...CAP_CLASSES.map((roomClass) => `hotel_price_bounds_hi_${capColumn(roomClass)}_index`),
  // before the bounds' indexes held the month's shortest stay
  ...['lo', 'hi', 'lo2', 'lo3', 'lo4'].map((column) => `hotel_price_bounds_${column}_index`),
  // before the room classes went by adults and children (on a table made again, gone with it)
  ...['lo2', 'lo3', 'lo4'].map((column) => `hotel_price_bounds_${column}_nights_index`),
  'hotel_price_bounds_month_lo_index',
  'hotel_price_bounds_month_hi_index',
  // before the sort indexes ended with the id (PostgreSQL reads a page's ids from them alone)
  'hotels_search_recommended_flags_index',
  'hotels_search_rating_flags_index',
  'hotels_search_stars_flags_index',
  // before the index of the price sort from the top held the tourist tax
  'hotels_search_price_to_fits_index',
  // before the bounds' walk indexes held the hotel's stars (on a table made again, gone with it)
  ...['lo', 'hi', ...ROOM_CLASS_COLUMNS].map((column) => `hotel_price_bounds_${column}_nights_index`),
]

const searchIndexes: HookConfig = (register, context) => {
  const { database, logger } = context
  keepFlags(register, context)
  const prepare = () => prepareSearchIndexes(database, logger)
  // Directus awaits init handlers (emitter.emitInit), although their type says void: the indexes exist
  // before the app serves requests.
  register.init('app.before', prepare as () => void)
}

export default searchIndexes

type Logger = Pick<Parameters<HookConfig>[1]['logger'], 'info' | 'warn'>

/** What every start does before Directus serves: the search's columns, the price bounds, the indexes. */
export async function prepareSearchIndexes(database: Knex, logger: Logger) {
  await prepareFlags(database, logger)
  await prepareRegionFlags(database, logger)
  await preparePriceBounds(database, logger)
  await createIndexes(database, logger)
  for (const name of SUPERSEDED) await database.raw('DROP INDEX IF EXISTS ??', [name])
}

/** The search indexes whose table and columns exist (a warning for one the database refuses). */
export async function createIndexes(database: Knex, logger: Logger) {
  for (const index of SEARCH_INDEXES) {
    if (!(await database.schema.hasTable(index.table))) continue
    const present = await Promise.all(
      index.columns.map((column) => database.schema.hasColumn(index.table, column)),
    )
    if (!present.every(Boolean)) continue
    const started = Date.now()
    try {
      await database.raw(
        `CREATE INDEX IF NOT EXISTS ?? ON ?? (${index.columns.map(() => '??').join(', ')})${index.where ? ` WHERE ${index.where}` : ''}`,
        [index.name, index.table, ...index.columns],
      )
    } catch (error) {
      logger.warn(
        `search-indexes: ${index.name} could not be created: ${(error as Error | null)?.message ?? String(error)}`,
      )
      continue
    }
    const ms = Date.now() - started
    if (ms > 200) logger.info(`search-indexes: ${index.name} created in ${ms} ms`)
  }
}

/**
 * The flags column on a database from before it (directus/scripts/schema.ts declares it for new ones) and
 * the flags of hotels that have none.
 */
async function prepareFlags(database: Knex, logger: Logger) {
  if (!(await database.schema.hasTable('hotels'))) return
  if (!(await database.schema.hasColumn('hotels', FLAGS_COLUMN))) {
    await database.schema.alterTable('hotels', (table) => table.integer(FLAGS_COLUMN).nullable())
    logger.info(`search-indexes: column hotels.${FLAGS_COLUMN} added`)
  }
  if (!(await database.schema.hasColumn('hotels', PRICE_TO_COLUMN))) {
    await database.schema.alterTable('hotels', (table) => table.decimal(PRICE_TO_COLUMN, 10, 2).nullable())
    logger.info(`search-indexes: column hotels.${PRICE_TO_COLUMN} added`)
  }
  if (!(await database.schema.hasColumn('hotels', ROOM_FITS_COLUMN))) {
    await database.schema.alterTable('hotels', (table) => table.integer(ROOM_FITS_COLUMN).nullable())
    logger.info(`search-indexes: column hotels.${ROOM_FITS_COLUMN} added`)
  }
  // needs the tables it reads; on a fresh instance they come with the schema, and the flags with the hooks
  if (!(await database.schema.hasTable('rates')) || !(await database.schema.hasTable('room_types'))) return
  const started = Date.now()
  const updated = await refreshFlags(database, 'missing')
  if (updated > 0)
    logger.info(`search-indexes: search flags of ${updated} hotel(s) computed in ${Date.now() - started} ms`)
  const priced = Date.now()
  const filledPrices = await fillMissingPriceRange(database)
  if (filledPrices)
    logger.info(`search-indexes: price ranges of hotels computed in ${Date.now() - priced} ms`)
  const fitted = Date.now()
  const filledFits = await fillMissingRoomFits(database)
  if (filledFits)
    logger.info(`search-indexes: the parties of hotels' rooms computed in ${Date.now() - fitted} ms`)
  // A fill rewrites every hotel's row: on PostgreSQL the counts of the search then read the rows instead of
  // the index alone (index-only scans need the visibility map) until the table is vacuumed, so do it now.
  if ((filledPrices || filledFits) && database.client.config.client === 'pg') {
    const vacuumed = Date.now()
    await database.raw('VACUUM (ANALYZE) ??', ['hotels'])
    logger.info(`search-indexes: hotels vacuumed in ${Date.now() - vacuumed} ms`)
  }
}

/** The flags of each region's hotels (./region-flags.ts), made again from the hotels at every start. */
async function prepareRegionFlags(database: Knex, logger: Logger) {
  if (await createRegionFlags(database)) logger.info(`search-indexes: table ${REGION_FLAGS_TABLE} created`)
  if (!(await database.schema.hasTable('hotels'))) return
  const started = Date.now()
  await fillRegionFlags(database)
  const ms = Date.now() - started
  if (ms > 200) logger.info(`search-indexes: the flags of each region's hotels computed in ${ms} ms`)
}

/**
 * The price bounds' table, made at every start when missing, and filled when empty while rates exist (then
 * vacuumed on PostgreSQL, whose index-only scans need the visibility map). Its search indexes are set
 * aside for a fill and made again after it by `createIndexes`: a million hotels' 12 M rows written into
 * twenty indexes had not ended after 20 minutes; the fill and the builds after it take about 8.
 */
async function preparePriceBounds(database: Knex, logger: Logger) {
  if (await createPriceBounds(database)) logger.info(`search-indexes: table ${PRICE_BOUNDS_TABLE} created`)
  for (const table of ['hotels', 'room_types', 'rates']) if (!(await database.schema.hasTable(table))) return
  if (!(await database(PRICE_BOUNDS_TABLE).first('hotel')) && (await database('rates').first('id')))
    for (const index of SEARCH_INDEXES)
      if (index.table === PRICE_BOUNDS_TABLE) await database.raw('DROP INDEX IF EXISTS ??', [index.name])
  const started = Date.now()
  if (!(await fillPriceBounds(database))) return
  logger.info(`search-indexes: price bounds per hotel and month computed in ${Date.now() - started} ms`)
  if (database.client.config.client !== 'pg') return
  const vacuumed = Date.now()
  await database.raw('VACUUM (ANALYZE) ??', [PRICE_BOUNDS_TABLE])
  logger.info(`search-indexes: ${PRICE_BOUNDS_TABLE} vacuumed in ${Date.now() - vacuumed} ms`)
}
