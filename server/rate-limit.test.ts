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

  it('keeps at most maxMemoryKeys keys: newcomers share one counter and cannot push a live key out', async () => {
    const limiter = createRateLimiter({
      name: 't',
      points: 1,
      windowMs: 60_000,
      maxMemoryKeys: 2,
      store: null,
    })
    expect((await limiter.hit('konto')).ok).toBe(true)
    expect((await limiter.hit('konto')).ok).toBe(false)
    expect((await limiter.hit('b')).ok).toBe(true)
    // The table is full: a thousand new addresses neither free "konto" nor get a counter of their own.
    const newcomers = await Promise.all(Array.from({ length: 1000 }, (_, i) => limiter.hit(`x${i}`)))
    expect(newcomers.filter((attempt) => attempt.ok)).toHaveLength(1)
    expect((await limiter.check('konto')).ok).toBe(false)
    expect((await limiter.hit('b')).ok).toBe(false)
    // Once the window is over, keys expire and newcomers get counters of their own again.
    vi.advanceTimersByTime(60_000)
    expect((await limiter.hit('c')).ok).toBe(true)
    expect((await limiter.hit('d')).ok).toBe(true)
    expect((await limiter.check('konto')).ok).toBe(true)
  })
})
