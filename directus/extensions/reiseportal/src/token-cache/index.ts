// Directus resolves a static token (the web server's `webserver` user sends one with every request) with a
// query on directus_users in every request (getAccountabilityForToken), and then its roles and access; a
// query costs Directus's main thread about as much as a catalogue search's SQL. This hook answers
// Directus's `authenticate` filter for static tokens from a short-lived cache (./cache.ts):
//
// - for at most STATIC_TOKEN_CACHE_MS (default 10,000 ms; 0 turns the cache off) after the lookup;
// - on this instance, not at all after a change of any user, role, policy, access or permission through
//   Directus (its actions empty the cache): a changed or removed token, a suspended user, a narrowed
//   policy count from the next request;
// - on other instances (several Directus processes) and after changes in the database behind Directus's
//   back, until the entry expires: that is the delay with which a revocation takes effect everywhere.
//
// JWTs (visitors' sessions) and requests without a token go the usual way; so does a token the cache does
// not know and Directus refuses (nothing is kept for it).
import type { Accountability, HookConfig } from '@directus/types'

import { tokenCache, ttlFromEnv } from './cache'
import { getAccountabilityForToken, isDirectusJWT } from '../shared/directus-internals'

const IDENTITY = ['user', 'role', 'roles', 'admin', 'app'] as const
const CHANGES = ['users', 'roles', 'policies', 'access', 'permissions'].flatMap((collection) =>
  ['create', 'update', 'delete'].map((change) => `${collection}.${change}`),
)

type Identity = Pick<Accountability, (typeof IDENTITY)[number]>

const tokenCacheHook: HookConfig = ({ filter, action }, { env }) => {
  const ttlMs = ttlFromEnv(env.STATIC_TOKEN_CACHE_MS)
  if (ttlMs === 0) return
  const cache = tokenCache<Identity>({ ttlMs })

  filter<Accountability>('authenticate', async (accountability, meta) => {
    const token = (meta.req as { token?: unknown }).token
    if (typeof token !== 'string' || token === '' || isDirectusJWT(token)) return accountability
    const identity = await cache
      .get(`${accountability.ip}\n${token}`, async () => {
        const found = await getAccountabilityForToken(token, { ...accountability })
        return Object.fromEntries(IDENTITY.map((field) => [field, found[field]])) as Identity
      })
      .catch(() => null) // unknown or refused: Directus looks it up again and answers as it always does
    if (!identity) return accountability
    return { ...accountability, ...identity, roles: [...identity.roles] }
  })

  for (const event of CHANGES) action(event, () => cache.clear())
}

export default tokenCacheHook
