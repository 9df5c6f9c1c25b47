import { describe, expect, it } from 'vitest'

import { cookieFromHeader, cookieFromSetCookies, redirectFromLoginState } from './sso'

describe('cookieFromSetCookies', () => {
  const headers = [
    'openid.musterid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'directus_refresh_token=abc%2Bdef; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax',
  ]

  it('finds a cookie among Directus Set-Cookie headers', () => {
    expect(cookieFromSetCookies(headers, 'directus_refresh_token')).toBe('abc+def')
  })

  it('treats a cleared or missing cookie as absent', () => {
    expect(cookieFromSetCookies(headers, 'openid.musterid')).toBeNull()
    expect(cookieFromSetCookies(headers, 'directus_session_token')).toBeNull()
    expect(cookieFromSetCookies([], 'directus_refresh_token')).toBeNull()
  })
})

describe('cookieFromHeader', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieFromHeader('__session=x; openid.musterid=eyJ.a.b; flash=y', 'openid.musterid')).toBe(
      'eyJ.a.b',
    )
    expect(cookieFromHeader('__session=x', 'openid.musterid')).toBeNull()
    expect(cookieFromHeader(null, 'openid.musterid')).toBeNull()
  })
})

describe('redirectFromLoginState', () => {
  const token = (claims: unknown) =>
    ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')

  it('reads the redirect of Directus’s login state', () => {
    const redirect = 'http://localhost:3000/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount'
    expect(redirectFromLoginState(token({ verifier: 'v', redirect }))).toBe(redirect)
  })

  it('gives null for anything else', () => {
    expect(redirectFromLoginState(null)).toBeNull()
    expect(redirectFromLoginState('kein-token')).toBeNull()
    expect(redirectFromLoginState('a.b%%.c')).toBeNull()
    expect(redirectFromLoginState(token({ redirect: 42 }))).toBeNull()
  })
})
