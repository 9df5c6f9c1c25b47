import { describe, expect, it, vi } from 'vitest'

import { tokenCache, ttlFromEnv } from '../../directus/extensions/reiseportal/src/token-cache/cache'

// The token-cache hook: what a static token stands for, kept for a short, stated time.
describe('the static-token cache', () => {
  const setup = (maxEntries?: number) => {
    let time = 1_000
    const cache = tokenCache({ ttlMs: 10_000, maxEntries, now: () => time })
    return { cache, advance: (ms: number) => void (time += ms) }
  }

  it('looks a token up once and again when its entry is older than the TTL', async () => {
    const { cache, advance } = setup()
    const lookup = vi.fn(async () => ({ user: 'u-1' }))
    expect(await cache.get('ip\ntoken', lookup)).toEqual({ user: 'u-1' })
    advance(9_999)
    expect(await cache.get('ip\ntoken', lookup)).toEqual({ user: 'u-1' })
    expect(lookup).toHaveBeenCalledTimes(1)
    advance(1)
    await cache.get('ip\ntoken', lookup)
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('shares a lookup in flight, and keeps no failed one', async () => {
    const { cache } = setup()
    const refused = vi.fn(async () => {
      throw new Error('Invalid user credentials.')
    })
    const both = [cache.get('k', refused), cache.get('k', refused)]
    await expect(Promise.all(both)).rejects.toThrow('Invalid user credentials.')
    expect(refused).toHaveBeenCalledTimes(1)
    await expect(cache.get('k', refused)).rejects.toThrow()
    expect(refused).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
  })

  it('forgets everything when cleared (a user, role, policy or permission changed)', async () => {
    const { cache } = setup()
    const lookup = vi.fn(async () => ({ user: 'u-1' }))
    await cache.get('k', lookup)
    cache.clear()
    await cache.get('k', lookup)
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('keeps at most maxEntries, dropping the oldest: made-up tokens cannot fill the memory', async () => {
    const { cache } = setup(3)
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key)
    expect(cache.size).toBe(3)
    const again = vi.fn(async () => 'a')
    await cache.get('a', again)
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('reads STATIC_TOKEN_CACHE_MS: 10 s unless set, 0 turns it off, anything else is refused', () => {
    expect(ttlFromEnv(undefined)).toBe(10_000)
    expect(ttlFromEnv('')).toBe(10_000)
    expect(ttlFromEnv('2500')).toBe(2_500)
    expect(ttlFromEnv(0)).toBe(0)
    expect(() => ttlFromEnv('zehn')).toThrow('STATIC_TOKEN_CACHE_MS')
    expect(() => ttlFromEnv('-1')).toThrow('STATIC_TOKEN_CACHE_MS')
  })
})
