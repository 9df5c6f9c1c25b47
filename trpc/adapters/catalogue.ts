import { customEndpoint } from '@directus/sdk'
import { z } from 'zod/v4'

import type { SearchFilters, SortKey, Stay } from '../../core/hotel-search'
import type { CalendarParty } from '../../core/price-calendar'
import { REVIEW_SCORE_KEYS, type ReviewScore } from '../../core/reviews'
import type { Caller } from '../context'
import type { Offer } from '../hotel-offers'

// The catalogue endpoint extension of Directus (directus/extensions/reiseportal/src/catalogue): a search page in one
// request, each hotel with the offer it shows for the stay, or a hotel's page with its rooms and every offer
// for the stay, priced in Directus (core/pricing.ts). Its answers are
// parsed, never cast, with zod 4's parser (shipped as `zod/v4`): on a search page's 150 rows it took a
// sixth of zod 3's time, which had been the largest piece of work of an uncached search
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

const offerSchema = z.object({
  roomTypeId: z.number(),
  roomTypeName: z.string(),
  rateId: z.number(),
  rateName: z.string(),
  board: z.string(),
  freeCancellationUntil: day.nullable(),
  minNights: z.number(),
  rooms: z.number(),
  roomsLeft: z.number(),
  roomPrice: z.number(),
  touristTax: z.number(),
  total: z.number(),
  perNight: z.number(),
  available: z.boolean(),
  reason: z.enum(['sold_out', 'min_nights', 'occupancy']).nullable(),
}) satisfies z.ZodType<Offer>

const searchSchema = z.object({
  /** null when the search was asked without its count */
  total: z.number().nullable(),
  page: z.number(),
  hotels: z.array(
    hotelSchema.extend({
      /** with a stay: the offer a result shows (the cheapest available one passing the filters) */
      offer: offerSchema.nullable().optional(),
      /** with a stay and no offer: why */
      unavailable: z.enum(['sold_out', 'occupancy', 'min_nights', 'no_match']).nullable().optional(),
    }),
  ),
})

const score = z.number().nullable()

const reviewsSchema = z.object({
  count: z.number(),
  averages: z.partialRecord(z.enum(REVIEW_SCORE_KEYS), score),
  items: z.array(
    z.object({
      id: z.number(),
      author: z.string(),
      traveller_type: z.string().nullable(),
      /** ISO day */
      travelled_in: day.nullable(),
      title: z.string(),
      text: z.string(),
      ...(Object.fromEntries(REVIEW_SCORE_KEYS.map((key) => [key, score])) as Record<
        ReviewScore,
        typeof score
      >),
    }),
  ),
})

export type CatalogueReviews = z.infer<typeof reviewsSchema>

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
  room_types: z.array(
    roomTypeSchema.extend({
      description: z.string().nullable(),
      size_sqm: z.number().nullable(),
      beds: z.string().nullable(),
      image: z.string().nullable(),
    }),
  ),
  /** the published reviews: how many, each category's mean, the newest few */
  reviews: reviewsSchema,
  /** with a stay: every offer, cheapest available first */
  offers: z.array(offerSchema).nullable(),
  /** with a calendar party: the next arrival days, each with its lowest available total or why none */
  calendar: z
    .array(
      z.object({
        arrival: day,
        departure: day,
        total: z.number().nullable(),
        unavailable: z.enum(['sold_out', 'occupancy', 'min_nights', 'no_match']).nullable(),
      }),
    )
    .nullable(),
})

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

/** A stay with its travellers: the catalogue prices the offers (as of `today`). */
const stayParams = (stay: Stay | null, today: string): Record<string, string> =>
  stay
    ? {
        arrival: stay.arrival,
        departure: stay.departure,
        adults: String(stay.adults),
        children: String(stay.childrenAges.length),
        rooms: String(stay.rooms),
        today,
      }
    : {}

/** One page of published hotels matching a search, with a stay each priced: its offer or why there is none. */
export async function catalogueSearch(caller: Caller, search: CatalogueSearch, today: string) {
  const { filters } = search
  const params: Record<string, string> = {
    ...stayParams(search.stay, today),
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

/** A hotel's page: published, or with `drafts` also a draft when the caller may read drafts (an editor's preview). */
export async function catalogueDetail(
  caller: Caller,
  id: number,
  stay: Stay | null,
  today: string,
  drafts: boolean,
  calendar: CalendarParty | null = null,
) {
  const params = {
    ...(calendar
      ? {
          calendar_nights: String(calendar.nights),
          adults: String(calendar.adults),
          children: String(calendar.children),
          rooms: String(calendar.rooms),
          today,
        }
      : {}),
    ...stayParams(stay, today),
    ...(drafts ? { drafts: '1' } : {}),
  }
  const answer = await caller(
    customEndpoint<unknown>({ path: `/catalogue/hotels/${id}`, method: 'GET', params }),
  )
  return detailSchema.parse(answer)
}
