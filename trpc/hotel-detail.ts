import { readItem, readItems } from '@directus/sdk'

import { catalogueDetail } from './adapters/catalogue'
import type { Context } from './context'
import type { Offer } from './hotel-offers'
import { hotelReviews, type HotelReviews } from './hotel-reviews'
import { inVersion, visibleStatus } from './preview'
import { sanitizeCmsHtml } from './sanitize'
import type { Stay } from '../core/hotel-search'
import type { CalendarParty } from '../core/price-calendar'
import { Refusal } from '../core/refusal'

// One hotel's page: content, rooms, and for a stay every offer with its price breakdown, from one
// request to the catalogue extension.

export interface HotelDetail {
  id: number
  slug: string
  name: string
  stars: number
  city: string
  address: string | null
  postalCode: string | null
  country: string | null
  region: { name: string; slug: string } | null
  latitude: number | null
  longitude: number | null
  teaser: string | null
  descriptionHtml: string
  policiesHtml: string
  amenities: string[]
  boards: string[]
  rating: number | null
  reviewCount: number
  images: string[]
  checkIn: string | null
  checkOut: string | null
  touristTax: number
  priceFrom: number | null
  rooms: Array<{
    id: number
    name: string
    description: string | null
    maxOccupancy: number
    sizeSqm: number | null
    beds: string | null
    image: string | null
  }>
  /** null without a stay */
  offers: Offer[] | null
  /** the price calendar's arrival days (null when not asked for) */
  calendar: CalendarDay[] | null
  /** guests' reviews with text and category scores */
  reviews: HotelReviews
}

export interface CalendarDay {
  arrival: string
  departure: string
  /** the lowest total of an available offer, null when none */
  total: number | null
  unavailable: 'sold_out' | 'occupancy' | 'min_nights' | 'no_match' | null
}

export async function hotelDetail(
  ctx: Context,
  id: number,
  stay: Stay | null,
  today: string,
  calendar: CalendarParty | null = null,
): Promise<HotelDetail | null> {
  const answer = await catalogueDetail(ctx.catalogue, id, stay, today, ctx.preview, calendar).catch(
    (error: unknown) => {
      if (error instanceof Refusal && error.kind === 'not-found') return null
      throw error
    },
  )
  if (!answer) return null
  const hotel = await inVersion(ctx, answer.hotel, (version) => hotelInVersion(ctx, answer.hotel, version))
  const images = [...new Set([hotel.hero_image, ...hotel.images].filter((file) => file !== null))]
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    stars: hotel.stars,
    city: hotel.city,
    address: hotel.address,
    postalCode: hotel.postal_code,
    country: hotel.country,
    region: hotel.region,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    teaser: hotel.teaser,
    descriptionHtml: sanitizeCmsHtml(hotel.description),
    policiesHtml: sanitizeCmsHtml(hotel.policies),
    amenities: hotel.amenities,
    boards: hotel.board_types,
    rating: hotel.rating,
    reviewCount: hotel.review_count ?? 0,
    images,
    checkIn: hotel.check_in,
    checkOut: hotel.check_out,
    touristTax: hotel.tourist_tax ?? 0,
    priceFrom: hotel.price_from,
    rooms: answer.room_types.map((room) => ({
      id: room.id,
      name: room.name,
      description: room.description,
      maxOccupancy: room.max_occupancy,
      sizeSqm: room.size_sqm,
      beds: room.beds,
      image: room.image,
    })),
    offers: answer.offers,
    calendar: answer.calendar,
    reviews: hotelReviews(answer.reviews),
  }
}

/** What editors change of a hotel in a content version: its texts and images (rooms and rates are live data). */
const VERSIONED_HOTEL_FIELDS = [
  'name',
  'teaser',
  'description',
  'policies',
  'check_in',
  'check_out',
  'hero_image',
  { images: ['directus_files_id', 'sort'] },
] as const

type CatalogueHotel = NonNullable<Awaited<ReturnType<typeof catalogueDetail>>>['hotel']

/**
 * The hotel of the catalogue's answer with the texts and images of a content version (Directus applies a
 * version to a read of one item only: the catalogue's own SQL reads what is live).
 */
async function hotelInVersion(ctx: Context, hotel: CatalogueHotel, version: string): Promise<CatalogueHotel> {
  const { images, ...texts } = await ctx.catalogue(
    readItem('hotels', hotel.id, { fields: VERSIONED_HOTEL_FIELDS, version }),
  )
  const gallery = [...(images ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .flatMap((image) => (image.directus_files_id ? [image.directus_files_id] : []))
  return { ...hotel, ...texts, images: gallery }
}

export interface ThemeCriteria {
  regions: string[]
  amenities: string[]
  boards: string[]
  starsMin: number | null
  ratingMin: number | null
}

export interface ThemePage {
  id: number
  path: string
  title: string
  introHtml: string
  seoTitle: string | null
  seoDescription: string | null
  image: string | null
  criteria: ThemeCriteria
  ancestors: Array<{ path: string; title: string }>
  children: Array<{ id: number; path: string; title: string }>
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** Editors write criteria as JSON; anything malformed is ignored rather than breaking the page. */
export function themeCriteria(raw: unknown): ThemeCriteria {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  return {
    regions: strings(value.regions),
    amenities: strings(value.amenities),
    boards: strings(value.boards),
    starsMin: numberOrNull(value.stars_min),
    ratingMin: numberOrNull(value.rating_min),
  }
}

export async function hotelTheme(ctx: Context, path: string): Promise<ThemePage | null> {
  const parts = path.split('/')
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'))
  const themes = await ctx.catalogue(
    readItems('hotel_themes', {
      fields: [
        'id',
        'path',
        'title',
        'intro',
        'seo_title',
        'seo_description',
        'image',
        'criteria',
        'parent',
        'sort',
      ],
      filter: { _and: [{ status: visibleStatus(ctx) }, { path: { _in: prefixes } }] },
      limit: -1,
    }),
  )
  const theme = themes.find((item) => item.path === path)
  if (!theme) return null
  const children = await ctx.catalogue(
    readItems('hotel_themes', {
      fields: ['id', 'path', 'title'],
      filter: { _and: [{ status: visibleStatus(ctx) }, { parent: { _eq: theme.id } }] },
      sort: ['sort', 'title'],
      limit: -1,
    }),
  )
  return {
    id: theme.id,
    path: theme.path,
    title: theme.title,
    introHtml: sanitizeCmsHtml(theme.intro),
    seoTitle: theme.seo_title,
    seoDescription: theme.seo_description,
    image: theme.image,
    criteria: themeCriteria(theme.criteria),
    ancestors: prefixes
      .slice(0, -1)
      .map((prefix) => themes.find((item) => item.path === prefix))
      .filter((item): item is NonNullable<typeof item> => Boolean(item))
      .map((item) => ({ path: item.path, title: item.title })),
    children: children.map((child) => ({ id: child.id, path: child.path, title: child.title })),
  }
}
