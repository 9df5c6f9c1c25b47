import { randomUUID } from 'node:crypto'
import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCustomer, type Customer } from '../support/directus-admin'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// Bodies, batches and the request guards, against a real web server and Directus.
describe('request guards', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SEARCH_RATE_LIMIT: '2',
    })
  }, 30_000)

  afterAll(() => web?.stop())

  it('answers a 30 MB form body with 413 in German before it is sent, let alone read', async () => {
    // The body is announced, not sent: the answer must come from the length alone.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${web.site}/karte/zustimmung`, {
        method: 'POST',
        headers: {
          ...BROWSER_HEADERS,
          origin: web.site,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(30 * 1024 * 1024),
        },
      })
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text })
          req.destroy()
        })
      })
      req.on('error', reject)
      req.write('redirectTo=')
    })
    expect(answer.status).toBe(413)
    expect(answer.text).toContain('Die gesendeten Daten sind zu groß (höchstens 64 KB)')
  })

  it('refuses a post without Origin or Sec-Fetch-Site', async () => {
    const response = await fetch(`${web.site}/karte/zustimmung`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'redirectTo=%2F',
      redirect: 'manual',
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('aus Sicherheitsgründen abgelehnt')
  })

  it('refuses a redirect target with non-Latin-1 characters instead of failing', async () => {
    const response = await postForm(web.site, '/karte/zustimmung', { redirectTo: '/hotel/€-ą' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
  })

  it('caps tRPC batches at 10 calls with a German 400', async () => {
    const batch = (calls: number) =>
      fetch(
        `${web.site}/api/trpc/${Array(calls).fill('translation.getTranslations').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
        { headers: BROWSER_HEADERS },
      )
    expect((await batch(10)).status).toBe(200)
    const refused = await batch(11)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(
      'Zu viele Abfragen auf einmal: höchstens 10 je Anfrage.',
    )
  })

  it('limits uncached anonymous searches per client with 429 and Retry-After, cached ones not', async () => {
    const search = () => `/hotel?ziel=${encodeURIComponent(`Nirgendwo ${randomUUID().slice(0, 8)}`)}`
    const first = search()
    expect((await fetch(`${web.site}${first}`, { headers: BROWSER_HEADERS })).status).toBe(200)
    expect((await fetch(`${web.site}${search()}`, { headers: BROWSER_HEADERS })).status).toBe(200)
    const refused = await fetch(`${web.site}${search()}`, { headers: BROWSER_HEADERS })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Sie haben in kurzer Zeit sehr viele Suchen gestartet.')
    expect((await fetch(`${web.site}${first}`, { headers: BROWSER_HEADERS })).status).toBe(200)
  })
})

// A signed-in visitor's searches count per account too: new addresses do not make more of them.
describe('signed-in searches', () => {
  const secret = randomUUID() + randomUUID()
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
      SEARCH_RATE_LIMIT: '2',
      TRUST_PROXY: 'loopback',
    })
    customer = await createCustomer('Suche')
  }, 60_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
  })

  it('limits uncached searches per account from any address, with 429 and Retry-After', async () => {
    const cookie = await sessionCookies(secret).cookie(
      await directusTokens(customer.email, customer.password),
    )
    const search = (client: string) =>
      fetch(`${web.site}/hotel?ziel=${encodeURIComponent(`Nirgendwo ${randomUUID().slice(0, 8)}`)}`, {
        headers: { ...BROWSER_HEADERS, cookie, 'x-forwarded-for': client },
      })
    expect((await search('198.51.100.10')).status).toBe(200)
    expect((await search('198.51.100.11')).status).toBe(200)
    const refused = await search('198.51.100.12')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Sie haben in kurzer Zeit sehr viele Suchen gestartet.')
  })
})
