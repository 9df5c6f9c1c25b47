import { redirect, type Session } from '@remix-run/node'

import { getEnv } from '../server/env'
import { isAccessTokenExpired, sessionStorageFor, type SessionTokens } from '../server/session'
import { matchRoute, routeById } from './lib/route-table'

export function sessionStorage() {
  return sessionStorageFor(getEnv())
}

export function getSession(request: Request): Promise<Session<SessionTokens>> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

/**
 * The visitor's valid access token, or null. Refreshing an expired one happened before the request
 * reached Remix (server/session-refresh.ts), so an expired token here means: logged out.
 */
export async function getAccessToken(request: Request): Promise<string | null> {
  const tokens = (await getSession(request)).data
  return isAccessTokenExpired(tokens) ? null : (tokens.accessToken ?? null)
}

export async function isLoggedIn(request: Request): Promise<boolean> {
  return (await getAccessToken(request)) !== null
}

export function loginPath(redirectTo: string): string {
  return `${routeById('login').pattern}?${new URLSearchParams({ redirectTo })}`
}

/** A login-required loader's token; without one the visitor goes to the login page and comes back. */
export async function requireAccessToken(request: Request): Promise<string> {
  const token = await getAccessToken(request)
  if (!token) {
    const url = new URL(request.url)
    throw redirect(loginPath(url.pathname + url.search))
  }
  return token
}

/**
 * The guards of the route table (spec §2), in one place: a logged-out visitor on a login-required route
 * goes to the login page with the way back; a logged-in visitor on the login page goes to /hotel, on
 * registration to the welcome page.
 */
export async function guardRoute(request: Request): Promise<void> {
  const url = new URL(request.url)
  const match = matchRoute(url.pathname)
  if (!match) return
  const loggedIn = await isLoggedIn(request)
  if (match.rule.requiresLogin && !loggedIn) throw redirect(loginPath(url.pathname + url.search))
  if (loggedIn && match.rule.id === 'login') throw redirect(routeById('hotelSearch').pattern)
  if (loggedIn && match.rule.id === 'register') throw redirect(routeById('welcome').pattern)
}

/** A fresh session holding only the new tokens (no fixation: nothing of the old session survives). */
export async function commitLogin(tokens: Required<SessionTokens>): Promise<string> {
  const session = await sessionStorage().getSession()
  session.set('accessToken', tokens.accessToken)
  session.set('refreshToken', tokens.refreshToken)
  session.set('expiresAt', tokens.expiresAt)
  return sessionStorage().commitSession(session)
}

export async function destroySession(
  request: Request,
): Promise<{ refreshToken?: string; setCookie: string }> {
  const session = await getSession(request)
  return {
    refreshToken: session.get('refreshToken'),
    setCookie: await sessionStorage().destroySession(session),
  }
}
