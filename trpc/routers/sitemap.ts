import { readItems } from '@directus/sdk'

import { HOME_PAGE_PATH } from '../../core/home-page'
import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

const SITEMAP_TTL_MS = 10 * 60_000
// One sitemap file holds at most 50,000 URLs; a sitemap index is needed beyond that.
const MAX_HOTELS = 45_000

export interface SitemapEntry {
  path: string
  lastmod?: string | undefined
}

function day(value: string | null | undefined): string | undefined {
  return value ? value.slice(0, 10) : undefined
}

export const sitemapRouter = router({
  /** Every published page of the site with its last change where Directus knows it. */
  entries: publicProcedure.query(({ ctx }) =>
    sharedCache.get('sitemap', SITEMAP_TTL_MS, async (): Promise<SitemapEntry[]> => {
      const published = { status: { _eq: 'published' as const } }
      const [hotels, themes, trips, variants, articles, pages] = await Promise.all([
        ctx.catalogue(
          readItems('hotels', {
            fields: ['id', 'date_updated'],
            filter: published,
            sort: ['id'],
            limit: MAX_HOTELS,
          }),
        ),
        ctx.catalogue(readItems('hotel_themes', { fields: ['path'], filter: published, limit: -1 })),
        ctx.catalogue(readItems('round_trips', { fields: ['id'], filter: published, limit: -1 })),
        ctx.catalogue(readItems('round_trip_variants', { fields: ['slug', 'round_trip'], limit: -1 })),
        ctx.catalogue(
          readItems('articles', {
            fields: ['slug', 'published_at', { region: ['slug'] }, { category: ['slug'] }],
            filter: published,
            sort: ['-published_at'],
            limit: -1,
          }),
        ),
        ctx.catalogue(readItems('pages', { fields: ['path', 'date_updated'], filter: published, limit: -1 })),
      ])
      const publishedTrips = new Set(trips.map((trip) => trip.id))
      const latestArticle = day(articles[0]?.published_at)
      const groups = new Map<string, string | undefined>()
      // An article lives under its region, or without one its category; both list it (/reisetipps/{slug}).
      const articleEntries = articles.flatMap((article) => {
        const own = [article.region, article.category].filter(
          (value): value is { slug: string } & typeof value => typeof value === 'object' && value !== null,
        )
        const lastmod = day(article.published_at)
        for (const group of own) {
          const known = groups.get(group.slug)
          if (!known || (lastmod && lastmod > known)) groups.set(group.slug, lastmod)
        }
        return own[0] ? [{ path: `/reisetipps/${own[0].slug}/${article.slug}`, lastmod }] : []
      })
      return [
        { path: '/' },
        { path: '/hotel' },
        ...hotels.map((hotel) => ({ path: `/hotel/details/${hotel.id}`, lastmod: day(hotel.date_updated) })),
        ...themes.map((theme) => ({ path: `/hotel/thema/${theme.path}` })),
        ...variants
          .filter((variant) => publishedTrips.has(variant.round_trip as number))
          .map((variant) => ({ path: `/rundreisen/reise/${variant.slug}` })),
        { path: '/reisetipps', lastmod: latestArticle },
        ...[...groups].map(([slug, lastmod]) => ({ path: `/reisetipps/${slug}`, lastmod })),
        ...articleEntries,
        // The home page's blocks are shown at `/`, listed above.
        ...pages
          .filter((page) => page.path !== HOME_PAGE_PATH)
          .map((page) => ({ path: `/${page.path}`, lastmod: day(page.date_updated) })),
      ]
    }),
  ),
})
