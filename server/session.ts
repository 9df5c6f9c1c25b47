import { createCookieSessionStorage, type Session } from '@remix-run/node'

import { sealedCookie } from './cookies'
import type { AuthTokens } from './directus'
import type { Env } from './env'

export type SessionTokens = Partial<AuthTokens>
/** The tokens, and an anonymous visitor's Merkzettel (`h12.r3`, core/saved-trips.ts). */
export type SessionData = SessionTokens & { saved?: string }
export type TokenSession = Session<SessionData>

/** The visitor of one request, read once before Remix sees it (server/visitor-session.ts). */
export interface Visitor {
  session: TokenSession
  /** A valid access token, or null: anonymous (or logged out by a refused refresh). */
  accessToken: string | null
  /** The refresh token was refused before this request: the visitor was logged out. */
  sessionEnded: boolean
}

const storages = new WeakMap<Env, ReturnType<typeof create>>()

function create(env: Env) {
  return createCookieSessionStorage<SessionData>({
    cookie: sealedCookie(env, env.SESSION_COOKIE_NAME, { maxAge: env.SESSION_MAX_AGE }),
  })
}

/**
 * The session cookie: Directus tokens live here and nowhere else, never in loader data. Encrypted, signed
 * and httpOnly; the first secret seals, all open (rotation).
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
