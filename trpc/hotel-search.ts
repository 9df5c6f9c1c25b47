import { aggregate, readItems } from '@directus/sdk'
import { z } from 'zod'

import { catalogueSearch } from './adapters/catalogue'
import { sharedCache } from './cache'
import type { Context } from './context'
import type { Offer } from './hotel-offers'
import { caseInsensitiveText } from '../core/filter-text'
import { isAmenity, isBoard } from '../core/hotel-codes'
import { pageCountOf, type SearchCriteria, type SearchFilters } from '../core/hotel-search'
import { getEnv } from '../server/env'

// Hotel search: every filter and sort maps onto an indexed column or a code in a short csv list,
// so the database does the work and only one page of results is priced. One request to the catalogue
// extension of Directus answers a page of ≤ 20 hotels, each with the offer it shows for the stay.

const REGIONS_TTL_MS = 5 * 60_000

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

export interface ResolvedSearch {
  /** region ids to search in, null for all; [0] when the destination and the region filter do not meet */
  regions: number[] | null
  /** a text searched in hotel names and towns (a destination that names no region) */
  text: string | null
  /** the regions the destination text was understood as */
  destinationRegions: RegionOption[]
}

/** The destination and the region filter as region ids, or the destination as a text search. */
export function resolveSearch(
  regions: RegionOption[],
  destination: string,
  filters: Pick<SearchFilters, 'regions'>,
): ResolvedSearch {
  const destinationRegions = destination ? matchRegions(regions, destination) : []
  let ids = destinationRegions.length ? destinationRegions.map((region) => region.id) : null
  if (filters.regions.length) {
    const chosen = regions
      .filter((region) => filters.regions.includes(region.slug))
      .map((region) => region.id)
    ids = ids ? ids.filter((id) => chosen.includes(id)) : chosen
  }
  return {
    regions: ids && (ids.length ? ids : [0]),
    text: destinationRegions.length ? null : destination || null,
    destinationRegions,
  }
}

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
  /** the hotels found, counted up to one more than COUNT_MOST (core/hotel-search.ts) */
  total: number
  page: number
  pageCount: number
  hotels: HotelResult[]
  destinationRegions: RegionOption[]
}

export async function searchHotels(
  ctx: Context,
  criteria: Pick<SearchCriteria, 'destination' | 'stay' | 'filters' | 'sort' | 'page'>,
  today: string,
): Promise<SearchPage> {
  const { regions, text, destinationRegions } = resolveSearch(
    await regionList(ctx),
    criteria.destination,
    criteria.filters,
  )
  const { stay, filters } = criteria
  const search = { regions, text, filters, sort: criteria.sort, page: criteria.page, stay }
  // The count of a search does not depend on the page or sort, nor on the stay unless a price filter
  // compares the stay's prices, so many searches share it for the same short time as their results; only
  // the first one asks Directus to count.
  let counted: Awaited<ReturnType<typeof catalogueSearch>> | undefined
  const pricedStay = stay && (filters.priceMin !== null || filters.priceMax !== null) ? [stay, today] : null
  const total = await sharedCache.get(
    `hotel-count:${JSON.stringify([regions, text, { ...filters, regions: [] }, pricedStay])}`,
    getEnv().SEARCH_RESULTS_TTL_MS,
    async () => {
      counted = await catalogueSearch(ctx.catalogue, { ...search, count: true }, today)
      return counted.total ?? 0
    },
  )
  const pageCount = pageCountOf(total)
  // A page number past the end shows the last page instead of an empty list.
  const answer =
    counted ??
    (await catalogueSearch(
      ctx.catalogue,
      { ...search, page: Math.min(search.page, pageCount), count: false },
      today,
    ))
  const hotels = answer.hotels.map((row): HotelResult => ({
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
    amenities: row.amenities,
    boards: row.board_types,
    priceFrom: row.price_from ?? 0,
    offer: row.offer ?? null,
    unavailable: row.unavailable ?? null,
  }))
  return { total, page: answer.page, pageCount, hotels, destinationRegions }
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
  // Spelt so that Directus compares it as text; with a wildcard in it, it names no town or hotel.
  const asText = caseInsensitiveText(q)
  if (asText === null) return regions
  const published = { status: { _eq: 'published' as const } }
  const [cities, hotels] = await Promise.all([
    ctx.catalogue(
      aggregate('hotels', {
        aggregate: { count: '*' },
        groupBy: ['city'],
        query: { filter: { _and: [published, { city: { _istarts_with: asText } }] }, limit: 4 },
      }),
    ),
    ctx.catalogue(
      readItems('hotels', {
        fields: ['id', 'name', 'city'],
        filter: { _and: [published, { name: { _icontains: asText } }] },
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
