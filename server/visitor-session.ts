import type { NextFunction, Request, RequestHandler, Response } from 'express'

import type { Env } from './env'
import { logger } from './logger'
import { isAccessTokenExpired, sessionStorageFor, type Visitor } from './session'
import type { TokenRefresher } from './token-refresh'

const NO_SESSION_WORK = /^\/(build|builds|fonts|medien|favicon\.svg|healthz)(\/|$)/

export type RefreshFailureHandler = (req: Request) => void

/** The configured failure handler's default: log it; the visitor is then treated as logged out. */
export const logRefreshFailure: RefreshFailureHandler = (req) => {
  logger.info('Session ended: the refresh token was refused', { path: req.path })
}

/**
 * Reads the session cookie once per request and hands the visitor to Remix through the load context
 * (`res.locals.visitor`). An expired access token is refreshed first when a refresh token exists (spec §4),
 * and the new cookie goes out with the answer. A refused refresh clears the tokens and calls the failure
 * handler; an unreachable Directus decides nothing.
 */
export function visitorSession(
  env: Env,
  refresher: TokenRefresher,
  onFailure: RefreshFailureHandler = logRefreshFailure,
): RequestHandler {
  const storage = sessionStorageFor(env)
  const cookieName = `${env.SESSION_COOKIE_NAME}=`
  const refresh = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const header = req.headers.cookie
      const session = await storage.getSession(
        !NO_SESSION_WORK.test(req.path) && header?.includes(cookieName) ? header : null,
      )
      const visitor: Visitor = { session, accessToken: null, sessionEnded: false }
      res.locals.visitor = visitor
      const refreshToken = session.get('refreshToken')
      if (!isAccessTokenExpired(session.data)) visitor.accessToken = session.get('accessToken') ?? null
      if (!refreshToken || !isAccessTokenExpired(session.data)) return next()

      const result = await refresher.refresh(refreshToken)
      if (result.kind === 'unavailable') return next()
      if (result.kind === 'ok') {
        session.set('accessToken', result.tokens.accessToken)
        session.set('refreshToken', result.tokens.refreshToken)
        session.set('expiresAt', result.tokens.expiresAt)
        visitor.accessToken = result.tokens.accessToken
      } else {
        session.unset('accessToken')
        session.unset('refreshToken')
        session.unset('expiresAt')
        visitor.sessionEnded = true
        onFailure(req)
      }
      res.append('Set-Cookie', await storage.commitSession(session))
      next()
    } catch (error) {
      next(error)
    }
  }
  return (req, res, next) => {
    refresh(req, res, next).catch(next)
  }
}
