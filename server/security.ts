import { randomBytes } from 'node:crypto'

import type { RequestHandler } from 'express'

import type { Env } from './env'
import { bugReportAllowedOn } from '../core/bug-report'

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
 * The sources of the bug-report widget: its script's origin and the further hosts the operator named
 * (BUG_REPORT_HOSTS). Empty without a script: then no foreign script may run at all.
 */
export function bugReportSources(env: Pick<Env, 'BUG_REPORT_SCRIPT_URL' | 'BUG_REPORT_HOSTS'>): string[] {
  const script = origin(env.BUG_REPORT_SCRIPT_URL)
  if (!script) return []
  return [...new Set([script, ...env.BUG_REPORT_HOSTS])]
}

/**
 * Security headers for every answer. Framing is allowed only for the Directus origin, whose visual
 * editor shows pages in an iframe (so no `X-Frame-Options: DENY`). Scripts come from this site, with the
 * per-request nonce that Remix puts on its own scripts, or from the bug-report hosts the operator allowed;
 * no `'strict-dynamic'`, which would let any script that page code adds run, whatever its host. On pages
 * where the widget never runs (account, booking, enquiry: core/bug-report.ts) its hosts are not named.
 */
export function securityHeaders(env: Env): RequestHandler {
  const directusOrigin = origin(env.DIRECTUS_PUBLIC_URL ?? env.DIRECTUS_URL[0])
  // Map tiles are images; connect-src also names their hosts for tile sources that fetch.
  const tiles = tileOrigins(env.MAP_TILE_URL)
  const frameAncestors = ["'self'", directusOrigin].filter(Boolean).join(' ')
  const imageSources = ["'self'", 'data:', 'blob:', ...tiles]
  const connectSources = ["'self'", 'https://api.iconify.design', ...tiles]
  const widget = bugReportSources(env)
  const withWidget = (sources: string[], allowed: boolean) =>
    (allowed ? [...sources, ...widget] : sources).join(' ')

  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    // req.path is the path the browser shows (the round-trip domain's rewrite comes later).
    const widgetHere = widget.length > 0 && bugReportAllowedOn(req.path)
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src ${withWidget(["'self'", `'nonce-${nonce}'`], widgetHere)}`,
        `style-src ${withWidget(["'self'", "'unsafe-inline'"], widgetHere)}`,
        `img-src ${withWidget(imageSources, widgetHere)}`,
        "font-src 'self'",
        // The icon component falls back to the public Iconify service when the local endpoint fails.
        `connect-src ${withWidget(connectSources, widgetHere)}`,
        ...(widgetHere ? [`frame-src 'self' ${widget.join(' ')}`] : []),
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
