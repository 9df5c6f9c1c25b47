export const ROUND_TRIP_PREFIX = '/rundreisen'

export interface SiteContext {
  /** The request came in on the round-trip-only domain (spec §2). */
  roundTripOnly: boolean
  /** The main site's address, for links that leave the round-trip-only domain. */
  siteUrl: string
}

/**
 * The href of an internal path as the visitor's domain needs it. On the round-trip-only domain the
 * /rundreisen prefix is stripped; any other area of the site lives on the main domain, so its links
 * become absolute. On the main domain nothing changes.
 */
export function sitePath(to: string, { roundTripOnly, siteUrl }: SiteContext): string {
  if (!roundTripOnly || !to.startsWith('/') || to.startsWith('//')) return to
  if (to === ROUND_TRIP_PREFIX) return '/'
  if (/^\/rundreisen[/?#]/.test(to)) {
    const rest = to.slice(ROUND_TRIP_PREFIX.length)
    return rest.startsWith('/') ? rest : `/${rest}`
  }
  return `${siteUrl.replace(/\/+$/, '')}${to}`
}

/** The path of the site's routes for a path on the round-trip-only domain (the inverse of sitePath). */
export function roundTripRoutePath(path: string): string {
  return path === '/' ? ROUND_TRIP_PREFIX : `${ROUND_TRIP_PREFIX}${path}`
}
