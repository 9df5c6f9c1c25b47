// What cancelling a booking costs, as the site shows it before asking (core/booking.ts cancellationFeeCents):
// nothing up to and including the rate's last day of free cancellation, afterwards (or for a rate without
// free cancellation) the total price, in cents.
import { isoDay } from './pricing.js'

export function cancellationFeeCents(booking, today) {
  const until = booking.free_cancellation_until ? isoDay(booking.free_cancellation_until) : null
  return until !== null && today <= until ? 0 : Math.round(Number(booking.price_total) * 100)
}
