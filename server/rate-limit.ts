import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { sharedStore } from './redis'

export interface RateLimitDecision {
  ok: boolean
  /** Seconds until the next attempt is allowed (for Retry-After). */
  retryAfter: number
}

/** Keys a limiter keeps in this process at most; the oldest go first (keys may come from visitors). */
const MAX_MEMORY_KEYS = 50_000

/** A memory limiter that forgets its oldest keys beyond `maxKeys`, so that its memory stays bounded. */
function boundedMemory(limiter: RateLimiterMemory, durationMs: number, maxKeys: number) {
  const seen = new Map<string, number>()
  return (key: string, now = Date.now()) => {
    if (!seen.has(key)) seen.set(key, now + durationMs)
    for (const [oldest, expires] of seen) {
      if (seen.size <= maxKeys && expires > now) break
      seen.delete(oldest)
      void limiter.delete(oldest)
    }
  }
}

const decision = (result: RateLimiterRes, ok: boolean): RateLimitDecision => ({
  ok,
  retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
})

/**
 * `points` per key and window (rate-limiter-flexible). With REDIS_URL the counters live in Redis and
 * hold across web instances (while Redis is down, in this process); without, in this process.
 */
export function createRateLimiter({
  name,
  points,
  windowMs,
  maxMemoryKeys = MAX_MEMORY_KEYS,
  store = sharedStore(),
}: {
  name: string
  points: number
  windowMs: number
  maxMemoryKeys?: number
  store?: Redis | null
}) {
  const duration = Math.max(1, Math.ceil(windowMs / 1000))
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration })
  const track = boundedMemory(memory, duration * 1000, maxMemoryKeys)
  const limiter = store
    ? new RateLimiterRedis({
        storeClient: store,
        keyPrefix: `limit:${name}`,
        points,
        duration,
        // Commands wait in ioredis's queue while it connects; only a failed one falls back to this process.
        insuranceLimiter: memory,
      })
    : memory

  async function count(key: string, penalty: boolean): Promise<RateLimitDecision> {
    if (!store) track(key)
    try {
      const result = penalty ? await limiter.penalty(key) : await limiter.consume(key)
      return decision(result, result.consumedPoints <= points)
    } catch (error) {
      if (error instanceof RateLimiterRes) return decision(error, false)
      throw error
    }
  }

  return {
    /** Counts one attempt: allowed while the key has used at most `points` in its window. */
    hit: (key: string) => count(key, false),
    /** Counts one (a failure) without refusing anything. */
    penalty: async (key: string) => void (await count(key, true)),
    /** Whether the key is still below its limit, without counting. */
    async check(key: string): Promise<RateLimitDecision> {
      const result = await limiter.get(key)
      return result ? decision(result, result.consumedPoints < points) : { ok: true, retryAfter: 0 }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/** The cause of a call refused by a limit: when to come back (Retry-After). */
export class RateLimitedError extends Error {
  constructor(readonly retryAfter: number) {
    super(`Rate limited for ${retryAfter} s`)
    this.name = 'RateLimitedError'
  }
}
