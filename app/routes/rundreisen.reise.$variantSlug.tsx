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
import { searchHeaders } from '~/hotel-search.server'
import { previewItemAt } from '~/lib/preview'
import type { PageHandle } from '~/root'
import { loadRoundTrip } from '~/round-trips.server'

import { tRoundTrip } from '../../core/copy/round-trip'
import { tRoundTripPage } from '../../core/copy/round-trip-page'

// A round trip as one long page with anchor sections. Served without the Remix runtime; only the map is
// hydrated (docs/decisions/hotel-pages-as-islands.md).
export const handle: PageHandle = {
  islands: true,
  previewItem: previewItemAt('round_trips', 'detail', 'trip', 'id'),
}

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadRoundTrip(request, context, params.variantSlug)

export const headers = searchHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => tripMeta(matches, data?.detail)

const SECTIONS = [
  ['ueberblick', tRoundTrip('roundTrip.tab.overview')],
  ['reiseverlauf', tRoundTrip('roundTrip.tab.itinerary')],
  ['reiseroute', tRoundTrip('roundTrip.route')],
  ['leistungen', tRoundTrip('roundTrip.tab.services')],
  ['termine', tRoundTrip('roundTrip.tab.dates')],
] as const

export default function RoundTripPage() {
  const { detail, saved, siteUrl, party } = useLoaderData<typeof loader>()
  const others = detail.variants.length > 1
  return (
    <main id="inhalt" className="container-page py-8">
      <TripStructuredData detail={detail} siteUrl={siteUrl} />
      <TripHeader detail={detail}>
        <a href="#termine" className="button-primary mt-3 w-full">
          {tRoundTrip('roundTrip.tab.dates')}
        </a>
        <div className="mt-3">
          <SaveButton kind="round_trip" id={detail.trip.id} name={detail.trip.title} saved={saved} />
        </div>
      </TripHeader>
      <TripPictures detail={detail} />
      <nav
        aria-label={tRoundTripPage('roundTripPage.onThisPage')}
        className="mt-8 border-y border-slate-200 py-3"
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          {[
            ...SECTIONS,
            ...(others ? [['varianten', tRoundTripPage('roundTripPage.variantsShort')] as const] : []),
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-dark hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 space-y-12">
        <Section id="ueberblick" title={tRoundTrip('roundTrip.tab.overview')}>
          <Overview detail={detail} />
        </Section>
        <Section id="reiseverlauf" title={tRoundTrip('roundTrip.tab.itinerary')}>
          <Itinerary detail={detail} />
        </Section>
        <Section id="reiseroute" title={tRoundTrip('roundTrip.route')}>
          <RouteMap detail={detail} />
        </Section>
        <Section id="leistungen" title={tRoundTrip('roundTrip.tab.services')}>
          <Services detail={detail} />
        </Section>
        <Section id="termine" title={tRoundTrip('roundTrip.tab.dates')}>
          <DepartureTable detail={detail} party={party} />
        </Section>
        {others && (
          <Section id="varianten" title={tRoundTrip('roundTrip.variants')}>
            <OtherVariants detail={detail} />
          </Section>
        )}
        <PackageTravelNote />
      </div>
    </main>
  )
}
