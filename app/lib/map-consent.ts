import { useSyncExternalStore } from 'react'

import { MAP_CONSENT_COOKIE, readCookie, writeCookie } from '../../core/cookies'

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
/** @public Tests watch the flag through it (app/lib/map-consent.test.tsx imports the module afresh). */
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
export { MAP_CONSENT_COOKIE }

/** Where the consent form posts when JavaScript is off. */
export const MAP_CONSENT_ACTION = '/karte/zustimmung'

const MAP_CONSENT_MAX_AGE = 60 * 60 * 24 * 365

/**
 * The consent cookie, for `Set-Cookie` and `document.cookie` alike. Not httpOnly: with JavaScript the
 * browser writes it itself, so that giving consent needs no request.
 */
export function serializeMapConsentCookie({ secure }: { secure: boolean }): string {
  return writeCookie(MAP_CONSENT_COOKIE, '1', { maxAge: MAP_CONSENT_MAX_AGE, secure })
}

/** The consent button with JavaScript: sets the flag now and remembers it for the next page loads. */
export function giveMapConsent() {
  enableMaps()
  document.cookie = serializeMapConsentCookie({ secure: location.protocol === 'https:' })
}

/** The page-level flag at start-up: whether the visitor already agreed to load maps. */
export function hasMapConsentCookie(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, MAP_CONSENT_COOKIE) === '1'
}
