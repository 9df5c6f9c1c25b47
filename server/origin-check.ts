import type { TLSSocket } from 'node:tls'

import type { Request, RequestHandler } from 'express'

import type { Env } from './env'
import { tError } from '../core/copy/error'

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const FOREIGN_REQUEST_TEXT = tError('error.foreignOrigin')

/** Whether the request came from a proxy named in TRUST_PROXY: only then do its X-Forwarded-* headers count. */
function fromTrustedProxy(req: Request): boolean {
  const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean
  return trusted(req.socket.remoteAddress ?? '', 0)
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined

/** The host the visitor asked for: a trusted proxy's X-Forwarded-Host, else the Host header. */
function requestedHost(req: Request): string | undefined {
  return (fromTrustedProxy(req) ? firstValue(req.get('x-forwarded-host')) : undefined) ?? req.get('host')
}

/** The scheme the visitor used, where it is known: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
function knownScheme(req: Request): 'http' | 'https' | undefined {
  if ((req.socket as Partial<TLSSocket>).encrypted) return 'https'
  if (!fromTrustedProxy(req)) return undefined
  const proto = firstValue(req.get('x-forwarded-proto'))?.toLowerCase()
  return proto === 'http' || proto === 'https' ? proto : undefined
}

/**
 * This site's origin as the visitor's browser names it: scheme, host and port. The scheme is the one the
 * request came in with where that is known; otherwise, for the site's own names (SITE_URL's host and the
 * round-trip domain), SITE_URL's scheme: behind a TLS proxy that is not named in TRUST_PROXY the request
 * arrives as plain http, yet the browser's page was https. Any other host was reached directly, over http.
 */
function expectedOrigin(req: Request, site: URL, roundTripHost: string | undefined): string | null {
  const host = requestedHost(req)
  if (!host) return null
  try {
    const { hostname } = new URL(`http://${host}`)
    const ownName = hostname === site.hostname || (roundTripHost !== undefined && hostname === roundTripHost)
    const scheme = knownScheme(req) ?? (ownName ? site.protocol.slice(0, -1) : 'http')
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return null
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Refuses cross-site requests: a state-changing request must show that it comes from this site, by an
 * Origin equal to this site's origin (scheme, host and port) or, where a browser leaves Origin out,
 * `Sec-Fetch-Site: same-origin`. A request that says it is cross-site or same-site (a sibling subdomain)
 * is refused even with a fitting Origin. Every current browser sends Origin or Sec-Fetch-Site with a form
 * post or fetch; a request with neither is answered 403.
 */
export function originCheck(env: Pick<Env, 'SITE_URL' | 'ROUND_TRIP_HOST'>): RequestHandler {
  const site = new URL(env.SITE_URL)
  const roundTripHost = env.ROUND_TRIP_HOST?.trim().toLowerCase() || undefined
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    const fetchSite = req.get('sec-fetch-site')
    const fromThisSite =
      fetchSite !== 'cross-site' &&
      fetchSite !== 'same-site' &&
      (origin
        ? originOf(origin) !== null && originOf(origin) === expectedOrigin(req, site, roundTripHost)
        : fetchSite === 'same-origin')
    if (fromThisSite) return next()
    res.status(403).type('text/plain; charset=utf-8').send(FOREIGN_REQUEST_TEXT)
  }
}
