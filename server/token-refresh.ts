import type { RefreshResult } from './directus'

const RECENT_RESULT_MS = 60_000

/**
 * Refreshes tokens exactly once per refresh token (spec §4, ARCHITECTURE §3): Directus rotates refresh
 * tokens, so a second refresh with the same token would fail and log the visitor out. Concurrent requests
 * share the pending call, and requests that arrive shortly afterwards with the old cookie get the same
 * new tokens. In-process; several web instances would share this through Redis.
 */
export function createTokenRefresher(refreshOnce: (refreshToken: string) => Promise<RefreshResult>) {
  const recent = new Map<string, Promise<RefreshResult>>()
  let calls = 0

  return {
    refresh(refreshToken: string): Promise<RefreshResult> {
      const known = recent.get(refreshToken)
      if (known) return known
      calls += 1
      const promise = refreshOnce(refreshToken)
      recent.set(refreshToken, promise)
      void promise.then((result) => {
        // Only decisions are remembered; after an outage the next request tries again.
        if (result.kind === 'unavailable') recent.delete(refreshToken)
        else setTimeout(() => recent.delete(refreshToken), RECENT_RESULT_MS).unref()
      })
      return promise
    },
    /** How many refresh calls went to Directus (for tests and metrics). */
    get calls() {
      return calls
    },
  }
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>
