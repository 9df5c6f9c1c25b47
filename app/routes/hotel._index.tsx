import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { HotelSearchView } from '~/components/hotel/search-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { loadHotelSearch, searchHeaders } from '~/hotel-search.server'
import { pageMeta } from '~/lib/meta'
import type { PageHandle } from '~/root'

import { tSearchPage } from '../../core/copy/search-page'
import { tSite } from '../../core/copy/site'

// Served without the Remix runtime; only the search's interactive parts are hydrated (docs/decisions/hotel-pages-as-islands.md).
export const handle: PageHandle = { islands: true }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadHotelSearch(request, context)
}

export const headers = searchHeaders

function heading(data: Pick<Awaited<ReturnType<typeof loader>>, 'result' | 'criteria'>): string {
  const regions = data.result.destinationRegions
  if (regions.length === 1) return tSearchPage('searchPage.titleRegion', { name: regions[0]!.name })
  if (data.criteria.destination)
    return tSearchPage('searchPage.titleDestination', { destination: data.criteria.destination })
  return tSearchPage('search.submit')
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data ? heading(data) : tSite('nav.hotels'),
    description: tSearchPage('searchPage.description'),
  })

export default function HotelSearchPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSite('nav.hotels') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading(data)}</h1>
      <HotelSearchView data={data} basePath="/hotel" />
    </main>
  )
}
