import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { pageLinks, Pagination } from '~/components/pagination'
import { ArticleGrid } from '~/components/teasers'
import { TipGroups } from '~/components/tips/groups'
import { pageMeta } from '~/lib/meta'
import type { PageHandle } from '~/root'
import { loadTipsOverview, tipsCacheControl } from '~/tips.server'

import { tSite } from '../../core/copy/site'
import { tTips } from '../../core/copy/tips'

// Served without the Remix runtime, like the hotel and round-trip pages, only their islands hydrated
// (docs/decisions/hotel-pages-as-islands.md): Lighthouse measured 700 ms of blocking time hydrating an article.
export const handle: PageHandle = { islands: true }

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTipsOverview(request, context)

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : tipsCacheControl,
})

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title:
      data && data.latest.page > 1
        ? [tSite('nav.travelTips'), tTips('tips.pageNumber', { page: data.latest.page })]
        : tSite('nav.travelTips'),
    description: tTips('tips.description'),
  })

export default function TipsOverview() {
  const { featured, latest, regions, categories } = useLoaderData<typeof loader>()
  const links = pageLinks(latest.page, latest.pageCount, (page) =>
    page === 1 ? '/reisetipps' : `/reisetipps?seite=${page}`,
  )
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSite('nav.travelTips') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tSite('nav.travelTips')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{tTips('tips.intro')}</p>
      <TipGroups regions={regions} categories={categories} />

      {featured.length > 0 && (
        <section aria-labelledby="empfohlene-reisetipps" className="mt-10">
          <h2 id="empfohlene-reisetipps" className="mb-6 text-2xl font-bold tracking-tight">
            {tTips('tips.featured')}
          </h2>
          <ArticleGrid articles={featured} />
        </section>
      )}

      <section aria-labelledby="neueste-reisetipps" className="mt-10">
        <h2 id="neueste-reisetipps" className="mb-6 text-2xl font-bold tracking-tight">
          {latest.page > 1 ? tTips('tips.latestPage', { page: latest.page }) : tSite('home.latestTips')}
        </h2>
        {latest.articles.length > 0 ? (
          <ArticleGrid articles={latest.articles} />
        ) : (
          <p className="text-slate-700">{tTips('tips.none')}</p>
        )}
        {links && <Pagination {...links} label={tTips('tips.pages')} />}
      </section>
    </main>
  )
}
