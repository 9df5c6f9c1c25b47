interface Entry<T> {
  expires: number
  value: Promise<T>
}

/**
 * A small per-process cache for data that is the same for every visitor (translations, settings,
 * teaser lists, search results). Concurrent callers share one pending promise; a failed load is not kept.
 * Keys may come from visitors' input (searches), so the cache holds at most `maxEntries` and drops the
 * least recently used entry first.
 */
export function createTtlCache({ maxEntries = 2000 }: { maxEntries?: number } = {}) {
  const entries = new Map<string, Entry<unknown>>()

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const hit = entries.get(key) as Entry<T> | undefined
      if (hit && hit.expires > now) {
        // Map order is insertion order: moving a hit to the end keeps the oldest unused entry first
        entries.delete(key)
        entries.set(key, hit)
        return hit.value
      }
      const value = load()
      entries.delete(key)
      entries.set(key, { expires: now + ttlMs, value })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

export const sharedCache = createTtlCache()
