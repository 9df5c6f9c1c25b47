import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

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
import { SaveButton } from '~/components/saved/save-button'
import { Link } from '~/components/site-link'
import { searchHeaders } from '~/hotel-search.server'
import { formatDate, formatPrice } from '~/lib/format'
import type { PageHandle } from '~/root'
import { loadRoundTrip } from '~/round-trips.server'

import { TRIP_TABS, tripTab, type TripTab } from '../../core/round-trips'

// The same round trip as /rundreisen/reise/{slug}, in tabs: each tab is a link with `?reiter=…`, so it
// works without JavaScript and has its own address (the canonical address is the long page).
export const handle: PageHandle = { islands: true }

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

export default function RoundTripTabsPage() {
  const { detail, saved, siteUrl, tab, party } = useLoaderData<typeof loader>()
  const next = detail.departures.find((departure) => departure.availability !== 'sold_out')
  return (
    <main id="inhalt" className="container-page py-8">
      <TripStructuredData detail={detail} siteUrl={siteUrl} />
      <TripHeader detail={detail}>
        {next && (
          <p className="mt-3 text-sm">
            {`Nächster freier Termin: ${formatDate(next.startDate)} ab ${formatPrice(next.pricePerPerson, { whole: true })}`}
          </p>
        )}
        <Link to={tabHref(detail.variant.slug, 'termine')} className="button-primary mt-3 w-full">
          Termine und Preise
        </Link>
        <div className="mt-3">
          <SaveButton kind="round_trip" id={detail.trip.id} name={detail.trip.title} saved={saved} />
        </div>
      </TripHeader>
      <TripPictures detail={detail} />
      <nav aria-label="Reiseinformationen" className="mt-8 border-b border-slate-300">
        <ul className="-mb-px flex flex-wrap gap-x-2">
          {TRIP_TABS.map(([key, label]) => {
            const current = key === tab
            return (
              <li key={key}>
                <Link
                  to={tabHref(detail.variant.slug, key)}
                  aria-current={current ? 'page' : undefined}
                  className={
                    current
                      ? 'inline-block border-b-4 border-brand-dark px-3 py-2 font-semibold text-brand-dark'
                      : 'inline-block border-b-4 border-transparent px-3 py-2 text-slate-700 hover:border-slate-300'
                  }
                >
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div id={PANEL_ID} className="mt-8 scroll-mt-4 space-y-12">
        {tab === 'ueberblick' && (
          <Section id="ueberblick" title="Überblick">
            <Overview detail={detail} />
          </Section>
        )}
        {tab === 'reiseverlauf' && (
          <>
            <Section id="reiseverlauf" title="Reiseverlauf">
              <Itinerary detail={detail} />
            </Section>
            <Section id="reiseroute" title="Route">
              <RouteMap detail={detail} />
            </Section>
          </>
        )}
        {tab === 'leistungen' && (
          <Section id="leistungen" title="Leistungen">
            <Services detail={detail} />
          </Section>
        )}
        {tab === 'termine' && (
          <>
            <Section id="termine" title="Termine und Preise">
              <DepartureTable detail={detail} party={party} hidden={{ reiter: 'termine' }} />
            </Section>
            {detail.variants.length > 1 && (
              <Section id="varianten" title="Weitere Varianten dieser Reise">
                <OtherVariants detail={detail} path={(slug) => `/rundreisen/reise2/${slug}`} />
              </Section>
            )}
          </>
        )}
        <PackageTravelNote />
      </div>
    </main>
  )
}
