import { initTRPC, TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'

import type { Context } from './context'
import { BackendError } from '../server/directus'

const t = initTRPC.context<Context>().create({
  isDev: process.env.NODE_ENV === 'development',
})

function codeForStatus(status: number): TRPC_ERROR_CODE_KEY {
  if (status === 400) return 'BAD_REQUEST'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 429) return 'TOO_MANY_REQUESTS'
  if (status === 503) return 'SERVICE_UNAVAILABLE'
  return 'INTERNAL_SERVER_ERROR'
}

/** Turns Directus failures into tRPC errors with a matching HTTP status instead of a bare 500. */
const backendErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (!result.ok && result.error.cause instanceof BackendError) {
    const cause = result.error.cause
    throw new TRPCError({ code: codeForStatus(cause.statusCode), message: cause.statusMessage, cause })
  }
  return result
})

export const router = t.router
export const publicProcedure = t.procedure.use(backendErrors)

/** Procedures of a logged-in visitor; they run with the visitor's own token, never the server's. */
export const visitorProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.visitor) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' })
  return next({ ctx: { ...ctx, visitor: ctx.visitor } })
})
export const createCallerFactory = t.createCallerFactory
