import { createPath, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { watchBuild } from '~/lib/build-freshness'
import { currentPath, hardNavigate, listenForChunkErrors } from '~/lib/chunk-reload'
import { reloadWithGuard } from '~/lib/reload-guard'

export { reloadOnChunkError } from '~/lib/chunk-reload'

/** Whether a navigation may be replaced by a document load without losing a submitted form. */
export function isReplaceableNavigation(navigation: {
  state: string
  formMethod?: string | undefined
}): boolean {
  return (
    navigation.state === 'loading' &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET')
  )
}

/**
 * Keeps a long-open tab on the running build: polls the build manifest every `intervalMs` and, once a new
 * build is live, turns the next navigation into a full document load of its target. A chunk that failed to
 * load (removed by a deploy) reloads to the target path, at most once per guard time to live.
 */
export function BuildFreshness({ intervalMs, buildId }: { intervalMs: number; buildId?: string }) {
  const navigation = useNavigation()
  const stale = useRef(false)
  const target = useRef<string | undefined>(undefined)
  target.current = navigation.location ? createPath(navigation.location) : undefined

  useEffect(() => {
    // Pages without the Remix runtime (islands) have no manifest.
    const currentId = buildId ?? ('__remixManifest' in window ? window.__remixManifest.version : undefined)
    if (!currentId) return
    return watchBuild({ currentId, intervalMs, onStale: () => (stale.current = true) })
  }, [buildId, intervalMs])

  useEffect(() => {
    if (!stale.current || !navigation.location || !isReplaceableNavigation(navigation)) return
    reloadWithGuard(createPath(navigation.location), { storage: sessionStorage, navigate: hardNavigate })
  }, [navigation])

  useEffect(() => listenForChunkErrors(() => target.current ?? currentPath()), [])

  return null
}
