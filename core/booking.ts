import { z } from 'zod'

import { tBooking } from './copy/booking'
import { tBookingForm } from './copy/booking-form'
import { tCommon } from './copy/common'
import { tForm } from './copy/form'
import { addressPostalCode, country } from './countries'
import { email, INVALID_EMAIL, INVALID_PHONE, name, noMarkup, PHONE, required } from './forms'
import { parseSearchParams, stayQuery, type Stay } from './hotel-search'

// The hotel booking: the offer a detail page links, the booking form, and the answers of the
// booking endpoint in Directus.

export const SALUTATIONS = {
  frau: tCommon('common.salutation.frau'),
  herr: tCommon('common.salutation.herr'),
  divers: tCommon('common.salutation.none'),
} as const

export const PAYMENT_METHODS = {
  invoice: tBookingForm('bookingForm.payment.invoice'),
  hotel: tBookingForm('bookingForm.payment.hotel'),
} as const
export type PaymentMethod = keyof typeof PAYMENT_METHODS

/** The offer a booking is about: a room type and tariff of a hotel for a stay. */
export interface OfferRef {
  hotel: number
  roomType: number
  rate: number
  stay: Stay
}

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647)

/**
 * The offer of a booking link (`/hotel/buchen/{hotel}?anreise=…&zimmertyp=…&tarif=…`). Malformed ids give
 * `null`; well-formed ids with a stay the search would refuse (past, reversed, too many rooms) give the
 * stay's first problem, so that the visitor can be sent back to the hotel with it. The stay is read like
 * the search's, so the same rules hold.
 */
export function parseOfferRef(
  hotel: string | undefined,
  params: URLSearchParams,
  today?: string,
): OfferRef | { hotel: number; problem: string } | null {
  const ids = z
    .object({ hotel: positiveId, roomType: positiveId, rate: positiveId })
    .safeParse({ hotel, roomType: params.get('zimmertyp'), rate: params.get('tarif') })
  if (!ids.success) return null
  const { criteria, errors } = parseSearchParams(params, today)
  const problem = Object.values(errors)[0]
  if (problem) return { hotel: ids.data.hotel, problem }
  if (!criteria.stay) return { hotel: ids.data.hotel, problem: tForm('form.stay.missing') }
  return { ...ids.data, stay: criteria.stay }
}

/** The booking page's address for an offer (`/hotel/buchen?hotel=…`). */
export function bookingPageHref(offer: OfferRef): string {
  const params = new URLSearchParams(stayQuery(offer.stay).slice(1))
  params.set('hotel', String(offer.hotel))
  params.set('zimmertyp', String(offer.roomType))
  params.set('tarif', String(offer.rate))
  return `/hotel/buchen?${params}`
}

const traveller = z.object({
  first_name: name(tForm('form.travellerFirstName.missing')),
  last_name: name(tForm('form.travellerLastName.missing')),
})

/**
 * The booking form's fields (`/hotel/buchen`): the lead traveller, the others' names, payment and
 * consent. The postal code is checked against the country by `addressPostalCode` (core/countries.ts).
 */
export const bookingFields = z.object({
  salutation: z.enum(['frau', 'herr', 'divers'], {
    errorMap: () => ({ message: tForm('form.salutation.missing') }),
  }),
  first_name: name(tForm('form.firstName.missing')),
  last_name: name(tForm('form.lastName.missing')),
  email: z.string({ required_error: INVALID_EMAIL }).pipe(email),
  phone: z
    .string({ required_error: tForm('form.phone.missing') })
    .trim()
    .max(40, tForm('form.tooLong', { max: 40 }))
    .regex(PHONE, INVALID_PHONE),
  street: noMarkup(required(tForm('form.street.missing'), 120)),
  city: noMarkup(required(tForm('form.city.missing'), 80)),
  country,
  travellers: z.array(traveller).max(17).default([]),
  arrival_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, tForm('form.arrivalTime.invalid'))
    .optional(),
  wishes: noMarkup(
    z
      .string()
      .trim()
      .max(1000, tForm('form.tooLong', { max: 1000 })),
  ).optional(),
  payment_method: z.enum(['invoice', 'hotel'], {
    errorMap: () => ({ message: tForm('form.payment.missing') }),
  }),
  terms: z.literal('on', {
    errorMap: () => ({ message: tForm('form.terms.missing') }),
  }),
  privacy: z.literal('on', {
    errorMap: () => ({ message: tForm('form.privacy.missing') }),
  }),
  idempotency_key: z.string().uuid(tForm('form.expired')),
  expected_total: z.coerce.number().min(0).max(1_000_000),
  website: z.string().max(0).optional(),
})

/** The booking form, as the page's action, the browser and the booking procedure check it. */
export const bookingFormSchema = bookingFields.and(addressPostalCode)

export type BookingForm = z.infer<typeof bookingFormSchema>

/** How many other travellers' names the form asks for: everyone but the lead traveller. */
export const otherTravellers = (stay: Pick<Stay, 'adults' | 'childrenAges'>) =>
  stay.adults + stay.childrenAges.length - 1

/**
 * Who the other travellers are, in the order the form asks for their names: the adults after the lead
 * traveller ("Erwachsene/r 2"), then the children with their age ("Kind 1 (8 Jahre)").
 */
export function travellerLabels(stay: Pick<Stay, 'adults' | 'childrenAges'>): string[] {
  return [
    ...Array.from({ length: Math.max(stay.adults - 1, 0) }, (_, index) =>
      tBookingForm('bookingForm.adultNumber', { number: index + 2 }),
    ),
    ...stay.childrenAges.map((age, index) =>
      tBookingForm('bookingForm.childNumber', {
        number: index + 1,
        age: age < 1 ? tBookingForm('bookingForm.underOneYear') : tCommon('common.age', { count: age }),
      }),
    ),
  ]
}

/** The guest's proof of a booking on the status page: its number and the e-mail address it was booked with. */
export const bookingLookupSchema = z.object({
  email: z.string({ required_error: INVALID_EMAIL }).pipe(email),
})

/**
 * A folder number as the site issues them: the year and eight random characters of Crockford's base32 in
 * two groups (`RP-2026-K7M2-9QXD`; no I, L, O or U to confuse): 32^8 ≈ 1.1 × 10^12 numbers a year, so that
 * nobody finds a booking by trying numbers. Numbers of the earlier form (`RP-2026-000123`) are still found.
 */
export const FOLDER_NUMBER = /^RP-\d{4}-(?:[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}|\d{6})$/

/**
 * "Buchung verwalten": a guest's look-up by booking number and e-mail address. The number is read as typed
 * from a mail or a printout, in any case and with stray spaces. `website` is the honeypot.
 */
export const bookingNumberLookupSchema = bookingLookupSchema.extend({
  number: z
    .string({ required_error: tForm('form.folderNumber.missing') })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(FOLDER_NUMBER, tForm('form.folderNumber.invalid'))),
  website: z.string().max(0).optional(),
})

/** The code of a guest booking's link that confirms its e-mail address (directus/extensions/reiseportal/src/folder-sync). */
export const GUEST_ADDRESS_CODE = /^[A-Za-z0-9_-]{22}$/

export const BOOKING_STATUS_LABELS = {
  pending: tBooking('booking.status.pending'),
  confirmed: tBooking('booking.status.confirmed'),
  cancelled: tBooking('booking.status.cancelled'),
  cancellation_requested: tBooking('booking.status.cancellationRequested'),
} as const
export type BookingStatus = keyof typeof BOOKING_STATUS_LABELS

/**
 * What cancelling a booking costs on a day, in cents: nothing up to and including the rate's last day of
 * free cancellation, afterwards (or for a rate without free cancellation) the total price, as the booking's
 * cancellation text says. The booking extension in Directus charges it with this function
 * (directus/extensions/reiseportal/src/booking/cancellation.ts) and refuses a cancellation whose caller saw
 * another cost.
 */
export function cancellationFeeCents(
  booking: { total: number; freeCancellationUntil: string | null },
  today: string,
): number {
  const free = booking.freeCancellationUntil !== null && today <= booking.freeCancellationUntil
  return free ? 0 : Math.round(booking.total * 100)
}
