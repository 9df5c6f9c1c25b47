import { z } from 'zod'

import { bookingFields } from './booking'
import { addressPostalCode } from './countries'

// What the booking endpoint in Directus checks and issues, with the rules of the site's booking form
// (core/booking.ts): the body of a booking and the folder numbers.

const form = bookingFields.shape

/**
 * The body of a booking besides the offer: the form's fields as the web tier sends them
 * (trpc/adapters/booking.ts), checked with the form's own rules. The number of travellers' names depends
 * on the offer's stay (`otherTravellers` in core/booking.ts).
 */
export const bookingRequestSchema = z.object({
  guest: bookingFields
    .pick({
      salutation: true,
      first_name: true,
      last_name: true,
      email: true,
      phone: true,
      street: true,
      city: true,
      country: true,
    })
    .and(addressPostalCode),
  travellers: form.travellers,
  arrival_time: form.arrival_time.unwrap().nullish(),
  wishes: form.wishes.unwrap().nullish(),
  payment_method: form.payment_method,
  idempotency_key: form.idempotency_key,
  expected_total: z.number(),
})

/** Crockford's base32: digits and capitals without I, L, O and U (nothing to misread or mistype). */
const FOLDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * A new folder number of the given year (FOLDER_NUMBER in core/booking.ts), not yet checked for
 * uniqueness: eight random characters from the system's cryptographic source (40 bits; 256 is a multiple
 * of 32, so every character is equally likely).
 */
export function folderNumber(year: string): string {
  const code = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (byte) => FOLDER_CODE_ALPHABET[byte % 32],
  ).join('')
  return `RP-${year}-${code.slice(0, 4)}-${code.slice(4)}`
}
