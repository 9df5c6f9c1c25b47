import type { LoaderFunctionArgs } from '@remix-run/node'

import {
  localTarget,
  loginPageUrl,
  loginStateCookie,
  loginStateCookieName,
  ssoFailure,
  ssoProviderOr404,
} from '~/sso.server'

import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'
import { cookieFromSetCookies, relayToDirectus } from '../../server/sso'

/**
 * Start of a third-party login (spec §7: /auth/login/{provider}?redirect={current page URL}). Relayed to
 * Directus, which answers with the provider's authorisation URL and its signed login state; the state is
 * kept in a cookie on this site for the callback (decision 20).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = getEnv()
  const provider = ssoProviderOr404(params.provider)
  const redirectTo = localTarget(new URL(request.url).searchParams.get('redirect'))
  const directusPath = `/auth/login/${provider.id}?${new URLSearchParams({ redirect: loginPageUrl(redirectTo) })}`
  try {
    const answer = await relayToDirectus(env.DIRECTUS_URL, directusPath, {
      siteUrl: env.SITE_URL,
      clientIp: context.clientIp,
      userAgent: request.headers.get('user-agent'),
    })
    const state = cookieFromSetCookies(answer.setCookies, loginStateCookieName(provider))
    const location = answer.location ? new URL(answer.location, env.DIRECTUS_URL) : null
    // Directus sends its own admin login page with ?reason= when it cannot reach the provider.
    if (
      answer.status >= 300 &&
      answer.status < 400 &&
      location &&
      state &&
      !location.searchParams.has('reason')
    ) {
      const headers = new Headers({ Location: location.href, 'Cache-Control': 'no-store' })
      headers.append('Set-Cookie', loginStateCookie(provider, state))
      return new Response(null, { status: 302, headers })
    }
    logger.warn('SSO: Directus did not start the login', {
      provider: provider.id,
      status: answer.status,
      reason: location?.searchParams.get('reason') ?? undefined,
    })
  } catch (error) {
    logger.error('SSO: Directus not reachable', {
      provider: provider.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
  return ssoFailure(provider, redirectTo, 'nicht-moeglich')
}
