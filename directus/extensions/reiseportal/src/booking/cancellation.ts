import type { BookingRow } from './rows'
import { cancellationFeeCents } from '../../../../../core/booking'
import { isoDay } from '../shared/db-values'

/** What cancelling a booking row costs today (core/booking.ts `cancellationFeeCents`), in cents. */
export const bookingFeeCents = (
  booking: Pick<BookingRow, 'price_total' | 'free_cancellation_until'>,
  today: string,
): number =>
  cancellationFeeCents(
    { total: Number(booking.price_total), freeCancellationUntil: isoDay(booking.free_cancellation_until) },
    today,
  )
