import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { PageBlocks } from '~/components/page-blocks'
import { previewItemAt } from '~/lib/preview'
import { contentCaller } from '~/preview.server'
import type { PageHandle } from '~/root'
import { savedIdsByKind } from '~/saved-trips.server'
import { notFound, toErrorResponse } from '~/trpc.server'

import { HOME_PAGE_PATH } from '../../core/home-page'

// Served as an island page (docs/decisions/hotel-pages-as-islands.md): hydrating the whole page for its
// search form and Merken buttons was most of its Lighthouse blocking time. Its content is the landing page
// at HOME_PAGE_PATH, built from blocks like every other.
export const handle: PageHandle = { islands: true, previewItem: previewItemAt('pages', 'page', 'id') }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await contentCaller({ request, context })
  const [page, saved] = await Promise.all([
    caller.page.byPath({ path: HOME_PAGE_PATH }).catch(toErrorResponse),
    savedIdsByKind(context),
  ])
  if (!page) notFound(context)
  return { page, saved }
}

// A CDN may keep it briefly (the Merkzettel marks come from the session, which makes the page private:
// server/shared-cache-guard.ts). Errors must never be cached.
export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
})

export default function Home() {
  const { page, saved } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt">
      <PageBlocks id={page.id} blocks={page.blocks} title={page.title} saved={saved} />
    </main>
  )
}
