import type { MetaDescriptor } from '@remix-run/node'
import { useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'

import { useEditable } from '~/components/editable'
import { Gallery } from '~/components/gallery'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { ConsentMap } from '~/components/map/consent-map'
import { useNonce } from '~/components/nonce'
import { Link } from '~/components/site-link'
import { scriptJson } from '~/islands/scripts'
import { formatDate, formatPrice } from '~/lib/format'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { defaultSite, pageMeta } from '~/lib/meta'
import type { loader as rootLoader } from '~/root'

import { travellersLabel } from '../../../core/copy/booking'
import { tCommon } from '../../../core/copy/common'
import { tRoundTrip } from '../../../core/copy/round-trip'
import { tRoundTripPage } from '../../../core/copy/round-trip-page'
import { tSearchForm } from '../../../core/copy/search-form'
import { tSite } from '../../../core/copy/site'
import { CHILD_SLOTS, MAX_CHILD_AGE, MAX_TRAVELLERS, partyQuery } from '../../../core/enquiry'
import { cheapestPlan, type TripParty } from '../../../core/round-trip-rooms'
import { GUARANTEED_LABEL, seatsText, type Availability } from '../../../core/round-trips'
import type { RoundTripDetail } from '../../../trpc/types'

// The parts of a round trip's page, shared by its two presentations: /rundreisen/reise/{slug} (one long
// page) and /rundreisen/reise2/{slug} (tabs).

type Departure = RoundTripDetail['departures'][number]

export const PACKAGE_TRAVEL_INFO_PATH = '/formblatt-pauschalreise'
export const enquiryPath = (departureId: number) => `/rundreisen/anfrage/${departureId}`
export const tripPath = (variantSlug: string) => `/rundreisen/reise/${variantSlug}`

/** What every price of a round trip includes (PAngV): said once, next to the prices. */
export const PRICE_NOTE = tRoundTripPage('roundTripPage.priceNote')

/**
 * Title, description and canonical link of both presentations: the canonical address is the long page
 * (`/rundreisen/reise/{slug}`), so the tabs of the second one are not indexed as pages of their own.
 */
export function tripMeta(
  matches: Parameters<typeof pageMeta>[0],
  detail: RoundTripDetail | undefined,
): MetaDescriptor[] {
  if (!detail)
    return pageMeta(matches, { pathname: '/rundreisen', search: '' }, { title: tRoundTrip('roundTrip.trip') })
  return pageMeta(
    matches,
    { pathname: tripPath(detail.variant.slug), search: '' },
    { title: `${detail.trip.title}: ${detail.variant.title}`, description: detail.trip.teaser },
  )
}

function groupSize(detail: RoundTripDetail): string | null {
  const seats = detail.departures.map((departure) => departure.seatsTotal ?? 0).filter((n) => n > 0)
  const max = seats.length ? Math.max(...seats) : null
  const min = detail.variant.minParticipants
  if (min && max) return tRoundTripPage('roundTripPage.groupRange', { min, max })
  if (max) return tRoundTripPage('roundTripPage.groupMax', { max })
  if (min) return tRoundTripPage('roundTripPage.groupMin', { min })
  return null
}

/** Breadcrumbs, title, the short facts and the price from which the trip starts. */
export function TripHeader({ detail, children }: { detail: RoundTripDetail; children?: ReactNode }) {
  const { trip, variant } = detail
  const editable = useEditable()
  const group = groupSize(detail)
  const facts: Array<[string, string]> = [
    [tRoundTripPage('roundTripPage.duration'), tCommon('common.dayCount', { count: variant.days })],
    ...(group ? [[tRoundTripPage('roundTripPage.groupSize'), group] as [string, string]] : []),
    [
      tRoundTripPage('roundTripPage.destination'),
      [trip.region?.name, trip.country].filter(Boolean).join(', ') || '–',
    ],
  ]
  return (
    <>
      <Breadcrumbs
        items={[
          { label: tSite('nav.roundTrips'), to: '/rundreisen' },
          { label: `${trip.title}: ${variant.title}` },
        ]}
      />
      <header className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <p className="text-sm text-slate-600">{trip.country}</p>
          <h1
            className="text-3xl font-bold tracking-tight"
            {...editable('round_trips', trip.id, ['title'], 'popover')}
          >
            {trip.title}
          </h1>
          <p
            className="mt-1 text-lg text-slate-700"
            {...editable('round_trip_variants', variant.id, ['title'], 'popover')}
          >
            {variant.title}
          </p>
          {trip.teaser && (
            <p
              className="mt-3 max-w-prose text-slate-700"
              {...editable('round_trips', trip.id, ['teaser'], 'popover')}
            >
              {trip.teaser}
            </p>
          )}
          <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="self-start rounded-xl bg-white p-4 ring-1 ring-slate-200">
          {variant.priceFrom !== null ? (
            <p>
              <span className="text-sm text-slate-600">{tSite('price.from')} </span>
              <span className="text-2xl font-bold text-brand-dark">
                {formatPrice(variant.priceFrom, { whole: true })}
              </span>
              <span className="block text-sm text-slate-600">{tSite('price.perPerson')}</span>
            </p>
          ) : (
            <p className="text-sm text-slate-700">{tRoundTripPage('roundTripPage.pricesOnRequest')}</p>
          )}
          <p className="mt-2 text-xs text-slate-600">{tRoundTripPage('roundTripPage.inclusiveNote')}</p>
          {children}
          <PackageTravelLink className="mt-3 block text-sm" />
        </div>
      </header>
    </>
  )
}

export function PackageTravelLink({ className }: { className?: string }) {
  return (
    <Link to={PACKAGE_TRAVEL_INFO_PATH} className={`text-brand-dark underline ${className ?? ''}`}>
      {tRoundTripPage('roundTripPage.packageTravelInfo')}
    </Link>
  )
}

/** The hero picture, large, and the others as a strip below it. */
export function TripPictures({ detail }: { detail: RoundTripDetail }) {
  const [hero, ...more] = detail.trip.images
  const editable = useEditable()
  if (!hero) return null
  return (
    <>
      <img
        src={imageUrl(hero, 1280)}
        srcSet={imageSrcSet(hero, [640, 960, 1280])}
        sizes="(min-width: 1280px) 1216px, 100vw"
        alt={tRoundTripPage('roundTripPage.heroImage', { title: detail.trip.title })}
        width={1280}
        height={560}
        decoding="async"
        className="mt-6 aspect-[16/7] w-full rounded-2xl object-cover"
      />
      <Gallery
        images={more}
        name={detail.trip.title}
        {...editable('round_trips', detail.trip.id, ['hero_image', 'images'], 'drawer')}
      />
    </>
  )
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titel`} className="scroll-mt-4">
      <h2 id={`${id}-titel`} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

export function Overview({ detail }: { detail: RoundTripDetail }) {
  const editable = useEditable()
  return (
    <>
      <div
        className="prose-cms max-w-prose"
        dangerouslySetInnerHTML={{ __html: detail.trip.descriptionHtml }}
        {...editable('round_trips', detail.trip.id, ['description'])}
      />
      {detail.trip.highlights.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{tRoundTripPage('roundTripPage.highlights')}</h3>
          <ul
            className="mt-2 grid gap-2 sm:grid-cols-2"
            {...editable('round_trips', detail.trip.id, ['highlights'])}
          >
            {detail.trip.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-dark">
                  ★
                </span>
                {highlight}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

export function Itinerary({ detail }: { detail: RoundTripDetail }) {
  const editable = useEditable()
  return (
    <ol
      className="space-y-4 border-l-2 border-brand-light pl-6"
      {...editable('round_trip_variants', detail.variant.id, ['itinerary'])}
    >
      {detail.variant.itinerary.map((day, index) => (
        <li key={`${day.day}-${index}`}>
          <h3 className="font-semibold">
            {tRoundTripPage('roundTripPage.day', { day: day.day, title: day.title })}
          </h3>
          {day.description && <p className="mt-1 max-w-prose text-slate-700">{day.description}</p>}
          <p className="mt-1 text-sm text-slate-600">
            {day.overnight
              ? tRoundTripPage('roundTripPage.overnight', { overnight: day.overnight })
              : tRoundTripPage('roundTripPage.noOvernight')}
          </p>
        </li>
      ))}
    </ol>
  )
}

/** The route on the consent-gated map; without consent or JavaScript the places as a list. */
export function RouteMap({ detail }: { detail: RoundTripDetail }) {
  const { stops, route } = detail.variant
  if (stops.length === 0) return null
  return (
    <ConsentMap
      id="karte"
      label={tRoundTripPage('roundTripPage.route')}
      height={380}
      route={route}
      markers={stops.map((stop, index) => ({
        id: index,
        lat: stop.lat,
        lon: stop.lon,
        title: `${index + 1}. ${stop.name}`,
      }))}
    />
  )
}

function ServiceList({ title, items, mark }: { title: string; items: string[]; mark: ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true">{mark}</span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Services({ detail }: { detail: RoundTripDetail }) {
  const editable = useEditable()
  return (
    <div
      className="grid gap-6 md:grid-cols-2"
      {...editable('round_trip_variants', detail.variant.id, ['included_services', 'excluded_services'])}
    >
      <ServiceList
        title={tRoundTripPage('roundTripPage.included')}
        items={detail.variant.included}
        mark={<span className="text-brand-dark">✓</span>}
      />
      <ServiceList
        title={tRoundTripPage('roundTripPage.excluded')}
        items={detail.variant.excluded}
        mark={<span className="text-slate-500">–</span>}
      />
    </div>
  )
}

/** What a departure's availability is called next to its dates (not in `core/round-trips.ts`, which the
 * trip tabs' island imports: it would carry the site section). */
export function availabilityLabel(availability: Availability): string {
  if (availability === 'few_seats') return tSite('roundTrip.fewSeats')
  return availability === 'sold_out' ? tCommon('common.soldOut') : tRoundTrip('roundTrip.bookable')
}

const AVAILABILITY_STYLE: Record<Availability, string> = {
  bookable: 'text-brand-dark',
  few_seats: 'text-amber-800',
  sold_out: 'text-red-700',
}

function DepartureState({ departure }: { departure: Departure }) {
  const seats = seatsText(departure)
  return (
    <>
      <span className={`font-semibold ${AVAILABILITY_STYLE[departure.availability]}`}>
        {availabilityLabel(departure.availability)}
      </span>
      {seats && <span className="block text-slate-600">{seats}</span>}
      {departure.guaranteed && (
        <span className="mt-1 block w-fit rounded bg-brand-bright px-1.5 py-0.5 text-xs font-semibold text-slate-900">
          {GUARANTEED_LABEL}
        </span>
      )}
    </>
  )
}

/**
 * Who travels, for the departures' totals: a plain GET form (it works without JavaScript) that reloads the
 * page at its dates with `erwachsene` and `kind` in the address, as the hotel search writes them. Its
 * action is the anchor alone, so it stays on the address the visitor is on (either domain).
 */
function PartyForm({
  party,
  hidden,
}: {
  party: TripParty
  /** Further parameters the page keeps (the tab of the tabbed presentation). */
  hidden: Record<string, string>
}) {
  const ages = Array.from({ length: CHILD_SLOTS }, (_, index) => party.childrenAges[index])
  return (
    <form method="get" action="#termine" className="mb-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="font-semibold">{tRoundTripPage('roundTripPage.partyPrices')}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <label className="text-sm">
            <span className="block font-medium">{tCommon('common.adults')}</span>
            <select
              name="erwachsene"
              defaultValue={String(party.adults)}
              className="mt-1 rounded-lg border-slate-300"
            >
              {Array.from({ length: MAX_TRAVELLERS }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          {ages.map((age, index) => (
            <label key={index} className="text-sm">
              <span className="block font-medium">
                {tSearchForm('searchForm.childAge', { number: index + 1 })}
              </span>
              <select
                name="kind"
                defaultValue={age === undefined ? '' : String(age)}
                className="mt-1 rounded-lg border-slate-300"
              >
                <option value="">{tRoundTripPage('roundTripPage.noChild')}</option>
                {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, years) => (
                  <option key={years} value={years}>
                    {tCommon('common.age', { count: years })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button
            type="submit"
            className="rounded-lg px-4 py-2 font-semibold text-brand-dark ring-1 ring-brand-dark hover:bg-brand-bright"
          >
            {tRoundTripPage('roundTripPage.calculate')}
          </button>
        </div>
      </fieldset>
    </form>
  )
}

/**
 * The departures still offered, each with what the whole party pays in its cheapest rooms and its enquiry
 * (a full one: the waiting list), which carries the party and the rooms on.
 */
export function DepartureTable({
  detail,
  party,
  hidden = {},
}: {
  detail: RoundTripDetail
  party: TripParty
  /** Parameters of the page's address that the party's form keeps. */
  hidden?: Record<string, string>
}) {
  if (detail.departures.length === 0) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        {tRoundTripPage('roundTripPage.noDepartures')}
      </p>
    )
  }
  const travellers = travellersLabel(party)
  return (
    <div>
      <PartyForm party={party} hidden={hidden} />
      <div className="overflow-x-auto">
        <table className="offer-table">
          <caption className="sr-only">
            {tRoundTripPage('roundTripPage.departuresCaption', { title: detail.variant.title })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {tRoundTripPage('roundTripPage.period')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {tRoundTripPage('roundTripPage.totalFor', { travellers })}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {tRoundTrip('roundTrip.pricePerPerson')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {tRoundTripPage('roundTripPage.singleSupplement')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {tRoundTrip('roundTrip.availability')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{tRoundTripPage('roundTripPage.enquiry')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.departures.map((departure) => {
              const dates = `${formatDate(departure.startDate)} – ${formatDate(departure.endDate)}`
              const full = departure.availability === 'sold_out'
              const plan = cheapestPlan(party, departure)
              return (
                <tr key={departure.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {dates}
                  </th>
                  <td className="offer-table-price py-3 pr-4 text-right">
                    {plan ? (
                      <>
                        <span className="text-base font-bold">{formatPrice(plan.total)}</span>
                        <span className="block text-slate-600">
                          <span className="md:hidden">{`${tRoundTripPage('roundTripPage.forTravellers', { travellers })} `}</span>
                          {plan.label}
                        </span>
                      </>
                    ) : (
                      <span className="text-slate-700">{tRoundTripPage('roundTripPage.roomsOnRequest')}</span>
                    )}
                  </td>
                  <td className="py-3 pr-4 text-right">
                    {formatPrice(departure.pricePerPerson)}
                    <span className="md:hidden"> {tSite('price.perPerson')}</span>
                  </td>
                  <td className="py-3 pr-4 text-right">
                    <span className="md:hidden">
                      {tRoundTripPage('roundTripPage.singleSupplementLabel')}{' '}
                    </span>
                    {departure.singleSupplement === null
                      ? tRoundTrip('roundTrip.onRequest')
                      : formatPrice(departure.singleSupplement)}
                  </td>
                  <td className="py-3 pr-4">
                    <DepartureState departure={departure} />
                  </td>
                  <td className="offer-table-action py-3">
                    <Link
                      to={`${enquiryPath(departure.id)}?${partyQuery(party, plan?.room)}`}
                      className={
                        full
                          ? 'inline-flex rounded-lg px-4 py-2 font-semibold text-brand-dark ring-1 ring-brand-dark hover:bg-brand-bright'
                          : 'inline-flex rounded-lg bg-brand-yellow px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300'
                      }
                      aria-label={tRoundTripPage(
                        full ? 'roundTripPage.waitlistFor' : 'roundTripPage.enquireFor',
                        { dates },
                      )}
                    >
                      {tRoundTripPage(full ? 'roundTripPage.waitlist' : 'roundTripPage.enquire')}
                    </Link>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">{PRICE_NOTE}</p>
      {detail.variant.minParticipants && (
        <p className="mt-1 text-xs text-slate-600">
          {tRoundTripPage('roundTripPage.minParticipants', {
            minimum: detail.variant.minParticipants,
            guaranteed: GUARANTEED_LABEL,
          })}
        </p>
      )}
    </div>
  )
}

export function OtherVariants({
  detail,
  path = tripPath,
}: {
  detail: RoundTripDetail
  /** The address of a variant in the presentation the visitor is in. */
  path?: (variantSlug: string) => string
}) {
  const others = detail.variants.filter((variant) => variant.slug !== detail.variant.slug)
  if (others.length === 0) return null
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {others.map((variant) => (
        <li key={variant.slug} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h3 className="font-semibold">
            <Link to={path(variant.slug)} className="hover:text-brand-dark hover:underline">
              {variant.title}
            </Link>
          </h3>
          {variant.priceFrom !== null && (
            <p className="text-sm text-slate-600">
              {tRoundTripPage('roundTripPage.variantPriceFrom', {
                price: formatPrice(variant.priceFrom, { whole: true }),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The package-travel note every round-trip page carries, with the Formblatt. */
export function PackageTravelNote() {
  return (
    <aside aria-labelledby="pauschalreise" className="rounded-xl bg-brand-bright/40 p-4 text-sm">
      <h2 id="pauschalreise" className="font-semibold">
        {tRoundTripPage('roundTripPage.packageTravel')}
      </h2>
      <p className="mt-1 max-w-prose">
        {tRoundTripPage('roundTripPage.packageTravelText')} <PackageTravelLink />
      </p>
    </aside>
  )
}

const OFFER_AVAILABILITY: Record<Availability, string> = {
  bookable: 'https://schema.org/InStock',
  few_seats: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
}

/** schema.org TouristTrip with the departures as offers, and the breadcrumb trail. */
export function TripStructuredData({ detail, siteUrl }: { detail: RoundTripDetail; siteUrl: string }) {
  const nonce = useNonce()
  const siteName = useRouteLoaderData<typeof rootLoader>('root')?.site.name ?? defaultSite.name
  const { trip, variant } = detail
  const url = `${siteUrl}${tripPath(variant.slug)}`
  const graph = [
    {
      '@type': 'TouristTrip',
      '@id': url,
      name: `${trip.title}: ${variant.title}`,
      description: trip.teaser ?? undefined,
      url,
      image: trip.images.slice(0, 3).map((file) => `${siteUrl}${imageUrl(file, 960)}`),
      touristType: 'Gruppenreise',
      provider: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: variant.itinerary.length,
        itemListElement: variant.itinerary.map((day) => ({
          '@type': 'ListItem',
          position: day.day,
          item: {
            '@type': 'TouristAttraction',
            name: day.title,
            description: day.description || undefined,
          },
        })),
      },
      offers: detail.departures.map((departure) => ({
        '@type': 'Offer',
        name: `${formatDate(departure.startDate)} – ${formatDate(departure.endDate)}`,
        url: `${siteUrl}${enquiryPath(departure.id)}`,
        price: departure.pricePerPerson.toFixed(2),
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: departure.pricePerPerson.toFixed(2),
          priceCurrency: 'EUR',
          description: tSite('price.perPerson'),
        },
        availability: OFFER_AVAILABILITY[departure.availability],
        validThrough: departure.startDate,
      })),
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: tSite('nav.home'), item: `${siteUrl}/` },
        { name: tSite('nav.roundTrips'), item: `${siteUrl}/rundreisen` },
        { name: `${trip.title}: ${variant.title}`, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ]
  const json = scriptJson({ '@context': 'https://schema.org', '@graph': graph })
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}
