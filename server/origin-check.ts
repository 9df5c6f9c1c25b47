import type { RequestHandler } from 'express'

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses cross-site form posts: a state-changing request whose Origin is another site is answered 403.
 * Browsers send Origin with every POST; the session cookie's SameSite=Lax is the second line of defence
 * for the rare old browser that does not.
 */
export function originCheck(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    if (!origin) return next()
    const host = req.get('x-forwarded-host') ?? req.get('host')
    let sameSite = false
    try {
      sameSite = new URL(origin).host === host
    } catch {
      sameSite = false
    }
    if (sameSite) return next()
    res
      .status(403)
      .type('text/plain; charset=utf-8')
      .send('Diese Anfrage kam von einer anderen Website und wurde aus Sicherheitsgründen abgelehnt.')
  }
}
