import { redirect, type AppLoadContext } from '@remix-run/node'

import { signIn } from './auth.server'
import { readCookie } from '../core/cookies'
import { PATHS } from '../core/paths'
import { cookieDefaults } from '../server/cookies'
import { refreshTokens, relay, setCookieValue, unverifiedClaim } from '../server/directus'
import type { SsoProvider } from '../server/env'
import { errorFields, logger } from '../server/logger'
import { safeRedirect } from './lib/safe-url'
import { ssoErrorFromDirectusReason, type SsoErrorCode } from './lib/sso'
import { tAccount } from '../core/copy/account'

// Third-party login through Directus SSO (OpenID), relayed through the site's own origin
// (docs/decisions/sso-relayed-through-the-site.md). The browser only ever talks to the site.

/** Directus's REFRESH_TOKEN_COOKIE_NAME (its default; AUTH_<NAME>_MODE=cookie puts the token there). */
const DIRECTUS_REFRESH_COOKIE = 'directus_refresh_token'

/** What the login and registration pages offer (SSO_PROVIDERS). */
export function ssoOptions(context: AppLoadContext) {
  return { ssoProviders: context.env.SSO_PROVIDERS, siteUrl: context.env.SITE_URL }
}

/** The configured provider of a route parameter; an unknown one is a 404. */
export function ssoProviderOr404(context: AppLoadContext, id: string | undefined): SsoProvider {
  const provider = context.env.SSO_PROVIDERS.find((candidate) => candidate.id === id)
  if (!provider) throw new Response('Not Found', { status: 404 })
  return provider
}

/**
 * A page to come back to, from a full URL of this site or a path; anything else (another host, a
 * protocol-relative or malformed URL) becomes the fallback.
 */
export function localTarget(
  siteUrl: string,
  candidate: string | null | undefined,
  fallback = '/hotel',
): string {
  if (!candidate) return fallback
  if (/^https?:/i.test(candidate)) {
    try {
      const url = new URL(candidate)
      if (url.origin !== new URL(siteUrl).origin) return fallback
      return safeRedirect(url.pathname + url.search + url.hash, fallback)
    } catch {
      return fallback
    }
  }
  return safeRedirect(candidate, fallback)
}

/** The login page with the way back, as Directus's `redirect` (it must be on its allow list). */
export function loginPageUrl(siteUrl: string, redirectTo: string, sso?: SsoErrorCode): string {
  const url = new URL(PATHS.login, siteUrl)
  url.searchParams.set('redirectTo', redirectTo)
  if (sso) url.searchParams.set('sso', sso)
  return url.href
}

/** Name of Directus's short-lived login-state cookie, kept on the site under the provider's /auth path. */
const loginStateCookieName = (provider: SsoProvider) => `openid.${provider.id}`

function loginStateCookie(context: AppLoadContext, provider: SsoProvider, value: string | null): string {
  const attributes = [
    `Path=/auth/login/${provider.id}`,
    value ? 'Max-Age=600' : 'Max-Age=0',
    'HttpOnly',
    // Lax: the provider sends the visitor back with a top-level GET from its own site.
    'SameSite=Lax',
    ...(cookieDefaults(context.env).secure ? ['Secure'] : []),
  ]
  return [`${loginStateCookieName(provider)}=${value ?? ''}`, ...attributes].join('; ')
}

/** Back to the login page with a message; the login-state cookie goes. */
function ssoFailure(
  context: AppLoadContext,
  provider: SsoProvider,
  redirectTo: string,
  code: SsoErrorCode,
): Response {
  const target = new URL(loginPageUrl(context.env.SITE_URL, redirectTo, code))
  return redirect(target.pathname + target.search, {
    headers: { 'Set-Cookie': loginStateCookie(context, provider, null), 'Cache-Control': 'no-store' },
  })
}

function visitorHeaders(request: Request, context: AppLoadContext) {
  return {
    siteUrl: context.env.SITE_URL,
    clientIp: context.clientIp,
    userAgent: request.headers.get('user-agent'),
  }
}

/**
 * Start of a third-party login (spec §7: /auth/login/{provider}?redirect={current page URL}). Relayed to
 * Directus, which answers with the provider's authorisation URL and its signed login state; the state is
 * kept in a cookie on this site for the callback.
 */
export async function startSsoLogin(
  request: Request,
  context: AppLoadContext,
  providerId: string | undefined,
) {
  const provider = ssoProviderOr404(context, providerId)
  const { SITE_URL: siteUrl, DIRECTUS_URL: directusUrls } = context.env
  const redirectTo = localTarget(siteUrl, new URL(request.url).searchParams.get('redirect'))
  const path = `/auth/login/${provider.id}?${new URLSearchParams({ redirect: loginPageUrl(siteUrl, redirectTo) })}`
  try {
    const answer = await relay(path, visitorHeaders(request, context))
    answer.body.resume()
    const state = setCookieValue(answer.setCookies, loginStateCookieName(provider))
    const location = answer.location ? new URL(answer.location, directusUrls[0]) : null
    // Directus sends its own admin login page with ?reason= when it cannot reach the provider.
    if (
      answer.status >= 300 &&
      answer.status < 400 &&
      location &&
      state &&
      !location.searchParams.has('reason')
    ) {
      const headers = new Headers({ Location: location.href, 'Cache-Control': 'no-store' })
      headers.append('Set-Cookie', loginStateCookie(context, provider, state))
      return new Response(null, { status: 302, headers })
    }
    logger.warn('SSO: Directus did not start the login', {
      provider: provider.id,
      status: answer.status,
      reason: location?.searchParams.get('reason') ?? undefined,
    })
  } catch (error) {
    logger.error('SSO: Directus not reachable', { provider: provider.id, ...errorFields(error) })
  }
  return ssoFailure(context, provider, redirectTo, 'nicht-moeglich')
}

/** The page to return to, from the `redirect` Directus was given: our login page with `redirectTo`. */
function returnPathFrom(siteUrl: string, redirectUrl: string | null): string {
  if (!redirectUrl) return '/hotel'
  try {
    const url = new URL(redirectUrl, siteUrl)
    return localTarget(siteUrl, url.pathname === PATHS.login ? url.searchParams.get('redirectTo') : null)
  } catch {
    return '/hotel'
  }
}

/**
 * The provider sends the visitor here (the redirect_uri registered with it). Directus does the OpenID work
 * (code exchange, user lookup or registration) when the site relays the callback with the login state;
 * its answer carries a refresh token, which the site exchanges for tokens in the visitor's session.
 * Every failure ends on the login page with a German message, never in an error page.
 */
export async function completeSsoLogin(
  request: Request,
  context: AppLoadContext,
  providerId: string | undefined,
) {
  const provider = ssoProviderOr404(context, providerId)
  const siteUrl = context.env.SITE_URL
  const url = new URL(request.url)
  const state = readCookie(request.headers.get('Cookie'), loginStateCookieName(provider)) ?? null
  // The login state is signed by Directus; the site only reads where to go back to after a failure.
  const redirectTo = returnPathFrom(siteUrl, unverifiedClaim(state, 'redirect'))

  const providerError = url.searchParams.get('error')
  if (providerError) {
    logger.info('SSO: the provider ended the login', {
      provider: provider.id,
      error: providerError.slice(0, 64),
    })
    const code = providerError === 'access_denied' ? 'abgebrochen' : 'fehlgeschlagen'
    return ssoFailure(context, provider, redirectTo, code)
  }
  if (!state) {
    logger.info('SSO: callback without login state', { provider: provider.id })
    return ssoFailure(context, provider, redirectTo, 'fehlgeschlagen')
  }

  let answer
  try {
    answer = await relay(`/auth/login/${provider.id}/callback${url.search}`, {
      ...visitorHeaders(request, context),
      cookie: `${loginStateCookieName(provider)}=${state}`,
    })
    answer.body.resume()
  } catch (error) {
    logger.error('SSO: Directus not reachable', { provider: provider.id, ...errorFields(error) })
    return ssoFailure(context, provider, redirectTo, 'nicht-moeglich')
  }

  const location = answer.location ? new URL(answer.location, siteUrl) : null
  const refreshToken = setCookieValue(answer.setCookies, DIRECTUS_REFRESH_COOKIE)
  const reason = location?.searchParams.get('reason') ?? null
  if (!refreshToken || reason) {
    logger.warn('SSO: Directus refused the login', { provider: provider.id, status: answer.status, reason })
    const code = answer.status >= 500 ? 'nicht-moeglich' : ssoErrorFromDirectusReason(reason)
    return ssoFailure(context, provider, redirectTo, code)
  }

  // The same kind of tokens as after a password login; the first rotation invalidates Directus's cookie.
  const exchange = await refreshTokens(refreshToken)
  if (exchange.kind !== 'ok') {
    logger.warn('SSO: Directus refused the refresh token of a third-party login', { result: exchange.kind })
    return ssoFailure(context, provider, redirectTo, 'nicht-moeglich')
  }

  const response = await signIn(context, exchange.tokens, {
    request,
    redirectTo: location ? returnPathFrom(siteUrl, location.href) : redirectTo,
    fallback: '/hotel',
    toast: { title: tAccount('account.sso.welcome'), icon: 'lucide:circle-check', color: 'green' },
  })
  response.headers.append('Set-Cookie', loginStateCookie(context, provider, null))
  response.headers.set('Cache-Control', 'no-store')
  return response
}
