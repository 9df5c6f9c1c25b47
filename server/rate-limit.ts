import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { sharedStore } from './redis'

export interface RateLimitDecision {
  ok: boolean
  /** Seconds until the next attempt is allowed (for Retry-After). */
  retryAfter: number
}

/** Keys a limiter keeps in this process at most (keys may come from visitors). */
const MAX_MEMORY_KEYS = 50_000

/** The one key that every new key shares while a limiter's table is full of live keys. */
export const OVERFLOW_KEY = '\u0000overflow'

/**
 * The keys a memory limiter tracks, at most `maxKeys`. Expired keys go first; while every key is still
 * live, a new key is counted on one shared overflow key instead of pushing an older one out, so that a
 * visitor who rotates addresses cannot flush somebody else's counter (an account's failures, say): they
 * only share the overflow key's limit with every other newcomer until keys expire.
 */
function boundedMemory(limiter: RateLimiterMemory, durationMs: number, maxKeys: number) {
  const seen = new Map<string, number>()
  return (key: string, { register = true, now = Date.now() } = {}): string => {
    if (seen.has(key)) return key
    for (const [oldest, expires] of seen) {
      if (expires > now) break
      seen.delete(oldest)
      void limiter.delete(oldest)
    }
    if (seen.size >= maxKeys) return OVERFLOW_KEY
    if (register) seen.set(key, now + durationMs)
    return key
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

  async function count(key: string, penalty: boolean, cost = 1): Promise<RateLimitDecision> {
    const tracked = store ? key : track(key)
    try {
      const result = penalty ? await limiter.penalty(tracked, cost) : await limiter.consume(tracked, cost)
      return decision(result, result.consumedPoints <= points)
    } catch (error) {
      if (error instanceof RateLimiterRes) return decision(error, false)
      throw error
    }
  }

  return {
    /** Counts one attempt (or `cost` units): allowed while the key has used at most `points` in its window. */
    hit: (key: string, cost = 1) => count(key, false, cost),
    /** Gives back `cost` units counted for an attempt that took nothing after all. */
    reward: async (key: string, cost = 1) =>
      void (await limiter.reward(store ? key : track(key, { register: false }), cost)),
    /** Counts one (a failure) without refusing anything. */
    penalty: async (key: string) => void (await count(key, true)),
    /** Whether the key is still below its limit, without counting. */
    async check(key: string): Promise<RateLimitDecision> {
      const result = await limiter.get(store ? key : track(key, { register: false }))
      return result ? decision(result, result.consumedPoints < points) : { ok: true, retryAfter: 0 }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
