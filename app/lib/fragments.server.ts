import { renderToStaticMarkup } from 'react-dom/server'

import type { FragmentRenderer } from './fragments'

/**
 * A FragmentRenderer that keeps the most recently used fragments up to `maxChars` characters of keys and
 * HTML together (a visitor chooses what is rendered, e.g. any price in the filters, so the bound is on
 * size, not on count). Keys carry every value a fragment shows, so an entry is never stale: a hotel whose
 * text changes in Directus gets a new key, and the old entry falls out as others are used.
 */
export function fragmentCache(maxChars: number): FragmentRenderer {
  const entries = new Map<string, string>()
  let chars = 0
  return (key, render) => {
    const kept = entries.get(key)
    if (kept !== undefined) {
      entries.delete(key)
      entries.set(key, kept)
      return kept
    }
    const html = renderToStaticMarkup(render())
    const size = key.length + html.length
    if (size > maxChars) return html
    for (const [oldest, oldHtml] of entries) {
      if (chars + size <= maxChars) break
      entries.delete(oldest)
      chars -= oldest.length + oldHtml.length
    }
    entries.set(key, html)
    chars += size
    return html
  }
}
