import { customEndpoint } from '@directus/sdk'
import { z } from 'zod/v4'

import type { SearchFilters, SortKey, Stay } from '../../core/hotel-search'
import type { Caller } from '../context'

// The catalogue endpoint extension of Directus (directus/extensions/catalogue): a search page or a hotel's
// page in one request, with the rooms, the rates covering the stay and its inventory. Its answers are
// parsed, never cast, with zod 4's parser (shipped as `zod/v4`): on a search page's 150 rows it took
// a sixth of zod 3's time, which had been the largest piece of work of an uncached search
// (docs/performance.md).

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const roomTypeSchema = z.object({
  id: z.number(),
  hotel: z.number(),
  name: z.string(),
  max_adults: z.number(),
  max_children: z.number(),
  max_occupancy: z.number(),
  allotment: z.number(),
})

const rateSchema = z.object({
  id: z.number(),
  room_type: z.number(),
  name: z.string(),
  board: z.string(),
  season_from: day,
  season_to: day,
  price_per_night: z.number(),
  free_cancellation_days: z.number().nullable(),
  min_nights: z.number().nullable(),
})

const inventorySchema = z.object({
  room_type: z.number(),
  night: day,
  rooms_booked: z.number(),
  closed: z.boolean(),
})

const stayRows = {
  room_types: z.array(roomTypeSchema),
  rates: z.array(rateSchema),
  inventory: z.array(inventorySchema),
}

const hotelSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  stars: z.number(),
  city: z.string(),
  rating: z.number().nullable(),
  review_count: z.number().nullable(),
  hero_image: z.string().nullable(),
  price_from: z.number().nullable(),
  teaser: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  amenities: z.array(z.string()),
  board_types: z.array(z.string()),
  tourist_tax: z.number().nullable(),
  region: z.object({ name: z.string(), slug: z.string() }).nullable(),
})

const searchSchema = z.object({
  /** null when the search was asked without its count */
  total: z.number().nullable(),
  page: z.number(),
  hotels: z.array(hotelSchema),
  ...stayRows,
})

const detailSchema = z.object({
  hotel: hotelSchema.extend({
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
    description: z.string().nullable(),
    policies: z.string().nullable(),
    check_in: z.string().nullable(),
    check_out: z.string().nullable(),
    images: z.array(z.string()),
  }),
  ...stayRows,
  room_types: z.array(
    roomTypeSchema.extend({
      description: z.string().nullable(),
      size_sqm: z.number().nullable(),
      beds: z.string().nullable(),
      image: z.string().nullable(),
    }),
  ),
})

export type StayRows = Pick<z.output<typeof searchSchema>, 'room_types' | 'rates' | 'inventory'>

export interface CatalogueSearch {
  /** region ids to search in (none: every region; [0] finds nothing) */
  regions: number[] | null
  /** a text searched in hotel names and towns */
  text: string | null
  filters: Omit<SearchFilters, 'regions'>
  sort: SortKey
  page: number
  stay: Stay | null
  /** false: the caller knows the total already (a page past the end is then the caller's to avoid) */
  count: boolean
}

const stayParams = (stay: Stay | null): Record<string, string> =>
  stay ? { arrival: stay.arrival, departure: stay.departure } : {}

/** One page of published hotels matching a search, with what pricing the stay needs. */
export async function catalogueSearch(caller: Caller, search: CatalogueSearch) {
  const { filters } = search
  const params: Record<string, string> = {
    ...stayParams(search.stay),
    order: search.sort,
    page_no: String(search.page),
  }
  if (!search.count) params.count = '0'
  if (search.regions) params.regions = search.regions.join(',')
  if (search.text) params.text = search.text
  if (filters.priceMin !== null) params.price_min = String(filters.priceMin)
  if (filters.priceMax !== null) params.price_max = String(filters.priceMax)
  if (filters.starsMin !== null) params.stars_min = String(filters.starsMin)
  if (filters.ratingMin !== null) params.rating_min = String(filters.ratingMin)
  if (filters.boards.length) params.boards = filters.boards.join(',')
  if (filters.amenities.length) params.amenities = filters.amenities.join(',')
  if (filters.freeCancellation) params.free_cancellation = '1'
  const answer = await caller(customEndpoint<unknown>({ path: '/catalogue/hotels', method: 'GET', params }))
  return searchSchema.parse(answer)
}

/** A published hotel with its rooms, images and what pricing the stay needs. */
/** A hotel's page: published, or with `drafts` also a draft when the caller may read drafts (an editor's preview). */
export async function catalogueDetail(caller: Caller, id: number, stay: Stay | null, drafts: boolean) {
  const params = { ...stayParams(stay), ...(drafts ? { drafts: '1' } : {}) }
  const answer = await caller(
    customEndpoint<unknown>({ path: `/catalogue/hotels/${id}`, method: 'GET', params }),
  )
  return detailSchema.parse(answer)
}
