// Which search flags (amenities, boards, free cancellation: ./flags) some hotel of a region has, ORed over
// the region's hotels: `region_search_flags`, a row per region. A search that asks for a flag no hotel of its
// regions has finds nothing, and the catalogue knows that from these rows (catalogue/search.ts) instead of
// reading every hotel of the region to find none: a board or an amenity that no hotel of a region offers
// read its 57,000–71,000 index entries at a million hotels, in each of a search's queries.
//
// Bits are only added between starts (a hotel that loses an amenity or moves to another region leaves its
// bit behind): a row may claim a flag no hotel has any more, which costs the search its ordinary reads, but
// never lacks one a hotel has. Kept where the flags are kept: after the hooks' UPDATE of a hotel's flags
// (./flags.ts `keepFlags`, which every change of a hotel, room type or rate reaches), and made again from the
// hotels at every start (writes straight into the database, a restore). A plain table like the price
// bounds, not a Directus collection.

import type { Knex } from 'knex'

import { AMENITY_BITS, BOARD_BITS, FLAGS_COLUMN, flagMasks, flagsOf, inBatches } from './flags'
import type { FlagFilters } from './flags'

export const REGION_FLAGS_TABLE = 'region_search_flags'

/**
 * SQL of the OR of the flags over a group of hotels `h`: per bit `search_flags` uses (./flags.ts), the
 * highest, summed (SQLite has no bit_or).
 */
function orOfFlags() {
  const all = flagsOf({ amenities: AMENITY_BITS, boards: BOARD_BITS, freeCancellation: true })
  const bits = Array.from({ length: 31 }, (_, i) => all & (1 << i)).filter((bit) => bit !== 0)
  return bits.map((bit) => `MAX(h.${FLAGS_COLUMN} & ${bit})`).join(' + ')
}

/** The table, when missing. Returns whether it was made. */
export async function createRegionFlags(database: Knex): Promise<boolean> {
  if (await database.schema.hasTable(REGION_FLAGS_TABLE)) return false
  await database.schema.createTable(REGION_FLAGS_TABLE, (table) => {
    table.integer('region').primary()
    table.integer('flags').notNullable()
  })
  return true
}

/**
 * Each region's row made again from its hotels' flags (the start): one upsert, which two instances
 * starting at once may both run.
 */
export const fillRegionFlags = (database: Knex) => upsertRegionFlags(database, null)

/**
 * The flags of some hotels ORed into their regions' rows (the hooks, after the hotels' flags changed): the
 * other hotels of a region are in its row already.
 */
export const addRegionFlags = (database: Knex, hotelIds: number[]) =>
  inBatches(hotelIds, (ids) => upsertRegionFlags(database, ids))

/** One upsert of the regions' rows from the flags of some hotels (of every hotel); returns how many were named. */
async function upsertRegionFlags(database: Knex, hotelIds: number[] | null): Promise<number> {
  const groups = database('hotels as h')
    .whereNotNull('h.region')
    .whereNotNull(`h.${FLAGS_COLUMN}`)
    .groupBy('h.region')
    .select('h.region', database.raw(`${orOfFlags()} AS flags`))
  if (hotelIds) groups.whereIn('h.id', hotelIds)
  const flags = hotelIds ? `${REGION_FLAGS_TABLE}.flags | excluded.flags` : 'excluded.flags'
  await database.raw(
    `INSERT INTO ?? (region, flags) ${groups.toQuery()} ON CONFLICT (region) DO UPDATE SET flags = ${flags}`,
    [REGION_FLAGS_TABLE],
  )
  return hotelIds?.length ?? 0
}

/**
 * Whether some hotel of the search's regions can pass its flag filters: false when a filter asks for a flag
 * that no hotel of those regions has, so the search finds nothing. A search without a destination is not
 * checked (it also finds hotels without a region, which no row holds).
 */
export async function regionsMayMatch(
  database: Knex,
  regions: number[] | null,
  filters: FlagFilters,
): Promise<boolean> {
  const masks = flagMasks(filters)
  if (!regions || masks.length === 0) return true
  const rows: { flags: number | string }[] = await database(REGION_FLAGS_TABLE)
    .whereIn('region', regions)
    .select('flags')
  const present = rows.reduce((or, row) => or | Number(row.flags), 0)
  return masks.every((mask) => (present & mask) !== 0)
}
