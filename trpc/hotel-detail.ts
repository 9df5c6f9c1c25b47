import { readItems } from '@directus/sdk'

import type { Context } from './context'
import type { Offer } from './hotel-offers'
import { offersForHotel, readStayData } from './hotel-search'
import { visibleStatus } from './preview'
import { hotelRow } from './rows'
import { sanitizeCmsHtml } from './sanitize'
import type { Stay } from '../core/hotel-search'

// One hotel's page (issue 5): content, rooms, and for a stay every offer with its price breakdown.

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
  dateUpdated: string | null
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
}

export async function hotelDetail(
  ctx: Context,
  id: number,
  stay: Stay | null,
  today: string,
): Promise<HotelDetail | null> {
  const [hotel] = await ctx.catalogue(
    readItems('hotels', {
      fields: [
        'id',
        'slug',
        'name',
        'stars',
        'city',
        'address',
        'postal_code',
        'country',
        'latitude',
        'longitude',
        'teaser',
        'description',
        'policies',
        'amenities',
        'board_types',
        'rating',
        'review_count',
        'hero_image',
        'check_in',
        'check_out',
        'tourist_tax',
        'price_from',
        'date_updated',
        { region: ['name', 'slug'] },
        { images: ['directus_files_id', 'sort'] },
        { room_types: ['id', 'name', 'description', 'max_occupancy', 'size_sqm', 'beds', 'image', 'sort'] },
      ],
      filter: { _and: [{ id: { _eq: id } }, { status: visibleStatus(ctx) }] },
      limit: 1,
    }),
  )
  if (!hotel) return null
  const row = hotelRow(hotel)
  const gallery = [...(row.images ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((image) => image.directus_files_id)
  const images = [...new Set([row.hero_image, ...gallery].filter((file): file is string => Boolean(file)))]
  const offers = stay ? offersForHotel(await readStayData(ctx, [row.id], stay), row, stay, today) : null
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    stars: row.stars,
    city: row.city,
    address: row.address,
    postalCode: row.postal_code,
    country: row.country,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    teaser: row.teaser,
    descriptionHtml: sanitizeCmsHtml(row.description),
    policiesHtml: sanitizeCmsHtml(row.policies),
    amenities: row.amenities ?? [],
    boards: row.board_types ?? [],
    rating: row.rating,
    reviewCount: row.review_count ?? 0,
    images,
    checkIn: row.check_in,
    checkOut: row.check_out,
    touristTax: row.tourist_tax,
    priceFrom: row.price_from,
    dateUpdated: row.date_updated,
    rooms: [...(row.room_types ?? [])]
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
      .map((room) => ({
        id: room.id,
        name: room.name,
        description: room.description,
        maxOccupancy: room.max_occupancy,
        sizeSqm: room.size_sqm,
        beds: room.beds,
        image: room.image,
      })),
    offers,
  }
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
