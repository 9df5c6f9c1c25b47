import type { Request, RequestHandler } from 'express'

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const FOREIGN_REQUEST_TEXT =
  'Diese Anfrage kam nicht erkennbar von dieser Website und wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.'

/** The host the visitor asked for: a trusted proxy's X-Forwarded-Host, else the Host header. */
function requestedHost(req: Request): string | undefined {
  const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean
  const forwarded = trusted(req.socket.remoteAddress ?? '', 0) ? req.get('x-forwarded-host') : undefined
  return forwarded?.split(',')[0]?.trim() ?? req.get('host')
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * Refuses cross-site requests: a state-changing request must show that it comes from this site, by an
 * Origin of this host or, where a browser leaves Origin out, `Sec-Fetch-Site: same-origin`. Every current
 * browser sends one of them with a form post or fetch; a request with neither is answered 403.
 */
export function originCheck(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    const fromThisSite = origin
      ? sameOrigin(origin, requestedHost(req))
      : req.get('sec-fetch-site') === 'same-origin'
    if (fromThisSite) return next()
    res.status(403).type('text/plain; charset=utf-8').send(FOREIGN_REQUEST_TEXT)
  }
}
