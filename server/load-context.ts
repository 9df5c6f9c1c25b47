import type { Request, Response } from 'express'

import { clientKey } from './client-address'
import type { Env } from './env'
import type { Visitor } from './session'

declare module '@remix-run/node' {
  // Loader data types follow single fetch (turbo-stream), as enabled in remix.config.js.
  interface Future {
    v3_singleFetch: true
  }

  /** What the express server hands every loader and action (server-only: never sent to the browser). */
  interface AppLoadContext {
    env: Env
    cspNonce: string
    /** The request came in on the round-trip-only domain. */
    roundTripOnly: boolean
    /** The path as the visitor sees it (before the round-trip domain's rewrite). */
    visiblePath: string
    /** The visitor's address: the connection's, or the one a trusted proxy forwarded (TRUST_PROXY). */
    clientIp: string
    /** The key of the visitor's rate limits: the IPv4 address or the IPv6 /64 network. */
    clientKey: string
    /** The session, read once per request (server/visitor-session.ts). */
    visitor: Visitor
    /** An action's form, already read, for remix-auth-form's strategy (it reads it from the context). */
    formData?: FormData
    /** The error a resource route answered, rendered as the error screen (server/error-pages.ts). */
    errorPage?: { status: number; message: string }
  }
}

/** A path as the visitor sees it: client data requests (`/x.data`, `/_root.data`) stand for their page. */
export const pagePath = (path: string) => path.replace(/\.data$/, '').replace(/^\/_root$/, '/')

export function loadContext(env: Env) {
  return (req: Request, res: Response) => ({
    env,
    cspNonce: String(res.locals.cspNonce ?? ''),
    roundTripOnly: res.locals.roundTripOnly === true,
    visiblePath: pagePath(typeof res.locals.visiblePath === 'string' ? res.locals.visiblePath : req.path),
    clientIp: req.ip ?? 'unknown',
    clientKey: clientKey(req.ip),
    visitor: res.locals.visitor as Visitor,
  })
}
