import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOCAL_SSO_PROVIDER } from '../support/sso-accounts'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

const siteUrl = process.env.SITE_URL!
const providerUrl = process.env.OIDC_PROVIDER_URL!
const ssoEnv = {
  DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
  SSO_PROVIDERS: JSON.stringify([LOCAL_SSO_PROVIDER]),
  // The address the test Directus allows for SSO (scripts/test.ts); this server listens elsewhere.
  SITE_URL: siteUrl,
}

const get = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } })

describe('third-party login relayed through the site', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let offline: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    ;[web, offline] = await Promise.all([
      startWebServer({ ...ssoEnv, DIRECTUS_URL: process.env.DIRECTUS_URL }),
      startWebServer({ ...ssoEnv, DIRECTUS_URL: 'http://127.0.0.1:9' }),
    ])
  }, 40_000)

  afterAll(() => Promise.all([web?.stop(), offline?.stop()]))

  it('starts at the provider with the site as redirect_uri and keeps the login state on the site', async () => {
    const start = await get(
      `${web.site}/auth/login/musterid?redirect=${encodeURIComponent('https://evil.example/x')}`,
    )
    expect(start.status).toBe(302)
    const location = new URL(start.headers.get('location')!)
    expect(location.origin).toBe(providerUrl)
    expect(location.searchParams.get('redirect_uri')).toBe(`${siteUrl}/auth/login/musterid/callback`)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')

    const cookies = start.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(
      /^openid\.musterid=[\w-]+\.[\w-]+\.[\w-]+; Path=\/auth\/login\/musterid; Max-Age=600; HttpOnly; SameSite=Lax/,
    )
    // The way back inside the login state is the login page with a local target only.
    const state = cookies[0]!.split(';')[0]!.slice('openid.musterid='.length)
    const claims = JSON.parse(Buffer.from(state.split('.')[1]!, 'base64url').toString()) as {
      redirect: string
    }
    expect(claims.redirect).toBe(`${siteUrl}/hotel/account/anmelden?redirectTo=%2Fhotel`)
  })

  it('sends a cancelled or unknown callback to the login page with a German reason', async () => {
    const cancelled = await get(`${web.site}/auth/login/musterid/callback?error=access_denied&state=x`)
    expect(cancelled.status).toBe(302)
    expect(cancelled.headers.get('location')).toBe(
      '/hotel/account/anmelden?redirectTo=%2Fhotel&sso=abgebrochen',
    )
    expect(cancelled.headers.getSetCookie()[0]).toMatch(
      /^openid\.musterid=; Path=\/auth\/login\/musterid; Max-Age=0/,
    )

    // A login state Directus did not sign: Directus refuses, the visitor sees a message, no error page.
    const forged = await get(
      `${web.site}/auth/login/musterid/callback?code=x&state=y`,
      'openid.musterid=eyJhbGciOiJIUzI1NiJ9.eyJyZWRpcmVjdCI6Imh0dHBzOi8vZXZpbC5leGFtcGxlIn0.c2lnbmF0dXJl',
    )
    expect(forged.status).toBe(302)
    expect(forged.headers.get('location')).toBe(
      '/hotel/account/anmelden?redirectTo=%2Fhotel&sso=fehlgeschlagen',
    )

    expect((await get(`${web.site}/auth/login/unbekannt`)).status).toBe(404)
    expect((await get(`${web.site}/auth/login/unbekannt/callback`)).status).toBe(404)
  })

  it('answers with the login page and a message when Directus cannot be reached', async () => {
    const start = await get(`${offline.site}/auth/login/musterid?redirect=%2Fhotel%2Faccount`)
    expect(start.status).toBe(302)
    expect(start.headers.get('location')).toBe(
      '/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount&sso=nicht-moeglich',
    )
    const page = await get(`${offline.site}${start.headers.get('location')}`)
    expect(await page.text()).toContain('Die Anmeldung über den externen Anbieter ist gerade nicht möglich.')
  })
})
