import { redirect } from '@remix-run/node'

import { routeById } from './lib/route-table'
import { safeRedirect } from './lib/safe-url'
import type { SsoErrorCode } from './lib/sso'
import { getEnv, type SsoProvider } from '../server/env'

/** The configured provider of a route parameter; an unknown one is a 404. */
export function ssoProviderOr404(id: string | undefined): SsoProvider {
  const provider = getEnv().SSO_PROVIDERS.find((candidate) => candidate.id === id)
  if (!provider) throw new Response('Not Found', { status: 404 })
  return provider
}

/**
 * A page to come back to, from a full URL of this site or a path; anything else (another host, a
 * protocol-relative or malformed URL) becomes the fallback.
 */
export function localTarget(candidate: string | null | undefined, fallback = '/hotel'): string {
  if (!candidate) return fallback
  const site = new URL(getEnv().SITE_URL)
  if (/^https?:/i.test(candidate)) {
    try {
      const url = new URL(candidate)
      if (url.origin !== site.origin) return fallback
      return safeRedirect(url.pathname + url.search + url.hash, fallback)
    } catch {
      return fallback
    }
  }
  return safeRedirect(candidate, fallback)
}

/** The login page with the way back, as Directus's `redirect` (it must be on its allow list). */
export function loginPageUrl(redirectTo: string, sso?: SsoErrorCode): string {
  const url = new URL(routeById('login').pattern, getEnv().SITE_URL)
  url.searchParams.set('redirectTo', redirectTo)
  if (sso) url.searchParams.set('sso', sso)
  return url.href
}

/** Name of Directus's short-lived login-state cookie, kept on the site under the provider's /auth path. */
export const loginStateCookieName = (provider: SsoProvider) => `openid.${provider.id}`

export function loginStateCookie(provider: SsoProvider, value: string | null): string {
  const env = getEnv()
  const secure = env.SESSION_SECURE ?? env.NODE_ENV === 'production'
  const attributes = [
    `Path=/auth/login/${provider.id}`,
    value ? 'Max-Age=600' : 'Max-Age=0',
    'HttpOnly',
    // Lax: the provider sends the visitor back with a top-level GET from its own site.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]
  return [`${loginStateCookieName(provider)}=${value ?? ''}`, ...attributes].join('; ')
}

/** Back to the login page with a message; the login-state cookie goes. */
export function ssoFailure(provider: SsoProvider, redirectTo: string, code: SsoErrorCode): Response {
  const target = new URL(loginPageUrl(redirectTo, code))
  return redirect(target.pathname + target.search, {
    headers: { 'Set-Cookie': loginStateCookie(provider, null), 'Cache-Control': 'no-store' },
  })
}
