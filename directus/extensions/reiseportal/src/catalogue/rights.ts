import { isDeepStrictEqual } from 'node:util'

import type { Accountability, Permission, SchemaOverview } from '@directus/types'
import type { Knex } from 'knex'

import { fetchPermissions, fetchPolicies } from '../shared/directus-internals'
import { Refusal } from '../shared/refusal'

// Rights are Directus's own: the caller's policies must grant reading every collection read here, on the
// rows read here (the published ones, as directus/scripts/setup.ts grants them to the catalogue policy) and
// the columns read here. A caller whose permissions are narrower than that is refused, never served
// around them.

const PUBLISHED = { status: { _eq: 'published' } }

export const LIST_FIELDS = [
  'id',
  'slug',
  'name',
  'stars',
  'city',
  'rating',
  'review_count',
  'hero_image',
  'price_from',
  'teaser',
  'latitude',
  'longitude',
  'amenities',
  'board_types',
  'tourist_tax',
  'region',
]
export const DETAIL_FIELDS = [
  ...LIST_FIELDS,
  'address',
  'postal_code',
  'country',
  'description',
  'policies',
  'check_in',
  'check_out',
]
export const ROOM_FIELDS = ['id', 'hotel', 'name', 'max_adults', 'max_children', 'max_occupancy', 'allotment']
export const ROOM_DETAIL_FIELDS = [...ROOM_FIELDS, 'description', 'size_sqm', 'beds', 'image', 'sort']
export const RATE_FIELDS = [
  'id',
  'room_type',
  'name',
  'board',
  'season_from',
  'season_to',
  'price_per_night',
  'free_cancellation_days',
  'min_nights',
]
export const INVENTORY_FIELDS = ['room_type', 'night', 'rooms_booked', 'closed']

interface Read {
  rows: Record<string, unknown>
  fields: string[]
}

/** What each read needs: the rows (a permission filter that admits at least the published ones) and columns. */
const READS: Record<string, Read> = {
  hotels: { rows: PUBLISHED, fields: [...DETAIL_FIELDS, 'status', 'recommended_score'] },
  regions: { rows: PUBLISHED, fields: ['id', 'name', 'slug', 'status'] },
  room_types: { rows: { hotel: PUBLISHED }, fields: ROOM_DETAIL_FIELDS },
  rates: { rows: { room_type: { hotel: PUBLISHED } }, fields: RATE_FIELDS },
  inventory: { rows: { room_type: { hotel: PUBLISHED } }, fields: INVENTORY_FIELDS },
  hotels_files: { rows: { hotels_id: PUBLISHED }, fields: ['id', 'hotels_id', 'directus_files_id', 'sort'] },
}
export const SEARCH_READS = ['hotels', 'regions', 'room_types', 'rates', 'inventory']
export const DETAIL_READS = [...SEARCH_READS, 'hotels_files']

const asJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value)

/**
 * A permission that lets its holder read at least the columns `read` names, and the rows it names (with
 * `everyRow`, every row: drafts too).
 */
function covers(permission: Permission, read: Read, everyRow: boolean) {
  const rows = asJson(permission.permissions)
  const fields = permission.fields ?? []
  const allRows = rows === null || rows === undefined || Object.keys(rows).length === 0
  return (
    (allRows || (!everyRow && isDeepStrictEqual(rows, read.rows))) &&
    (fields.includes('*') || read.fields.every((field) => fields.includes(field)))
  )
}

interface CallerRequest {
  accountability: Accountability
  schema: SchemaOverview
}

/** The collections among `collections` whose reads the caller's rights do not cover (Directus's cached permissions). */
export async function missingRights(
  req: CallerRequest,
  database: Knex,
  collections: string[],
  everyRow = false,
): Promise<string[]> {
  const { accountability } = req
  if (accountability.admin) return []
  const context = { knex: database, schema: req.schema }
  const policies = await fetchPolicies(accountability, context)
  const permissions = await fetchPermissions(
    { action: 'read', policies, collections, accountability },
    context,
  )
  return collections.filter((collection) => {
    const read = READS[collection]
    return !permissions.some(
      (permission) =>
        permission.collection === collection && read !== undefined && covers(permission, read, everyRow),
    )
  })
}

/** Refuses a caller whose rights do not cover every read of `collections`. */
export async function checkRights(req: CallerRequest, database: Knex, collections: string[]): Promise<void> {
  const missing = await missingRights(req, database, collections)
  if (missing.length === 0) return
  if (!req.accountability.user) throw new Refusal(401, 'TOKEN_INVALID', 'Anmeldung erforderlich.')
  throw new Refusal(403, 'FORBIDDEN', `Keine Leserechte für ${missing.join(', ')}.`)
}
