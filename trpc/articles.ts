import { aggregate, readItem, readItems } from '@directus/sdk'
import { z } from 'zod'

import type { Context } from './context'
import { inVersion, visibleStatus } from './preview'
import { sanitizeCmsHtml } from './sanitize'
import { articleFilter, articleTeasers, hotelTeasers, roundTripTeasers } from './teasers'

// The travel tips (/reisetipps): the overview, the pages of a region or category, single articles.

export const ARTICLES_PER_PAGE = 6
const FEATURED_LIMIT = 3
const RELATED_LIMIT = 3
const WORDS_PER_MINUTE = 200

const published = { status: { _eq: 'published' as const } }

/** Directus's answer to a count, plain or grouped by a relation (the SDK does not type grouped aggregates). */
const countRows = z.array(z.object({ count: z.coerce.number() }).passthrough())
const regionCounts = z.array(z.object({ region: z.coerce.number().nullable(), count: z.coerce.number() }))
const categoryCounts = z.array(z.object({ category: z.coerce.number().nullable(), count: z.coerce.number() }))

type Group = { regionSlug?: string; categorySlug?: string }

async function countArticles(ctx: Context, group: Group): Promise<number> {
  const rows = await ctx.catalogue(
    aggregate('articles', { aggregate: { count: '*' }, query: { filter: articleFilter(ctx, group) } }),
  )
  return countRows.parse(rows)[0]?.count ?? 0
}

/**
 * One page of the newest articles (of a group), or null when the page lies beyond the last one: a list
 * page that does not exist is not found.
 */
export async function articlePage(ctx: Context, group: Group, page: number) {
  const total = await countArticles(ctx, group)
  const pageCount = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE))
  if (page > pageCount) return null
  const articles = await articleTeasers(ctx, { ...group, limit: ARTICLES_PER_PAGE, page })
  return { articles, total, page, pageCount }
}

/** The regions and categories that have published articles, with their number, in the editors' order. */
export async function tipGroups(ctx: Context) {
  const [byRegion, byCategory, regions, categories] = await Promise.all([
    ctx.catalogue(
      aggregate('articles', { aggregate: { count: '*' }, groupBy: ['region'], query: { filter: published } }),
    ),
    ctx.catalogue(
      aggregate('articles', {
        aggregate: { count: '*' },
        groupBy: ['category'],
        query: { filter: published },
      }),
    ),
    ctx.catalogue(
      readItems('regions', { fields: ['id', 'slug', 'name'], filter: published, sort: ['sort'], limit: -1 }),
    ),
    ctx.catalogue(readItems('categories', { fields: ['id', 'slug', 'name'], sort: ['sort'], limit: -1 })),
  ])
  const perRegion = new Map(regionCounts.parse(byRegion).map((row) => [row.region, row.count]))
  const perCategory = new Map(categoryCounts.parse(byCategory).map((row) => [row.category, row.count]))
  const withCount =
    (counts: Map<unknown, number>) => (group: { id: number; slug: string; name: string }) => ({
      slug: group.slug,
      name: group.name,
      count: counts.get(group.id) ?? 0,
    })
  return {
    regions: regions.map(withCount(perRegion)).filter((group) => group.count > 0),
    categories: categories.map(withCount(perCategory)).filter((group) => group.count > 0),
  }
}

/** The overview: featured articles (first page only), a page of the newest, and the groups. */
export async function tipsOverview(ctx: Context, page: number) {
  const [latest, featured, groups] = await Promise.all([
    articlePage(ctx, {}, page),
    page === 1 ? articleTeasers(ctx, { featured: true, limit: FEATURED_LIMIT }) : [],
    tipGroups(ctx),
  ])
  return latest && { latest, featured, ...groups }
}

/**
 * A region or category by its slug (a region wins if both have it), with one page of its articles; null
 * when there is none, or it has no published article (an empty tip page is not a page).
 */
export async function tipGroup(ctx: Context, slug: string, page: number) {
  const [[region], [category]] = await Promise.all([
    ctx.catalogue(
      readItems('regions', {
        fields: ['slug', 'name', 'country', 'teaser', 'description', 'image'],
        filter: { ...published, slug: { _eq: slug } },
        limit: 1,
      }),
    ),
    ctx.catalogue(
      readItems('categories', {
        fields: ['slug', 'name', 'description'],
        filter: { slug: { _eq: slug } },
        limit: 1,
      }),
    ),
  ])
  const group = region
    ? {
        kind: 'region' as const,
        name: region.name,
        country: region.country,
        image: region.image,
        summary: region.teaser,
        introHtml: sanitizeCmsHtml(region.description),
      }
    : category
      ? {
          kind: 'category' as const,
          name: category.name,
          country: null,
          image: null,
          summary: category.description,
          introHtml: sanitizeCmsHtml(category.description),
        }
      : null
  if (!group) return null
  const articles = await articlePage(
    ctx,
    group.kind === 'region' ? { regionSlug: slug } : { categorySlug: slug },
    page,
  )
  if (!articles || articles.total === 0) return null
  return { slug, ...group, articles }
}

const relation = z.object({ slug: z.string(), name: z.string() }).nullable().catch(null)
const regionRelation = z
  .object({ slug: z.string(), name: z.string(), country: z.string() })
  .nullable()
  .catch(null)

function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** Hotels of the article's region, else the featured ones. */
function relatedHotels(ctx: Context, region: { slug: string } | null) {
  return region
    ? hotelTeasers(ctx, { limit: RELATED_LIMIT, regionSlug: region.slug })
    : hotelTeasers(ctx, { limit: RELATED_LIMIT, featured: true })
}

/**
 * Round trips of the article's region or its country; none for an article elsewhere or without a region
 * (an Ostsee beach article shows no Iceland trips; the page links all round trips instead).
 */
async function relatedRoundTrips(ctx: Context, region: { slug: string; country: string } | null) {
  const trips = region
    ? await roundTripTeasers(ctx, {
        limit: RELATED_LIMIT,
        near: { regionSlug: region.slug, country: region.country },
      })
    : []
  return { near: trips.length > 0, trips }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The body without the teaser where its first paragraph repeats it: the page shows the teaser as its lead,
 * so a first paragraph equal to the teaser goes, and one that begins with it keeps only the rest.
 */
export function withoutRepeatedTeaser(bodyHtml: string, teaser: string | null): string {
  if (!teaser?.trim()) return bodyHtml
  const first = /^\s*<p>([^<]*)<\/p>/.exec(bodyHtml)
  if (!first) return bodyHtml
  const text = squash(decode(first[1]!))
  const lead = squash(teaser)
  if (!text.startsWith(lead)) return bodyHtml
  const rest = text.slice(lead.length).trim()
  const after = bodyHtml.slice(first[0].length)
  return rest ? `<p>${escapeText(rest)}</p>${after}` : after
}

const ARTICLE_FIELDS = [
  'id',
  'slug',
  'title',
  'teaser',
  'body',
  'hero_image',
  'author',
  'reading_minutes',
  'published_at',
  'seo_title',
  'seo_description',
  { region: ['slug', 'name', 'country'] },
  { category: ['slug', 'name'] },
] as const

/**
 * A published article by its slug with its sanitised body and what fits it, or null. Its address is
 * `/reisetipps/{region or, without one, category}/{slug}` (`path`). In preview, also a draft, and the
 * content version the preview names.
 */
export async function articleBySlug(ctx: Context, slug: string) {
  const [found] = await ctx.catalogue(
    readItems('articles', {
      fields: ARTICLE_FIELDS,
      filter: { status: visibleStatus(ctx), slug: { _eq: slug } },
      limit: 1,
    }),
  )
  if (!found) return null
  const row = await inVersion(ctx, found, (version) =>
    ctx.catalogue(readItem('articles', found.id, { fields: ARTICLE_FIELDS, version })),
  )
  // A relation the server may not read (an unpublished region) comes back empty.
  const region = regionRelation.parse(row.region)
  const category = relation.parse(row.category)
  const group = region ?? category
  if (!group) return null
  const bodyHtml = withoutRepeatedTeaser(sanitizeCmsHtml(row.body), row.teaser)
  const [hotels, roundTrips] = await Promise.all([relatedHotels(ctx, region), relatedRoundTrips(ctx, region)])
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    heroImage: row.hero_image,
    author: row.author,
    publishedAt: row.published_at,
    readingMinutes: row.reading_minutes ?? readingMinutes(bodyHtml),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    bodyHtml,
    region,
    category,
    group,
    path: `/reisetipps/${group.slug}/${row.slug}`,
    hotels,
    roundTrips,
  }
}
