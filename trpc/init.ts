import { initTRPC, TRPCError } from '@trpc/server'

import type { Context } from './context'
import { BATCH_TOO_LARGE, codeForStatus, ERROR_TEXTS } from '../core/errors'
import { ERROR_CODE_OF, Refusal } from '../core/refusal'
import { BackendError } from '../server/directus'

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
 * The one place where a capability's answer becomes tRPC's: a refusal (core/refusal.ts; an extension's,
 * Directus's own or a limit's) becomes the tRPC error of its kind with its German message and stays its
 * cause, for the route that turns it into its answer (app/trpc.server.ts) and for Retry-After. A Directus
 * failure gets the German text of its status; an unexpected error keeps its cause for the log but never
 * shows its own (possibly internal) message.
 */
const backendErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (result.ok) return result
  const { error } = result
  if (error.cause instanceof Refusal) {
    throw new TRPCError({
      code: ERROR_CODE_OF[error.cause.kind],
      message: error.cause.message,
      cause: error.cause,
    })
  }
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
