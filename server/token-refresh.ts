import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { RefreshResult } from './directus'
import { errorFields, logger } from './logger'
import { seal, unseal } from './seal'

const RECENT_RESULT_MS = 60_000
/** ioredis's states after a connection was lost (while connecting, commands wait for it instead). */
const DISCONNECTED = new Set(['reconnecting', 'close', 'end'])
const POLL_MS = 25

/** What the refresh needs of Redis (ioredis's client). */
export interface LockStore {
  readonly status: string
  get(key: string): Promise<string | null>
  set(key: string, value: string, px: 'PX', ms: number): Promise<unknown>
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<'OK' | null>
  del(key: string): Promise<number>
}

interface SharedOptions {
  /** Redis (REDIS_URL): the web instances agree on one refresh per refresh token. */
  store: LockStore
  /** SESSION_SECRET: new tokens are kept in Redis only encrypted. */
  secrets: readonly string[]
  /** How long one instance may take for a refresh before another one tries (Directus's deadline and some). */
  lockMs: number
}

/**
 * One refresh per refresh token across instances: the first to take the lock asks Directus and leaves the
 * answer (sealed) in Redis for a minute; the others wait for it. An unreachable Directus is not left
 * behind, so the next request tries again. Redis down (not connected): this instance refreshes on its
 * own, as no instance can agree with another then. Redis failing or late in the middle (another instance
 * may be refreshing this very token, and Directus refuses a refresh token used twice): nothing is decided,
 * the visitor stays signed in and the next request tries again.
 */
function sharedRefresh(
  { store, secrets, lockMs }: SharedOptions,
  refreshOnce: (token: string) => Promise<RefreshResult>,
) {
  const purpose = 'token-refresh'
  return async (refreshToken: string): Promise<RefreshResult> => {
    if (DISCONNECTED.has(store.status)) {
      logger.warn('Redis not connected, refreshing the token in this instance', { status: store.status })
      return refreshOnce(refreshToken)
    }
    const id = createHash('sha256').update(refreshToken).digest('base64url')
    const resultKey = `refresh:result:${id}`
    const lockKey = `refresh:lock:${id}`
    const readResult = async () => {
      const sealed = await store.get(resultKey)
      const plain = sealed ? unseal(sealed, secrets, purpose) : null
      return plain ? (JSON.parse(plain) as RefreshResult) : null
    }
    const keep = async (result: RefreshResult) => {
      if (result.kind !== 'unavailable') {
        await store.set(resultKey, seal(JSON.stringify(result), secrets, purpose), 'PX', RECENT_RESULT_MS)
      }
      await store.del(lockKey)
    }
    try {
      const deadline = Date.now() + lockMs
      while (Date.now() < deadline) {
        const known = await readResult()
        if (known) return known
        if (await store.set(lockKey, '1', 'PX', lockMs, 'NX')) {
          // The lock is free also when another instance shared its answer and unlocked since the look above:
          // refreshing again would spend a token Directus has rotated, and log the visitor out.
          const shared = await readResult()
          if (shared) {
            await store.del(lockKey)
            return shared
          }
          const result = await refreshOnce(refreshToken)
          // The answer is this visitor's even if the others cannot be told (they wait until the lock ends).
          await keep(result).catch((error: unknown) =>
            logger.warn('Token refresh not shared', errorFields(error)),
          )
          return result
        }
        await sleep(POLL_MS)
      }
      return { kind: 'unavailable' }
    } catch (error) {
      logger.warn('Shared token refresh interrupted, the next request tries again', errorFields(error))
      return { kind: 'unavailable' }
    }
  }
}

/**
 * Refreshes tokens exactly once per refresh token (spec §4, ARCHITECTURE §3): Directus rotates refresh
 * tokens, so a second refresh with the same token would fail and log the visitor out. Concurrent requests
 * share the pending call, and requests that arrive shortly afterwards with the old cookie get the same
 * new tokens; with `shared` (REDIS_URL) also across web instances.
 */
export function createTokenRefresher(
  refreshOnce: (refreshToken: string) => Promise<RefreshResult>,
  shared: SharedOptions | null = null,
) {
  const recent = new Map<string, Promise<RefreshResult>>()
  const refreshAnywhere = shared ? sharedRefresh(shared, refreshOnce) : refreshOnce
  let calls = 0

  return {
    refresh(refreshToken: string): Promise<RefreshResult> {
      const known = recent.get(refreshToken)
      if (known) return known
      calls += 1
      const promise = refreshAnywhere(refreshToken)
      recent.set(refreshToken, promise)
      void promise.then((result) => {
        // Only decisions are remembered; after an outage the next request tries again.
        if (result.kind === 'unavailable') recent.delete(refreshToken)
        else setTimeout(() => recent.delete(refreshToken), RECENT_RESULT_MS).unref()
      })
      return promise
    },
    /** How many refreshes this process started (for tests and metrics). */
    get calls() {
      return calls
    },
  }
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>
