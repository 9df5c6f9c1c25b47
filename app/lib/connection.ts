interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** Spec §9: link prefetching is skipped on data-saver or 2g connections. */
export function allowsLinkPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

/** Spec §9: the initial payload preload starts after 1 s unless the connection is slow-2g. */
export function allowsInitialPreload(connection: NetworkInformationLike | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== 'slow-2g'
}

export const INITIAL_PRELOAD_DELAY_MS = 1000
/** Spec §9: route preloading runs at most 4 to 5 at once. */
export const MAX_PARALLEL_PRELOADS = 4

export function currentConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection
}
