import { readItem, readItems } from '@directus/sdk'
import { z } from 'zod'

import { exactText } from '../../core/filter-text'
import { todayInGermany } from '../../core/hotel-search'
import { BLOCK_COLLECTION_NAMES, blockFromItem, type Block } from '../../core/page-blocks'
import type { Context } from '../context'
import { publicProcedure, router } from '../init'
import { cachedContent, inVersion, visibleStatus } from '../preview'
import { sanitizeCmsHtml } from '../sanitize'
import { articleTeasers, hotelTeasers, roundTripTeasers } from '../teasers'

const PAGE_TTL_MS = 30_000

/**
 * Every field of each block collection's item (`blocks.item:block_hero.*` and so on), and of a gallery
 * its images with their texts and order.
 */
const BLOCK_ITEM_FIELDS = {
  ...(Object.fromEntries(BLOCK_COLLECTION_NAMES.map((collection) => [collection, ['*']])) as Record<
    (typeof BLOCK_COLLECTION_NAMES)[number],
    '*'[]
  >),
  block_gallery: ['*', { images: ['directus_files_id', 'alt', 'caption', 'sort'] }] as const,
}

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

async function resolveBlock(ctx: Context, block: Block & { id: number }) {
  switch (block.type) {
    case 'search_hero':
      // The search form's calendar starts today.
      return { ...block, today: todayInGermany() }
    case 'richtext':
      return { ...block, html: sanitizeCmsHtml(block.html) }
    case 'hotel_teasers': {
      const regionSlug = block.region ?? (block.theme ? await themeRegion(ctx, block.theme) : undefined)
      const featured = block.featured ?? false
      return { ...block, hotels: await hotelTeasers(ctx, { limit: block.limit, regionSlug, featured }) }
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
      const query = {
        fields: [
          'id',
          'path',
          'title',
          'seo_title',
          'seo_description',
          'date_updated',
          // Every block with its item in this one request (core/page-blocks.ts).
          { blocks: ['collection', { item: BLOCK_ITEM_FIELDS }] },
        ],
        deep: { blocks: { _sort: 'sort', _limit: -1 } },
      } as const
      const [found] = await ctx.catalogue(
        readItems('pages', {
          ...query,
          filter: { path: { _eq: path }, status: visibleStatus(ctx) },
          limit: 1,
        }),
      )
      if (!found) return null
      const page = await inVersion(ctx, found, (version) =>
        ctx.catalogue(readItem('pages', found.id, { ...query, version })),
      )
      const blocks = page.blocks.flatMap((row) => blockFromItem(row) ?? [])
      return { ...page, blocks: await Promise.all(blocks.map((block) => resolveBlock(ctx, block))) }
    })
  }),
})
