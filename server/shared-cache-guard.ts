import type { RequestHandler } from 'express'

/**
 * Anonymous pages say `public, s-maxage=…` so a CDN may serve them (issue 5). A signed-in visitor's page
 * shows their name, and a response that sets a cookie belongs to one browser: neither may ever land in a
 * shared cache, whatever the route declared. The check runs when the headers are written, so it sees the
 * final Cache-Control and Set-Cookie of every route.
 */
export function sharedCacheGuard(sessionCookieName: string): RequestHandler {
  return (req, res, next) => {
    const signedIn = (req.headers.cookie ?? '')
      .split(/;\s*/)
      .some((cookie) => cookie.startsWith(`${sessionCookieName}=`))
    const writeHead = res.writeHead
    res.writeHead = function guardedWriteHead(this: typeof res, ...args: Parameters<typeof writeHead>) {
      const cacheControl = String(res.getHeader('Cache-Control') ?? '')
      const shared = /\bpublic\b|s-maxage/.test(cacheControl)
      if (shared && (signedIn || res.getHeader('Set-Cookie') !== undefined)) {
        res.setHeader('Cache-Control', 'private, no-cache')
      }
      return writeHead.apply(this, args)
    } as typeof res.writeHead
    next()
  }
}
