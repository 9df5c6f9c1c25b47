import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'

import { useEditable } from '~/components/editable'
import { Gallery } from '~/components/gallery'
import { HotelStructuredData, OfferTable, ratingWord } from '~/components/hotel/detail'
import { PriceCalendar } from '~/components/hotel/price-calendar'
import { RatingBadge, Stars } from '~/components/hotel/result-card'
import { HotelReviewsSection } from '~/components/hotel/reviews'
import { StayFields } from '~/components/hotel/search-fields'
import { StayBar } from '~/components/hotel/stay-bar'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { ConsentMap } from '~/components/map/consent-map'
import { SaveButton } from '~/components/saved/save-button'
import { redirectToCleanQuery, searchHeaders } from '~/hotel-search.server'
import { formatDate, formatPrice } from '~/lib/format'
import { pageMeta } from '~/lib/meta'
import { previewItemAt } from '~/lib/preview'
import { contentCaller } from '~/preview.server'
import type { PageHandle } from '~/root'
import { savedIds } from '~/saved-trips.server'
import { isNotFound, notFound, toErrorResponse } from '~/trpc.server'

import { tCommon } from '../../core/copy/common'
import { tHotel } from '../../core/copy/hotel'
import { tSearch } from '../../core/copy/search'
import { tSearchForm } from '../../core/copy/search-form'
import { tSearchPage } from '../../core/copy/search-page'
import { tSite } from '../../core/copy/site'
import { amenityLabel, boardLabel } from '../../core/hotel-codes'
import { parseSearchParams, searchQuery, todayInGermany } from '../../core/hotel-search'
import { calendarParty } from '../../core/price-calendar'

// Served without the Remix runtime; only the search's interactive parts are hydrated (docs/decisions/hotel-pages-as-islands.md).
export const handle: PageHandle = { islands: true, previewItem: previewItemAt('hotels', 'hotel', 'id') }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
  if (id === null || id < 1) notFound(context)
  const parsed = parseSearchParams(url.searchParams)
  redirectToCleanQuery(url, searchQuery(parsed.criteria, parsed.values))
  const party = calendarParty(parsed)
  const caller = await contentCaller({ request, context })
  const [hotel, savedHotels] = await Promise.all([
    caller.hotel
      .detail({ id, stay: parsed.criteria.stay, calendar: party })
      .catch((error: unknown) => (isNotFound(error) ? notFound(context) : toErrorResponse(error))),
    savedIds(context, 'hotel'),
  ])
  const { stay } = parsed.criteria
  return {
    hotel,
    party,
    childrenAges: stay?.childrenAges ?? parsed.values.kind.filter((age) => age !== '').map(Number),
    saved: savedHotels.includes(id),
    stay,
    errors: parsed.errors,
    values: parsed.values,
    today: todayInGermany(),
    siteUrl: context.env.SITE_URL,
  }
}

export const headers = searchHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta(matches, location, {
    title: data ? `${data.hotel.name}, ${data.hotel.city}` : tSearchForm('searchForm.kind.hotel'),
    description: data?.hotel.teaser,
  })

export default function HotelDetailPage() {
  const data = useLoaderData<typeof loader>()
  const { hotel, stay, values, errors } = data
  const editable = useEditable()
  return (
    <main id="inhalt" className="container-page py-8">
      <HotelStructuredData hotel={hotel} stay={stay} siteUrl={data.siteUrl} today={data.today} />
      <Breadcrumbs
        items={[
          { label: tSite('nav.hotels'), to: '/hotel' },
          ...(hotel.region
            ? [{ label: hotel.region.name, to: `/hotel?ziel=${encodeURIComponent(hotel.region.name)}` }]
            : []),
          { label: hotel.name },
        ]}
      />
      <header className="mt-4">
        <p
          className="text-sm text-slate-600"
          {...editable('hotels', hotel.id, ['city', 'region', 'country'])}
        >
          {[hotel.city, hotel.region?.name, hotel.country].filter(Boolean).join(', ')}
        </p>
        <h1
          className="text-3xl font-bold tracking-tight"
          {...editable('hotels', hotel.id, ['name'], 'popover')}
        >
          {hotel.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Stars count={hotel.stars} />
          <RatingBadge rating={hotel.rating} reviewCount={hotel.reviewCount} />
          <SaveButton kind="hotel" id={hotel.id} name={hotel.name} saved={data.saved} />
        </div>
      </header>
      <Gallery
        images={hotel.images}
        name={hotel.name}
        {...editable('hotels', hotel.id, ['hero_image', 'images'], 'drawer')}
      />

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="zimmer-preise">
            <h2 id="zimmer-preise" className="text-2xl font-bold">
              {tHotel('hotel.roomsAndPrices')}
            </h2>
            {stay ? (
              <p className="mt-1 text-slate-700">
                {[
                  `${formatDate(stay.arrival)} – ${formatDate(stay.departure)}`,
                  tCommon('common.nightCount', { count: stay.nights }),
                  tSearchForm('searchForm.roomCount', { count: stay.rooms }),
                  tCommon('common.adultCount', { count: stay.adults }),
                  ...(stay.childrenAges.length
                    ? [tCommon('common.childCount', { count: stay.childrenAges.length })]
                    : []),
                ].join(' · ')}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                {hotel.priceFrom !== null
                  ? `${tHotel('hotel.priceFromNote', { price: formatPrice(hotel.priceFrom, { whole: true }) })} `
                  : ''}
                {tHotel('hotel.chooseDates')}
              </p>
            )}
            <Form
              method="get"
              className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              aria-label={tSearchPage('search.changeDates')}
            >
              <StayFields values={values} errors={errors} today={data.today} withDestination={false} />
              <button
                type="submit"
                className="mt-4 rounded-lg bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-slate-900"
              >
                {stay ? tSearchPage('search.changeDates') : tHotel('hotel.showPrices')}
              </button>
            </Form>
            <OfferTable hotel={hotel} stay={stay} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {hotel.rooms.map((room) => (
                <li
                  key={room.id}
                  className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                  {...editable('room_types', room.id, [
                    'name',
                    'size_sqm',
                    'beds',
                    'max_occupancy',
                    'description',
                  ])}
                >
                  <h3 className="font-semibold">{room.name}</h3>
                  <p className="text-sm text-slate-600">
                    {[
                      room.sizeSqm ? `${room.sizeSqm} m²` : null,
                      room.beds,
                      tHotel('hotel.maxOccupancy', { count: room.maxOccupancy }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {room.description && <p className="mt-2 text-sm text-slate-700">{room.description}</p>}
                </li>
              ))}
            </ul>
          </section>

          {hotel.calendar && (
            <PriceCalendar
              hotelId={hotel.id}
              days={hotel.calendar}
              party={data.party}
              childrenAges={data.childrenAges}
              arrival={stay?.arrival ?? null}
            />
          )}

          <section aria-labelledby="beschreibung">
            <h2 id="beschreibung" className="text-2xl font-bold">
              {tHotel('hotel.about')}
            </h2>
            <div
              className="prose-cms mt-3"
              dangerouslySetInnerHTML={{ __html: hotel.descriptionHtml }}
              {...editable('hotels', hotel.id, ['description'])}
            />
          </section>

          <section aria-labelledby="ausstattung">
            <h2 id="ausstattung" className="text-2xl font-bold">
              {tSearch('search.amenities')}
            </h2>
            <ul
              className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3"
              {...editable('hotels', hotel.id, ['amenities'])}
            >
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
              <p className="mt-3 text-slate-700" {...editable('hotels', hotel.id, ['board_types'])}>
                {tHotel('hotel.boards', { boards: hotel.boards.map(boardLabel).join(', ') })}
              </p>
            )}
          </section>

          <section aria-labelledby="richtlinien">
            <h2 id="richtlinien" className="text-2xl font-bold">
              {tHotel('hotel.goodToKnow')}
            </h2>
            <dl
              className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1"
              {...editable('hotels', hotel.id, ['check_in', 'check_out', 'tourist_tax'])}
            >
              {hotel.checkIn && (
                <>
                  <dt className="font-medium">{tHotel('hotel.checkIn')}</dt>
                  <dd>{tHotel('hotel.checkInFrom', { time: hotel.checkIn })}</dd>
                </>
              )}
              {hotel.checkOut && (
                <>
                  <dt className="font-medium">{tHotel('hotel.checkOut')}</dt>
                  <dd>{tHotel('hotel.checkOutUntil', { time: hotel.checkOut })}</dd>
                </>
              )}
              <dt className="font-medium">{tHotel('hotel.touristTax')}</dt>
              <dd>
                {hotel.touristTax > 0
                  ? tHotel('hotel.touristTaxNote', { price: formatPrice(hotel.touristTax) })
                  : tHotel('hotel.noTouristTax')}
              </dd>
            </dl>
            <div
              className="prose-cms mt-3"
              dangerouslySetInnerHTML={{ __html: hotel.policiesHtml }}
              {...editable('hotels', hotel.id, ['policies'])}
            />
          </section>

          <HotelReviewsSection reviews={hotel.reviews} />
        </div>

        <aside className="space-y-6">
          {hotel.rating !== null && (
            <section aria-labelledby="bewertungen" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <h2 id="bewertungen" className="text-lg font-semibold">
                {tHotel('hotel.guestReviews')}
              </h2>
              <p className="mt-2 flex items-center gap-3">
                <RatingBadge rating={hotel.rating} reviewCount={0} />
                <span className="font-semibold">{ratingWord(hotel.rating)}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {tHotel('hotel.reviewCount', { count: hotel.reviewCount })}
              </p>
              {hotel.reviews.count > 0 && (
                <p className="mt-2 text-sm">
                  <a href="#erfahrungen" className="font-semibold text-brand-dark underline">
                    {tHotel('hotel.readReviews')}
                  </a>
                </p>
              )}
            </section>
          )}
          <section aria-labelledby="lage" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 id="lage" className="text-lg font-semibold">
              {tHotel('hotel.location')}
            </h2>
            <address
              className="mt-2 not-italic"
              {...editable('hotels', hotel.id, ['address', 'postal_code', 'city', 'country'])}
            >
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
                  label={tHotel('hotel.locationMap')}
                  id="lage-karte"
                  height={280}
                />
              </div>
            )}
          </section>
        </aside>
      </div>
      <StayBar hotel={hotel} stay={stay} />
    </main>
  )
}
