// The code in a guest booking's confirmation mail that confirms the guest's address: whoever opens the link
// reads that mailbox. Only a folder whose address was confirmed this way goes to an account with the same
// address (a booking made with somebody else's address stays a guest booking until that person confirms).
// The code is derived from the folder (HMAC with Directus's SECRET), so nothing secret is stored; it no
// longer matches once the folder's address changes (an anonymised folder).
import { createHmac, timingSafeEqual } from 'node:crypto'

import { GUEST_ADDRESS_CODE } from '../../../../../core/booking'

interface Folder {
  id: string
  email: string
}

/** The folder's code: 22 characters of base64url (132 bits). */
export function guestAddressCode(secret: string, folder: Folder): string {
  if (!secret) throw new Error('SECRET is not set')
  return createHmac('sha256', String(secret))
    .update(`guest-address\u0000${folder.id}\u0000${String(folder.email).trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22)
}

/** Whether `code` is the folder's code (compared in constant time). */
export function isGuestAddressCode(secret: string, folder: Folder, code: unknown): boolean {
  if (typeof code !== 'string' || !GUEST_ADDRESS_CODE.test(code)) return false
  return timingSafeEqual(Buffer.from(guestAddressCode(secret, folder)), Buffer.from(code))
}
