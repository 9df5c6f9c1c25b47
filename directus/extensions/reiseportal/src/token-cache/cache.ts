// What a static token stands for, kept per token and client address for `ttlMs` (the address because a
// policy can be limited to addresses). Lookups in flight are shared; a failed lookup is not kept, so an
// unknown token is looked up (and refused) by Directus every time. At most `maxEntries` are kept, the oldest
// dropped first: tokens come from requests, and anyone can send made-up ones.
export function tokenCache<T>({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number
  maxEntries?: number | undefined
  now?: (() => number) | undefined
}) {
  const entries = new Map<string, { expires: number; identity: Promise<T> }>()
  return {
    /** The identity of `key`, from the cache or from `resolve()` (a rejection is passed on, not kept). */
    get(key: string, resolve: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.identity
      const identity = resolve()
      entries.delete(key)
      entries.set(key, { expires: now() + ttlMs, identity })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
      identity.catch(() => {
        if (entries.get(key)?.identity === identity) entries.delete(key)
      })
      return identity
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/** STATIC_TOKEN_CACHE_MS: how long a static token's identity is kept (default 10 s; 0 turns the cache off). */
export const ttlFromEnv = (value: unknown): number => {
  const ms = value === undefined || value === '' ? 10_000 : Number(value)
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`STATIC_TOKEN_CACHE_MS must be a whole number of ms, got "${String(value)}"`)
  return ms
}
