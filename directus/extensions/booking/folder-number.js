// Folder numbers as the site issues them (core/booking.ts FOLDER_NUMBER): `RP-2026-K7M2-9QXD`, the year and
// eight random characters of Crockford's base32 in two groups of four. 32^8 ≈ 1.1 × 10^12 numbers a year:
// a look-up with a customer's e-mail address cannot try its way to their booking.
import { randomBytes } from 'node:crypto'

/** Crockford's base32: digits and capitals without I, L, O and U (nothing to misread or mistype). */
const FOLDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Eight random characters (40 bits from the system's cryptographic source; 256 is a multiple of 32). */
function randomCode() {
  return Array.from(randomBytes(8), (byte) => FOLDER_CODE_ALPHABET[byte % 32]).join('')
}

/** A new number of the given year, not yet checked for uniqueness. */
export function folderNumber(year) {
  const code = randomCode()
  return `RP-${year}-${code.slice(0, 4)}-${code.slice(4)}`
}
