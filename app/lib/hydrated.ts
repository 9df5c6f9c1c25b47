import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False during server rendering and hydration, true afterwards (and at once for components that mount
 * later). Lets a component render its no-JS form first and switch after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
