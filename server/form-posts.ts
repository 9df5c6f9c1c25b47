import type { RequestHandler } from 'express'

import { SAFE_METHODS } from './origin-check'
import { tError } from '../core/copy/error'

/**
 * Pages take what their forms send, `application/x-www-form-urlencoded` (browsers without JavaScript and
 * Remix's forms alike; the site has no uploads). Any other body, or none, is answered 415 before an action
 * tries to read it as a form, which would throw (a 500). The tRPC API under /api reads JSON itself.
 */
export function formPostsOnly(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith('/api/')) return next()
    if (req.is('application/x-www-form-urlencoded')) return next()
    res.status(415).type('text/plain; charset=utf-8').send(tError('error.noFormData'))
  }
}
