import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { PageBlocks } from '~/components/page-blocks'
import { pageMeta } from '~/lib/meta'
import { previewItemAt } from '~/lib/preview'
import { contentCaller } from '~/preview.server'
import type { PageHandle } from '~/root'
import { savedIdsByKind } from '~/saved-trips.server'
import { notFound, toErrorResponse } from '~/trpc.server'

import { landingPageNotFound } from '../../core/errors'
import { HOME_PAGE_PATH } from '../../core/home-page'

// Path prefixes that belong to the site's own routes: a miss below them is an unmatched route, not a
// missing landing page.
const APP_PREFIXES = ['hotel', 'reisetipps', 'rundreisen/', 'api', 'medien', 'build', 'fonts']

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const path = params['*'] ?? ''
  if (
    APP_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    )
  ) {
    notFound(context)
  }
  // The home page's own address: it is shown at `/` (with the same query, e.g. a preview's).
  if (path.replace(/\/+$/, '') === HOME_PAGE_PATH) throw redirect(`/${url.search}`, 301)
  const caller = await contentCaller({ request, context })
  const [page, saved] = await Promise.all([
    caller.page.byPath({ path }).catch(toErrorResponse),
    savedIdsByKind(context),
  ])
  if (!page) {
    throw new Response(landingPageNotFound(`${url.pathname}${url.search}`), {
      status: 404,
      statusText: 'Not Found',
    })
  }
  return { page, saved }
}

export const handle: PageHandle = { previewItem: previewItemAt('pages', 'page', 'id') }

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
})

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data?.page.seo_title || data?.page.title,
    description: data?.page.seo_description,
  })

export default function LandingPage() {
  const { page, saved } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="pb-8">
      <PageBlocks id={page.id} blocks={page.blocks} title={page.title} saved={saved} />
    </main>
  )
}
