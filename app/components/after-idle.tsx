import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

import { onIdle } from '~/lib/idle'

/**
 * `React.lazy` for code that is not needed for the first paint: nothing on the server and during
 * hydration, then the component once the browser is idle. A chunk that cannot be loaded (removed by a
 * deploy) renders nothing instead of taking the page down.
 */
export function lazyAfterIdle<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  // Typed as the plain component: React's types for lazy components with generic props do not line up.
  const Lazy = lazy(() => load().catch(() => ({ default: () => null }))) as unknown as ComponentType<Props>
  function AfterIdle(props: Props) {
    const [ready, setReady] = useState(false)
    useEffect(() => onIdle(() => setReady(true)), [])
    if (!ready) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return AfterIdle
}
