import { useSyncExternalStore } from 'react'

type Listener = () => void

export interface MapConsent {
  isEnabled: () => boolean
  enable: () => void
  subscribe: (listener: Listener) => () => void
}

/**
 * A consent flag that only ever goes from false to true (spec §4). On the server the flag is never
 * set: module state there is shared by every visitor.
 */
export function createMapConsent({ server = false }: { server?: boolean } = {}): MapConsent {
  let enabled = false
  const listeners = new Set<Listener>()
  return {
    isEnabled: () => enabled,
    enable() {
      if (enabled || server) return
      enabled = true
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const consent = createMapConsent({ server: typeof document === 'undefined' })

export const mapsEnabled = consent.isEnabled
export const subscribeMapConsent = consent.subscribe

/** The page-level enable function: call it when the visitor agrees to load maps. */
export function enableMaps() {
  consent.enable()
}

/** At start-up: takes over the page-level flag when it already says that maps are enabled. */
export function initMapConsent(pageFlag: boolean) {
  if (pageFlag) consent.enable()
}

/** Whether maps may load; false during server rendering and hydration so that the markup matches. */
export function useMapConsent(): boolean {
  return useSyncExternalStore(consent.subscribe, consent.isEnabled, () => false)
}

/** The cookie that remembers the consent (set by the no-JS consent form of the map pages). */
export const MAP_CONSENT_COOKIE = 'karten-zustimmung'

/** The page-level flag at start-up: whether the visitor already agreed to load maps. */
export function hasMapConsentCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${MAP_CONSENT_COOKIE}=1`)
}
