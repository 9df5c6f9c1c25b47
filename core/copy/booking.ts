import { formatDate } from '../format'
import { tCommon } from './common'
import { createTranslator } from './translate'

/**
 * The booking section: what the booking pages, the mails and the documents say about a booking. The
 * Directus extension (mails, vouchers, refusals) reads the same section, so a sentence is written once.
 */
export const bookingTexts = {
  'booking.children_one': '{{count}} Kind ({{ages}})',
  'booking.children_other': '{{count}} Kinder ({{ages}})',
  'booking.freeCancellationUntil':
    'Kostenlos stornierbar bis einschließlich {{date}}; danach fallen Stornokosten an.',
  'booking.noFreeCancellation': 'Nicht kostenlos stornierbar: Bei Stornierung wird der Gesamtpreis fällig.',
  'booking.greeting': 'Guten Tag,',
  'booking.greetingFrau': 'Sehr geehrte Frau {{last}},',
  'booking.greetingHerr': 'Sehr geehrter Herr {{last}},',
  'booking.greetingName': 'Guten Tag {{name}},',
  'booking.checkIn': 'Check-in ab {{time}} Uhr',
  'booking.checkOut': 'Check-out bis {{time}} Uhr',
  'booking.cancellation': 'Stornierung',
  'booking.book': 'Buchen',
  'booking.perRoom': 'pro Zimmer',
  'booking.total': 'Gesamtpreis',
  'booking.folder': 'Vorgang',
  'booking.calendar': 'In den Kalender (.ics)',
  'booking.status': 'Buchungsstatus',
  'booking.folderNumber': 'Vorgangsnummer',
  'booking.show': 'Buchung anzeigen',
  'booking.confirmAddress': 'E-Mail-Adresse bestätigen',
  'booking.status.confirmed': 'bestätigt',
  'booking.refusal.tooManyTravellers':
    'So viele Reisende passen nicht in diese Zimmer. Bitte wählen Sie mehr Zimmer.',
  'booking.refusal.noRate': 'Für diesen Zeitraum gibt es diesen Tarif nicht.',
  'booking.refusal.minNights': 'Dieser Tarif gilt ab {{minNights}} Nächten.',
  'booking.status.pending': 'angefragt',
  'booking.status.cancelled': 'storniert',
  'booking.status.cancellationRequested': 'Stornierung angefragt',
} as const

export const tBooking = createTranslator(bookingTexts)

export function travellersLabel({
  adults,
  childrenAges,
}: {
  adults: number
  childrenAges: readonly number[]
}): string {
  const parts = [tCommon('common.adultCount', { count: adults })]
  if (childrenAges.length > 0) {
    const ages = childrenAges.map((age) => tCommon('common.age', { count: age })).join(', ')
    parts.push(tBooking('booking.children', { count: childrenAges.length, ages }))
  }
  return parts.join(', ')
}

export function cancellationLabel(freeCancellationUntil: string | null): string {
  return freeCancellationUntil
    ? tBooking('booking.freeCancellationUntil', { date: formatDate(freeCancellationUntil) })
    : tBooking('booking.noFreeCancellation')
}

export const nightsLabel = (nights: number): string => tCommon('common.nightCount', { count: nights })

// A name that looks like a link or an address (a mail client would link it) is not repeated in a mail that
// goes to an address nobody confirmed.
const LINKLIKE = /[<>:/@]|www\./i

/**
 * The greeting of a booking's mail: "Sehr geehrte Frau Muster," / "Sehr geehrter Herr Muster," /
 * "Guten Tag Alex Muster," (divers or unknown), or "Guten Tag," without a name or with a link-like one.
 */
export function salutationLine(
  person: {
    salutation?: string | null | undefined
    first_name?: string | null | undefined
    last_name?: string | null | undefined
  } | null,
): string {
  const first = person?.first_name?.trim() ?? ''
  const last = person?.last_name?.trim() ?? ''
  if (!last || LINKLIKE.test(`${first} ${last}`)) return tBooking('booking.greeting')
  if (person?.salutation === 'frau') return tBooking('booking.greetingFrau', { last })
  if (person?.salutation === 'herr') return tBooking('booking.greetingHerr', { last })
  return tBooking('booking.greetingName', { name: [first, last].filter(Boolean).join(' ') })
}

/** A hotel's check-in and check-out times as a sentence part: "Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr". */
export function checkTimesLabel(hotel: { check_in?: string | null; check_out?: string | null }): string {
  const parts = []
  if (hotel.check_in?.trim()) parts.push(tBooking('booking.checkIn', { time: hotel.check_in.trim() }))
  if (hotel.check_out?.trim()) parts.push(tBooking('booking.checkOut', { time: hotel.check_out.trim() }))
  return parts.join(', ')
}
