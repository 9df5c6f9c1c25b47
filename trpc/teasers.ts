import { readItems } from '@directus/sdk'

import type { Context } from './context'
import { visibleStatus } from './preview'
import { hotelRow, variantPrice } from './rows'

// Teaser lists shared by the home page, landing-page blocks and later list pages.

export async function hotelTeasers(
  ctx: Context,
  { limit, featured, regionSlug }: { limit: number; featured?: boolean; regionSlug?: string },
) {
  const hotels = await ctx.catalogue(
    readItems('hotels', {
      fields: [
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
        { region: ['name', 'slug'] },
      ],
      filter: {
        status: visibleStatus(ctx),
        price_from: { _nnull: true },
        ...(featured ? { featured: { _eq: true } } : {}),
        ...(regionSlug ? { region: { slug: { _eq: regionSlug } } } : {}),
      },
      sort: ['-recommended_score'],
      limit,
    }),
  )
  return hotels.map((hotel) => {
    const row = hotelRow(hotel)
    return { ...row, price_from: row.price_from ?? 0 }
  })
}

export async function roundTripTeasers(ctx: Context, { limit }: { limit: number }) {
  const trips = await ctx.catalogue(
    readItems('round_trips', {
      fields: ['id', 'slug', 'title', 'country', 'teaser', 'hero_image'],
      filter: { status: visibleStatus(ctx) },
      sort: ['-featured', 'sort', 'title'],
      limit,
    }),
  )
  if (trips.length === 0) return []
  const variants = await ctx.catalogue(
    readItems('round_trip_variants', {
      fields: ['slug', 'days', 'price_from', 'round_trip', 'sort'],
      filter: { round_trip: { _in: trips.map((trip) => trip.id) } },
      sort: ['sort', 'days'],
      limit: -1,
    }),
  )
  return trips.map((trip) => {
    const own = variants.filter((variant) => variant.round_trip === trip.id)
    const prices = own.map((variant) => variantPrice(variant.price_from) ?? 0).filter((price) => price > 0)
    return {
      ...trip,
      variantSlug: own[0]?.slug ?? null,
      days: own.length ? Math.min(...own.map((variant) => variant.days)) : null,
      price_from: prices.length ? Math.min(...prices) : null,
    }
  })
}

export function articleTeasers(
  ctx: Context,
  { limit, categorySlug, regionSlug }: { limit: number; categorySlug?: string; regionSlug?: string },
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
      filter: {
        status: visibleStatus(ctx),
        ...(categorySlug ? { category: { slug: { _eq: categorySlug } } } : {}),
        ...(regionSlug ? { region: { slug: { _eq: regionSlug } } } : {}),
      },
      sort: ['-published_at'],
      limit,
    }),
  )
}
