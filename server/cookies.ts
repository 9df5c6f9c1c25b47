import { createCookie, type CookieOptions } from '@remix-run/node'

import type { Env } from './env'
import { seal, unseal } from './seal'

/** The one set of defaults for the site's cookies: httpOnly, path /, same-site and secure from configuration. */
export function cookieDefaults(env: Env) {
  return {
    httpOnly: true,
    path: '/',
    sameSite: env.SESSION_SAME_SITE,
    secure: env.SESSION_SECURE ?? env.NODE_ENV === 'production',
  } satisfies CookieOptions
}

/** A cookie whose value the browser can neither read nor change: signed and encrypted with SESSION_SECRET. */
export function sealedCookie(env: Env, name: string, options: CookieOptions = {}) {
  return createCookie(name, {
    ...cookieDefaults(env),
    ...options,
    secrets: env.SESSION_SECRET,
    encode: (value) => seal(value, env.SESSION_SECRET, name),
    // A value that does not unseal reads as no cookie.
    decode: (value) => unseal(value, env.SESSION_SECRET, name) ?? '',
  })
}
