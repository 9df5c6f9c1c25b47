import { BUILD_MANIFEST_PATH, isBuildInfo, type BuildInfo } from '../../core/build-info'

/** The manifest URL with a timestamp, so that no cache in between answers with an old build. */
function buildManifestUrl(now: number): string {
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
  const check = async () => {
    if (checking) return
    checking = true
    const latest = await fetchLatestBuild(fetchImpl, now())
    checking = false
    if (latest && latest.id !== currentId) {
      clearInterval(timer)
      onStale(latest)
    }
  }
  const timer = setInterval(() => void check(), intervalMs)
  return () => clearInterval(timer)
}

// The chunk-error reload lives apart so that the first load needs only it, not the poller above.
export { isChunkLoadError, RELOAD_GUARD_KEY, reloadGuardActive, reloadWithGuard } from './reload-guard'
