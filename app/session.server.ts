import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node'

import { getEnv } from '../server/env'
import { matchRoute, routeById } from './lib/route-table'

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage({
    cookie: {
      name: env.SESSION_COOKIE_NAME,
      httpOnly: true,
      path: '/',
      sameSite: env.SESSION_SAME_SITE,
      secure: env.SESSION_SECURE ?? env.NODE_ENV === 'production',
      secrets: env.SESSION_SECRET,
      maxAge: env.SESSION_MAX_AGE,
    },
  })
}

/** The cookie session: Directus tokens live here and nowhere else (never in loader data). */
export function sessionStorage() {
  storage ??= createStorage()
  return storage
}

export function getSession(request: Request): Promise<Session> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

export async function isLoggedIn(request: Request): Promise<boolean> {
  const session = await getSession(request)
  return typeof session.get('refreshToken') === 'string' || typeof session.get('accessToken') === 'string'
}

export function loginPath(redirectTo: string): string {
  return `${routeById('login').pattern}?${new URLSearchParams({ redirectTo })}`
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
