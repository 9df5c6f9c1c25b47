import { readItems, type QueryFilter } from '@directus/sdk'

import type { Context } from './context'
import { visibleStatus } from './preview'
import { DEPARTURE_FIELDS, departureView } from './round-trips'
import { hotelRow, variantPrice } from './rows'
import { HOTEL_CARD_FIELDS } from '../core/catalogue-fields'
import type { Hotel, Schema } from '../core/collections'

// Teaser lists shared by the home page, landing-page blocks and later list pages.

/** Published hotels as cards, best recommended first; `price_from` is null where none is bookable. */
export async function hotelCards(
  ctx: Context,
  { filter, limit }: { filter: QueryFilter<Schema, Hotel>; limit: number },
) {
  const hotels = await ctx.catalogue(
    readItems('hotels', {
      fields: [...HOTEL_CARD_FIELDS, { region: ['name', 'slug'] }],
      filter: { status: visibleStatus(ctx), ...filter },
      sort: ['-recommended_score'],
      limit,
    }),
  )
  return hotels.map(hotelRow)
}

export async function hotelTeasers(
  ctx: Context,
  { limit, featured, regionSlug }: { limit: number; featured?: boolean; regionSlug?: string | undefined },
) {
  const hotels = await hotelCards(ctx, {
    filter: {
      price_from: { _nnull: true },
      ...(featured ? { featured: { _eq: true } } : {}),
      ...(regionSlug ? { region: { slug: { _eq: regionSlug } } } : {}),
    },
    limit,
  })
  return hotels.map((hotel) => ({ ...hotel, price_from: hotel.price_from ?? 0 }))
}

/**
 * The variant a round trip's teaser shows and opens: the cheapest with a price (the shorter of equally
 * priced ones), else the first in the editors' order.
 */
export function teaserVariant<V extends { days: number; price_from: number | string | null }>(
  variants: V[],
): V | undefined {
  const priced = variants.filter((variant) => (variantPrice(variant.price_from) ?? 0) > 0)
  if (priced.length === 0) return variants[0]
  return priced.reduce((best, variant) => {
    const [price, bestPrice] = [variantPrice(variant.price_from)!, variantPrice(best.price_from)!]
    return price < bestPrice || (price === bestPrice && variant.days < best.days) ? variant : best
  })
}

/** How many upcoming departures a round-trip teaser shows. */
const NEXT_DEPARTURES = 3

export async function roundTripTeasers(
  ctx: Context,
  {
    limit,
    today,
    near,
    ids,
  }: {
    limit: number
    /** With a day, each teaser lists its next departures after it. */
    today?: string
    /** Trips of this region, or anywhere in its country. */
    near?: { regionSlug: string; country: string }
    ids?: number[]
  },
) {
  const trips = await ctx.catalogue(
    readItems('round_trips', {
      fields: ['id', 'slug', 'title', 'country', 'teaser', 'hero_image'],
      filter: {
        status: visibleStatus(ctx),
        ...(near
          ? { _or: [{ region: { slug: { _eq: near.regionSlug } } }, { country: { _eq: near.country } }] }
          : {}),
        ...(ids ? { id: { _in: ids } } : {}),
      },
      sort: ['-featured', 'sort', 'title'],
      limit,
    }),
  )
  if (trips.length === 0) return []
  const variants = await ctx.catalogue(
    readItems('round_trip_variants', {
      fields: ['id', 'slug', 'days', 'price_from', 'round_trip', 'sort'],
      filter: { round_trip: { _in: trips.map((trip) => trip.id) } },
      sort: ['sort', 'days'],
      limit: -1,
    }),
  )
  const shownOf = new Map(
    trips.map((trip) => [
      trip.id,
      teaserVariant(variants.filter((variant) => variant.round_trip === trip.id)),
    ]),
  )
  const shownIds = [...shownOf.values()].flatMap((variant) => (variant ? [variant.id] : []))
  const departures =
    shownIds.length === 0 || !today
      ? []
      : await ctx.catalogue(
          readItems('departures', {
            fields: [...DEPARTURE_FIELDS],
            filter: {
              _and: [
                { variant: { _in: shownIds } },
                { start_date: { _gt: today } },
                { status: { _neq: 'cancelled' } },
              ],
            },
            sort: ['start_date'],
            limit: -1,
          }),
        )
  return trips.map((trip) => {
    const shown = shownOf.get(trip.id)
    return {
      ...trip,
      // The teaser's link, days, price and departures are one variant's, so that the page it opens shows
      // the same.
      variantSlug: shown?.slug ?? null,
      days: shown?.days ?? null,
      price_from: shown ? variantPrice(shown.price_from) : null,
      nextDepartures: shown
        ? departures
            .map(departureView)
            .filter((departure) => departure.variant === shown.id && departure.availability !== 'sold_out')
            .slice(0, NEXT_DEPARTURES)
            .map((departure) => ({ ...departure, days: shown.days }))
        : [],
    }
  })
}

type ArticleGroup = { categorySlug?: string | undefined; regionSlug?: string | undefined; featured?: boolean }

/** Published articles (in preview also drafts), of one region or category, or only the featured ones. */
export function articleFilter(
  ctx: Pick<Context, 'preview'>,
  { categorySlug, regionSlug, featured }: ArticleGroup,
) {
  return {
    status: visibleStatus(ctx),
    ...(categorySlug ? { category: { slug: { _eq: categorySlug } } } : {}),
    ...(regionSlug ? { region: { slug: { _eq: regionSlug } } } : {}),
    ...(featured ? { featured: { _eq: true } } : {}),
  }
}

export function articleTeasers(
  ctx: Context,
  { limit, page, ...group }: ArticleGroup & { limit: number; page?: number },
) {
  return ctx.catalogue(
    readItems('articles', {
      fields: [
        'id',
        'slug',
        'title',
        'teaser',
        'hero_image',
        'reading_minutes',
        'published_at',
        { region: ['slug', 'name'] },
        { category: ['slug', 'name'] },
      ],
      filter: articleFilter(ctx, group),
      sort: ['-published_at', '-id'],
      limit,
      page,
    }),
  )
}
