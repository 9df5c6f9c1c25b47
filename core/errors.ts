/**
 * The German texts of failures by tRPC code: what a page shows when the procedure behind it failed
 * without a message of its own (Directus unreachable, an unexpected error). Procedures that know better
 * throw their own German message, which the page shows as it is (spec §8).
 */
export const ERROR_TEXTS = {
  BAD_REQUEST: 'Die Anfrage enthält ungültige Angaben.',
  UNAUTHORIZED: 'Bitte melden Sie sich an.',
  FORBIDDEN: 'Dazu fehlt Ihnen die Berechtigung.',
  NOT_FOUND: 'Der Inhalt wurde nicht gefunden.',
  CONFLICT: 'Die Angaben haben sich inzwischen geändert. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  SERVICE_UNAVAILABLE:
    'Unser Angebot ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
  INTERNAL_SERVER_ERROR: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
} as const

export type ErrorCode = keyof typeof ERROR_TEXTS

export const tooManySearches = (retryAfterSeconds: number) =>
  `Sie haben in kurzer Zeit sehr viele Suchen gestartet. Bitte warten Sie ${retryAfterSeconds} Sekunden und suchen Sie dann erneut.`

/** A limited form or call (look-up, cancellation, enquiry, password, registration, reset, login). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Zu viele Versuche. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`
}

/** More bookings or rooms from one visitor or address than a window allows. */
export function tooManyBookings(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600))
  return `Von Ihnen sind in kurzer Zeit bereits mehrere Buchungen eingegangen. Weitere Buchungen sind in ${hours === 1 ? 'einer Stunde' : `${hours} Stunden`} wieder möglich – oder rufen Sie uns an, wir buchen gern für Sie.`
}

/** The most calls one tRPC request may batch (the browser client sends at most as many). */
export const TRPC_MAX_BATCH = 10

export const BATCH_TOO_LARGE = `Zu viele Abfragen auf einmal: höchstens ${TRPC_MAX_BATCH} je Anfrage.`

/** The tRPC code of an HTTP status from Directus. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 429) return 'TOO_MANY_REQUESTS'
  if (status === 503 || status === 504) return 'SERVICE_UNAVAILABLE'
  return 'INTERNAL_SERVER_ERROR'
}

/** Spec §2: an unmatched route's message. */
export const pageNotFound = (path: string) => `Page not found: ${path}`

/** Spec §5: a landing page's validation failure, with the full path. */
export const landingPageNotFound = (fullPath: string) => `Page Not Found: ${fullPath}`
