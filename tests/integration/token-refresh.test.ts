import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCustomer, type Customer } from '../support/directus-admin'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Spec §4 and ARCHITECTURE §3: an expired access token is refreshed on the server, exactly once per
// refresh token, even when many requests of one browser arrive at once (Directus rotates refresh tokens).
const directusUrl = process.env.DIRECTUS_URL!
const secret = randomBytes(32).toString('hex')
const cookies = sessionCookies(secret)
const sessionCookie = cookies.cookie

async function refreshTokenIn(response: Response): Promise<string | undefined> {
  const pair = cookies.pairIn(response)
  return pair ? (await cookies.tokensOf(pair)).refreshToken : undefined
}

describe('token refresh', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer
  let expiredCookie: string
  let originalRefreshToken: string

  beforeAll(async () => {
    customer = await createCustomer('Renate')
    const tokens = await directusTokens(customer.email, customer.password)
    originalRefreshToken = tokens.refreshToken
    // The access token is long past its expiry: every request must refresh before it reads anything.
    expiredCookie = await sessionCookie({ ...tokens, expiresAt: 1 })
    web = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
      // 50 account pages at once keep Directus busy for seconds on a loaded 2-core machine (on PostgreSQL
      // more than 5 s): the subject here is the single refresh, not the deadline (resilience.test.ts).
      DIRECTUS_TIMEOUT_MS: '30000',
    })
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
  })

  it('50 parallel requests with an expired token make one refresh and log nobody out', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${web.site}/hotel/account`, {
          headers: { ...BROWSER_HEADERS, cookie: expiredCookie },
          redirect: 'manual',
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200))
    const pages = await Promise.all(responses.map((response) => response.text()))
    expect(pages.every((html) => html.includes('Renate') && !html.includes('Anmeldung ist abgelaufen'))).toBe(
      true,
    )

    const refreshTokens = new Set(await Promise.all(responses.map((response) => refreshTokenIn(response))))
    expect(refreshTokens.size).toBe(1)
    const [newRefreshToken] = [...refreshTokens]
    expect(newRefreshToken).toBeTruthy()
    expect(newRefreshToken).not.toBe(originalRefreshToken)

    // A request that still carries the old cookie (sent before the new one arrived) is not logged out.
    const late = await fetch(`${web.site}/hotel/account`, {
      headers: { ...BROWSER_HEADERS, cookie: expiredCookie },
      redirect: 'manual',
    })
    expect(late.status).toBe(200)
  })

  it('a refused refresh token ends the session with a German notice', async () => {
    const revoked = await sessionCookie({ accessToken: 'x', refreshToken: 'revoked-token', expiresAt: 1 })
    const home = await fetch(`${web.site}/`, { headers: { ...BROWSER_HEADERS, cookie: revoked } })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.')
    expect(await refreshTokenIn(home)).toBeUndefined()

    const account = await fetch(`${web.site}/hotel/account`, {
      headers: { ...BROWSER_HEADERS, cookie: revoked },
      redirect: 'manual',
    })
    expect(account.status).toBe(302)
    expect(account.headers.get('location')).toBe('/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount')
  })
})
