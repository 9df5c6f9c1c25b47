import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'

import { createContext } from '../trpc/context'
import { createCaller } from '../trpc/router'

/** The tRPC router called in-process from loaders and actions (no HTTP round trip). */
export function serverCaller(request: Request) {
  return createCaller(() => createContext({ request }))
}

/** The router as the visitor who has just signed in: their new token, before the browser has the cookie. */
export function signedInCaller(accessToken: string) {
  return createCaller(() => createContext({ accessToken }))
}

const germanMessages: Partial<Record<TRPCError['code'], string>> = {
  NOT_FOUND: 'Der Inhalt wurde nicht gefunden.',
  SERVICE_UNAVAILABLE:
    'Unser Angebot ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.',
  INTERNAL_SERVER_ERROR: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
}

/**
 * Maps a tRPC error from an in-process call to a thrown Response, so that the shared error boundary shows
 * the German error screen with the right status. Anything else is rethrown unchanged.
 */
export function toErrorResponse(error: unknown): never {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error)
    const message = germanMessages[error.code] ?? error.message
    throw new Response(message, { status, statusText: error.code })
  }
  throw error
}
