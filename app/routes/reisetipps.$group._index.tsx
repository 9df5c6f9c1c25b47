import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { pageLinks, Pagination } from '~/components/pagination'
import { ArticleGrid } from '~/components/teasers'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { pageMeta } from '~/lib/meta'
import type { PageHandle } from '~/root'
import { loadTipGroup, tipsCacheControl } from '~/tips.server'

import { tSite } from '../../core/copy/site'
import { tTips } from '../../core/copy/tips'

// Served without the Remix runtime, like the hotel and round-trip pages, only their islands hydrated
// (docs/decisions/hotel-pages-as-islands.md): Lighthouse measured 700 ms of blocking time hydrating an article.
export const handle: PageHandle = { islands: true }

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadTipGroup(request, context, params.group ?? '')

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : tipsCacheControl,
})

const title = (name: string) => tTips('tips.groupTitle', { name })

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data
      ? [
          title(data.name),
          data.articles.page > 1 ? tTips('tips.pageNumber', { page: data.articles.page }) : '',
        ]
      : tSite('nav.travelTips'),
    description: data?.summary,
  })

export default function TipGroupPage() {
  const group = useLoaderData<typeof loader>()
  const { articles } = group
  const base = `/reisetipps/${group.slug}`
  const links = pageLinks(articles.page, articles.pageCount, (page) =>
    page === 1 ? base : `${base}?seite=${page}`,
  )
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSite('nav.travelTips'), to: '/reisetipps' }, { label: group.name }]} />
      <header className="mt-4 grid gap-6 md:grid-cols-[1fr_20rem] md:items-start">
        <div>
          <p className="text-sm font-medium text-brand-dark">
            {group.kind === 'region'
              ? tTips('tips.regionOf', { country: group.country })
              : tTips('tips.theme')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight">{title(group.name)}</h1>
          {group.kind === 'region' && group.summary && (
            <p className="mt-3 max-w-prose text-lg text-slate-700">{group.summary}</p>
          )}
          <div
            className="prose-cms mt-3 max-w-prose text-slate-700"
            dangerouslySetInnerHTML={{ __html: group.introHtml }}
          />
        </div>
        {group.image && (
          <img
            src={imageUrl(group.image, 640)}
            srcSet={imageSrcSet(group.image, [320, 640, 960])}
            sizes="(min-width: 768px) 20rem, 100vw"
            alt=""
            width={640}
            height={400}
            className="aspect-[16/10] w-full rounded-xl object-cover"
          />
        )}
      </header>

      <section aria-labelledby="reisetipps-liste" className="mt-10">
        <h2 id="reisetipps-liste" className="mb-6 text-2xl font-bold tracking-tight">
          {tTips('tips.count', { count: articles.total })}
          {articles.page > 1 ? ` – ${tTips('tips.pageNumber', { page: articles.page })}` : ''}
        </h2>
        <ArticleGrid articles={articles.articles} />
        {links && <Pagination {...links} label={tTips('tips.groupPages', { name: group.name })} />}
      </section>
    </main>
  )
}
