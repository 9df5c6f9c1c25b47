// The columns of the catalogue's collections that several parts read or write: the catalogue extension's
// reads and its rights check (directus/extensions/reiseportal/src/catalogue/reads.ts), the web tier's
// teasers (trpc/teasers.ts) and the seed's direct inserts (directus/seed/index.ts).

/** A hotel as a card shows it, in search results and teasers. */
export const HOTEL_CARD_FIELDS = [
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
] as const

/** A hotel in the search's list and on its map. */
export const HOTEL_LIST_FIELDS: string[] = [
  ...HOTEL_CARD_FIELDS,
  'latitude',
  'longitude',
  'amenities',
  'board_types',
  'tourist_tax',
  'region',
]

/** A hotel on its own page. */
export const HOTEL_DETAIL_FIELDS: string[] = [
  ...HOTEL_LIST_FIELDS,
  'address',
  'postal_code',
  'country',
  'description',
  'policies',
  'check_in',
  'check_out',
]

/** A room type as the search prices it. */
export const ROOM_TYPE_FIELDS: string[] = [
  'id',
  'hotel',
  'name',
  'max_adults',
  'max_children',
  'max_occupancy',
  'allotment',
]

/** A room type on its hotel's page. */
export const ROOM_TYPE_DETAIL_FIELDS: string[] = [
  ...ROOM_TYPE_FIELDS,
  'description',
  'size_sqm',
  'beds',
  'image',
  'sort',
]

/** A rate: everything that prices a night and its cancellation. */
export const RATE_FIELDS: string[] = [
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

/** A room type's night: how many rooms are taken, whether it is closed. */
export const INVENTORY_FIELDS: string[] = ['room_type', 'night', 'rooms_booked', 'closed']
