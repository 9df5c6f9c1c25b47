import { readItems } from '@directus/sdk'
import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

const TEASER_TTL_MS = 60_000

export const hotelRouter = router({
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(6) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`hotels-featured:${input.limit}`, TEASER_TTL_MS, async () => {
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
            filter: { status: { _eq: 'published' }, featured: { _eq: true }, price_from: { _nnull: true } },
            sort: ['-recommended_score'],
            limit: input.limit,
          }),
        )
        return hotels.map((hotel) => ({
          ...hotel,
          rating: hotel.rating === null ? null : Number(hotel.rating),
          price_from: Number(hotel.price_from),
        }))
      }),
    ),
})
