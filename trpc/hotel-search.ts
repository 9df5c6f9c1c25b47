import { aggregate, readItems, type QueryFilter } from '@directus/sdk'
import { z } from 'zod'

import { sharedCache } from './cache'
import type { Context } from './context'
import {
  bestOffer,
  computeOffers,
  type InventoryInput,
  type Offer,
  type RateInput,
  type RoomTypeInput,
} from './hotel-offers'
import { hotelRow, inventoryRow, rateRow, roomTypeRow } from './rows'
import type { Hotel, Schema } from '../core/collections'
import { isAmenity, isBoard } from '../core/hotel-codes'
import {
  addDays,
  PAGE_SIZE,
  type SearchCriteria,
  type SearchFilters,
  type SortKey,
  type Stay,
} from '../core/hotel-search'

// Hotel search against Directus (issue 5). Every filter and sort maps onto an indexed column or a
// `_contains` on a short code list, so the database does the work and Node only prices one page of
// results: the rooms, rates and inventory of those ≤ 20 hotels come in three parallel reads.

const REGIONS_TTL_MS = 5 * 60_000
const COUNT_TTL_MS = 30_000

type Filter = QueryFilter<Schema, Hotel>

export interface RegionOption {
  id: number
  slug: string
  name: string
  country: string
}

export function regionList(ctx: Context): Promise<RegionOption[]> {
  return sharedCache.get('regions', REGIONS_TTL_MS, async () => {
    const regions = await ctx.catalogue(
      readItems('regions', {
        fields: ['id', 'slug', 'name', 'country'],
        filter: { status: { _eq: 'published' } },
        sort: ['sort', 'name'],
        limit: -1,
      }),
    )
    return regions.map(({ id, slug, name, country }) => ({ id, slug, name, country }))
  })
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('de-DE')

/** A destination typed by the visitor: a region when it names one, else a text search in hotel names and towns. */
export function matchRegions(regions: RegionOption[], destination: string): RegionOption[] {
  const q = normalise(destination)
  if (q.length < 2) return []
  const exact = regions.filter((region) => normalise(region.name) === q || region.slug === q)
  if (exact.length) return exact
  return q.length >= 3 ? regions.filter((region) => normalise(region.name).startsWith(q)) : []
}

const SORT_FIELDS = {
  empfohlen: ['-recommended_score', 'id'],
  'preis-aufsteigend': ['price_from', 'id'],
  'preis-absteigend': ['-price_from', 'id'],
  bewertung: ['-rating', '-review_count', 'id'],
  sterne: ['-stars', '-rating', 'id'],
} satisfies Record<SortKey, Array<`${'-' | ''}${keyof Hotel & string}`>>

export interface ResolvedSearch {
  filter: Filter
  /** the regions the destination text was understood as */
  destinationRegions: RegionOption[]
}

/**
 * A code in a csv field (amenities, boards). Directus filters csv fields as text, so `_contains` finds a
 * code; the SDK's types offer `_contains` only for string fields, hence the one cast.
 */
function listContains(field: 'amenities' | 'board_types', code: string): Filter {
  return { [field]: { _contains: code } } as Filter
}

/**
 * A visitor's text for Directus's case-insensitive operators. Directus reads the filter values "true",
 * "false", "null" and "NULL" as literals, which these operators then fail on (500); another spelling of
 * the word finds the same rows.
 */
function anyCase(text: string): string {
  return ['true', 'false', 'null', 'NULL'].includes(text)
    ? text[0]!.toUpperCase() + text.slice(1).toLowerCase()
    : text
}

export async function resolveSearch(
  ctx: Context,
  destination: string,
  filters: SearchFilters,
): Promise<ResolvedSearch> {
  const regions = await regionList(ctx)
  const destinationRegions = destination ? matchRegions(regions, destination) : []
  const and: Filter[] = [{ status: { _eq: 'published' } }, { price_from: { _nnull: true } }]
  if (destinationRegions.length) and.push({ region: { _in: destinationRegions.map((region) => region.id) } })
  else if (destination)
    and.push({
      _or: [{ name: { _icontains: anyCase(destination) } }, { city: { _icontains: anyCase(destination) } }],
    })
  if (filters.regions.length) {
    const ids = regions.filter((region) => filters.regions.includes(region.slug)).map((region) => region.id)
    and.push({ region: { _in: ids.length ? ids : [-1] } })
  }
  if (filters.priceMin !== null) and.push({ price_from: { _gte: filters.priceMin } })
  if (filters.priceMax !== null) and.push({ price_from: { _lte: filters.priceMax } })
  if (filters.starsMin !== null) and.push({ stars: { _gte: filters.starsMin } })
  if (filters.ratingMin !== null) and.push({ rating: { _gte: filters.ratingMin } })
  if (filters.boards.length)
    and.push({ _or: filters.boards.map((board) => listContains('board_types', board)) })
  for (const amenity of filters.amenities) and.push(listContains('amenities', amenity))
  if (filters.freeCancellation)
    and.push({ room_types: { rates: { free_cancellation_days: { _nnull: true } } } })
  return { filter: { _and: and }, destinationRegions }
}

const LIST_FIELDS = [
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
  { region: ['name', 'slug'] },
] as const

export interface HotelResult {
  id: number
  slug: string
  name: string
  stars: number
  city: string
  region: { name: string; slug: string } | null
  rating: number | null
  reviewCount: number
  heroImage: string | null
  teaser: string | null
  latitude: number | null
  longitude: number | null
  amenities: string[]
  boards: string[]
  priceFrom: number
  /** with a stay: the offer shown, null when nothing fits the stay and filters */
  offer: Offer | null
  /** with a stay: why nothing is shown, for the card's availability line */
  unavailable: 'sold_out' | 'occupancy' | 'min_nights' | 'no_match' | null
}

export interface SearchPage {
  total: number
  page: number
  pageCount: number
  hotels: HotelResult[]
  destinationRegions: RegionOption[]
}

/** Directus's answer to `countDistinct: ['id']` (a string on PostgreSQL). */
const countDistinctIds = z.object({ countDistinct: z.object({ id: z.coerce.number() }).default({ id: 0 }) })

async function countHotels(ctx: Context, filter: Filter): Promise<number> {
  return sharedCache.get(`hotel-count:${JSON.stringify(filter)}`, COUNT_TTL_MS, async () => {
    // distinct ids: a filter through rooms and rates joins several rows per hotel
    const [row] = await ctx.catalogue(
      aggregate('hotels', { aggregate: { countDistinct: ['id'] }, query: { filter } }),
    )
    return countDistinctIds.parse(row ?? {}).countDistinct.id
  })
}

async function readHotelPage(ctx: Context, filter: Filter, sort: SortKey, page: number) {
  const rows = await ctx.catalogue(
    readItems('hotels', { fields: LIST_FIELDS, filter, sort: SORT_FIELDS[sort], limit: PAGE_SIZE, page }),
  )
  return rows.map(hotelRow)
}

export interface StayData {
  roomTypes: Array<RoomTypeInput & { hotel: number }>
  rates: RateInput[]
  inventory: InventoryInput[]
}

/** Rooms, the rates covering the stay and its inventory rows for a handful of hotels, in three parallel reads. */
export async function readStayData(ctx: Context, hotelIds: number[], stay: Stay): Promise<StayData> {
  if (hotelIds.length === 0) return { roomTypes: [], rates: [], inventory: [] }
  const lastNight = addDays(stay.departure, -1)
  const ofHotels = { room_type: { hotel: { _in: hotelIds } } }
  const [roomTypes, rates, inventory] = await Promise.all([
    ctx.catalogue(
      readItems('room_types', {
        fields: ['id', 'hotel', 'name', 'max_adults', 'max_children', 'max_occupancy', 'allotment'],
        filter: { hotel: { _in: hotelIds } },
        sort: ['sort', 'id'],
        limit: -1,
      }),
    ),
    ctx.catalogue(
      readItems('rates', {
        fields: [
          'id',
          'room_type',
          'name',
          'board',
          'season_from',
          'season_to',
          'price_per_night',
          'free_cancellation_days',
          'min_nights',
        ],
        filter: {
          _and: [ofHotels, { season_from: { _lte: lastNight } }, { season_to: { _gte: stay.arrival } }],
        },
        limit: -1,
      }),
    ),
    ctx.catalogue(
      readItems('inventory', {
        fields: ['room_type', 'night', 'rooms_booked', 'closed'],
        filter: { _and: [ofHotels, { night: { _between: [stay.arrival, lastNight] } }] },
        limit: -1,
      }),
    ),
  ])
  return {
    roomTypes: roomTypes.map(roomTypeRow),
    rates: rates.map(rateRow),
    inventory: inventory.map(inventoryRow),
  }
}

export function offersForHotel(
  data: StayData,
  hotel: { id: number; tourist_tax: number },
  stay: Stay,
  today: string,
): Offer[] {
  const roomTypes = data.roomTypes.filter((roomType) => roomType.hotel === hotel.id)
  const ids = new Set(roomTypes.map((roomType) => roomType.id))
  return computeOffers({
    stay,
    today,
    roomTypes,
    rates: data.rates.filter((rate) => ids.has(rate.room_type)),
    inventory: data.inventory.filter((row) => ids.has(row.room_type)),
    touristTaxPerPersonNight: hotel.tourist_tax,
  })
}

function unavailableReason(offers: Offer[]): HotelResult['unavailable'] {
  if (offers.length === 0) return 'no_match'
  if (offers.some((offer) => offer.reason === 'sold_out')) return 'sold_out'
  if (offers.every((offer) => offer.reason === 'occupancy')) return 'occupancy'
  if (offers.some((offer) => offer.reason === 'min_nights')) return 'min_nights'
  return 'no_match'
}

export async function searchHotels(
  ctx: Context,
  criteria: Pick<SearchCriteria, 'destination' | 'stay' | 'filters' | 'sort' | 'page'>,
  today: string,
): Promise<SearchPage> {
  const { filter, destinationRegions } = await resolveSearch(ctx, criteria.destination, criteria.filters)
  const [total, firstTry] = await Promise.all([
    countHotels(ctx, filter),
    readHotelPage(ctx, filter, criteria.sort, criteria.page),
  ])
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  // A page number past the end shows the last page instead of an empty list.
  const page = Math.min(criteria.page, pageCount)
  const rows = page === criteria.page ? firstTry : await readHotelPage(ctx, filter, criteria.sort, page)
  const stay = criteria.stay
  const stayData = stay
    ? await readStayData(
        ctx,
        rows.map((row) => row.id),
        stay,
      )
    : null
  const hotels = rows.map((row): HotelResult => {
    const offers = stay && stayData ? offersForHotel(stayData, row, stay, today) : []
    const offer = stay ? bestOffer(offers, criteria.filters) : null
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      stars: row.stars,
      city: row.city,
      region: row.region,
      rating: row.rating,
      reviewCount: row.review_count ?? 0,
      heroImage: row.hero_image,
      teaser: row.teaser,
      latitude: row.latitude,
      longitude: row.longitude,
      amenities: row.amenities ?? [],
      boards: row.board_types ?? [],
      priceFrom: row.price_from ?? 0,
      offer,
      unavailable: stay && !offer ? unavailableReason(offers) : null,
    }
  })
  return { total, page, pageCount, hotels, destinationRegions }
}

/** Directus's answer to a count grouped by town (the SDK does not type grouped aggregates). */
const cityCounts = z.array(z.object({ city: z.string(), count: z.coerce.number() }))

export interface Destination {
  kind: 'region' | 'city' | 'hotel'
  label: string
  detail: string
  /** what goes into the destination field, or for hotels the detail page */
  value: string
}

/** Suggestions for the destination field: regions, towns and hotels whose names start with or contain the text. */
export async function destinationSuggestions(ctx: Context, text: string): Promise<Destination[]> {
  const q = text.trim()
  if (q.length < 2) return []
  const lower = normalise(q)
  const regions = (await regionList(ctx))
    .filter((region) => normalise(region.name).includes(lower))
    .slice(0, 4)
    .map((region): Destination => ({
      kind: 'region',
      label: region.name,
      detail: region.country,
      value: region.name,
    }))
  const published = { status: { _eq: 'published' as const } }
  const [cities, hotels] = await Promise.all([
    ctx.catalogue(
      aggregate('hotels', {
        aggregate: { count: '*' },
        groupBy: ['city'],
        query: { filter: { _and: [published, { city: { _istarts_with: anyCase(q) } }] }, limit: 4 },
      }),
    ),
    ctx.catalogue(
      readItems('hotels', {
        fields: ['id', 'name', 'city'],
        filter: { _and: [published, { name: { _icontains: anyCase(q) } }] },
        sort: ['-recommended_score'],
        limit: 5,
      }),
    ),
  ])
  return [
    ...regions,
    ...cityCounts.parse(cities).map((row): Destination => ({
      kind: 'city',
      label: row.city,
      detail: `${row.count} ${row.count === 1 ? 'Hotel' : 'Hotels'}`,
      value: row.city,
    })),
    ...hotels.map((hotel): Destination => ({
      kind: 'hotel',
      label: hotel.name,
      detail: hotel.city,
      value: `/hotel/details/${hotel.id}`,
    })),
  ]
}

const intersectOr = <T extends string>(chosen: T[], fixed: T[]): T[] =>
  fixed.length === 0 ? chosen : chosen.length === 0 ? fixed : chosen.filter((value) => fixed.includes(value))

/** A theme's criteria narrow whatever the visitor filters on its page; they never widen it. */
export function withThemeCriteria(
  filters: SearchFilters,
  theme: {
    regions: string[]
    amenities: string[]
    boards: string[]
    starsMin: number | null
    ratingMin: number | null
  },
): SearchFilters {
  const regions = intersectOr(filters.regions, theme.regions)
  const themeBoards = theme.boards.filter(isBoard)
  const boards = intersectOr(filters.boards, themeBoards)
  return {
    ...filters,
    // an empty intersection must find nothing, not everything
    regions: filters.regions.length && theme.regions.length && regions.length === 0 ? ['-'] : regions,
    boards: boards.length ? boards : themeBoards,
    amenities: [...new Set([...filters.amenities, ...theme.amenities.filter(isAmenity)])],
    starsMin: Math.max(filters.starsMin ?? 0, theme.starsMin ?? 0) || null,
    ratingMin: Math.max(filters.ratingMin ?? 0, theme.ratingMin ?? 0) || null,
  }
}
