import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'
import { hotelTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000

export const hotelRouter = router({
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(6) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`hotels-featured:${input.limit}`, TEASER_TTL_MS, () =>
        hotelTeasers(ctx, { limit: input.limit, featured: true }),
      ),
    ),
})
