import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'
import { roundTripTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000

export const roundTripRouter = router({
  /** Featured round trips with the shortest variant's length and the lowest price of any variant. */
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(4) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`round-trips-featured:${input.limit}`, TEASER_TTL_MS, () =>
        roundTripTeasers(ctx, { limit: input.limit }),
      ),
    ),
})
