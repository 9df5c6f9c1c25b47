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
