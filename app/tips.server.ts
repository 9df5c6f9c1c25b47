import { redirect, type AppLoadContext } from '@remix-run/node'

import { keepPreview } from './lib/preview'
import { contentCaller } from './preview.server'
import { savedIdsByKind } from './saved-trips.server'
import { notFound, refusalOf, toErrorResponse } from './trpc.server'

// The travel tips' loaders (/reisetipps, /reisetipps/{region or category}, /reisetipps/{…}/{slug}).

const LATEST_LIMIT = 3

/**
 * A CDN may keep the tip pages briefly; errors are never kept. The Merkzettel marks of an article's teasers
 * come from the session, which makes the page private (server/shared-cache-guard.ts).
 */
export const tipsCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/**
 * The list page a URL asks for (`?seite=N`); page 1 has no parameter of its own (redirected), and a page
 * that is no number is not found.
 */
function listPage(request: Request, context: AppLoadContext): number {
  const url = new URL(request.url)
  const value = url.searchParams.get('seite')
  if (value === null) return 1
  if (!/^[1-9]\d{0,3}$/.test(value)) notFound(context)
  if (value === '1') {
    url.searchParams.delete('seite')
    throw redirect(`${context.visiblePath}${url.searchParams.size ? `?${url.searchParams}` : ''}`, 301)
  }
  return Number(value)
}

/** Unknown slugs and pages beyond the last answer 404 (spec §2); malformed ones too. */
function notFoundOr(context: AppLoadContext) {
  return (error: unknown): never =>
    ['not-found', 'invalid'].includes(refusalOf(error)?.kind ?? '')
      ? notFound(context)
      : toErrorResponse(error)
}

export async function loadTipsOverview(request: Request, context: AppLoadContext) {
  const page = listPage(request, context)
  const caller = await contentCaller({ request, context })
  return caller.article.overview({ page }).catch(notFoundOr(context))
}

export async function loadTipGroup(request: Request, context: AppLoadContext, slug: string) {
  const page = listPage(request, context)
  const caller = await contentCaller({ request, context })
  return caller.article.group({ slug, page }).catch(notFoundOr(context))
}

/**
 * An article under its region, or without one its category. Under its other group (the category of an
 * article that has a region) it moves to its own address; under any other it does not exist.
 */
export async function loadArticle(request: Request, context: AppLoadContext, group: string, slug: string) {
  const caller = await contentCaller({ request, context })
  const [article, latest, saved] = await Promise.all([
    caller.article.bySlug({ slug }).catch(notFoundOr(context)),
    caller.article.latest({ limit: LATEST_LIMIT + 1 }).catch(toErrorResponse),
    savedIdsByKind(context),
  ])
  if (group === article.group.slug) {
    const others = latest.filter((other) => other.id !== article.id).slice(0, LATEST_LIMIT)
    return { article, latest: others, saved, siteUrl: context.env.SITE_URL }
  }
  if (group === article.category?.slug) throw redirect(keepPreview(request.url, article.path), 301)
  return notFound(context)
}
