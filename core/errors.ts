import { tError, UNAVAILABLE } from './copy/error'

/**
 * The German texts of failures by tRPC code: what a page shows when the procedure behind it failed
 * without a message of its own (Directus unreachable, an unexpected error). Procedures that know better
 * throw their own German message, which the page shows as it is (spec §8).
 */
export const ERROR_TEXTS = {
  BAD_REQUEST: tError('error.badRequest'),
  UNAUTHORIZED: tError('error.signInNeeded'),
  FORBIDDEN: tError('error.forbidden'),
  NOT_FOUND: tError('error.notFound'),
  CONFLICT: tError('error.conflict'),
  TOO_MANY_REQUESTS: tError('error.tooManyRequests'),
  SERVICE_UNAVAILABLE: UNAVAILABLE,
  INTERNAL_SERVER_ERROR: tError('error.internal'),
} as const

export type ErrorCode = keyof typeof ERROR_TEXTS

export const tooManySearches = (retryAfterSeconds: number) =>
  tError('error.tooManySearches', { seconds: retryAfterSeconds })

/** A limited form or call (look-up, cancellation, enquiry, password, registration, reset, login). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return tError('error.tooManyAttempts', { count: minutes })
}

/** More bookings or rooms from one visitor or address than a window allows. */
export function tooManyBookings(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600))
  return tError('error.tooManyBookings', { count: hours })
}

/** The most calls one tRPC request may batch (the browser client sends at most as many). */
export const TRPC_MAX_BATCH = 10

export const BATCH_TOO_LARGE = tError('error.batchTooLarge', { max: TRPC_MAX_BATCH })

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
