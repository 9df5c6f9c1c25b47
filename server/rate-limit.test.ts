import { describe, expect, it } from 'vitest'

import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows the limit per window and tells when to come back', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.hit('1.2.3.4', 0).ok).toBe(true)
    expect(limiter.hit('1.2.3.4', 1_000).ok).toBe(true)
    expect(limiter.hit('1.2.3.4', 2_000)).toEqual({ ok: false, retryAfter: 58 })
    expect(limiter.hit('5.6.7.8', 2_000).ok).toBe(true)
    expect(limiter.hit('1.2.3.4', 60_000).ok).toBe(true)
  })
})
