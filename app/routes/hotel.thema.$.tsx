import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { useEditable } from '~/components/editable'
import { HotelSearchView } from '~/components/hotel/search-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { loadHotelSearch, searchHeaders } from '~/hotel-search.server'
import { pageMeta } from '~/lib/meta'
import { previewItemAt } from '~/lib/preview'
import { contentCaller } from '~/preview.server'
import type { PageHandle } from '~/root'
import { isNotFound, notFound, toErrorResponse } from '~/trpc.server'

import { tSearchPage } from '../../core/copy/search-page'
import { tSite } from '../../core/copy/site'
import { themePath } from '../../core/hotel-search-schemas'

// Served without the Remix runtime; only the search's interactive parts are hydrated (docs/decisions/hotel-pages-as-islands.md).
export const handle: PageHandle = { islands: true, previewItem: previewItemAt('hotel_themes', 'theme', 'id') }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = (params['*'] ?? '').replace(/\/+$/, '')
  if (!themePath.safeParse(path).success) notFound(context)
  const caller = await contentCaller({ request, context })
  const theme = await caller.hotel
    .theme({ path })
    .catch((error: unknown) => (isNotFound(error) ? notFound(context) : toErrorResponse(error)))
  return { ...(await loadHotelSearch(request, context, path)), theme }
}

export const headers = searchHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data ? (data.theme.seoTitle ?? data.theme.title) : tSite('nav.hotels'),
    description: data?.theme.seoDescription,
  })

export default function HotelThemePage() {
  const data = useLoaderData<typeof loader>()
  const { theme } = data
  const editable = useEditable()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.hotels'), to: '/hotel' },
          ...theme.ancestors.map((ancestor) => ({
            label: ancestor.title,
            to: `/hotel/thema/${ancestor.path}`,
          })),
          { label: theme.title },
        ]}
      />
      <h1
        className="mt-4 text-3xl font-bold tracking-tight"
        {...editable('hotel_themes', theme.id, ['title'], 'popover')}
      >
        {theme.title}
      </h1>
      {theme.introHtml && (
        <div
          className="prose-cms mt-3 max-w-3xl text-slate-700"
          dangerouslySetInnerHTML={{ __html: theme.introHtml }}
          {...editable('hotel_themes', theme.id, ['intro'])}
        />
      )}
      {theme.children.length > 0 && (
        <nav aria-label={tSearchPage('searchPage.subthemes')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {theme.children.map((child) => (
              <li key={child.path} {...editable('hotel_themes', child.id, ['title'], 'popover')}>
                <Link
                  to={`/hotel/thema/${child.path}`}
                  className="inline-flex rounded-full bg-brand-bright px-4 py-1.5 font-medium hover:underline"
                >
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <HotelSearchView
        data={data}
        basePath={`/hotel/thema/${theme.path}`}
        fixedRegions={theme.criteria.regions.length > 0}
      />
    </main>
  )
}
