import { parse, serialize, type CookieSerializeOptions } from 'cookie'

/** One cookie of a Cookie header (browser and server alike), or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined
}

/** A Set-Cookie value (or `document.cookie` assignment) for a plain cookie that browser code may read. */
export function writeCookie(name: string, value: string, options: CookieSerializeOptions = {}): string {
  return serialize(name, value, { path: '/', sameSite: 'lax', ...options })
}

/** Cookies that browser code writes and that change the server's HTML (colour mode, map consent). */
export const COLOR_MODE_COOKIE = 'color-mode'
export const MAP_CONSENT_COOKIE = 'karten-zustimmung'
/** The visitor's consent to load the bug-report widget (docs/decisions/bug-report-widget-after-consent.md). */
export const BUG_REPORT_CONSENT_COOKIE = 'fehlermelder-zustimmung'

/** The server's sealed cookies (server/cookies.ts) besides the session, whose name is configuration. */
export const FLASH_COOKIE = 'flash'
export const PENDING_SIGN_IN_COOKIE = 'pending_sign_in'
export const KNOWN_DEVICE_COOKIE = 'known_device'
export const LAST_BOOKING_COOKIE = 'letzte-buchung'
/** A guest's proof of a booking (number and e-mail address) after "Buchung verwalten", for its status page. */
export const BOOKING_PROOF_COOKIE = 'buchungsnachweis'
export const LAST_ENQUIRY_COOKIE = 'letzte-anfrage'

/**
 * Every cookie of the site but the session: a page requested with any of them may differ from the
 * anonymous one, so it never goes into a shared cache (server/shared-cache-guard.ts). A new cookie
 * belongs here; a unit test finds cookies named anywhere else.
 */
export const SITE_COOKIES = [
  COLOR_MODE_COOKIE,
  MAP_CONSENT_COOKIE,
  BUG_REPORT_CONSENT_COOKIE,
  FLASH_COOKIE,
  PENDING_SIGN_IN_COOKIE,
  KNOWN_DEVICE_COOKIE,
  LAST_BOOKING_COOKIE,
  BOOKING_PROOF_COOKIE,
  LAST_ENQUIRY_COOKIE,
] as const
