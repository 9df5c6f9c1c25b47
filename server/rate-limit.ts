export interface RateLimitDecision {
  ok: boolean
  /** Seconds until the next attempt is allowed (for Retry-After). */
  retryAfter: number
}

/**
 * A fixed-window counter per key (the client address), in-process. Directus sees only the web server's
 * address, so logins, registrations and password resets are limited here. Several web instances would
 * keep the counters in Redis.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key: string, now = Date.now()): RateLimitDecision {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
      }
      const current = windows.get(key)
      const window = current && now - current.start < windowMs ? current : { start: now, count: 0 }
      window.count += 1
      windows.set(key, window)
      const retryAfter = Math.ceil((window.start + windowMs - now) / 1000)
      return { ok: window.count <= limit, retryAfter }
    },
  }
}
