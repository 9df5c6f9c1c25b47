import { deserialize, serialize } from 'node:v8'

import type { Redis } from 'ioredis'

import { logger } from '../server/logger'
import { sharedStore } from '../server/redis'

interface Entry<T> {
  expires: number
  value: Promise<T>
}

function memoryStore(maxEntries: number) {
  const entries = new Map<string, Entry<unknown>>()
  return {
    entries,
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const hit = entries.get(key) as Entry<T> | undefined
      if (hit && hit.expires > now) {
        // Map order is insertion order: moving a hit to the end keeps the oldest unused entry first
        entries.delete(key)
        entries.set(key, hit)
        return hit.value
      }
      const value = load()
      entries.delete(key)
      entries.set(key, { expires: now + ttlMs, value })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
  }
}

/**
 * Redis as the store: every instance reads what any of them loaded, so they agree (an editor's change
 * shows everywhere at once when the entry expires). Values keep their types (v8 serialisation). Redis
 * unreachable: loaded as if nothing were cached.
 */
function redisStore(redis: Redis) {
  const pending = new Map<string, Promise<unknown>>()
  async function read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const stored = await redis.getBuffer(`cache:${key}`).catch(() => null)
    if (stored) return deserialize(stored) as T
    const value = await load()
    redis.set(`cache:${key}`, serialize(value), 'PX', ttlMs).catch((error: unknown) => {
      logger.debug('Cache entry not stored', {
        error: error instanceof Error ? error.message : String(error),
      })
    })
    return value
  }
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const known = pending.get(key) as Promise<T> | undefined
      if (known) return known
      const value = read(key, ttlMs, load)
      pending.set(key, value)
      const done = () => pending.delete(key)
      value.then(done, done)
      return value
    },
  }
}

/**
 * A small cache for data that is the same for every visitor (translations, settings, teaser lists,
 * search results). Concurrent callers share one pending promise; a failed load is not kept. Keys may
 * come from visitors' input (searches), so the in-process store holds at most `maxEntries` and drops the
 * least recently used entry first. With a shared `store` (Redis, when REDIS_URL is set) the entries live
 * there, with Redis's own expiry, and are the same for every web instance.
 */
export function createTtlCache({
  maxEntries = 2000,
  store = () => null,
}: { maxEntries?: number; store?: () => Redis | null } = {}) {
  const memory = memoryStore(maxEntries)
  let shared: ReturnType<typeof redisStore> | null | undefined

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      if (shared === undefined) {
        const redis = store()
        shared = redis ? redisStore(redis) : null
      }
      return (shared ?? memory).get(key, ttlMs, load)
    },
    /** Empties the in-process store. */
    clear() {
      memory.entries.clear()
    },
    /** Entries in the in-process store. */
    get size() {
      return memory.entries.size
    },
  }
}

export const sharedCache = createTtlCache({ store: sharedStore })
