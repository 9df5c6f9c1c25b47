import { redirect, type AppLoadContext, type HeadersFunction } from '@remix-run/node'

import { keepPreview, PREVIEW_PARAM, VERSION_PARAM } from './lib/preview'
import { contentCaller } from './preview.server'
import { savedIds } from './saved-trips.server'
import { toErrorResponse } from './trpc.server'
import { overfullSearch, parseSearchParams, searchQuery, todayInGermany } from '../core/hotel-search'

/**
 * What the search page and the theme pages load: the parsed search, one page of results, the regions and
 * the hotels on the visitor's Merkzettel.
 */
export async function loadHotelSearch(request: Request, context: AppLoadContext, theme?: string) {
  const url = new URL(request.url)
  const today = todayInGermany()
  const parsed = parseSearchParams(url.searchParams, today)
  // In an editor's preview the theme may be a draft (its criteria narrow the search).
  const caller = await contentCaller({ request, context })
  // A region the filter does not offer is dropped like an unknown code (the list is cached).
  const regions = await caller.hotel.regions().catch(toErrorResponse)
  const filters = {
    ...parsed.criteria.filters,
    regions: parsed.criteria.filters.regions.filter((slug) => regions.some((region) => region.slug === slug)),
  }
  const criteria = { ...parsed.criteria, filters }
  redirectToCleanQuery(url, searchQuery(criteria, parsed.values))
  const [result, savedHotels] = await Promise.all([
    caller.hotel.search({ criteria, theme }),
    savedIds(context, 'hotel'),
  ]).catch(toErrorResponse)
  return { ...parsed, criteria, today, result, regions, themePath: theme ?? null, savedHotels }
}

/**
 * Anonymous search pages may be kept by a CDN briefly (server/shared-cache-guard.ts keeps signed-in ones
 * private); an error is not kept, and a refused search says when to come back.
 */
export const searchHeaders: HeadersFunction = ({ errorHeaders }) => {
  if (!errorHeaders) return { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' }
  const retryAfter = errorHeaders.get('Retry-After')
  return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) }
}

/**
 * A GET form sends every field, also the empty ones ("?ziel=&kind=&kind=…"). The page answers with a
 * redirect to the short, canonical form of the same search, so the address stays readable and shareable,
 * and repeated or unknown values never make a page (or a cached copy) of their own. An address that no
 * form sends and that has no canonical form (more children than the form has fields) is refused: 400.
 */
export function redirectToCleanQuery(url: URL, clean: string): void {
  const overfull = overfullSearch(url.searchParams)
  if (overfull) throw new Response(overfull, { status: 400, statusText: 'Bad Request' })
  // Remix's client-side data requests add `_data` (and `index`); they are not part of the search
  const params = new URLSearchParams(url.search)
  params.delete('_data')
  params.delete('index')
  // A preview stays one (docs/decisions/preview-with-the-studio-session.md).
  params.delete(PREVIEW_PARAM)
  params.delete(VERSION_PARAM)
  const search = params.size ? `?${params}` : ''
  if (search !== clean) throw redirect(keepPreview(url, `${url.pathname}${clean}`))
}
