import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

import { readCookie } from '../core/cookies'

/**
 * Anonymous pages say `public, s-maxage=…` so a CDN may serve them. A page that depends on a cookie of
 * the visitor (the session: their name; the colour mode and the map consent: the HTML differs) or that
 * sets a cookie belongs to one browser: it must never land in a shared cache, whatever the route declared.
 * `on-headers` (the hook `compression` uses) runs just before the headers go out, so the guard sees the
 * final Cache-Control and Set-Cookie of every route.
 */
export function sharedCacheGuard(personalCookies: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const personal = personalCookies.some((name) => readCookie(req.headers.cookie, name) !== undefined)
    onHeaders(res, () => {
      const shared = /\bpublic\b|s-maxage/.test(String(res.getHeader('Cache-Control') ?? ''))
      if (shared && (personal || res.getHeader('Set-Cookie') !== undefined)) {
        res.setHeader('Cache-Control', 'private, no-cache')
      }
    })
    next()
  }
}
