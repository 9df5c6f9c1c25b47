import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'

import { formatDate } from '~/lib/format'

import { PriceBreakdown, StaySummary, statusLabel } from './summary'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../core/booking'
import { daysBetween } from '../../../core/hotel-search'
import type { RouterOutputs } from '../../../trpc/types'

export type FolderView = NonNullable<RouterOutputs['booking']['lookup']>
export type BookingView = FolderView['bookings'][number]

const statusStyle: Record<string, string> = {
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  cancellation_requested: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${statusStyle[status] ?? 'bg-slate-100'}`}
    >
      {statusLabel(status)}
    </span>
  )
}

export function paymentLabel(method: string | null) {
  return method && Object.hasOwn(PAYMENT_METHODS, method) ? PAYMENT_METHODS[method as PaymentMethod] : '–'
}

/** One booking with its facts, price and (optionally) actions below. */
export function BookingCard({
  booking,
  heading,
  children,
}: {
  booking: BookingView
  heading?: ReactNode
  children?: ReactNode
}) {
  const nights = daysBetween(booking.arrival, booking.departure)
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{heading ?? booking.hotel?.name ?? 'Hotelbuchung'}</h3>
        <StatusBadge status={booking.status} />
      </div>
      <div className="mt-4 grid gap-6 text-sm md:grid-cols-2">
        <StaySummary
          stay={{
            hotelName: booking.hotel?.name ?? 'Hotel',
            city: booking.hotel?.city,
            roomTypeName: booking.roomTypeName,
            rateName: booking.rateName,
            board: booking.board,
            arrival: booking.arrival,
            departure: booking.departure,
            nights,
            rooms: booking.rooms,
            adults: booking.adults,
            childrenAges: booking.childrenAges,
            freeCancellationUntil: booking.freeCancellationUntil,
          }}
        />
        <div className="space-y-3">
          <PriceBreakdown
            price={{
              nightly: booking.nightly,
              rooms: booking.rooms,
              roomPrice: booking.roomPrice,
              touristTax: booking.touristTax,
              total: booking.total,
              persons: booking.adults + booking.childrenAges.length,
              nights,
            }}
          />
          <p>
            <span className="font-medium text-slate-700">Zahlungsart:</span>{' '}
            {paymentLabel(booking.paymentMethod)}
          </p>
          {booking.guests.length > 0 && (
            <p>
              <span className="font-medium text-slate-700">Reisende:</span>{' '}
              {booking.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')}
            </p>
          )}
        </div>
      </div>
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </article>
  )
}

/** A folder (Vorgang) with its number, date and bookings; `actions` adds links or forms to each booking. */
export function FolderSummary({
  folder,
  actions,
}: {
  folder: FolderView
  actions?: (booking: BookingView) => ReactNode
}) {
  return (
    <section aria-labelledby={`vorgang-${folder.id}`} className="space-y-4">
      <h2 id={`vorgang-${folder.id}`} className="text-xl font-bold">
        Vorgang {folder.number}
        {folder.createdAt && (
          <span className="ml-2 text-base font-normal text-slate-600">
            vom {formatDate(folder.createdAt)}
          </span>
        )}
      </h2>
      {folder.bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking}>
          {actions?.(booking)}
        </BookingCard>
      ))}
    </section>
  )
}

/**
 * Cancellation of a confirmed booking: free within the rate's period, otherwise a request that the travel
 * company handles. A guest's form carries the proof (number and e-mail address) it was shown with.
 */
export function CancelForm({
  booking,
  today,
  guest,
}: {
  booking: BookingView
  today: string
  guest?: { number: string; email: string }
}) {
  if (booking.status !== 'confirmed') return null
  const free = booking.freeCancellationUntil !== null && today <= booking.freeCancellationUntil
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="booking" value={booking.id} />
      {guest && (
        <>
          <input type="hidden" name="number" value={guest.number} />
          <input type="hidden" name="email" value={guest.email} />
        </>
      )}
      <button
        type="submit"
        className="rounded-lg px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        {free ? 'Kostenlos stornieren' : 'Stornierung anfragen'}
      </button>
      <span className="text-sm text-slate-600">
        {free
          ? `Bis einschließlich ${formatDate(booking.freeCancellationUntil!)} kostenlos.`
          : 'Die kostenlose Stornierung ist vorbei; wir melden uns mit den Stornokosten.'}
      </span>
    </Form>
  )
}
