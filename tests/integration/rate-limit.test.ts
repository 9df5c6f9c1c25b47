import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Directus sees only the web server's address, so the web tier limits login attempts per client address.

/** `limit` attempts are answered as usual (400), the next one 429 with Retry-After, keeping `typed`. */
async function expectRefusedAfter(limit: number, attempt: () => Promise<Response>, typed: string) {
  for (let i = 0; i < limit; i++) expect((await attempt()).status).toBe(400)
  const refused = await attempt()
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  const html = await refused.text()
  expect(html).toContain('Zu viele Versuche. Bitte warten Sie')
  expect(html).toContain(`value="${typed}"`)
  return html
}

describe('login rate limit', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      AUTH_RATE_LIMIT: '3',
    })
  }, 30_000)

  afterAll(() => web?.stop())

  function attempt() {
    return fetch(`${web.site}/hotel/account/anmelden`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'niemand@example.com', password: 'falsch' }),
    })
  }

  it('answers 429 with Retry-After and a German message once the limit is used up', async () => {
    await expectRefusedAfter(3, attempt, 'niemand@example.com')
  })
})

describe('registration rate limit', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      AUTH_RATE_LIMIT: '2',
    })
  }, 30_000)

  afterAll(() => web?.stop())

  function attempt() {
    return fetch(`${web.site}/hotel/account/registrieren`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      // Invalid on purpose (no consent): the limit counts attempts, not accounts, and nothing is created.
      body: new URLSearchParams({
        first_name: 'Erika',
        last_name: 'Mustermann',
        email: 'erika-limit@example.com',
        password: 'Reise-2027!',
        confirm: 'Reise-2027!',
      }),
    })
  }

  it('answers 429 with Retry-After and a German message, keeping what was typed', async () => {
    const html = await expectRefusedAfter(2, attempt, 'erika-limit@example.com')
    expect(html).not.toContain('Reise-2027!')
  })
})

// Issue 14: round-trip enquiries are throttled like the login (every attempt counts).
describe('enquiry rate limit', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let path: string

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      AUTH_RATE_LIMIT: '2',
    })
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
    const query = new URLSearchParams({
      'filter[start_date][_gt]': today,
      'filter[status][_eq]': 'bookable',
      fields: 'id',
      limit: '1',
    })
    const response = await fetch(`${process.env.DIRECTUS_URL}/items/departures?${query}`, {
      headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` },
    })
    const [departure] = ((await response.json()) as { data: Array<{ id: number }> }).data
    path = `/rundreisen/anfrage/${departure!.id}`
  }, 30_000)

  afterAll(() => web?.stop())

  function attempt() {
    return fetch(`${web.site}${path}`, {
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      // Without the consent on purpose: the limit counts attempts, and nothing is written.
      body: new URLSearchParams({
        adults: '2',
        room: 'double',
        salutation: 'frau',
        first_name: 'Erika',
        last_name: 'Mustermann',
        email: 'erika-anfrage-limit@example.com',
      }),
    })
  }

  it('answers 429 with Retry-After and a German message, keeping what was typed', async () => {
    await expectRefusedAfter(2, attempt, 'erika-anfrage-limit@example.com')
  })
})
