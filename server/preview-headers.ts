import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'

import { PATHS } from '../core/paths'

/**
 * Spec §2 preview (`?preview`) and preview links (`/vorschau/geteilt/…`): their answers are never stored by
 * any cache and never indexed, whoever asks. An editor's answer holds drafts; an anonymous one must not
 * stand in for it in a CDN either. Set just before the headers go out, over whatever the route declared
 * (error pages too).
 */
export function previewHeaders(): RequestHandler {
  return (req, res, next) => {
    const [path = '', query] = req.originalUrl.split('?', 2)
    const shared = path.startsWith(`${PATHS.sharedPreview}/`)
    if (shared || (query !== undefined && new URLSearchParams(query).has('preview'))) {
      onHeaders(res, () => {
        res.setHeader('Cache-Control', 'private, no-store')
        res.setHeader('X-Robots-Tag', 'noindex')
      })
    }
    next()
  }
}
