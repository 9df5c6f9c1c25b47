import { PrefetchPageLinks } from '@remix-run/react'
import { useEffect, useState } from 'react'

import {
  allowsInitialPreload,
  currentConnection,
  INITIAL_PRELOAD_DELAY_MS,
  MAX_PARALLEL_PRELOADS,
} from '~/lib/connection'

/**
 * The Remix form of spec §9's initial payload preload: one second after the page has loaded (not on
 * slow-2g or with data saver), the code and data of the main navigation targets are fetched, at most
 * four of them, so that the first click is instant.
 */
export function InitialPreload({ pages }: { pages: readonly string[] }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!allowsInitialPreload(currentConnection())) return
    const timer = setTimeout(() => setReady(true), INITIAL_PRELOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!ready) return null
  return (
    <>
      {pages.slice(0, MAX_PARALLEL_PRELOADS).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  )
}
