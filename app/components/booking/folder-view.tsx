import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'

import { Link } from '~/components/site-link'
import { formatDate, formatPrice } from '~/lib/format'

import { PriceBreakdown, StaySummary, statusLabel } from './summary'
import { cancellationFeeCents, PAYMENT_METHODS, type PaymentMethod } from '../../../core/booking'
import { tBooking } from '../../../core/copy/booking'
import { tBookingPages } from '../../../core/copy/booking-pages'
import { tCommon } from '../../../core/copy/common'
import { tSearchForm } from '../../../core/copy/search-form'
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
        <h3 className="text-lg font-bold">
          {heading ?? booking.hotel?.name ?? tBookingPages('bookingPages.hotelBooking')}
        </h3>
        <StatusBadge status={booking.status} />
      </div>
      <div className="mt-4 grid gap-6 text-sm md:grid-cols-2">
        <StaySummary
          stay={{
            hotelName: booking.hotel?.name ?? tSearchForm('searchForm.kind.hotel'),
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
            cancellation: cancelledLabel(booking),
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
            <span className="font-medium text-slate-700">{tBookingPages('bookingPages.paymentMethod')}</span>{' '}
            {paymentLabel(booking.paymentMethod)}
          </p>
          {booking.guests.length > 0 && (
            <p>
              <span className="font-medium text-slate-700">{tBookingPages('bookingPages.travellers')}</span>{' '}
              {booking.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')}
            </p>
          )}
        </div>
      </div>
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </article>
  )
}

/** A booking number, never broken at its hyphens ("RP-2026-" on one line, the rest on the next). */
export function FolderNumber({ number }: { number: string }) {
  return <span className="whitespace-nowrap">{number}</span>
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
        {tBooking('booking.folder')} <FolderNumber number={folder.number} />
        {folder.createdAt && (
          <span className="ml-2 text-base font-normal text-slate-600">
            {tCommon('common.dated')} {formatDate(folder.createdAt)}
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

/** What a cancelled booking's cancellation row says: what it cost, and nothing about costs to come. */
function cancelledLabel(booking: BookingView) {
  // Only a free cancellation cancels at once; after the free period it is a request at the total price.
  if (booking.status === 'cancelled') return tBookingPages('bookingPages.cancelledFree')
  if (booking.status === 'cancellation_requested')
    return tBookingPages('bookingPages.cancellationRequestedFee', { fee: formatPrice(booking.total ?? 0) })
  return undefined
}

/** What cancelling the booking costs today, in cents (core/booking.ts). */
export const cancellationFee = (booking: BookingView, today: string) =>
  cancellationFeeCents(
    { total: booking.total ?? 0, freeCancellationUntil: booking.freeCancellationUntil },
    today,
  )

function GuestProof({ guest }: { guest?: { number: string; email: string } | undefined }) {
  if (!guest) return null
  return (
    <>
      <input type="hidden" name="number" value={guest.number} />
      <input type="hidden" name="email" value={guest.email} />
    </>
  )
}

/**
 * The first step of cancelling a confirmed booking: it states the cost and leads to the confirmation
 * (`CancelConfirmation`); nothing is cancelled yet. A guest's form carries the proof (number and e-mail
 * address) it was shown with.
 */
export function CancelForm({
  booking,
  today,
  guest,
}: {
  booking: BookingView
  today: string
  guest?: { number: string; email: string } | undefined
}) {
  if (booking.status !== 'confirmed') return null
  const fee = cancellationFee(booking, today)
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="cancel-review" />
      <input type="hidden" name="booking" value={booking.id} />
      <GuestProof guest={guest} />
      <button
        type="submit"
        className="rounded-lg px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        {tBookingPages('bookingPages.cancelBooking')}
      </button>
      <span className="text-sm text-slate-600">
        {fee === 0
          ? tBookingPages('bookingPages.freeUntil', { date: formatDate(booking.freeCancellationUntil!) })
          : tBookingPages('bookingPages.cancellationFee', { fee: formatPrice(fee / 100) })}
      </span>
    </Form>
  )
}

/**
 * The second step: the cost in words and figures, "Jetzt stornieren" (which sends the cost the visitor
 * saw, so that the server cancels only at that cost) and "Abbrechen" (a link back for a signed-in
 * customer; for a guest the proof again, so that the booking stays in view).
 */
export function CancelConfirmation({
  booking,
  today,
  guest,
  abortTo,
  notice,
}: {
  booking: BookingView
  today: string
  guest?: { number: string; email: string } | undefined
  abortTo: string
  notice?: string | null
}) {
  if (booking.status !== 'confirmed') return null
  const fee = cancellationFee(booking, today)
  const headingId = `stornierung-bestaetigen-${booking.id}`
  return (
    <section
      aria-labelledby={headingId}
      className="w-full rounded-xl bg-red-50 p-4 text-slate-900 ring-1 ring-red-200"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {tBookingPages('bookingPages.confirmCancellation')}
      </h3>
      {notice && (
        <p role="alert" className="mt-2 font-medium text-red-900">
          {notice}
        </p>
      )}
      <p className="mt-2 font-semibold">
        {fee === 0
          ? tBookingPages('bookingPages.freeCancellation')
          : tBookingPages('bookingPages.fee', { fee: formatPrice(fee / 100) })}
      </p>
      <p className="mt-1 text-sm">
        {fee === 0
          ? tBookingPages('bookingPages.nothingCharged')
          : tBookingPages('bookingPages.freeCancellationOver')}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="booking" value={booking.id} />
          <input type="hidden" name="confirm" value="1" />
          <input type="hidden" name="fee" value={fee} />
          <GuestProof guest={guest} />
          <button
            type="submit"
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {tBookingPages('bookingPages.cancelNow')}
          </button>
        </Form>
        {guest ? (
          <Form method="post">
            <input type="hidden" name="intent" value="lookup" />
            <input type="hidden" name="email" value={guest.email} />
            <button
              type="submit"
              className="rounded-lg px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-white"
            >
              {tCommon('common.cancel')}
            </button>
          </Form>
        ) : (
          <Link
            to={abortTo}
            className="rounded-lg px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-white"
          >
            {tCommon('common.cancel')}
          </Link>
        )}
      </div>
    </section>
  )
}
