import { createCookieSessionStorage, type Session } from '@remix-run/node'

import type { Env } from './env'

export interface SessionTokens {
  accessToken?: string
  refreshToken?: string
  /** Epoch milliseconds: the backend's `expires` added to the time of login or refresh (spec §4). */
  expiresAt?: number
}

export type TokenSession = Session<SessionTokens>

const storages = new WeakMap<Env, ReturnType<typeof create>>()

function create(env: Env) {
  return createCookieSessionStorage<SessionTokens>({
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

/**
 * The session cookie: Directus tokens live here and nowhere else, never in loader data. Signed, httpOnly,
 * same-site from configuration; the first secret signs, all verify (rotation).
 */
export function sessionStorageFor(env: Env) {
  let storage = storages.get(env)
  if (!storage) {
    storage = create(env)
    storages.set(env, storage)
  }
  return storage
}

/** A token counts as expired when it is absent or its expiry time has passed (spec §4). */
export function isAccessTokenExpired(tokens: SessionTokens, now = Date.now()): boolean {
  return !tokens.accessToken || !tokens.expiresAt || tokens.expiresAt <= now
}
