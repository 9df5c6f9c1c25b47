export const QUERY_RETRIES = 3
export const RETRY_BASE_DELAY_MS = 1000
export const RETRY_MAX_DELAY_MS = 30_000
export const QUERY_GC_TIME_MS = 5 * 60 * 1000

/** Wait before retry number `attempt + 1`: 1 s, 2 s, 4 s, … doubling, never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS)
}

interface Entry {
  data?: unknown
  hasData: boolean
  updatedAt: number
  pending?: Promise<unknown> | undefined
  gcTimer?: ReturnType<typeof setTimeout>
}

export interface QueryClientOptions {
  retries?: number
  retryDelay?: (attempt: number) => number
  /** Errors that are not worth repeating (a 404 stays a 404) end the retries early. */
  shouldRetry?: (error: unknown) => boolean
  gcTime?: number
  onMutationError?: (error: unknown) => void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/**
 * A small browser-side query helper: queries retry with exponential back-off and are cached in memory
 * until unused for `gcTime`; simultaneous fetches of one key share a request. Mutations run once and
 * report their errors. One client per browser tab; never one shared by visitors on the server.
 */
export function createQueryClient({
  retries = QUERY_RETRIES,
  retryDelay: delay = retryDelay,
  shouldRetry = () => true,
  gcTime = QUERY_GC_TIME_MS,
  onMutationError = () => {},
  now = () => Date.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: QueryClientOptions = {}) {
  const cache = new Map<string, Entry>()

  function touch(hash: string, entry: Entry) {
    clearTimeout(entry.gcTimer)
    entry.gcTimer = setTimeout(() => {
      if (!entry.pending) cache.delete(hash)
    }, gcTime)
  }

  async function withRetries<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await run()
      } catch (error) {
        if (attempt >= retries || !shouldRetry(error)) throw error
        await sleep(delay(attempt))
      }
    }
  }

  return {
    /**
     * The query's data: from memory when younger than `staleTime` ms (default 0: always asks again),
     * otherwise fetched, with up to `retries` retries.
     */
    fetchQuery<T>(key: readonly unknown[], run: () => Promise<T>, { staleTime = 0 } = {}): Promise<T> {
      const hash = JSON.stringify(key)
      const entry: Entry = cache.get(hash) ?? { hasData: false, updatedAt: 0 }
      cache.set(hash, entry)
      touch(hash, entry)
      // The cache is keyed by the caller's key, so the caller's `run` decides the type stored under it.
      if (entry.pending) return entry.pending as Promise<T>
      if (entry.hasData && now() - entry.updatedAt < staleTime) return Promise.resolve(entry.data as T)

      const request = withRetries(run).then(
        (data) => {
          Object.assign(entry, { data, hasData: true, updatedAt: now(), pending: undefined })
          touch(hash, entry)
          return data
        },
        (error: unknown) => {
          entry.pending = undefined
          if (!entry.hasData) cache.delete(hash)
          throw error
        },
      )
      entry.pending = request
      return request
    },
    getQueryData(key: readonly unknown[]): unknown {
      const hash = JSON.stringify(key)
      const entry = cache.get(hash)
      if (!entry?.hasData) return undefined
      touch(hash, entry)
      return entry.data
    },
    /** Drops cached data whose key starts with `prefix` (everything without one). */
    invalidate(prefix: readonly unknown[] = []) {
      const start = JSON.stringify(prefix).slice(0, -1)
      for (const [hash, entry] of cache) {
        if (prefix.length === 0 || hash.startsWith(start)) {
          clearTimeout(entry.gcTimer)
          cache.delete(hash)
        }
      }
    },
    /** Runs a mutation once, never retried; its error is reported and rethrown. */
    async mutate<T>(run: () => Promise<T>): Promise<T> {
      try {
        return await run()
      } catch (error) {
        onMutationError(error)
        throw error
      }
    },
    size: () => cache.size,
  }
}
