// What the catalogue reads from Directus's tables: the rows (a permission filter that admits at least the
// published ones, as directus/scripts/setup.ts grants them to the catalogue policy) and the columns. The
// rights check (rights.ts) asks Directus's permissions for exactly these.

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

export interface Read {
  rows: Record<string, unknown>
  fields: string[]
}

/** What each read needs: the rows (a permission filter that admits at least the published ones) and columns. */
export const READS: Record<string, Read> = {
  hotels: { rows: PUBLISHED, fields: [...DETAIL_FIELDS, 'status', 'recommended_score'] },
  regions: { rows: PUBLISHED, fields: ['id', 'name', 'slug', 'status'] },
  room_types: { rows: { hotel: PUBLISHED }, fields: ROOM_DETAIL_FIELDS },
  rates: { rows: { room_type: { hotel: PUBLISHED } }, fields: RATE_FIELDS },
  inventory: { rows: { room_type: { hotel: PUBLISHED } }, fields: INVENTORY_FIELDS },
  hotels_files: { rows: { hotels_id: PUBLISHED }, fields: ['id', 'hotels_id', 'directus_files_id', 'sort'] },
}
export const SEARCH_READS = ['hotels', 'regions', 'room_types', 'rates', 'inventory']
export const DETAIL_READS = [...SEARCH_READS, 'hotels_files']
