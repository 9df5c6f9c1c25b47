import { readItems } from '@directus/sdk'
import { z } from 'zod'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

const TEASER_TTL_MS = 60_000

export const articleRouter = router({
  latest: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(3) }).default({}))
    .query(({ ctx, input }) =>
      sharedCache.get(`articles-latest:${input.limit}`, TEASER_TTL_MS, () =>
        ctx.catalogue(
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
            filter: { status: { _eq: 'published' } },
            sort: ['-published_at'],
            limit: input.limit,
          }),
        ),
      ),
    ),
})
