import { TRPCClientError } from '@trpc/client'

import type { ToastInput } from './notifications'

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error'
export const TRANSFORM_ERROR_MESSAGE = 'Unable to transform response from server'
export const ERROR_TOAST_ICON = 'lucide:circle-alert'

/** What a page shows for a failed call (spec §8). */
export interface PageError {
  statusCode: number
  statusMessage: string
  message: string
}

function errorData(error: unknown): { httpStatus?: unknown; code?: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined
  const data = error.data
  return typeof data === 'object' && data !== null ? data : undefined
}

/**
 * A tRPC error as a page error: status code from `data.httpStatus` (default 500), status message from
 * `data.code` (default INTERNAL_SERVER_ERROR) and the error's own message.
 */
export function toPageError(error: unknown): PageError {
  const data = errorData(error)
  return {
    statusCode: typeof data?.httpStatus === 'number' ? data.httpStatus : 500,
    statusMessage: typeof data?.code === 'string' ? data.code : 'INTERNAL_SERVER_ERROR',
    message: error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE,
  }
}

/** The page error as a Response to throw from a client loader, so that the error boundary renders it. */
export function pageErrorResponse(error: unknown): Response {
  const page = toPageError(error)
  return new Response(page.message, { status: page.statusCode, statusText: page.statusMessage })
}

/**
 * An answer that is not a tRPC answer at all (an HTML error page from a proxy, a cut-off body) surfaces
 * as a JSON parse error; it gets the same message tRPC uses for answers it cannot transform.
 */
export function normalizeClientError<T extends TRPCClientError<never>>(error: T): T | TRPCClientError<never> {
  if (error.shape === undefined && error.cause instanceof SyntaxError) {
    return new TRPCClientError(TRANSFORM_ERROR_MESSAGE, {
      cause: error.cause,
      ...(error.meta ? { meta: error.meta } : {}),
    })
  }
  return error
}

/** Client errors stay the same when repeated; timeouts, rate limits, server and network errors may not. */
export function isRetryableError(error: unknown): boolean {
  const status = errorData(error)?.httpStatus
  if (typeof status !== 'number') return true
  return status >= 500 || status === 408 || status === 429
}

/** Every mutation error is logged; a tRPC client error is also shown as a red toast with its message. */
export function handleMutationError(error: unknown, notify: (toast: ToastInput) => void) {
  console.error(error)
  if (error instanceof TRPCClientError) {
    notify({ title: error.message || UNKNOWN_ERROR_MESSAGE, icon: ERROR_TOAST_ICON, color: 'red' })
  }
}
