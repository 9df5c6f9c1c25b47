import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'

import {
  DepartureTable,
  Itinerary,
  OtherVariants,
  Overview,
  PackageTravelNote,
  RouteMap,
  Section,
  Services,
  TripHeader,
  TripPictures,
  tripMeta,
  TripStructuredData,
} from '~/components/round-trip/detail'
import { tabPanelId, TripTabs } from '~/components/round-trip/trip-tabs'
import { SaveButton } from '~/components/saved/save-button'
import { Link, useLinkHref } from '~/components/site-link'
import { searchHeaders } from '~/hotel-search.server'
import { formatDate, formatPrice } from '~/lib/format'
import { previewItemAt } from '~/lib/preview'
import type { PageHandle } from '~/root'
import { loadRoundTrip } from '~/round-trips.server'

import { tRoundTrip } from '../../core/copy/round-trip'
import { tRoundTripPage } from '../../core/copy/round-trip-page'
import { TRIP_TABS, tripTab, type TripTab } from '../../core/round-trips'

// The same round trip as /rundreisen/reise/{slug}, in tabs: each tab is a link with `?reiter=…`, so it
// works without JavaScript and has its own address (the canonical address is the long page); with
// JavaScript the tabs switch without loading the page (components/round-trip/trip-tabs.tsx).
export const handle: PageHandle = {
  islands: true,
  previewItem: previewItemAt('round_trips', 'detail', 'trip', 'id'),
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tab = tripTab(new URL(request.url).searchParams.get('reiter'))
  return { ...(await loadRoundTrip(request, context, params.variantSlug)), tab }
}

export const headers = searchHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => tripMeta(matches, data?.detail)

const PANEL_ID = 'reiter-inhalt'

function tabHref(slug: string, tab: TripTab) {
  return `/rundreisen/reise2/${slug}${tab === 'ueberblick' ? '' : `?reiter=${tab}`}#${PANEL_ID}`
}

/** Each tab's address as this domain and a preview write it (the tabs' island gets them as data). */
function useTabHrefs(slug: string): Record<TripTab, string> {
  const page = useLinkHref(`/rundreisen/reise2/${slug}`)
  return Object.fromEntries(
    TRIP_TABS.map(([key]) => {
      const url = new URL(page, 'http://seite')
      if (key !== 'ueberblick') url.searchParams.set('reiter', key)
      url.hash = PANEL_ID
      return [key, `${url.pathname}${url.search}${url.hash}`]
    }),
  ) as Record<TripTab, string>
}

/** A tab's panel: every one is rendered, all but the current one hidden. */
function Panel({ tab, current, children }: { tab: TripTab; current: TripTab; children: ReactNode }) {
  return (
    <div id={tabPanelId(tab)} hidden={tab !== current} className="space-y-12">
      {children}
    </div>
  )
}

export default function RoundTripTabsPage() {
  const { detail, saved, siteUrl, tab, party } = useLoaderData<typeof loader>()
  const next = detail.departures.find((departure) => departure.availability !== 'sold_out')
  return (
    <main id="inhalt" className="container-page py-8">
      <TripStructuredData detail={detail} siteUrl={siteUrl} />
      <TripHeader detail={detail}>
        {next && (
          <p className="mt-3 text-sm">
            {tRoundTripPage('roundTripPage.nextDeparture', {
              date: formatDate(next.startDate),
              price: formatPrice(next.pricePerPerson, { whole: true }),
            })}
          </p>
        )}
        <Link to={tabHref(detail.variant.slug, 'termine')} className="button-primary mt-3 w-full">
          {tRoundTrip('roundTrip.tab.dates')}
        </Link>
        <div className="mt-3">
          <SaveButton kind="round_trip" id={detail.trip.id} name={detail.trip.title} saved={saved} />
        </div>
      </TripHeader>
      <TripPictures detail={detail} />
      <TripTabs current={tab} hrefs={useTabHrefs(detail.variant.slug)} />
      <div id={PANEL_ID} className="mt-8 scroll-mt-4 space-y-12">
        <Panel tab="ueberblick" current={tab}>
          <Section id="ueberblick" title={tRoundTrip('roundTrip.tab.overview')}>
            <Overview detail={detail} />
          </Section>
        </Panel>
        <Panel tab="reiseverlauf" current={tab}>
          <Section id="reiseverlauf" title={tRoundTrip('roundTrip.tab.itinerary')}>
            <Itinerary detail={detail} />
          </Section>
          <Section id="reiseroute" title={tRoundTrip('roundTrip.route')}>
            <RouteMap detail={detail} />
          </Section>
        </Panel>
        <Panel tab="leistungen" current={tab}>
          <Section id="leistungen" title={tRoundTrip('roundTrip.tab.services')}>
            <Services detail={detail} />
          </Section>
        </Panel>
        <Panel tab="termine" current={tab}>
          <Section id="termine" title={tRoundTrip('roundTrip.tab.dates')}>
            <DepartureTable detail={detail} party={party} hidden={{ reiter: 'termine' }} />
          </Section>
          {detail.variants.length > 1 && (
            <Section id="varianten" title={tRoundTrip('roundTrip.variants')}>
              <OtherVariants detail={detail} path={(slug) => `/rundreisen/reise2/${slug}`} />
            </Section>
          )}
        </Panel>
        <PackageTravelNote />
      </div>
    </main>
  )
}
