// What the catalogue reads from Directus's tables: the rows (a permission filter that admits at least the
// published ones, as directus/scripts/setup.ts grants them to the catalogue policy) and the columns. The
// rights check (rights.ts) asks Directus's permissions for exactly these. The columns are core's, shared
// with the web tier's teasers and the seed.

import {
  HOTEL_DETAIL_FIELDS,
  INVENTORY_FIELDS,
  RATE_FIELDS,
  ROOM_TYPE_DETAIL_FIELDS,
} from '../../../../../core/catalogue-fields'
import { REVIEW_FIELDS } from '../../../../../core/reviews'

const PUBLISHED = { status: { _eq: 'published' } }

export interface Read {
  rows: Record<string, unknown>
  fields: string[]
}

/** What each read needs: the rows (a permission filter that admits at least the published ones) and columns. */
export const READS: Record<string, Read> = {
  hotels: { rows: PUBLISHED, fields: [...HOTEL_DETAIL_FIELDS, 'status', 'recommended_score'] },
  regions: { rows: PUBLISHED, fields: ['id', 'name', 'slug', 'status'] },
  room_types: { rows: { hotel: PUBLISHED }, fields: ROOM_TYPE_DETAIL_FIELDS },
  rates: { rows: { room_type: { hotel: PUBLISHED } }, fields: RATE_FIELDS },
  inventory: { rows: { room_type: { hotel: PUBLISHED } }, fields: INVENTORY_FIELDS },
  hotels_files: { rows: { hotels_id: PUBLISHED }, fields: ['id', 'hotels_id', 'directus_files_id', 'sort'] },
  hotel_reviews: {
    rows: { _and: [PUBLISHED, { hotel: PUBLISHED }] },
    fields: [...REVIEW_FIELDS, 'hotel', 'status'],
  },
}
export const SEARCH_READS = ['hotels', 'regions', 'room_types', 'rates', 'inventory']
export const DETAIL_READS = [...SEARCH_READS, 'hotels_files', 'hotel_reviews']
