import { useSyncExternalStore } from 'react'

import type { Marker } from './map-helpers'

// Markers that another island of the page adds to a map: the hotels that "Weitere Hotels laden" appended
// to the result list. Islands are separate React roots, so instead of props they share this module (one
// instance per page, in a chunk that both islands import).

const markersByKey = new Map<string, readonly Marker[]>()
const listeners = new Set<() => void>()
const none: readonly Marker[] = []

/** The markers published under `key`, or none. */
export function moreMarkers(key: string | undefined): readonly Marker[] {
  return (key !== undefined && markersByKey.get(key)) || none
}

/** Replaces the markers published under `key` (an empty list withdraws them). */
export function setMoreMarkers(key: string, markers: readonly Marker[]): void {
  if (markers.length === 0 && !markersByKey.has(key)) return
  if (markers.length === 0) markersByKey.delete(key)
  else markersByKey.set(key, markers)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The markers published under `key`; none while the page hydrates, as on the server. */
export function useMoreMarkers(key: string | undefined): readonly Marker[] {
  return useSyncExternalStore(
    subscribe,
    () => moreMarkers(key),
    () => none,
  )
}
