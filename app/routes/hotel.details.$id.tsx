import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'

import { RatingBadge, Stars } from '~/components/hotel/result-card'
import { StayFields } from '~/components/hotel/search-fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { ConsentMap } from '~/components/map/consent-map'
import { useNonce } from '~/components/nonce'
import { Link } from '~/components/site-link'
import { redirectToCleanQuery, searchCacheControl } from '~/hotel-search.server'
import { formatDate, formatPrice } from '~/lib/format'
import { amenityLabel, boardLabel } from '~/lib/hotel-codes'
import { parseSearchParams, searchQuery, stayQuery, todayInGermany } from '~/lib/hotel-search'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { pageMeta } from '~/lib/meta'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import { getEnv } from '../../server/env'
import type { Offer } from '../../trpc/hotel-offers'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
  if (id === null || id < 1)
    throw new Response(`Page not found: ${url.pathname}`, { status: 404, statusText: 'Not Found' })
  const parsed = parseSearchParams(url.searchParams)
  redirectToCleanQuery(url, searchQuery(parsed.criteria, parsed.values))
  const detail = await serverCaller(request)
    .hotel.detail({ id, query: url.search })
    .catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND') {
        throw new Response(`Page not found: ${url.pathname}`, { status: 404, statusText: 'Not Found' })
      }
      return toErrorResponse(error)
    })
  return { ...detail, today: todayInGermany(), siteUrl: getEnv().SITE_URL }
}

export const headers: HeadersFunction = ({ errorHeaders }) => ({
  'Cache-Control': errorHeaders ? 'no-store' : searchCacheControl,
})

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data ? `${data.hotel.name}, ${data.hotel.city}` : 'Hotel',
    description: data?.hotel.teaser,
  })

const REASON_TEXT: Record<NonNullable<Offer['reason']>, string> = {
  sold_out: 'Ausgebucht',
  occupancy: 'Nicht für Ihre Personenzahl',
  min_nights: 'Mindestaufenthalt nicht erreicht',
}

function ratingWord(rating: number): string {
  if (rating >= 9) return 'Hervorragend'
  if (rating >= 8) return 'Sehr gut'
  if (rating >= 7) return 'Gut'
  if (rating >= 6) return 'Angenehm'
  return 'Bewertet'
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

/** schema.org Hotel with its offers for the stay, and the breadcrumb trail, for search engines. */
function StructuredData({ data }: { data: Data }) {
  const nonce = useNonce()
  const { hotel, stay, siteUrl } = data
  const url = `${siteUrl}/hotel/details/${hotel.id}`
  const graph = [
    {
      '@type': 'Hotel',
      '@id': url,
      name: hotel.name,
      url,
      description: hotel.teaser ?? undefined,
      image: hotel.images.slice(0, 3).map((file) => `${siteUrl}${imageUrl(file, 960)}`),
      starRating: { '@type': 'Rating', ratingValue: hotel.stars },
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.address ?? undefined,
        postalCode: hotel.postalCode ?? undefined,
        addressLocality: hotel.city,
        addressCountry: hotel.country ?? undefined,
      },
      geo:
        hotel.latitude !== null && hotel.longitude !== null
          ? { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude }
          : undefined,
      aggregateRating:
        hotel.rating !== null && hotel.reviewCount > 0
          ? {
              '@type': 'AggregateRating',
              ratingValue: hotel.rating,
              bestRating: 10,
              reviewCount: hotel.reviewCount,
            }
          : undefined,
      checkinTime: hotel.checkIn ?? undefined,
      checkoutTime: hotel.checkOut ?? undefined,
      amenityFeature: hotel.amenities.map((code) => ({
        '@type': 'LocationFeatureSpecification',
        name: amenityLabel(code),
        value: true,
      })),
      makesOffer:
        stay && hotel.offers
          ? hotel.offers
              .filter((offer) => offer.available)
              .map((offer) => ({
                '@type': 'Offer',
                name: `${offer.roomTypeName} · ${offer.rateName} · ${boardLabel(offer.board)}`,
                price: offer.total.toFixed(2),
                priceCurrency: 'EUR',
                availability: 'https://schema.org/InStock',
                validFrom: data.today,
              }))
          : hotel.priceFrom !== null
            ? [{ '@type': 'Offer', price: hotel.priceFrom.toFixed(2), priceCurrency: 'EUR' }]
            : undefined,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Startseite', item: `${siteUrl}/` },
        { name: 'Hotels', item: `${siteUrl}/hotel` },
        ...(hotel.region
          ? [
              {
                name: hotel.region.name,
                item: `${siteUrl}/hotel?ziel=${encodeURIComponent(hotel.region.name)}`,
              },
            ]
          : []),
        { name: hotel.name, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ]
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}

function Gallery({ images, name }: { images: string[]; name: string }) {
  if (images.length === 0) return null
  return (
    <section aria-label="Bildergalerie" className="mt-6">
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2"
        // a scrolling strip must be reachable by keyboard (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`Bilder von ${name}`}
      >
        {images.map((file, index) => (
          <li key={file} className="w-[85%] shrink-0 snap-start sm:w-[48%] lg:w-[32%]">
            <img
              src={imageUrl(file, 640)}
              srcSet={imageSrcSet(file, [480, 640, 960])}
              sizes="(min-width: 1024px) 32vw, (min-width: 640px) 48vw, 85vw"
              alt={`${name}, Bild ${index + 1} von ${images.length}`}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
              width={640}
              height={420}
              className="aspect-[3/2] w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function bookingHref(hotelId: number, offer: Offer, stay: NonNullable<Data['stay']>): string {
  const params = new URLSearchParams(stayQuery(stay).slice(1))
  params.set('zimmertyp', String(offer.roomTypeId))
  params.set('tarif', String(offer.rateId))
  return `/hotel/buchen/${hotelId}?${params}`
}

function OfferTable({ data }: { data: Data }) {
  const { hotel, stay } = data
  if (!stay || !hotel.offers) return null
  const nightsLabel = `${stay.nights} ${stay.nights === 1 ? 'Nacht' : 'Nächte'}`
  if (hotel.offers.length === 0) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        Für diesen Zeitraum gibt es keine Preise. Bitte wählen Sie andere Reisedaten.
      </p>
    )
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{`Zimmer und Preise vom ${formatDate(stay.arrival)} bis ${formatDate(stay.departure)}`}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Zimmer und Tarif
            </th>
            <th scope="col" className="py-2 pr-4">
              Verpflegung
            </th>
            <th scope="col" className="py-2 pr-4">
              Stornierung
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {`Preis für ${nightsLabel}`}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Buchen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hotel.offers.map((offer) => (
            <tr key={`${offer.roomTypeId}-${offer.rateId}`} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="font-semibold">{offer.roomTypeName}</span>
                <br />
                <span className="text-slate-600">{offer.rateName}</span>
                {offer.available && offer.roomsLeft <= 3 && (
                  <span className="block text-red-700">{`Nur noch ${offer.roomsLeft} frei`}</span>
                )}
              </th>
              <td className="py-3 pr-4">{boardLabel(offer.board)}</td>
              <td className="py-3 pr-4">
                {offer.freeCancellationUntil
                  ? `Kostenlos stornierbar bis ${formatDate(offer.freeCancellationUntil)}`
                  : 'Nicht erstattbar'}
              </td>
              <td className="py-3 pr-4 text-right">
                <span className="text-base font-bold">{formatPrice(offer.total)}</span>
                <span className="block text-slate-600">
                  {`${stay.rooms} × Zimmer ${formatPrice(offer.roomPrice)}`}
                  {offer.touristTax > 0 && ` + Kurtaxe ${formatPrice(offer.touristTax)}`}
                </span>
                <span className="block text-slate-600">{`${formatPrice(offer.perNight)} pro Nacht`}</span>
              </td>
              <td className="py-3">
                {offer.available ? (
                  <Link
                    to={bookingHref(hotel.id, offer, stay)}
                    className="inline-flex rounded-lg bg-brand-yellow px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300"
                    aria-label={`${offer.roomTypeName}, ${offer.rateName}, ${boardLabel(offer.board)} für ${formatPrice(offer.total)} buchen`}
                  >
                    Buchen
                  </Link>
                ) : (
                  <span className="text-red-700">{REASON_TEXT[offer.reason ?? 'sold_out']}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        Alle Preise in Euro inklusive Mehrwertsteuer und Kurtaxe. Es fallen keine weiteren Pflichtkosten an.
      </p>
    </div>
  )
}

export default function HotelDetailPage() {
  const data = useLoaderData<typeof loader>()
  const { hotel, stay, values, errors } = data
  return (
    <main id="inhalt" className="container-page py-8">
      <StructuredData data={data} />
      <Breadcrumbs
        items={[
          { label: 'Hotels', to: '/hotel' },
          ...(hotel.region
            ? [{ label: hotel.region.name, to: `/hotel?ziel=${encodeURIComponent(hotel.region.name)}` }]
            : []),
          { label: hotel.name },
        ]}
      />
      <header className="mt-4">
        <p className="text-sm text-slate-600">
          {[hotel.city, hotel.region?.name, hotel.country].filter(Boolean).join(', ')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{hotel.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <Stars count={hotel.stars} />
          <RatingBadge rating={hotel.rating} reviewCount={hotel.reviewCount} />
        </p>
      </header>
      <Gallery images={hotel.images} name={hotel.name} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="zimmer-preise">
            <h2 id="zimmer-preise" className="text-2xl font-bold">
              Zimmer und Preise
            </h2>
            {stay ? (
              <p className="mt-1 text-slate-700">
                {`${formatDate(stay.arrival)} – ${formatDate(stay.departure)} · ${stay.nights} ${stay.nights === 1 ? 'Nacht' : 'Nächte'} · ${stay.rooms} ${stay.rooms === 1 ? 'Zimmer' : 'Zimmer'} · ${stay.adults} ${stay.adults === 1 ? 'Erwachsener' : 'Erwachsene'}${stay.childrenAges.length ? ` · ${stay.childrenAges.length} ${stay.childrenAges.length === 1 ? 'Kind' : 'Kinder'}` : ''}`}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                {hotel.priceFrom !== null
                  ? `Ab ${formatPrice(hotel.priceFrom, { whole: true })} pro Zimmer und Nacht (günstigster Preis der nächsten Wochen). `
                  : ''}
                Wählen Sie Ihre Reisedaten, um freie Zimmer und Gesamtpreise zu sehen.
              </p>
            )}
            <Form
              method="get"
              className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              aria-label="Reisedaten ändern"
            >
              <StayFields values={values} errors={errors} today={data.today} withDestination={false} />
              <button
                type="submit"
                className="mt-4 rounded-lg bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-slate-900"
              >
                {stay ? 'Reisedaten ändern' : 'Preise anzeigen'}
              </button>
            </Form>
            <OfferTable data={data} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {hotel.rooms.map((room) => (
                <li key={room.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                  <h3 className="font-semibold">{room.name}</h3>
                  <p className="text-sm text-slate-600">
                    {[
                      room.sizeSqm ? `${room.sizeSqm} m²` : null,
                      room.beds,
                      `bis ${room.maxOccupancy} ${room.maxOccupancy === 1 ? 'Person' : 'Personen'}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {room.description && <p className="mt-2 text-sm text-slate-700">{room.description}</p>}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="beschreibung">
            <h2 id="beschreibung" className="text-2xl font-bold">
              Über das Hotel
            </h2>
            <div className="prose-cms mt-3" dangerouslySetInnerHTML={{ __html: hotel.descriptionHtml }} />
          </section>

          <section aria-labelledby="ausstattung">
            <h2 id="ausstattung" className="text-2xl font-bold">
              Ausstattung
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {hotel.amenities.map((code) => (
                <li key={code} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-brand-dark">
                    ✓
                  </span>
                  {amenityLabel(code)}
                </li>
              ))}
            </ul>
            {hotel.boards.length > 0 && (
              <p className="mt-3 text-slate-700">{`Verpflegung: ${hotel.boards.map(boardLabel).join(', ')}`}</p>
            )}
          </section>

          <section aria-labelledby="richtlinien">
            <h2 id="richtlinien" className="text-2xl font-bold">
              Gut zu wissen
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              {hotel.checkIn && (
                <>
                  <dt className="font-medium">Check-in</dt>
                  <dd>{`ab ${hotel.checkIn} Uhr`}</dd>
                </>
              )}
              {hotel.checkOut && (
                <>
                  <dt className="font-medium">Check-out</dt>
                  <dd>{`bis ${hotel.checkOut} Uhr`}</dd>
                </>
              )}
              <dt className="font-medium">Kurtaxe</dt>
              <dd>
                {hotel.touristTax > 0
                  ? `${formatPrice(hotel.touristTax)} pro Person und Nacht, im Gesamtpreis enthalten`
                  : 'keine'}
              </dd>
            </dl>
            <div className="prose-cms mt-3" dangerouslySetInnerHTML={{ __html: hotel.policiesHtml }} />
          </section>
        </div>

        <aside className="space-y-6">
          {hotel.rating !== null && (
            <section aria-labelledby="bewertungen" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <h2 id="bewertungen" className="text-lg font-semibold">
                Gästebewertungen
              </h2>
              <p className="mt-2 flex items-center gap-3">
                <RatingBadge rating={hotel.rating} reviewCount={0} />
                <span className="font-semibold">{ratingWord(hotel.rating)}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {`Aus ${hotel.reviewCount.toLocaleString('de-DE')} Bewertungen von Gästen, die hier übernachtet haben.`}
              </p>
            </section>
          )}
          <section aria-labelledby="lage" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 id="lage" className="text-lg font-semibold">
              Lage
            </h2>
            <address className="mt-2 not-italic">
              {hotel.address && (
                <>
                  {hotel.address}
                  <br />
                </>
              )}
              {[hotel.postalCode, hotel.city].filter(Boolean).join(' ')}
              {hotel.country && (
                <>
                  <br />
                  {hotel.country}
                </>
              )}
            </address>
            {hotel.latitude !== null && hotel.longitude !== null && (
              <div className="mt-4">
                <ConsentMap
                  markers={[{ id: hotel.id, lat: hotel.latitude, lon: hotel.longitude, title: hotel.name }]}
                  center={[hotel.longitude, hotel.latitude]}
                  zoom={14}
                  label="Lage des Hotels"
                  id="lage-karte"
                  height={280}
                />
              </div>
            )}
          </section>
        </aside>
      </div>
    </main>
  )
}
