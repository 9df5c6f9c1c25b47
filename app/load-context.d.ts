import '@remix-run/node'

declare module '@remix-run/node' {
  // Loader data types follow single fetch (turbo-stream), as enabled in remix.config.js.
  interface Future {
    v3_singleFetch: true
  }

  interface AppLoadContext {
    cspNonce: string
    /** The request came in on the round-trip-only domain. */
    roundTripOnly: boolean
    /** The path as the visitor sees it (before the round-trip domain's rewrite). */
    visiblePath: string
    /** The visitor's address (behind trusted proxies: the forwarded one), for rate limits. */
    clientIp: string
    /** The refresh token was refused before this request: the visitor was logged out. */
    sessionEnded: boolean
  }
}
