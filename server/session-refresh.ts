import type { Request, RequestHandler } from 'express'

import type { TokenRefresher } from './auth-tokens'
import type { Env } from './env'
import { logger } from './logger'
import { isAccessTokenExpired, sessionStorageFor } from './session'

const NO_SESSION_WORK = /^\/(build|builds|fonts|medien|favicon\.svg|healthz)(\/|$)/

export type RefreshFailureHandler = (req: Request) => void

/** The configured failure handler's default: log it; the visitor is then treated as logged out. */
export const logRefreshFailure: RefreshFailureHandler = (req) => {
  logger.info('Session ended: the refresh token was refused', { path: req.path })
}

function replaceCookie(header: string, name: string, setCookie: string): string {
  const pair = setCookie.split(';', 1)[0]!
  const others = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`))
  return [...others, pair].join('; ')
}

/**
 * Before any loader or Directus call of a request: an expired access token is refreshed when a refresh
 * token exists (spec §4). The new tokens go into the response's cookie and into this request's own
 * Cookie header, so every loader of the request already sees them. A refused refresh clears the tokens
 * and calls the failure handler.
 */
export function sessionRefresh(
  env: Env,
  refresher: TokenRefresher,
  onFailure: RefreshFailureHandler = logRefreshFailure,
): RequestHandler {
  const storage = sessionStorageFor(env)
  const cookieName = env.SESSION_COOKIE_NAME
  return async (req, res, next) => {
    try {
      const header = req.headers.cookie
      if (NO_SESSION_WORK.test(req.path) || !header?.includes(`${cookieName}=`)) return next()
      const session = await storage.getSession(header)
      const refreshToken = session.get('refreshToken')
      if (!refreshToken || !isAccessTokenExpired(session.data)) return next()

      const result = await refresher.refresh(refreshToken)
      if (result.kind === 'unavailable') return next()
      if (result.kind === 'ok') {
        session.set('accessToken', result.tokens.accessToken)
        session.set('refreshToken', result.tokens.refreshToken)
        session.set('expiresAt', result.tokens.expiresAt)
      } else {
        session.unset('accessToken')
        session.unset('refreshToken')
        session.unset('expiresAt')
        res.locals.sessionEnded = true
        onFailure(req)
      }
      const setCookie = await storage.commitSession(session)
      res.append('Set-Cookie', setCookie)
      req.headers.cookie = replaceCookie(header, cookieName, setCookie)
      next()
    } catch (error) {
      next(error)
    }
  }
}
