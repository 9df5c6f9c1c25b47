import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  fetchLatestBuild,
  isChunkLoadError,
  RELOAD_GUARD_KEY,
  reloadGuardActive,
  reloadWithGuard,
  watchBuild,
} from './build-freshness'

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('fetchLatestBuild', () => {
  it('returns the build info', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 'b2', timestamp: 5 }))
    await expect(fetchLatestBuild(fetchImpl, 99)).resolves.toEqual({ id: 'b2', timestamp: 5 })
    expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?t=99', expect.anything())
  })

  it.each([
    ['an error status', async () => json({}, 503)],
    ['a wrong shape', async () => json({ id: 3 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', async () => new Response('<html>')],
  ])('logs %s with console.error and returns null', async (_label, fetchImpl) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetchLatestBuild(fetchImpl, 1)).resolves.toBeNull()
    expect(error).toHaveBeenCalledOnce()
  })
})

describe('watchBuild', () => {
  beforeEach(() => vi.useFakeTimers())

  it('polls at the given interval and reports a changed id once', async () => {
    const ids = ['b1', 'b1', 'b2']
    const fetchImpl = vi.fn(async () => json({ id: ids.shift() ?? 'b2', timestamp: 1 }))
    const onStale = vi.fn()
    watchBuild({ currentId: 'b1', intervalMs: 60_000, onStale, fetchImpl })

    await vi.advanceTimersByTimeAsync(59_999)
    expect(fetchImpl).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onStale).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onStale).toHaveBeenCalledWith({ id: 'b2', timestamp: 1 })
    await vi.advanceTimersByTimeAsync(180_000)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
    expect(onStale).toHaveBeenCalledOnce()
  })

  it('stops polling when stopped', async () => {
    const fetchImpl = vi.fn(async () => json({ id: 'b1', timestamp: 1 }))
    const stop = watchBuild({ currentId: 'b1', intervalMs: 1000, onStale: () => {}, fetchImpl })
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x.de/build/_shared/chunk-AB12.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Loading chunk 123 failed.'),
    new Error('Loading CSS chunk app-styles failed'),
    Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }),
    'Failed to fetch dynamically imported module',
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true))

  it.each([new Error('Network request failed'), new TypeError('Failed to fetch'), null, { message: 'x' }])(
    'ignores %s',
    (error) => expect(isChunkLoadError(error)).toBe(false),
  )
})

describe('reloadWithGuard', () => {
  it('reloads to the target path', () => {
    const navigate = vi.fn()
    expect(reloadWithGuard('/hotel?seite=2', { storage: memoryStorage(), navigate, now: 1000 })).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/hotel?seite=2')
  })

  it('does not reload again within 10000 ms, so that it never loops', () => {
    const storage = memoryStorage()
    const navigate = vi.fn()
    reloadWithGuard('/a', { storage, navigate, now: 0 })
    expect(reloadWithGuard('/b', { storage, navigate, now: 9_999 })).toBe(false)
    expect(reloadWithGuard('/b', { storage, navigate, now: 10_000 })).toBe(true)
    expect(navigate.mock.calls).toEqual([['/a'], ['/b']])
  })

  it('honours a custom time to live and ignores an unreadable guard', () => {
    const storage = memoryStorage()
    storage.setItem(RELOAD_GUARD_KEY, '{not json')
    expect(reloadGuardActive(storage, 0)).toBe(false)
    reloadWithGuard('/a', { storage, navigate: () => {}, now: 0, ttl: 50 })
    expect(reloadGuardActive(storage, 49)).toBe(true)
    expect(reloadGuardActive(storage, 50)).toBe(false)
  })
})
