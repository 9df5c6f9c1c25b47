import { readItem, readItems } from '@directus/sdk'
import { z } from 'zod'

import { exactText } from '../../core/filter-text'
import { todayInGermany } from '../../core/hotel-search'
import type { Context } from '../context'
import { publicProcedure, router } from '../init'
import { cachedContent, inVersion, visibleStatus } from '../preview'
import { sanitizeCmsHtml } from '../sanitize'
import { articleTeasers, hotelTeasers, roundTripTeasers } from '../teasers'

const PAGE_TTL_MS = 30_000

const text = z.string().trim().min(1)
const limit = z.coerce.number().int().min(1).max(12).catch(6)

/** The block types of landing pages (docs/content-model.md); unknown or broken blocks are left out. */
const blockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: text,
    subtitle: z.string().nullish(),
    image: z.string().nullish(),
    cta_label: z.string().nullish(),
    cta_href: z.string().nullish(),
  }),
  z.object({ type: z.literal('richtext'), html: z.string() }),
  z.object({
    type: z.literal('hotel_teasers'),
    title: text,
    region: z.string().nullish(),
    theme: z.string().nullish(),
    limit,
  }),
  z.object({ type: z.literal('round_trip_teasers'), title: text, limit }),
  z.object({
    type: z.literal('article_teasers'),
    title: text,
    category: z.string().nullish(),
    region: z.string().nullish(),
    limit,
  }),
  z.object({ type: z.literal('cta'), title: text, text: z.string().nullish(), label: text, href: text }),
  z.object({
    type: z.literal('faq'),
    title: text,
    items: z.array(z.object({ question: text, answer: text })).default([]),
  }),
])

type Block = z.infer<typeof blockSchema>

async function themeRegion(ctx: Context, themePath: string): Promise<string | undefined> {
  const [theme] = await ctx.catalogue(
    readItems('hotel_themes', {
      fields: ['criteria'],
      filter: { path: { _eq: themePath }, status: visibleStatus(ctx) },
      limit: 1,
    }),
  )
  const regions = (theme?.criteria as { regions?: unknown } | null)?.regions
  return Array.isArray(regions) && typeof regions[0] === 'string' ? regions[0] : undefined
}

async function resolveBlock(ctx: Context, block: Block) {
  switch (block.type) {
    case 'richtext':
      return { ...block, html: sanitizeCmsHtml(block.html) }
    case 'hotel_teasers': {
      const regionSlug = block.region ?? (block.theme ? await themeRegion(ctx, block.theme) : undefined)
      return { ...block, hotels: await hotelTeasers(ctx, { limit: block.limit, regionSlug }) }
    }
    case 'round_trip_teasers':
      return { ...block, trips: await roundTripTeasers(ctx, { limit: block.limit, today: todayInGermany() }) }
    case 'article_teasers':
      return {
        ...block,
        articles: await articleTeasers(ctx, {
          limit: block.limit,
          categorySlug: block.category ?? undefined,
          regionSlug: block.region ?? undefined,
        }),
      }
    default:
      return block
  }
}

export const pageRouter = router({
  /** A published landing page (in preview also a draft) by its path (any depth, no leading slash) with its blocks' data, or null. */
  byPath: publicProcedure.input(z.object({ path: z.string().max(300) })).query(({ ctx, input }) => {
    // A path that Directus would not compare as text ($NOW, null …) is no page's (core/filter-text.ts).
    const path = exactText(input.path.replace(/^\/+|\/+$/g, ''))
    if (path === null) return null
    return cachedContent(ctx, `page:${path}`, PAGE_TTL_MS, async () => {
      const fields = [
        'id',
        'path',
        'title',
        'seo_title',
        'seo_description',
        'blocks',
        'date_updated',
      ] as const
      const [found] = await ctx.catalogue(
        readItems('pages', { fields, filter: { path: { _eq: path }, status: visibleStatus(ctx) }, limit: 1 }),
      )
      if (!found) return null
      const page = await inVersion(ctx, found, (version) =>
        ctx.catalogue(readItem('pages', found.id, { fields, version })),
      )
      const blocks = (page.blocks ?? []).flatMap((raw) => {
        const parsed = blockSchema.safeParse(raw)
        return parsed.success ? [parsed.data] : []
      })
      return { ...page, blocks: await Promise.all(blocks.map((block) => resolveBlock(ctx, block))) }
    })
  }),
})
