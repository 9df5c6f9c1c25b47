import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'

import { useEditableText } from '~/components/editable'
import { StayFields } from '~/components/hotel/search-fields'
import { Link } from '~/components/site-link'
import { HotelGrid, RoundTripGrid } from '~/components/teasers'
import { LatestTips } from '~/components/tips/latest-tips'
import { useTranslation } from '~/i18n'
import { contentCaller } from '~/preview.server'
import type { PageHandle } from '~/root'
import { savedIdsByKind } from '~/saved-trips.server'
import { toErrorResponse } from '~/trpc.server'

import { todayInGermany } from '../../core/hotel-search'

// Served as an island page (docs/decisions/hotel-pages-as-islands.md): hydrating the whole page for its
// search form and Merken buttons was most of its Lighthouse blocking time.
export const handle: PageHandle = { islands: true }

export async function loader(args: LoaderFunctionArgs) {
  const caller = await contentCaller(args)
  const [hotels, roundTrips, articles, saved] = await Promise.all([
    caller.hotel.featured({ limit: 6 }),
    caller.roundTrip.featured({ limit: 3 }),
    caller.article.latest({ limit: 3 }),
    savedIdsByKind(args.context),
  ]).catch(toErrorResponse)
  return { hotels, roundTrips, articles, saved, today: todayInGermany() }
}

/** The search form starts empty: the hotel search page (`/hotel`) reads and checks what is sent. */
const EMPTY_SEARCH = { ziel: '', anreise: '', abreise: '', zimmer: '', erwachsene: '', kind: [] }

// A CDN may keep it briefly (the Merkzettel marks come from the session, which makes the page private:
// server/shared-cache-guard.ts). Errors must never be cached.
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
  titleKey: 'home.featuredHotels' | 'home.roundTrips' | 'home.latestTips'
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
  const { hotels, roundTrips, articles, saved, today } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const editableText = useEditableText()

  return (
    <main id="inhalt">
      <div className="bg-brand-dark text-white">
        <div className="container-page py-12 sm:py-16">
          <h1
            className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
            {...editableText('home.heroTitle')}
          >
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white" {...editableText('home.heroText')}>
            {t('home.heroText')}
          </p>
          {/* The hotel search itself, as on /hotel (the same fields, destination suggestions with JS). */}
          <Form
            method="get"
            action="/hotel"
            aria-label="Hotelsuche"
            className="mt-8 rounded-2xl bg-white p-4 text-slate-900 shadow-lg sm:p-6"
          >
            <StayFields values={EMPTY_SEARCH} errors={{}} today={today} />
            <button
              type="submit"
              className="mt-4 inline-flex rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
              {...editableText('home.searchCta')}
            >
              {t('home.searchCta')}
            </button>
          </Form>
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
        <HotelGrid hotels={hotels} saved={saved.hotel} lead />
      </Section>

      <Section
        id="rundreisen"
        titleKey="home.roundTrips"
        more={
          <Link
            to="/rundreisen"
            className="font-medium text-brand-dark underline underline-offset-4"
            {...editableText('home.allRoundTrips')}
          >
            {t('home.allRoundTrips')}
          </Link>
        }
      >
        <RoundTripGrid trips={roundTrips} saved={saved.round_trip} />
      </Section>

      <LatestTips articles={articles} />
    </main>
  )
}
