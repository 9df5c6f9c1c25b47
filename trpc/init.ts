import { initTRPC, TRPCError } from '@trpc/server'

import type { Context } from './context'
import { BATCH_TOO_LARGE, codeForStatus, ERROR_TEXTS } from '../core/errors'
import { BackendError } from '../server/directus'
import { RateLimitedError } from '../server/rate-limit'

const t = initTRPC.context<Context>().create({
  isDev: process.env.NODE_ENV === 'development',
  // tRPC refuses a batch above `maxBatchSize` and a procedure that /api/trpc does not serve
  // (app/trpc.server.ts) with English messages of its own.
  errorFormatter: ({ shape, error }) => {
    if (error.code === 'BAD_REQUEST' && error.message.startsWith('Batch call exceeds'))
      return { ...shape, message: BATCH_TOO_LARGE }
    if (error.code === 'NOT_FOUND' && error.message.startsWith('No procedure found'))
      return { ...shape, message: ERROR_TEXTS.NOT_FOUND }
    return shape
  },
})

/**
 * A refused limit and Directus failures become tRPC errors with the matching HTTP status and a German
 * message; an unexpected error keeps its cause for the log but never shows its own (possibly internal)
 * message.
 */
const backendErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (result.ok) return result
  const { error } = result
  // A capability's limit (server/limits.ts): 429 with its German message; the cause carries Retry-After.
  if (error.cause instanceof RateLimitedError) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: error.cause.message, cause: error.cause })
  }
  // A Directus failure that no procedure turned into a refusal of its own (those keep their German message).
  if (error.code === 'INTERNAL_SERVER_ERROR' && error.cause instanceof BackendError) {
    const code = codeForStatus(error.cause.statusCode)
    throw new TRPCError({ code, message: ERROR_TEXTS[code], cause: error.cause })
  }
  if (error.code === 'INTERNAL_SERVER_ERROR' && error.cause) {
    throw new TRPCError({ code: error.code, message: ERROR_TEXTS.INTERNAL_SERVER_ERROR, cause: error.cause })
  }
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(backendErrors)

/** Procedures of a logged-in visitor; they run with the visitor's own token, never the server's. */
export const visitorProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.visitor || !ctx.userId)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_TEXTS.UNAUTHORIZED })
  return next({ ctx: { ...ctx, visitor: ctx.visitor, userId: ctx.userId } })
})
export const createCallerFactory = t.createCallerFactory
