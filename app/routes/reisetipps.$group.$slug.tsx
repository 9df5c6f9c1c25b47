import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { useEditable } from '~/components/editable'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { HotelGrid, RoundTripGrid } from '~/components/teasers'
import { ArticleStructuredData } from '~/components/tips/article'
import { LatestTips } from '~/components/tips/latest-tips'
import { useTranslation } from '~/i18n'
import { formatDate } from '~/lib/format'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { pageMeta } from '~/lib/meta'
import { previewItemAt } from '~/lib/preview'
import type { PageHandle, loader as rootLoader } from '~/root'
import { loadArticle, tipsCacheControl } from '~/tips.server'

import { tSearchPage } from '../../core/copy/search-page'
import { tSite } from '../../core/copy/site'
import { tTips } from '../../core/copy/tips'

// Served without the Remix runtime, like the hotel and round-trip pages, only their islands hydrated
// (docs/decisions/hotel-pages-as-islands.md): Lighthouse measured 700 ms of blocking time hydrating an article.
export const handle: PageHandle = { islands: true, previewItem: previewItemAt('articles', 'article', 'id') }

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadArticle(request, context, params.group ?? '', params.slug ?? '')

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : tipsCacheControl,
})

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const article = data?.article
  const tags = pageMeta(matches, location, {
    title: article ? (article.seoTitle ?? article.title) : tTips('tips.tip'),
    description: article?.seoDescription ?? article?.teaser,
  })
  return article
    ? [
        ...tags.filter((tag) => !('property' in tag && tag.property === 'og:type')),
        { property: 'og:type', content: 'article' },
        ...(article.publishedAt
          ? [{ property: 'article:published_time', content: article.publishedAt }]
          : []),
      ]
    : tags
}

export default function ArticlePage() {
  const { article, latest, saved, siteUrl } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { t } = useTranslation()
  const editable = useEditable()
  const { group, region } = article
  return (
    <main id="inhalt" className="container-page py-8">
      <ArticleStructuredData
        article={article}
        siteUrl={siteUrl}
        siteName={root?.site.name ?? tSite('site.name')}
      />
      <Breadcrumbs
        items={[
          { label: tSite('nav.travelTips'), to: '/reisetipps' },
          { label: group.name, to: `/reisetipps/${group.slug}` },
          { label: article.title },
        ]}
      />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <p className="text-sm font-medium text-brand-dark">
            <Link to={`/reisetipps/${group.slug}`} className="hover:underline">
              {group.name}
            </Link>
            {article.category && article.category.slug !== group.slug && (
              <>
                {' · '}
                <Link to={`/reisetipps/${article.category.slug}`} className="hover:underline">
                  {article.category.name}
                </Link>
              </>
            )}
          </p>
          <h1
            className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl"
            {...editable('articles', article.id, ['title'], 'popover')}
          >
            {article.title}
          </h1>
          {article.teaser && (
            <p
              className="mt-4 text-lg text-slate-700"
              {...editable('articles', article.id, ['teaser'], 'popover')}
            >
              {article.teaser}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600">
            {[
              article.author ? tTips('tips.by', { author: article.author }) : null,
              article.publishedAt ? (
                <time key="date" dateTime={article.publishedAt}>
                  {formatDate(article.publishedAt)}
                </time>
              ) : null,
              t('article.readingTime', { count: article.readingMinutes }),
            ]
              .filter(Boolean)
              .map((part, index) => (
                <span key={index}>
                  {index > 0 && ' · '}
                  {part}
                </span>
              ))}
          </p>
        </header>
        {article.heroImage && (
          <img
            src={imageUrl(article.heroImage, 960)}
            srcSet={imageSrcSet(article.heroImage, [640, 960, 1280])}
            sizes="(min-width: 768px) 48rem, 100vw"
            alt=""
            width={960}
            height={600}
            className="mt-6 aspect-[16/10] w-full rounded-xl object-cover"
            {...{ fetchpriority: 'high' }}
            {...editable('articles', article.id, ['hero_image'], 'popover')}
          />
        )}
        <div
          className="prose-cms mt-8"
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
          {...editable('articles', article.id, ['body'])}
        />
      </article>

      {article.hotels.length > 0 && (
        <section aria-labelledby="passende-hotels" className="mt-14">
          <h2 id="passende-hotels" className="mb-6 text-2xl font-bold tracking-tight">
            {region
              ? tSearchPage('searchPage.titleRegion', { name: region.name })
              : tSite('home.featuredHotels')}
          </h2>
          <HotelGrid hotels={article.hotels} saved={saved.hotel} />
        </section>
      )}
      {article.roundTrips.trips.length > 0 && region && (
        <section aria-labelledby="passende-rundreisen" className="mt-14">
          <h2 id="passende-rundreisen" className="mb-6 text-2xl font-bold tracking-tight">
            {tTips('tips.regionTrips', { country: region.country })}
          </h2>
          <RoundTripGrid trips={article.roundTrips.trips} saved={saved.round_trip} />
        </section>
      )}
      <LatestTips articles={latest} className="mt-14" />
      <p className="mt-10">
        <Link
          to={`/reisetipps/${group.slug}`}
          className="font-medium text-brand-dark underline underline-offset-4"
        >
          {tTips('tips.moreOf', { name: group.name })}
        </Link>
        {article.roundTrips.trips.length === 0 && (
          <>
            {' · '}
            <Link to="/rundreisen" className="font-medium text-brand-dark underline underline-offset-4">
              {tTips('tips.allRoundTrips')}
            </Link>
          </>
        )}
      </p>
    </main>
  )
}
