import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'

import type { Env } from './env'

function origin(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The origins a map tile URL template loads from (`https://{a-c}.tile.example.org/{z}/{x}/{y}.png` loads
 * from three hosts). Empty when the template is not an absolute URL.
 */
export function tileOrigins(template: string): string[] {
  let url: URL
  try {
    url = new URL(template.replace(/\{([^}]*)\}/g, (_match, name: string) => `tpl${name.replace('-', 'to')}`))
  } catch {
    return []
  }
  const range = /tpl([a-z\d])to([a-z\d])/.exec(url.host)
  if (!range?.[1] || !range[2]) return [url.origin]
  const origins: string[] = []
  for (let code = range[1].charCodeAt(0); code <= range[2].charCodeAt(0); code += 1) {
    origins.push(url.origin.replace(range[0], String.fromCharCode(code)))
  }
  return origins
}

/**
 * Security headers for every answer. Framing is allowed only for the Directus origin, whose visual
 * editor shows pages in an iframe (so no `X-Frame-Options: DENY`). Inline scripts need the per-request
 * nonce that Remix puts on its own scripts.
 */
export function securityHeaders(env: Env): RequestHandler {
  const directusOrigin = origin(env.DIRECTUS_PUBLIC_URL ?? env.DIRECTUS_URL)
  // Map tiles are images; connect-src also names their hosts for tile sources that fetch.
  const tiles = tileOrigins(env.MAP_TILE_URL)
  const frameAncestors = ["'self'", directusOrigin].filter(Boolean).join(' ')
  const imageSources = ["'self'", 'data:', 'blob:', ...tiles].join(' ')
  const connectSources = ["'self'", 'https://api.iconify.design', ...tiles].join(' ')

  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        `img-src ${imageSources}`,
        "font-src 'self'",
        // The icon component falls back to the public Iconify service when the local endpoint fails.
        `connect-src ${connectSources}`,
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self'${directusOrigin ? ` ${directusOrigin}` : ''}`,
        `frame-ancestors ${frameAncestors}`,
      ].join('; '),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    // Browsers honour (and otherwise complain about) COOP only on trustworthy origins, i.e. over HTTPS.
    if (req.secure) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (env.NODE_ENV === 'production') {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    next()
  }
}
