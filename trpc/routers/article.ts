import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { pageNotFound } from '../../core/errors'
import { articleBySlug, tipGroup, tipsOverview } from '../articles'
import { publicProcedure, router } from '../init'
import { cachedContent } from '../preview'
import { articleTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000
const TIPS_TTL_MS = 60_000

const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const page = z.number().int().min(1).max(10_000).default(1)

function notFound(path: string): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: pageNotFound(path) })
}

export const articleRouter = router({
  /** The newest articles, e.g. "Neueste Reisetipps" on the home page. */
  latest: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(3) }).default({}))
    .query(({ ctx, input }) =>
      cachedContent(ctx, `articles-latest:${input.limit}`, TEASER_TTL_MS, () =>
        articleTeasers(ctx, { limit: input.limit }),
      ),
    ),

  /** /reisetipps: featured articles, a page of the newest (cursor = page) and the regions and categories. */
  overview: publicProcedure.input(z.object({ page }).default({})).query(async ({ ctx, input }) => {
    const overview = await cachedContent(ctx, `tips:${input.page}`, TIPS_TTL_MS, () =>
      tipsOverview(ctx, input.page),
    )
    return overview ?? notFound(`/reisetipps?seite=${input.page}`)
  }),

  /** /reisetipps/{region or category}: its intro and a page of its articles. */
  group: publicProcedure.input(z.object({ slug, page })).query(async ({ ctx, input }) => {
    const group = await cachedContent(ctx, `tips:${input.slug}:${input.page}`, TIPS_TTL_MS, () =>
      tipGroup(ctx, input.slug, input.page),
    )
    return group ?? notFound(`/reisetipps/${input.slug}`)
  }),

  /** One article with its sanitised body, related hotels and round trips. */
  bySlug: publicProcedure.input(z.object({ slug })).query(async ({ ctx, input }) => {
    const article = await cachedContent(ctx, `article:${input.slug}`, TIPS_TTL_MS, () =>
      articleBySlug(ctx, input.slug),
    )
    return article ?? notFound(`/reisetipps/…/${input.slug}`)
  }),
})
