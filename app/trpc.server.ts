import type { AppLoadContext } from '@remix-run/node'
import { TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'

import { pageNotFound, TRPC_MAX_BATCH } from '../core/errors'
import { kindOfErrorCode, Refusal } from '../core/refusal'
import { logger } from '../server/logger'
import { createContext } from '../trpc/context'
import { httpRouter } from '../trpc/http-router'
import { createCaller } from '../trpc/router'

/** The tRPC router called in-process from loaders and actions, as the request's visitor. */
export function serverCaller(context: AppLoadContext) {
  return createCaller(visitorContext(context))
}

/** The router as an editor in preview (app/preview.server.ts decides): their token reads drafts, uncached. */
export function previewCaller({ token, version }: { token: string; version: string | null }) {
  return createCaller(createContext({ accessToken: token, preview: true, version }))
}

/** What a call needs of a request's context: the visitor's token and rate-limit key. */
interface VisitorOf {
  visitor: Pick<AppLoadContext['visitor'], 'accessToken'>
  clientKey: string
}

const visitorContext = (context: VisitorOf) =>
  createContext({ accessToken: context.visitor.accessToken, clientKey: context.clientKey })

/**
 * The router as the holder of a token that is not the request's session: the visitor who has just signed in
 * (before the browser has the cookie), or the session an editor holds in the Data Studio.
 */
export function signedInCaller(accessToken: string) {
  return createCaller(createContext({ accessToken }))
}

/**
 * /api/trpc/* (spec §7): queries over GET, mutations over POST, batching with batch=1. It serves only what
 * browser code calls (trpc/http-router.ts); any other procedure answers 404, also inside a batch.
 */
export function handleTrpcRequest(request: Request, context: VisitorOf) {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: httpRouter,
    maxBatchSize: TRPC_MAX_BATCH,
    createContext: () => visitorContext(context),
    // A refused call says when to come back (an uncached search of an anonymous visitor).
    responseMeta: ({ errors }) => {
      const retryAfter = errors
        .map((error) => refusalOf(error)?.retryAfter)
        .find((seconds) => seconds !== undefined)
      return retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error('tRPC call failed', { path, error: error.cause?.message ?? error.message })
    },
  })
}

/**
 * A tRPC error of an in-process call as a thrown Response with its status and its own (German) message,
 * so that the shared error boundary shows the error screen (spec §8). Anything else is rethrown unchanged.
 */
export function toErrorResponse(error: unknown): never {
  if (error instanceof TRPCError) {
    throw new Response(error.message, {
      status: getHTTPStatusCodeFromError(error),
      statusText: error.code,
      ...retryAfterOf(error),
    })
  }
  throw error
}

/** Spec §2: an unmatched route or an unknown id answers 404 "Page not found: {path}". */
export function notFound(context: AppLoadContext): never {
  throw new Response(pageNotFound(context.visiblePath), { status: 404, statusText: 'Not Found' })
}

/**
 * The refusal behind a failed in-process call (core/refusal.ts): the one a capability threw, carried as
 * the tRPC error's cause (trpc/init.ts), or the kind of a tRPC error a procedure threw itself (an unknown
 * id's NOT_FOUND, an input's BAD_REQUEST); null for a failure (Directus down, a bug).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error
  if (!(error instanceof TRPCError)) return null
  if (error.cause instanceof Refusal) return error.cause
  const kind = kindOfErrorCode(error.code)
  return kind ? new Refusal(kind, error.message) : null
}

const retryAfterOf = (error: unknown) => {
  const seconds = refusalOf(error)?.retryAfter
  return seconds === undefined ? {} : { headers: { 'Retry-After': String(seconds) } }
}

/** Whether a failed call was refused as unknown (an id or path that does not exist). */
export const isNotFound = (error: unknown): boolean => refusalOf(error)?.kind === 'not-found'
