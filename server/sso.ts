/**
 * Third-party login through Directus SSO (OpenID), relayed through the site's own origin (decision 20 in
 * docs/decisions.md). The browser only ever talks to the site: the site forwards the start
 * (`/auth/login/<provider>`) and the provider's callback (`/auth/login/<provider>/callback`) to Directus
 * server-side, with the site's host in the Host header, so that Directus builds the callback URL on the
 * site (AUTH_ALLOWED_PUBLIC_URLS). Directus's answer to the callback carries the refresh token as a cookie;
 * the site takes it from that answer, exchanges it for tokens and never passes the cookie to the browser.
 */
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'

import { logger } from './logger'

export interface DirectusRelayAnswer {
  status: number
  location: string | null
  setCookies: string[]
}

/**
 * GET a Directus auth endpoint as if the browser had asked the site for it. Node's fetch does not let a
 * caller set Host, hence node:http. Redirects are not followed: they are the answer.
 */
export function relayToDirectus(
  directusUrl: string,
  pathAndQuery: string,
  options: { siteUrl: string; cookie?: string; clientIp?: string; userAgent?: string | null },
): Promise<DirectusRelayAnswer> {
  const target = new URL(pathAndQuery, directusUrl)
  const site = new URL(options.siteUrl)
  const headers: Record<string, string> = {
    host: site.host,
    'x-forwarded-proto': site.protocol.replace(':', ''),
    accept: 'text/html',
  }
  if (options.cookie) headers.cookie = options.cookie
  // Directus logs and rate-limits by the visitor's address (it trusts the proxy by default).
  if (options.clientIp && isIP(options.clientIp)) headers['x-forwarded-for'] = options.clientIp
  if (options.userAgent) headers['user-agent'] = options.userAgent.slice(0, 1024)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: 'GET', headers, servername: target.hostname, timeout: 15_000 },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('Directus did not answer within 15 s')))
    request.on('error', reject)
    request.end()
  })
}

/** The value of cookie `name` among Set-Cookie headers, or null (also when the header clears it). */
export function cookieFromSetCookies(setCookies: string[], name: string): string | null {
  for (const header of setCookies) {
    const [pair] = header.split(';')
    const separator = pair?.indexOf('=') ?? -1
    if (separator <= 0 || pair!.slice(0, separator).trim() !== name) continue
    const value = decodeURIComponent(pair!.slice(separator + 1).trim())
    if (value) return value
  }
  return null
}

/** The value of cookie `name` in a request's Cookie header, or null. */
export function cookieFromHeader(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The `redirect` inside Directus's signed login-state cookie (`openid.<provider>`). The site cannot check
 * the signature (Directus's secret stays with Directus) and does not need to: the value only serves to
 * find the page to return to after a failed login, and that page still goes through safeRedirect.
 */
export function redirectFromLoginState(token: string | null): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { redirect?: unknown }
    return typeof claims.redirect === 'string' ? claims.redirect : null
  } catch {
    return null
  }
}

export interface SsoTokens {
  accessToken: string
  refreshToken: string
  expiresAt: number
}

/**
 * POST /auth/refresh in json mode with the refresh token Directus issued at the end of the SSO login:
 * the tokens the session keeps (the same kind as after a password login). Null when Directus refuses.
 */
export async function exchangeRefreshToken(
  directusUrl: string,
  refreshToken: string,
): Promise<SsoTokens | null> {
  const response = await fetch(new URL('/auth/refresh', directusUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken, mode: 'json' }),
    signal: AbortSignal.timeout(10_000),
  })
  const answer = (await response.json().catch(() => ({}))) as {
    data?: { access_token?: string; refresh_token?: string; expires?: number }
  }
  const data = answer.data
  if (!response.ok || !data?.access_token || !data.refresh_token) {
    logger.warn('SSO: Directus refused the refresh token of a third-party login', { status: response.status })
    return null
  }
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresAt: Date.now() + (data.expires ?? 0),
  }
}
