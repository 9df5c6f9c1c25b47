import { readItems } from '@directus/sdk'
import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

const TEASER_TTL_MS = 60_000

export const roundTripRouter = router({
  /** Featured round trips with the shortest variant's length and the lowest price of any variant. */
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(4) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`round-trips-featured:${input.limit}`, TEASER_TTL_MS, async () => {
        const trips = await ctx.catalogue(
          readItems('round_trips', {
            fields: ['id', 'slug', 'title', 'country', 'teaser', 'hero_image'],
            filter: { status: { _eq: 'published' } },
            sort: ['-featured', 'sort', 'title'],
            limit: input.limit,
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
          const prices = own.map((variant) => Number(variant.price_from)).filter((price) => price > 0)
          return {
            ...trip,
            variantSlug: own[0]?.slug ?? null,
            days: own.length ? Math.min(...own.map((variant) => variant.days)) : null,
            price_from: prices.length ? Math.min(...prices) : null,
          }
        })
      }),
    ),
})
