import { formatDate, formatPrice } from '~/lib/format'

import { BOOKING_STATUS_LABELS, type BookingStatus } from '../../../core/booking'
import { cancellationLabel, nightsLabel, travellersLabel, tBooking } from '../../../core/copy/booking'
import { tBookingPages } from '../../../core/copy/booking-pages'
import { tCommon } from '../../../core/copy/common'
import { tHotel } from '../../../core/copy/hotel'
import { tSearchForm } from '../../../core/copy/search-form'
import { boardLabel } from '../../../core/hotel-codes'

// The parts of a booking that the booking page, the success page, the status page and the account show.

export function statusLabel(status: string) {
  return Object.hasOwn(BOOKING_STATUS_LABELS, status)
    ? BOOKING_STATUS_LABELS[status as BookingStatus]
    : status
}

export interface StayFacts {
  hotelName: string
  city?: string | null | undefined
  roomTypeName: string | null
  rateName: string | null
  board: string | null
  arrival: string
  departure: string
  nights: number
  rooms: number
  adults: number
  childrenAges: readonly number[]
  freeCancellationUntil: string | null
  /** What the cancellation row says instead of the rate's terms (a booking that is already cancelled). */
  cancellation?: string | undefined
}

/** Hotel, room, board, dates, travellers and the rate's cancellation terms as a definition list. */
export function StaySummary({ stay }: { stay: StayFacts }) {
  const rows: Array<[string, string]> = [
    [tSearchForm('searchForm.kind.hotel'), stay.city ? `${stay.hotelName}, ${stay.city}` : stay.hotelName],
    [
      tSearchForm('searchForm.rooms'),
      `${stay.rooms} × ${stay.roomTypeName ?? tSearchForm('searchForm.rooms')}${stay.rateName ? ` (${stay.rateName})` : ''}`,
    ],
    [tHotel('hotel.board'), stay.board ? boardLabel(stay.board) : '–'],
    [tSearchForm('searchForm.arrival'), formatDate(stay.arrival)],
    [tSearchForm('searchForm.departure'), formatDate(stay.departure)],
    [tBookingPages('bookingPages.duration'), nightsLabel(stay.nights)],
    [tCommon('common.travellers'), travellersLabel(stay)],
    [tBooking('booking.cancellation'), stay.cancellation ?? cancellationLabel(stay.freeCancellationUntil)],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface PriceFacts {
  nightly: ReadonlyArray<{ night: string; price: number }>
  rooms: number
  roomPrice: number | null
  touristTax: number | null
  total: number | null
  persons: number
  nights: number
}

/** Nights × rate per room, the tourist tax on its own line, the total in bold (PAngV: everything included). */
export function PriceBreakdown({ price }: { price: PriceFacts }) {
  const uniform =
    price.nightly.length > 0 && price.nightly.every((night) => night.price === price.nightly[0]!.price)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{tBookingPages('bookingPages.priceBreakdown')}</caption>
      <tbody>
        {uniform ? (
          <tr>
            <th scope="row" className="py-1 text-left font-normal">
              {nightsLabel(price.nights)} × {formatPrice(price.nightly[0]!.price)}{' '}
              {tBooking('booking.perRoom')}
              {price.rooms > 1 ? ` ${tBookingPages('bookingPages.timesRooms', { count: price.rooms })}` : ''}
            </th>
            <td className="py-1 text-right">
              {price.roomPrice === null ? '–' : formatPrice(price.roomPrice)}
            </td>
          </tr>
        ) : (
          price.nightly.map((night) => (
            <tr key={night.night}>
              <th scope="row" className="py-1 text-left font-normal">
                {tBookingPages('bookingPages.night', {
                  date: formatDate(night.night),
                  price: formatPrice(night.price),
                  perRoom: tBooking('booking.perRoom'),
                })}
                {price.rooms > 1
                  ? ` ${tBookingPages('bookingPages.timesRooms', { count: price.rooms })}`
                  : ''}
              </th>
              <td className="py-1 text-right">{formatPrice(night.price * price.rooms)}</td>
            </tr>
          ))
        )}
        {price.touristTax !== null && (
          <tr>
            <th scope="row" className="py-1 text-left font-normal">
              {tBookingPages('bookingPages.touristTaxLine', {
                count: price.persons,
                nights: nightsLabel(price.nights),
              })}
            </th>
            <td className="py-1 text-right">{formatPrice(price.touristTax)}</td>
          </tr>
        )}
        <tr className="border-t border-slate-300">
          <th scope="row" className="pt-2 text-left text-base font-bold">
            {tBooking('booking.total')}
          </th>
          <td className="pt-2 text-right text-base font-bold">
            {price.total === null ? '–' : formatPrice(price.total)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** What a booking costs and includes, in one sentence for screen readers and the e-mail-like summary. */
export const priceIncludes = tBookingPages('bookingPages.pricesNote')
