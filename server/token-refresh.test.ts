import { describe, expect, it, vi } from 'vitest'

import type { RefreshResult } from './directus'
import { createTokenRefresher, type LockStore } from './token-refresh'

const SECRETS = ['ein-geheimnis-fuer-den-test-0123456789abcdef']
// Token values that a sealed (random base64url) string cannot contain by chance, unlike a short one like 'a2'.
const OK: RefreshResult = {
  kind: 'ok',
  tokens: { accessToken: 'new-access-token', refreshToken: 'new-refresh-token', expiresAt: 1 },
}

/** An in-memory Redis, shared by the "instances" of a test; `failing` makes every command fail. */
class FakeRedis implements LockStore {
  status = 'ready'
  failing = false
  readonly values = new Map<string, string>()

  private check() {
    if (this.failing) throw new Error('Command timed out')
  }

  async get(key: string) {
    this.check()
    return this.values.get(key) ?? null
  }

  set(key: string, value: string, px: 'PX', ms: number): Promise<unknown>
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<'OK' | null>
  async set(key: string, value: string, _px: 'PX', _ms: number, nx?: 'NX') {
    this.check()
    if (nx && this.values.has(key)) return null
    this.values.set(key, value)
    return 'OK' as const
  }

  async del(key: string) {
    this.check()
    return this.values.delete(key) ? 1 : 0
  }
}

/** A Redis in which another instance's whole refresh runs just before the next lock is taken. */
class RacingRedis extends FakeRedis {
  beforeNextLock: (() => Promise<unknown>) | undefined

  override set(key: string, value: string, px: 'PX', ms: number): Promise<unknown>
  override set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<'OK' | null>
  override async set(key: string, value: string, px: 'PX', ms: number, nx?: 'NX') {
    const before = nx ? this.beforeNextLock : undefined
    this.beforeNextLock = undefined
    await before?.()
    return nx ? super.set(key, value, px, ms, nx) : super.set(key, value, px, ms)
  }
}

/**
 * A Directus that answers each refresh token once, like the real one (it rotates them), and only when the
 * test lets it (`answer()`), so that a refresh is still under way for as long as a test needs.
 */
function directus() {
  const used = new Set<string>()
  let answer = () => {}
  const answering = new Promise<void>((resolve) => (answer = resolve))
  const refreshOnce = vi.fn(async (token: string): Promise<RefreshResult> => {
    await answering
    if (used.has(token)) return { kind: 'refused' }
    used.add(token)
    return OK
  })
  return Object.assign(refreshOnce, { answer: () => answer() })
}

const instance = (store: LockStore, refreshOnce: (token: string) => Promise<RefreshResult>) =>
  createTokenRefresher(refreshOnce, { store, secrets: SECRETS, lockMs: 500 })

describe('the token refresh shared through Redis', () => {
  it("takes the other instance's answer when it finished between this one's look and its lock", async () => {
    const store = new RacingRedis()
    const refreshOnce = directus()
    refreshOnce.answer()
    const other = instance(store, refreshOnce)
    // this instance finds no answer yet; then the other refreshes, shares its answer and unlocks
    store.beforeNextLock = () => other.refresh('r1')
    expect(await instance(store, refreshOnce).refresh('r1')).toEqual(OK)
    expect(refreshOnce).toHaveBeenCalledTimes(1)
  })

  it('makes one refresh for two instances asked at once, and both get the new tokens', async () => {
    const store = new FakeRedis()
    const refreshOnce = directus()
    const both = Promise.all([
      instance(store, refreshOnce).refresh('r1'),
      instance(store, refreshOnce).refresh('r1'),
    ])
    await vi.waitFor(() => expect(refreshOnce).toHaveBeenCalledTimes(1))
    refreshOnce.answer()
    expect(await both).toEqual([OK, OK])
    expect(refreshOnce).toHaveBeenCalledTimes(1)
    // the new tokens are kept only sealed
    const stored = [...store.values.values()].join()
    expect(stored).not.toContain('new-access-token')
    expect(stored).not.toContain('new-refresh-token')
  })

  it('decides nothing when Redis fails while another instance may be refreshing', async () => {
    const store = new FakeRedis()
    const refreshOnce = directus()
    const first = instance(store, refreshOnce).refresh('r1')
    await vi.waitFor(() => expect(refreshOnce).toHaveBeenCalledTimes(1))
    store.failing = true
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const second = await instance(store, refreshOnce).refresh('r1')
    quiet.mockRestore()
    // a refresh of its own would have used the token twice, and Directus would have logged the visitor out
    expect(second).toEqual({ kind: 'unavailable' })
    expect(refreshOnce).toHaveBeenCalledTimes(1)
    refreshOnce.answer()
    expect(await first).toEqual(OK)
  })

  it('refreshes in this instance when Redis is not connected', async () => {
    const store = new FakeRedis()
    store.status = 'reconnecting'
    const refreshOnce = directus()
    refreshOnce.answer()
    const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(await instance(store, refreshOnce).refresh('r1')).toEqual(OK)
    quiet.mockRestore()
    expect(refreshOnce).toHaveBeenCalledTimes(1)
  })
})
