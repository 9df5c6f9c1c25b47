import { PATHS } from '../../core/paths'

/** Spec §2: preview mode is asked for with the query parameter `preview` (any value, or none). */
export const PREVIEW_PARAM = 'preview'

/**
 * The content version a preview asks for (`?version=<key>`, as the Data Studio's live preview and visual
 * editor fill in `{{$version}}`); null for the main version. Parsed here, once, and handed to the reads.
 */
export const VERSION_PARAM = 'version'

export function isPreviewUrl(url: string | URL): boolean {
  return new URL(url, 'http://localhost').searchParams.has(PREVIEW_PARAM)
}

/** Whether a page is a preview of any kind (`?preview`, or a shared preview link): never to be indexed. */
export function isNoindexPreview({ pathname, search }: { pathname: string; search: string }): boolean {
  return isPreviewUrl(search) || pathname.startsWith(`${PATHS.sharedPreview}/`)
}

/** An internal path (`/…`) with the preview parameter added; other links as they are. */
export function previewPath(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const url = new URL(to, 'http://localhost')
  if (url.searchParams.has(PREVIEW_PARAM)) return to
  url.search = url.search ? `${url.search}&${PREVIEW_PARAM}` : `?${PREVIEW_PARAM}`
  return `${url.pathname}${url.search}${url.hash}`
}

const MAIN_VERSIONS = new Set(['main', 'published'])

/** The item a preview page shows, for a preview link to it (a route's `handle.previewItem`). */
export interface PreviewItem {
  collection: string
  item: number
}

/** `handle.previewItem` of a route whose loader data holds the item's id at `path` (e.g. `page.id`). */
export const previewItemAt =
  (collection: string, ...path: string[]) =>
  (data: unknown): PreviewItem | null => {
    let value: unknown = data
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null
    return typeof value === 'number' ? { collection, item: value } : null
  }

/** The version key of a preview URL, or null (none, empty, or the names Directus gives the item itself). */
export function previewVersion(url: string | URL): string | null {
  const value = new URL(url, 'http://localhost').searchParams.get(VERSION_PARAM)?.trim()
  return value && !MAIN_VERSIONS.has(value) && /^[\w-]{1,64}$/.test(value) ? value : null
}

/**
 * A redirect's target that stays the preview it came from: `preview` and `version` of the request's URL are
 * carried over to an internal path (a preview redirected without them would be a public page, or a 404).
 */
export function keepPreview(from: string | URL, to: string): string {
  const source = new URL(from, 'http://localhost').searchParams
  if (!source.has(PREVIEW_PARAM) || !to.startsWith('/') || to.startsWith('//')) return to
  const url = new URL(to, 'http://localhost')
  for (const name of [PREVIEW_PARAM, VERSION_PARAM]) {
    const value = source.get(name)
    if (value !== null && !url.searchParams.has(name)) url.searchParams.append(name, value)
  }
  return `${url.pathname}${tidySearch(url.search)}${url.hash}`
}

/** A query as editors and the Studio write it: `?preview`, not `?preview=` (as URLSearchParams writes it). */
export function tidySearch(search: string): string {
  return search.replace(/([?&]preview)=(?=&|$)/, '$1')
}
