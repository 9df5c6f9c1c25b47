export const BUILD_MANIFEST_PATH = '/builds/latest.json'
export const RELOAD_GUARD_KEY = 'reload-guard'
/** How long one reload blocks the next (spec §9), so that a broken deploy cannot loop the page. */
export const RELOAD_GUARD_TTL_MS = 10_000

export interface BuildInfo {
  id: string
  timestamp: number
}

export function isBuildInfo(value: unknown): value is BuildInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'timestamp' in value &&
    typeof value.timestamp === 'number'
  )
}

/** The manifest URL with a timestamp, so that no cache in between answers with an old build. */
export function buildManifestUrl(now: number): string {
  return `${BUILD_MANIFEST_PATH}?t=${now}`
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/** The latest build, or null after logging why it could not be read. */
export async function fetchLatestBuild(fetchImpl: Fetch, now: number): Promise<BuildInfo | null> {
  const url = buildManifestUrl(now)
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) {
      console.error(`Build manifest ${url} answered ${response.status}`)
      return null
    }
    const body: unknown = await response.json()
    if (isBuildInfo(body)) return body
    console.error(`Build manifest ${url} has an unexpected shape`, body)
  } catch (error) {
    console.error(`Build manifest ${url} could not be loaded`, error)
  }
  return null
}

/**
 * Polls the manifest every `intervalMs` and calls `onStale` once when its id differs from `currentId`.
 * Returns a stop function.
 */
export function watchBuild({
  currentId,
  intervalMs,
  onStale,
  fetchImpl = (url, init) => fetch(url, init),
  now = () => Date.now(),
}: {
  currentId: string
  intervalMs: number
  onStale: (latest: BuildInfo) => void
  fetchImpl?: Fetch
  now?: () => number
}): () => void {
  let checking = false
  const timer = setInterval(async () => {
    if (checking) return
    checking = true
    const latest = await fetchLatestBuild(fetchImpl, now())
    checking = false
    if (latest && latest.id !== currentId) {
      clearInterval(timer)
      onStale(latest)
    }
  }, intervalMs)
  return () => clearInterval(timer)
}

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
