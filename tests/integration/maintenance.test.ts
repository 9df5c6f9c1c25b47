import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Maintenance mode is a flag in the Directus site settings. It is switched on for a web server of this
// test's own (the e2e server starts later), and switched off again afterwards.
const directusUrl = process.env.DIRECTUS_URL!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!

async function setMaintenance(on: boolean) {
  const response = await fetch(`${directusUrl}/items/site_settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ maintenance: on }),
  })
  expect(response.ok).toBe(true)
}

describe('maintenance mode', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    await setMaintenance(true)
    web = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    })
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await setMaintenance(false)
  })

  it('answers every page with 503, the maintenance page and Retry-After', async () => {
    for (const path of ['/', '/hotel', '/familienurlaub/ostsee', '/gibt-es-nicht']) {
      const response = await fetch(`${web.site}${path}`, { headers: BROWSER_HEADERS })
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toBe('600')
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      const html = await response.text()
      expect(html).toContain('<h1 class="text-3xl font-bold">Wartungsarbeiten</h1>')
      expect(html).toContain('<title>Wartungsarbeiten</title>')
    }
  })

  it('keeps the maintenance page itself, health and static files available', async () => {
    const page = await fetch(`${web.site}/wartungsarbeiten`, { headers: BROWSER_HEADERS })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Wartungsarbeiten')
    expect((await fetch(`${web.site}/healthz`)).status).toBe(200)
    expect((await fetch(`${web.site}/favicon.svg`)).status).toBe(200)
  })
})
