import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string
    /** The request came in on the round-trip-only domain. */
    roundTripOnly: boolean
    /** The path as the visitor sees it (before the round-trip domain's rewrite). */
    visiblePath: string
  }
}
