import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postForm, startWebServer } from '../support/web-server'

// Directus sees only the web server's address, so the web tier limits attempts per client: its address
// (IPv6: its /64 network), forwarded by a proxy only when TRUST_PROXY names it.
const env = {
  DIRECTUS_URL: process.env.DIRECTUS_URL,
  DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
}

// Invalid on purpose (no consent): the limit counts attempts, not accounts, and nothing is created.
const registration = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: 'erika-limit@example.com',
  password: 'Reise-2027!',
  confirm: 'Reise-2027!',
}

describe('login rate limit', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({ ...env, AUTH_RATE_LIMIT: '3' })
  }, 30_000)

  afterAll(() => web?.stop())

  const attempt = () =>
    postForm(web.site, '/hotel/account/anmelden', { email: 'niemand@example.com', password: 'falsch' })

  it('answers 429 with Retry-After and a German message once the limit is used up', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).toContain('value="niemand@example.com"')
  })
})

describe('registration rate limit', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({ ...env, AUTH_RATE_LIMIT: '2' })
  }, 30_000)

  afterAll(() => web?.stop())

  it('answers 429 with Retry-After and a German message, keeping what was typed', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await postForm(web.site, '/hotel/account/registrieren', registration)).status).toBe(400)
    }
    const refused = await postForm(web.site, '/hotel/account/registrieren', registration)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
    expect(html).toContain('value="erika-limit@example.com"')
    expect(html).not.toContain('Reise-2027!')
  })

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const refused = await postForm(web.site, '/hotel/account/registrieren', registration, {
      'x-forwarded-for': '203.0.113.99',
    })
    expect(refused.status).toBe(429)
  })
})

describe('client address behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({ ...env, AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' })
  }, 30_000)

  afterAll(() => web?.stop())

  const from = (address: string) =>
    postForm(web.site, '/hotel/account/registrieren', registration, { 'x-forwarded-for': address })

  it('limits each forwarded IPv4 address on its own', async () => {
    expect((await from('203.0.113.1')).status).toBe(400)
    expect((await from('203.0.113.1')).status).toBe(400)
    expect((await from('203.0.113.1')).status).toBe(429)
    expect((await from('203.0.113.2')).status).toBe(400)
  })

  it('limits IPv6 clients by their /64 network', async () => {
    expect((await from('2001:db8:1:2::1')).status).toBe(400)
    expect((await from('2001:db8:1:2:ffff::7')).status).toBe(400)
    expect((await from('2001:db8:1:2:dead:beef:0:1')).status).toBe(429)
    expect((await from('2001:db8:1:3::1')).status).toBe(400)
  })
})
