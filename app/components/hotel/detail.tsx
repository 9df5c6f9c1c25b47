import { useNonce } from '~/components/nonce'
import { Link } from '~/components/site-link'
import { scriptJson } from '~/islands/scripts'
import { formatDate, formatPrice } from '~/lib/format'
import { imageUrl } from '~/lib/images'

import { nightsLabel as nightsText, tBooking } from '../../../core/copy/booking'
import { tHotel } from '../../../core/copy/hotel'
import { tSearch } from '../../../core/copy/search'
import { tSite } from '../../../core/copy/site'
import { amenityLabel, boardLabel } from '../../../core/hotel-codes'
import { stayQuery, type Stay } from '../../../core/hotel-search'
import type { HotelDetail, Offer } from '../../../trpc/types'

// Parts of the hotel detail page (/hotel/details/{id}): structured data and the room and rate table of a
// stay.

const REASON_TEXT: Record<NonNullable<Offer['reason']>, string> = {
  sold_out: tHotel('hotel.reason.soldOut'),
  occupancy: tHotel('hotel.reason.occupancy'),
  min_nights: tHotel('hotel.reason.minNights'),
}

export function ratingWord(rating: number): string {
  if (rating >= 9) return tHotel('hotel.ratingWord.excellent')
  if (rating >= 8) return tHotel('hotel.ratingWord.veryGood')
  if (rating >= 7) return tHotel('hotel.ratingWord.good')
  if (rating >= 6) return tHotel('hotel.ratingWord.pleasant')
  return tHotel('hotel.ratingWord.rated')
}

/** schema.org Hotel with its offers for the stay, and the breadcrumb trail, for search engines. */
export function HotelStructuredData({
  hotel,
  stay,
  siteUrl,
  today,
}: {
  hotel: HotelDetail
  stay: Stay | null
  siteUrl: string
  today: string
}) {
  const nonce = useNonce()
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
                validFrom: today,
              }))
          : hotel.priceFrom !== null
            ? [{ '@type': 'Offer', price: hotel.priceFrom.toFixed(2), priceCurrency: 'EUR' }]
            : undefined,
    },
    {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: tSite('nav.home'), item: `${siteUrl}/` },
        { name: tSite('nav.hotels'), item: `${siteUrl}/hotel` },
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
  const json = scriptJson({ '@context': 'https://schema.org', '@graph': graph })
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
}

function bookingHref(hotelId: number, offer: Offer, stay: Stay): string {
  const params = new URLSearchParams(stayQuery(stay).slice(1))
  params.set('zimmertyp', String(offer.roomTypeId))
  params.set('tarif', String(offer.rateId))
  // The price shown here: the booking entry sends the visitor back if it changed meanwhile.
  params.set('preis', offer.total.toFixed(2))
  return `/hotel/buchen/${hotelId}?${params}`
}

export function OfferTable({ hotel, stay }: { hotel: HotelDetail; stay: Stay | null }) {
  if (!stay || !hotel.offers) return null
  const nightsLabel = nightsText(stay.nights)
  if (hotel.offers.length === 0) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        {tHotel('hotel.noPrices')}
      </p>
    )
  }
  // Rooms too small for the party are no choice: they are left out, with a note how many.
  const offers = hotel.offers.filter((offer) => offer.reason !== 'occupancy')
  const tooSmall = hotel.offers.length - offers.length
  const tooSmallNote =
    tooSmall > 0 ? (
      <p role="status" className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">
        {offers.length === 0
          ? tHotel('hotel.noRoomForParty')
          : tHotel('hotel.tooSmallOffers', { count: tooSmall })}
      </p>
    ) : null
  if (offers.length === 0) return tooSmallNote
  return (
    <div className="mt-4 overflow-x-auto">
      {tooSmallNote}
      <table className="offer-table">
        <caption className="sr-only">
          {tHotel('hotel.offersCaption', {
            arrival: formatDate(stay.arrival),
            departure: formatDate(stay.departure),
          })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {tHotel('hotel.roomAndRate')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {tHotel('hotel.board')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {tBooking('booking.cancellation')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {tHotel('hotel.priceFor', { nights: nightsLabel })}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{tBooking('booking.book')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr
              key={`${offer.roomTypeId}-${offer.rateId}`}
              className={`border-b border-slate-200 align-top ${offer.available ? '' : 'text-slate-500'}`}
            >
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="font-semibold">{offer.roomTypeName}</span>
                <br />
                <span className="text-slate-600">{offer.rateName}</span>
                {offer.available && offer.roomsLeft <= 3 && (
                  <span className="block text-red-700">
                    {tHotel('hotel.roomsLeft', { roomsLeft: offer.roomsLeft })}
                  </span>
                )}
              </th>
              <td className="py-3 pr-4">{boardLabel(offer.board)}</td>
              <td className="py-3 pr-4">
                {offer.freeCancellationUntil
                  ? tSearch('search.freeCancellationUntil', { date: formatDate(offer.freeCancellationUntil) })
                  : tHotel('hotel.nonRefundable')}
              </td>
              <td className="offer-table-price py-3 pr-4 text-right">
                <span className="text-base font-bold">{formatPrice(offer.total)}</span>
                <span className="text-slate-600 md:hidden">{` ${tHotel('hotel.forNights', { nights: nightsLabel })}`}</span>
                <span className="block text-slate-600">
                  {tHotel('hotel.roomPrice', { rooms: stay.rooms, price: formatPrice(offer.roomPrice) })}
                  {offer.touristTax > 0 && (
                    <>
                      {' '}
                      <span className="whitespace-nowrap">
                        {tHotel('hotel.plusTouristTax', { price: formatPrice(offer.touristTax) })}
                      </span>
                    </>
                  )}
                </span>
                <span className="block text-slate-600">
                  {tHotel('hotel.perNight', { price: formatPrice(offer.perNight) })}
                </span>
              </td>
              <td className="offer-table-action py-3">
                {offer.available ? (
                  <Link
                    to={bookingHref(hotel.id, offer, stay)}
                    className="inline-flex rounded-lg bg-brand-yellow px-4 py-2 font-semibold text-slate-900 hover:bg-amber-300"
                    aria-label={tHotel('hotel.bookOffer', {
                      room: offer.roomTypeName,
                      rate: offer.rateName,
                      board: boardLabel(offer.board),
                      price: formatPrice(offer.total),
                    })}
                  >
                    {tBooking('booking.book')}
                  </Link>
                ) : (
                  <span className="text-red-700">{REASON_TEXT[offer.reason ?? 'sold_out']}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{tHotel('hotel.pricesNote')}</p>
    </div>
  )
}
