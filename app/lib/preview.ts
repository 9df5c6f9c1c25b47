/** Spec §2: preview mode is asked for with the query parameter `preview` (any value, or none). */
export const PREVIEW_PARAM = 'preview'

export function isPreviewUrl(url: string | URL): boolean {
  return new URL(url, 'http://localhost').searchParams.has(PREVIEW_PARAM)
}

/** An internal path (`/…`) with the preview parameter added; other links as they are. */
export function previewPath(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const url = new URL(to, 'http://localhost')
  if (url.searchParams.has(PREVIEW_PARAM)) return to
  url.search = url.search ? `${url.search}&${PREVIEW_PARAM}` : `?${PREVIEW_PARAM}`
  return `${url.pathname}${url.search}${url.hash}`
}
