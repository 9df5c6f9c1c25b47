import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'
import { articleTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000

export const articleRouter = router({
  latest: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(3) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`articles-latest:${input.limit}`, TEASER_TTL_MS, () =>
        articleTeasers(ctx, { limit: input.limit }),
      ),
    ),
})
