import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getFreePorts } from '../support/ports'
import { BROWSER_HEADERS, startWebServer, waitFor } from '../support/web-server'

// The web server must start and answer while Directus is unreachable, and recover by itself when it is
// back. A TCP relay in front of the real test Directus plays the outage: closed first, then opened.
const directus = new URL(process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055')

function relay(port: number) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(directus.port), directus.hostname)
    sockets.add(client).add(upstream)
    client.pipe(upstream).pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  return {
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe('web server without Directus', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let site: string
  let gate: ReturnType<typeof relay>

  beforeAll(async () => {
    const [relayPort] = await getFreePorts(1)
    gate = relay(relayPort!)
    web = await startWebServer({
      DIRECTUS_URL: `http://127.0.0.1:${relayPort}`,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    })
    site = web.site
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await gate?.close()
  })

  it('says so on /healthz and shows the German error screen without a stack trace', async () => {
    const health = await fetch(`${site}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ web: 'ok', directus: 'unreachable' })

    const page = await fetch(`${site}/`, { headers: BROWSER_HEADERS })
    expect(page.status).toBe(503)
    const html = await page.text()
    expect(html).toContain('Ein Fehler ist aufgetreten')
    expect(html).toContain('Unser Angebot ist gerade nicht erreichbar')
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/)
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('recovers by itself when Directus is back', async () => {
    await gate.open()
    const status = await waitFor(async () => {
      const response = await fetch(`${site}/healthz`)
      return response.status === 200 ? response.status : undefined
    }, 10_000)
    expect(status).toBe(200)
    const page = await fetch(`${site}/`, { headers: BROWSER_HEADERS })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Beliebte Hotels')
  })
})
