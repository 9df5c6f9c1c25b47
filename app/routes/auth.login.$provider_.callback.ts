import type { LoaderFunctionArgs } from '@remix-run/node'

import { routeById } from '~/lib/route-table'
import { ssoErrorFromDirectusReason } from '~/lib/sso'
import { completeSignIn } from '~/sign-in.server'
import {
  localTarget,
  loginStateCookie,
  loginStateCookieName,
  ssoFailure,
  ssoProviderOr404,
} from '~/sso.server'

import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'
import {
  cookieFromHeader,
  cookieFromSetCookies,
  exchangeRefreshToken,
  redirectFromLoginState,
  relayToDirectus,
} from '../../server/sso'

/** Directus's REFRESH_TOKEN_COOKIE_NAME (its default; AUTH_<NAME>_MODE=cookie puts the token there). */
const DIRECTUS_REFRESH_COOKIE = 'directus_refresh_token'

/** The page to return to, from the `redirect` Directus was given: our login page with `redirectTo`. */
function returnPathFrom(redirect: string | null): string {
  if (!redirect) return '/hotel'
  try {
    const url = new URL(redirect, getEnv().SITE_URL)
    return localTarget(
      url.pathname === routeById('login').pattern ? url.searchParams.get('redirectTo') : null,
    )
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
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = getEnv()
  const provider = ssoProviderOr404(params.provider)
  const url = new URL(request.url)
  const state = cookieFromHeader(request.headers.get('Cookie'), loginStateCookieName(provider))
  const redirectTo = returnPathFrom(redirectFromLoginState(state))

  const providerError = url.searchParams.get('error')
  if (providerError) {
    logger.info('SSO: the provider ended the login', {
      provider: provider.id,
      error: providerError.slice(0, 64),
    })
    return ssoFailure(
      provider,
      redirectTo,
      providerError === 'access_denied' ? 'abgebrochen' : 'fehlgeschlagen',
    )
  }
  if (!state) {
    logger.info('SSO: callback without login state', { provider: provider.id })
    return ssoFailure(provider, redirectTo, 'fehlgeschlagen')
  }

  let answer
  try {
    answer = await relayToDirectus(env.DIRECTUS_URL, `/auth/login/${provider.id}/callback${url.search}`, {
      siteUrl: env.SITE_URL,
      cookie: `${loginStateCookieName(provider)}=${state}`,
      clientIp: context.clientIp,
      userAgent: request.headers.get('user-agent'),
    })
  } catch (error) {
    logger.error('SSO: Directus not reachable', {
      provider: provider.id,
      error: error instanceof Error ? error.message : String(error),
    })
    return ssoFailure(provider, redirectTo, 'nicht-moeglich')
  }

  const location = answer.location ? new URL(answer.location, env.SITE_URL) : null
  const refreshToken = cookieFromSetCookies(answer.setCookies, DIRECTUS_REFRESH_COOKIE)
  const reason = location?.searchParams.get('reason') ?? null
  if (!refreshToken || reason) {
    logger.warn('SSO: Directus refused the login', { provider: provider.id, status: answer.status, reason })
    return ssoFailure(
      provider,
      redirectTo,
      answer.status >= 500 ? 'nicht-moeglich' : ssoErrorFromDirectusReason(reason),
    )
  }

  const tokens = await exchangeRefreshToken(env.DIRECTUS_URL, refreshToken).catch((error: unknown) => {
    logger.error('SSO: token exchange failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  })
  if (!tokens) return ssoFailure(provider, redirectTo, 'nicht-moeglich')

  const response = await completeSignIn(tokens, {
    redirectTo: location ? returnPathFrom(location.href) : redirectTo,
    fallback: '/hotel',
    toast: { title: 'Sie sind angemeldet. Willkommen!', icon: 'lucide:circle-check', color: 'green' },
  })
  response.headers.append('Set-Cookie', loginStateCookie(provider, null))
  response.headers.set('Cache-Control', 'no-store')
  return response
}
