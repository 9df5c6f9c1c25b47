import { describe, expect, it, vi } from 'vitest'

import { createTtlCache } from './cache'

describe('createTtlCache', () => {
  it('shares one load between callers until the entry expires', async () => {
    vi.useFakeTimers()
    const cache = createTtlCache()
    const load = vi.fn(async () => 'wert')
    await Promise.all([cache.get('a', 1000, load), cache.get('a', 1000, load)])
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1001)
    await cache.get('a', 1000, load)
    expect(load).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('keeps no failed load', async () => {
    const cache = createTtlCache()
    await expect(cache.get('a', 1000, () => Promise.reject(new Error('weg')))).rejects.toThrow('weg')
    expect(await cache.get('a', 1000, async () => 'wieder da')).toBe('wieder da')
  })

  it('holds at most maxEntries and drops the least recently used first', async () => {
    const cache = createTtlCache({ maxEntries: 2 })
    await cache.get('a', 10_000, async () => 1)
    await cache.get('b', 10_000, async () => 2)
    await cache.get('a', 10_000, async () => 99) // a hit: now the most recent
    await cache.get('c', 10_000, async () => 3) // drops b
    expect(cache.size).toBe(2)
    expect(await cache.get('a', 10_000, async () => -1)).toBe(1)
    expect(await cache.get('b', 10_000, async () => 20)).toBe(20)
  })
})
