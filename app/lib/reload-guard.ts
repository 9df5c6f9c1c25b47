export const RELOAD_GUARD_KEY = 'reload-guard'
/** How long one reload blocks the next (spec §9), so that a broken deploy cannot loop the page. */
const RELOAD_GUARD_TTL_MS = 10_000

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed/i

/** Whether an error means that a code chunk of the running build no longer exists (a deploy happened). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return chunkErrorPattern.test(error)
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message)
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Whether an earlier reload still blocks a new one. An unreadable guard does not block. */
export function reloadGuardActive(storage: GuardStorage, now: number): boolean {
  const raw = storage.getItem(RELOAD_GUARD_KEY)
  if (!raw) return false
  try {
    const guard: unknown = JSON.parse(raw)
    return (
      typeof guard === 'object' &&
      guard !== null &&
      'expires' in guard &&
      typeof guard.expires === 'number' &&
      guard.expires > now
    )
  } catch {
    return false
  }
}

/**
 * A full document load of `path`, unless another reload happened within the guard's time to live.
 * Returns whether it reloaded.
 */
export function reloadWithGuard(
  path: string,
  {
    storage,
    navigate,
    now = Date.now(),
    ttl = RELOAD_GUARD_TTL_MS,
  }: { storage: GuardStorage; navigate: (path: string) => void; now?: number; ttl?: number },
): boolean {
  if (reloadGuardActive(storage, now)) return false
  storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + ttl }))
  navigate(path)
  return true
}
