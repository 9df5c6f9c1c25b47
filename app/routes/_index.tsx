import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'

import { useEditableText } from '~/components/editable'
import { Link } from '~/components/site-link'
import { ArticleGrid, HotelGrid, RoundTripGrid } from '~/components/teasers'
import { useTranslation } from '~/i18n'
import { contentCaller } from '~/preview.server'
import { toErrorResponse } from '~/trpc.server'

export async function loader(args: LoaderFunctionArgs) {
  const caller = await contentCaller(args)
  const [hotels, roundTrips, articles] = await Promise.all([
    caller.hotel.featured({ limit: 6 }),
    caller.roundTrip.featured({ limit: 3 }),
    caller.article.latest({ limit: 3 }),
  ]).catch(toErrorResponse)
  return { hotels, roundTrips, articles }
}

// Anonymous and the same for everyone: a CDN may keep it briefly. Errors must never be cached.
export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
})

function Section({
  id,
  titleKey,
  more,
  children,
}: {
  id: string
  titleKey: string
  more?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const editableText = useEditableText()
  return (
    <section aria-labelledby={id} className="container-page mt-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold tracking-tight" {...editableText(titleKey)}>
          {t(titleKey)}
        </h2>
        {more}
      </div>
      {children}
    </section>
  )
}

export default function Home() {
  const { hotels, roundTrips, articles } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const editableText = useEditableText()

  return (
    <main id="inhalt">
      <div className="bg-brand-dark text-white">
        <div className="container-page py-16 sm:py-24">
          <h1
            className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
            {...editableText('home.heroTitle')}
          >
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white" {...editableText('home.heroText')}>
            {t('home.heroText')}
          </p>
          <Link
            to="/hotel"
            className="mt-8 inline-flex rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-white"
            {...editableText('home.searchCta')}
          >
            {t('home.searchCta')}
          </Link>
        </div>
      </div>

      <Section
        id="beliebte-hotels"
        titleKey="home.featuredHotels"
        more={
          <Link
            to="/hotel"
            className="font-medium text-brand-dark underline underline-offset-4"
            {...editableText('home.allHotels')}
          >
            {t('home.allHotels')}
          </Link>
        }
      >
        <HotelGrid hotels={hotels} />
      </Section>

      <Section id="rundreisen" titleKey="home.roundTrips">
        <RoundTripGrid trips={roundTrips} />
      </Section>

      <Section
        id="reisetipps"
        titleKey="home.latestTips"
        more={
          <Link
            to="/reisetipps"
            className="font-medium text-brand-dark underline underline-offset-4"
            {...editableText('home.allTips')}
          >
            {t('home.allTips')}
          </Link>
        }
      >
        <ArticleGrid articles={articles} />
      </Section>
    </main>
  )
}
