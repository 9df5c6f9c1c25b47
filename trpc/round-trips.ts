import { readItem, readItems } from '@directus/sdk'

import type { Context } from './context'
import { inVersion, visibleStatus } from './preview'
import { departureRow, variantPrice } from './rows'
import { sanitizeCmsHtml } from './sanitize'
import type { ItineraryDay } from '../core/collections'
import { availability, isOffered, type Availability, type DepartureStatus } from '../core/round-trips'

// A round trip's detail: the trip, the variant the address names, the trip's other variants
// and the variant's departures that are still offered; and one departure for the enquiry page.

export interface DepartureView {
  id: number
  variant: number
  startDate: string
  endDate: string
  pricePerPerson: number
  singleSupplement: number | null
  /** Per person in a triple room; null: no triple room. */
  tripleReduction: number | null
  /** Per child in a family room; null: no family room. */
  childPrice: number | null
  seatsTotal: number | null
  seatsLeft: number | null
  status: DepartureStatus
  availability: Availability
  guaranteed: boolean
}

export interface RoundTripDetail {
  trip: {
    id: number
    slug: string
    title: string
    country: string | null
    region: { name: string; slug: string } | null
    teaser: string | null
    descriptionHtml: string
    highlights: string[]
    images: string[]
  }
  variant: {
    id: number
    slug: string
    title: string
    days: number
    minParticipants: number | null
    itinerary: ItineraryDay[]
    included: string[]
    excluded: string[]
    /** `[lon, lat]` points of the route, in order. */
    route: Array<[number, number]>
    /** The route's points with the place of the night there, for the map's markers and its text list. */
    stops: Array<{ name: string; lon: number; lat: number }>
    priceFrom: number | null
  }
  /** Every variant of the trip, this one included, in the editors' order. */
  variants: Array<{ slug: string; title: string; days: number; priceFrom: number | null }>
  departures: DepartureView[]
}

export const DEPARTURE_FIELDS = [
  'id',
  'variant',
  'start_date',
  'end_date',
  'price_per_person',
  'single_supplement',
  'triple_reduction',
  'child_price',
  'seats_total',
  'seats_left',
  'status',
  'guaranteed',
] as const

type DepartureFields = {
  id: number
  variant: number | { id: number }
  start_date: string
  end_date: string
  price_per_person: number | string
  single_supplement: number | string | null
  triple_reduction: number | string | null
  child_price: number | string | null
  seats_total: number | null
  seats_left: number | null
  status: DepartureStatus
  guaranteed: boolean | null
}

export function departureView(raw: DepartureFields): DepartureView {
  const row = departureRow(raw)
  const state = { status: row.status, seatsLeft: row.seats_left }
  return {
    id: row.id,
    variant: row.variant,
    startDate: row.start_date.slice(0, 10),
    endDate: row.end_date.slice(0, 10),
    pricePerPerson: row.price_per_person,
    singleSupplement: row.single_supplement,
    tripleReduction: row.triple_reduction,
    childPrice: row.child_price,
    seatsTotal: row.seats_total,
    seatsLeft: row.seats_left,
    status: row.status,
    availability: availability(state),
    guaranteed: row.guaranteed === true,
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** Editors write the itinerary and route as JSON; malformed entries are left out, not shown broken. */
function itineraryDays(value: unknown): ItineraryDay[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object') return []
    const { day, title, description, overnight } = entry as Record<string, unknown>
    if (typeof title !== 'string' || !title) return []
    return [
      {
        day: typeof day === 'number' ? day : index + 1,
        title,
        description: typeof description === 'string' ? description : '',
        ...(typeof overnight === 'string' && overnight ? { overnight } : {}),
      },
    ]
  })
}

function routePoints(value: unknown): Array<[number, number]> {
  const coordinates = (value as { coordinates?: unknown } | null)?.coordinates
  if (!Array.isArray(coordinates)) return []
  return coordinates.flatMap((point: unknown) =>
    Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number'
      ? [[point[0], point[1]] as [number, number]]
      : [],
  )
}

/**
 * The route's points named after the places of the nights: the itinerary's overnight places, each stay
 * once, in order, when there are as many as points; otherwise the points are numbered stages.
 */
export function routeStops(
  route: Array<[number, number]>,
  itinerary: ItineraryDay[],
): Array<{ name: string; lon: number; lat: number }> {
  const places = itinerary
    .map((day) => day.overnight)
    .filter((place): place is string => Boolean(place))
    .filter((place, index, all) => index === 0 || all[index - 1] !== place)
  return route.map(([lon, lat], index) => ({
    name: places.length === route.length ? places[index]! : `Etappe ${index + 1}`,
    lon,
    lat,
  }))
}

const VARIANT_FIELDS = [
  'id',
  'slug',
  'title',
  'days',
  'min_participants',
  'itinerary',
  'included_services',
  'excluded_services',
  'route',
  'hero_image',
  'price_from',
] as const

const TRIP_FIELDS = [
  'id',
  'slug',
  'title',
  'country',
  'teaser',
  'description',
  'highlights',
  'hero_image',
  { region: ['name', 'slug'] },
  { images: ['directus_files_id', 'sort'] },
] as const

/**
 * The trip and the variant as the preview's content version of the trip has them: the trip's fields, and
 * the variant's where the version changes them through the trip (Directus applies a version to a read of
 * one item only).
 */
async function tripInVersion<Trip, Variant extends { id: number }>(
  ctx: Context,
  found: { trip: Trip & { id: number }; variant: Variant },
  version: string,
) {
  const { variants, ...trip } = await ctx.catalogue(
    readItem('round_trips', found.trip.id, {
      fields: [...TRIP_FIELDS, { variants: VARIANT_FIELDS }],
      version,
    }),
  )
  const variant = (variants ?? []).find((candidate) => candidate.id === found.variant.id)
  return { trip: { ...found.trip, ...trip }, variant: { ...found.variant, ...variant } }
}

export async function roundTripDetail(
  ctx: Context,
  slug: string,
  today: string,
): Promise<RoundTripDetail | null> {
  const [row] = await ctx.catalogue(
    readItems('round_trip_variants', {
      fields: [...VARIANT_FIELDS, { round_trip: TRIP_FIELDS }],
      filter: { _and: [{ slug: { _eq: slug } }, { round_trip: { status: visibleStatus(ctx) } }] },
      limit: 1,
    }),
  )
  if (!row) return null
  const { round_trip: foundTrip, ...foundVariant } = row
  if (typeof foundTrip !== 'object') return null
  const { trip, variant } = await inVersion(ctx, { trip: foundTrip, variant: foundVariant }, (version) =>
    tripInVersion(ctx, { trip: foundTrip, variant: foundVariant }, version),
  )
  const [siblings, departures] = await Promise.all([
    ctx.catalogue(
      readItems('round_trip_variants', {
        fields: ['slug', 'title', 'days', 'price_from'],
        filter: { round_trip: { _eq: trip.id } },
        sort: ['sort', 'days'],
        limit: -1,
      }),
    ),
    ctx.catalogue(
      readItems('departures', {
        fields: [...DEPARTURE_FIELDS],
        filter: {
          _and: [
            { variant: { _eq: variant.id } },
            { start_date: { _gt: today } },
            { status: { _neq: 'cancelled' } },
          ],
        },
        sort: ['start_date'],
        limit: -1,
      }),
    ),
  ])
  const itinerary = itineraryDays(variant.itinerary)
  const route = routePoints(variant.route)
  const gallery = [...(trip.images ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((image) => image.directus_files_id)
  return {
    trip: {
      id: trip.id,
      slug: trip.slug,
      title: trip.title,
      country: trip.country,
      region: trip.region && typeof trip.region === 'object' ? trip.region : null,
      teaser: trip.teaser,
      descriptionHtml: sanitizeCmsHtml(trip.description),
      highlights: strings(trip.highlights),
      images: [
        ...new Set(
          [variant.hero_image, trip.hero_image, ...gallery].filter((file): file is string => !!file),
        ),
      ],
    },
    variant: {
      id: variant.id,
      slug: variant.slug,
      title: variant.title,
      days: variant.days,
      minParticipants: variant.min_participants,
      itinerary,
      included: strings(variant.included_services),
      excluded: strings(variant.excluded_services),
      route,
      stops: routeStops(route, itinerary),
      priceFrom: variantPrice(variant.price_from),
    },
    variants: siblings.map((sibling) => ({
      slug: sibling.slug,
      title: sibling.title,
      days: sibling.days,
      priceFrom: variantPrice(sibling.price_from),
    })),
    // The filter already keeps to offered departures; the check stays here, where "offered" is defined.
    departures: departures.map(departureView).filter((departure) => isOffered(departure, today)),
  }
}

export interface EnquiryDeparture {
  departure: DepartureView
  /** Whether the site still takes enquiries for it (not begun, not cancelled). */
  offered: boolean
  variant: { slug: string; title: string; days: number }
  trip: { title: string; country: string | null }
}

/** A departure of a published trip by its id, offered or not; null when there is none. */
export async function enquiryDeparture(
  ctx: Context,
  id: number,
  today: string,
): Promise<EnquiryDeparture | null> {
  const [row] = await ctx.catalogue(
    readItems('departures', {
      fields: [
        ...DEPARTURE_FIELDS,
        { variant: ['id', 'slug', 'title', 'days', { round_trip: ['title', 'country', 'status'] }] },
      ],
      filter: { _and: [{ id: { _eq: id } }, { variant: { round_trip: { status: { _eq: 'published' } } } }] },
      limit: 1,
    }),
  )
  if (!row || typeof row.variant !== 'object' || typeof row.variant.round_trip !== 'object') return null
  const departure = departureView({ ...row, variant: row.variant.id })
  return {
    departure,
    offered: isOffered(departure, today),
    variant: { slug: row.variant.slug, title: row.variant.title, days: row.variant.days },
    trip: { title: row.variant.round_trip.title, country: row.variant.round_trip.country },
  }
}
