import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createRateLimiter } from './rate-limit'

describe('createRateLimiter (in-process)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows the limit per window, tells when to come back, and ends the block by itself', async () => {
    const limiter = createRateLimiter({ name: 't', points: 2, windowMs: 60_000, store: null })
    expect((await limiter.hit('1.2.3.4')).ok).toBe(true)
    vi.advanceTimersByTime(1_000)
    expect((await limiter.hit('1.2.3.4')).ok).toBe(true)
    vi.advanceTimersByTime(1_000)
    expect(await limiter.hit('1.2.3.4')).toEqual({ ok: false, retryAfter: 58 })
    expect((await limiter.hit('5.6.7.8')).ok).toBe(true)
    vi.advanceTimersByTime(58_000)
    expect((await limiter.hit('1.2.3.4')).ok).toBe(true)
  })

  it('counts penalties and checks without counting', async () => {
    const limiter = createRateLimiter({ name: 't', points: 2, windowMs: 60_000, store: null })
    expect((await limiter.check('konto')).ok).toBe(true)
    await limiter.penalty('konto')
    expect((await limiter.check('konto')).ok).toBe(true)
    await limiter.penalty('konto')
    expect((await limiter.check('konto')).ok).toBe(false)
    expect((await limiter.check('konto')).retryAfter).toBe(60)
  })

  it('keeps at most maxMemoryKeys keys, forgetting the oldest', async () => {
    const limiter = createRateLimiter({
      name: 't',
      points: 1,
      windowMs: 60_000,
      maxMemoryKeys: 2,
      store: null,
    })
    await limiter.hit('a')
    await limiter.hit('b')
    await limiter.hit('c')
    expect((await limiter.check('a')).ok).toBe(true)
    expect((await limiter.check('c')).ok).toBe(false)
  })
})
