import { useEffect } from 'react'

import {
  allowsInitialPreload,
  currentConnection,
  INITIAL_PRELOAD_DELAY_MS,
  MAX_PARALLEL_PRELOADS,
} from '~/lib/connection'

/**
 * Spec §9's initial preload (InitialPreload in `initial-preload.tsx`) on an island page (served without the Remix runtime, where every link is a document load):
 * one second after the page has loaded, the main navigation targets' documents are prefetched, at most
 * four, not on slow-2g or with data saver. Renders nothing.
 */
export function DocumentPreloadView({ pages }: { pages: readonly string[] }) {
  useEffect(() => {
    if (!allowsInitialPreload(currentConnection())) return
    const timer = setTimeout(() => {
      for (const page of pages.slice(0, MAX_PARALLEL_PRELOADS)) {
        if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(page)}"]`)) continue
        const link = document.createElement('link')
        link.rel = 'prefetch'
        link.as = 'document'
        link.href = page
        document.head.append(link)
      }
    }, INITIAL_PRELOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pages])
  return null
}
