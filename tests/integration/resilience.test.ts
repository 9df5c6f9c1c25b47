import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The web server must start and answer while Directus is unreachable, and recover by itself when it is
// back. A TCP relay in front of the real test Directus plays the outage: closed first, then opened.
const root = path.resolve(import.meta.dirname, '../..')
const directus = new URL(process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055')

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

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

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('web server without Directus', () => {
  let web: ChildProcess
  let site: string
  let gate: ReturnType<typeof relay>

  beforeAll(async () => {
    const relayPort = await freePort()
    const webPort = await freePort()
    site = `http://127.0.0.1:${webPort}`
    gate = relay(relayPort)
    web = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/index.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(webPort),
        SITE_URL: site,
        DIRECTUS_URL: `http://127.0.0.1:${relayPort}`,
        DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'error',
      },
    })
    await waitFor(async () => (await fetch(`${site}/healthz`)).status, 20_000)
  }, 30_000)

  afterAll(async () => {
    web?.kill('SIGTERM')
    await gate?.close()
  })

  it('says so on /healthz and shows the German error screen without a stack trace', async () => {
    const health = await fetch(`${site}/healthz`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ web: 'ok', directus: 'unreachable' })

    const page = await fetch(`${site}/`)
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
    const page = await fetch(`${site}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Beliebte Hotels')
  })
})
