import { addDays } from './hotel-search'

// When an invoice booking ("Rechnung / Überweisung") is to be paid: the rule that the confirmation mail and
// the voucher state. The number of days comes from the site's settings (site_settings.payment_due_days).

export const DEFAULT_PAYMENT_DUE_DAYS = 14
/** The money is to be with us this many days before arrival at the latest. */
export const PAYMENT_DAYS_BEFORE_ARRIVAL = 7

/**
 * The due day of an invoice: `dueDays` after the day of booking, but no later than
 * PAYMENT_DAYS_BEFORE_ARRIVAL days before arrival, and never before the day of booking (a short-notice
 * booking is due at once). All days are ISO dates (`YYYY-MM-DD`).
 */
export function invoiceDueDate({
  bookedOn,
  arrival,
  dueDays = DEFAULT_PAYMENT_DUE_DAYS,
}: {
  bookedOn: string
  arrival: string
  dueDays?: number | null | undefined
}): string {
  const days =
    dueDays !== null && Number.isInteger(dueDays) && dueDays >= 0 ? dueDays : DEFAULT_PAYMENT_DUE_DAYS
  const afterBooking = addDays(bookedOn, days)
  const beforeArrival = addDays(arrival, -PAYMENT_DAYS_BEFORE_ARRIVAL)
  const due = afterBooking < beforeArrival ? afterBooking : beforeArrival
  return due < bookedOn ? bookedOn : due
}
