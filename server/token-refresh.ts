import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Redis } from 'ioredis'

import type { RefreshResult } from './directus'
import { logger } from './logger'
import { seal, unseal } from './seal'

const RECENT_RESULT_MS = 60_000
const POLL_MS = 25

interface SharedOptions {
  /** Redis (REDIS_URL): the web instances agree on one refresh per refresh token. */
  store: Redis
  /** SESSION_SECRET: new tokens are kept in Redis only encrypted. */
  secrets: readonly string[]
  /** How long one instance may take for a refresh before another one tries (Directus's deadline and some). */
  lockMs: number
}

/**
 * One refresh per refresh token across instances: the first to take the lock asks Directus and leaves the
 * answer (sealed) in Redis for a minute; the others wait for it. An unreachable Directus is not left
 * behind, so the next request tries again. Redis unreachable: this instance refreshes on its own.
 */
function sharedRefresh(
  { store, secrets, lockMs }: SharedOptions,
  refreshOnce: (token: string) => Promise<RefreshResult>,
) {
  const purpose = 'token-refresh'
  return async (refreshToken: string): Promise<RefreshResult> => {
    const id = createHash('sha256').update(refreshToken).digest('base64url')
    const resultKey = `refresh:result:${id}`
    const lockKey = `refresh:lock:${id}`
    const readResult = async () => {
      const sealed = await store.get(resultKey)
      const plain = sealed ? unseal(sealed, secrets, purpose) : null
      return plain ? (JSON.parse(plain) as RefreshResult) : null
    }
    try {
      const deadline = Date.now() + lockMs
      while (Date.now() < deadline) {
        const known = await readResult()
        if (known) return known
        if (await store.set(lockKey, '1', 'PX', lockMs, 'NX')) {
          const result = await refreshOnce(refreshToken)
          if (result.kind !== 'unavailable') {
            await store.set(resultKey, seal(JSON.stringify(result), secrets, purpose), 'PX', RECENT_RESULT_MS)
          }
          await store.del(lockKey)
          return result
        }
        await sleep(POLL_MS)
      }
      return { kind: 'unavailable' }
    } catch (error) {
      logger.warn('Shared token refresh unavailable, refreshing in this instance', {
        error: error instanceof Error ? error.message : String(error),
      })
      return refreshOnce(refreshToken)
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
