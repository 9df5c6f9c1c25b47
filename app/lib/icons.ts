export const DEFAULT_ICON_PREFIX = 'lucide'
/** Local endpoint first, with the product's timeout (spec §9; the icon library's own default is 5000 ms). */
const ICON_FETCH_TIMEOUT_MS = 1500
const LOCAL_ICON_ENDPOINT = '/api/icons'
const PUBLIC_ICON_SERVICE = 'https://api.iconify.design'
/** Internal status of a failed icon lookup (spec §8). */
const ICON_FAILED_STATUS = 424
const ICONIFY_DEFAULT_SIZE = 16

export interface IconData {
  body: string
  width?: number
  height?: number
}

/** The Iconify API's answer for `?icons=a,b`: icons that do not exist are left out. */
export interface IconSetResponse {
  prefix: string
  icons: Record<string, IconData>
  width: number
  height: number
}

export interface ResolvedIcon {
  body: string
  width: number
  height: number
}

const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Splits `lucide:plane` (or just `plane`, in the default set) into prefix and name; null when malformed. */
export function parseIconName(value: string): { prefix: string; name: string } | null {
  const [prefix, name] = value.includes(':') ? value.split(':', 2) : [DEFAULT_ICON_PREFIX, value]
  if (!prefix || !name || !namePattern.test(prefix) || !namePattern.test(name)) return null
  return { prefix, name }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** One icon out of an Iconify JSON answer, with the set's size as fallback; null when absent or malformed. */
export function pickIcon(json: unknown, name: string): ResolvedIcon | null {
  if (!isRecord(json) || !isRecord(json.icons)) return null
  const icon = json.icons[name]
  if (!isRecord(icon) || typeof icon.body !== 'string') return null
  const size = (own: unknown, set: unknown) =>
    typeof own === 'number' ? own : typeof set === 'number' ? set : ICONIFY_DEFAULT_SIZE
  return { body: icon.body, width: size(icon.width, json.width), height: size(icon.height, json.height) }
}

export class IconLoadError extends Error {
  readonly status = ICON_FAILED_STATUS

  constructor(icon: string) {
    super(`failed to load icon ${icon}`)
    this.name = 'IconLoadError'
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/**
 * Loads icons from the local endpoint, falling back to the public icon service when the local one fails
 * or takes longer than the timeout. Results are kept in memory; a failure warns and is not kept, so that
 * the next mount tries again.
 */
export function createIconLoader({
  fetchImpl = (url, init) => fetch(url, init),
  localEndpoint = LOCAL_ICON_ENDPOINT,
  fallbackBaseUrl = PUBLIC_ICON_SERVICE,
  timeoutMs = ICON_FETCH_TIMEOUT_MS,
}: {
  fetchImpl?: Fetch
  localEndpoint?: string
  fallbackBaseUrl?: string
  timeoutMs?: number
} = {}) {
  const resolved = new Map<string, ResolvedIcon>()
  const pending = new Map<string, Promise<ResolvedIcon>>()

  // Each source may fail in its own way (timeout, 404, HTML instead of JSON); the caller tries the next.
  async function fromSource(url: string, name: string): Promise<ResolvedIcon | null> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await fetchImpl(url, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) return null
      return pickIcon(await response.json(), name)
    } catch {
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  async function fetchIcon(key: string): Promise<ResolvedIcon> {
    const parsed = parseIconName(key)
    if (parsed) {
      const query = `icons=${encodeURIComponent(parsed.name)}`
      const icon =
        (parsed.prefix === DEFAULT_ICON_PREFIX
          ? await fromSource(`${localEndpoint}?${query}`, parsed.name)
          : null) ??
        (await fromSource(
          `${fallbackBaseUrl.replace(/\/$/, '')}/${parsed.prefix}.json?${query}`,
          parsed.name,
        ))
      if (icon) return icon
    }
    console.warn('failed to load icon', key)
    throw new IconLoadError(key)
  }

  return {
    /** An icon already in memory, for the first render. */
    peek: (key: string) => resolved.get(key),
    load(key: string): Promise<ResolvedIcon> {
      const known = resolved.get(key)
      if (known) return Promise.resolve(known)
      let request = pending.get(key)
      if (!request) {
        request = fetchIcon(key).then(
          (icon) => {
            resolved.set(key, icon)
            pending.delete(key)
            return icon
          },
          (error: unknown) => {
            pending.delete(key)
            throw error
          },
        )
        pending.set(key, request)
      }
      return request
    },
  }
}

export type IconLoader = ReturnType<typeof createIconLoader>
