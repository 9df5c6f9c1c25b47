// A fixed-window counter per key, stored as the site's rate limiter (rate-limiter-flexible) stores it:
// in Redis the key holds the points used and expires with the window, so Directus and the web tier count
// on one key. Without Redis, or while it fails, this process counts in a bounded table.
import type { Redis } from 'ioredis'

interface Count {
  consumed: number
  msLeft: number
}

export interface WindowCounter {
  add(key: string, points: number): Promise<Count>
  get(key: string): Promise<Count>
}

/** The one key every new key shares while the table is full of live keys (as in server/rate-limit.ts). */
const OVERFLOW_KEY = '\u0000overflow'

// rate-limiter-flexible's script: start the window if the key is new, add the points, report what is left.
const UPSERT = `redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl}`

function memoryCounter(windowMs: number, maxKeys: number) {
  const entries = new Map<string, { consumed: number; expires: number }>()
  function live(key: string, now: number) {
    const entry = entries.get(key)
    if (entry && entry.expires > now) return key
    if (entry) entries.delete(key)
    for (const [oldest, { expires }] of entries) {
      if (expires > now) break
      entries.delete(oldest)
    }
    return entries.size >= maxKeys ? OVERFLOW_KEY : key
  }
  return {
    async add(key: string, points: number, now = Date.now()): Promise<Count> {
      const tracked = live(key, now)
      let entry = entries.get(tracked)
      if (!entry || entry.expires <= now) {
        entry = { consumed: 0, expires: now + windowMs }
        entries.delete(tracked)
        entries.set(tracked, entry)
      }
      entry.consumed += points
      return { consumed: entry.consumed, msLeft: entry.expires - now }
    },
    async get(key: string, now = Date.now()): Promise<Count> {
      const entry = entries.get(key)
      if (!entry || entry.expires <= now) return { consumed: 0, msLeft: 0 }
      return { consumed: entry.consumed, msLeft: entry.expires - now }
    },
  }
}

/**
 * `add(key, points)` (negative points give back) and `get(key)`, each answering `{ consumed, msLeft }`.
 * `redis` is an ioredis client without key prefix; `prefix` is the full prefix of the keys there.
 */
export function windowCounter({
  redis,
  prefix,
  windowMs,
  maxKeys = 50_000,
  logger,
}: {
  redis: Redis | null
  prefix: string
  windowMs: number
  maxKeys?: number
  logger?: { warn(message: string): void }
}): WindowCounter {
  const memory = memoryCounter(windowMs, maxKeys)
  if (!redis) return memory
  const seconds = Math.max(1, Math.ceil(windowMs / 1000))
  let lastWarning = 0
  const fallback = (error: unknown) => {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now()
      logger?.warn(
        `login-limit: Redis failed (${(error as Error | null)?.message ?? String(error)}), counting in this process`,
      )
    }
  }
  return {
    async add(key, points) {
      try {
        const [consumed, msLeft] = (await redis.eval(UPSERT, 1, `${prefix}${key}`, points, seconds)) as [
          number,
          number,
        ]
        return { consumed: Number(consumed), msLeft: Number(msLeft) }
      } catch (error) {
        fallback(error)
        return memory.add(key, points)
      }
    },
    async get(key) {
      try {
        const [[, consumed] = [], [, msLeft] = []] = (await redis
          .multi()
          .get(`${prefix}${key}`)
          .pttl(`${prefix}${key}`)
          .exec()) ?? [[], []]
        if (consumed === null || consumed === undefined) return { consumed: 0, msLeft: 0 }
        return { consumed: Number(consumed), msLeft: Math.max(0, Number(msLeft)) }
      } catch (error) {
        fallback(error)
        return memory.get(key)
      }
    },
  }
}
