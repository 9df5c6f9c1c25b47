import { randomBytes, randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCountingProxy } from '../support/counting-proxy'
import { createCustomer, type Customer } from '../support/directus-admin'
import { sessionCookies } from '../support/session-cookie'
import { BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// Two web servers with one Directus and one Redis (REDIS_URL) share the
// token refresh, the rate limits and the caches. The harness starts the Redis (scripts/test.ts).
const redisUrl = process.env.TEST_REDIS_URL
const secret = randomBytes(32).toString('hex')
const cookies = sessionCookies(secret)

describe('two web instances with one Redis', () => {
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>
  const instances: Array<Awaited<ReturnType<typeof startWebServer>>> = []
  let customer: Customer

  beforeAll(async () => {
    if (!redisUrl)
      throw new Error('TEST_REDIS_URL is not set: npm test starts a Redis for the integration stage')
    const redis = new Redis(redisUrl)
    await redis.flushdb()
    redis.disconnect()
    customer = await createCustomer('Zwilling')
    proxy = await startCountingProxy(process.env.DIRECTUS_URL!)
    const env = {
      DIRECTUS_URL: proxy.url,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
      REDIS_URL: redisUrl,
      AUTH_RATE_LIMIT: '3',
    }
    for (let i = 0; i < 2; i++) instances.push(await startWebServer(env))
  }, 60_000)

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
    await proxy?.stop()
    await customer?.remove()
  })

  it('50 parallel requests with one expired token, spread over both, make one refresh and log nobody out', async () => {
    const login = await fetch(`${process.env.DIRECTUS_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password, mode: 'json' }),
    })
    const { data } = (await login.json()) as { data: { access_token: string; refresh_token: string } }
    const expired = await cookies.write({
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      expiresAt: 1,
    })
    const refreshesBefore = proxy.count(/^POST \/auth\/refresh/)

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // A page that needs the session and shows whose it is.
        fetch(`${instances[i % 2]!.site}/hotel/account`, {
          headers: { ...BROWSER_HEADERS, cookie: expired },
          redirect: 'manual',
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200))
    const pages = await Promise.all(responses.map((response) => response.text()))
    expect(pages.every((html) => html.includes(customer.email))).toBe(true)
    expect(proxy.count(/^POST \/auth\/refresh/) - refreshesBefore).toBe(1)
    const refreshTokens = new Set(
      await Promise.all(responses.map(async (response) => (await cookies.read(response))?.refreshToken)),
    )
    expect(refreshTokens.size).toBe(1)
    expect([...refreshTokens][0]).not.toBe(data.refresh_token)
  })

  it('a rate limit reached on one instance holds on the other', async () => {
    const attempt = (site: string) =>
      postForm(site, '/hotel/account/anmelden', { email: 'zwei-instanzen@example.com', password: 'falsch' })
    for (let i = 0; i < 3; i++) expect((await attempt(instances[0]!.site)).status).toBe(400)
    const refused = await attempt(instances[1]!.site)
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('Zu viele Versuche. Bitte warten Sie')
  })

  it('a search one instance loaded is served by the other from the shared cache', async () => {
    const search = `/hotel?ziel=${encodeURIComponent(`Unbekannt ${randomUUID().slice(0, 8)}`)}`
    const hotelQueries = () => proxy.count(/^GET \/catalogue\/hotels/)
    const before = hotelQueries()
    expect((await fetch(`${instances[0]!.site}${search}`, { headers: BROWSER_HEADERS })).status).toBe(200)
    const afterFirst = hotelQueries()
    expect(afterFirst).toBeGreaterThan(before)
    expect((await fetch(`${instances[1]!.site}${search}`, { headers: BROWSER_HEADERS })).status).toBe(200)
    expect(hotelQueries()).toBe(afterFirst)
  })
})
