interface Entry<T> {
  expires: number
  value: Promise<T>
}

/**
 * A small per-process cache for data that is the same for every visitor (translations, settings,
 * teaser lists). Concurrent callers share one pending promise; a failed load is not kept.
 */
export function createTtlCache() {
  const entries = new Map<string, Entry<unknown>>()

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const hit = entries.get(key) as Entry<T> | undefined
      if (hit && hit.expires > now) return hit.value
      const value = load()
      entries.set(key, { expires: now + ttlMs, value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}

export const sharedCache = createTtlCache()
