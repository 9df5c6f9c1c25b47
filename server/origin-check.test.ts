import { request } from 'node:http'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FOREIGN_REQUEST_TEXT, originCheck } from './origin-check'
import { listen } from '../tests/support/listen'

type Server = Awaited<ReturnType<typeof listen>>

// Production's shape: the site is https, the round-trip domain beside it, the web tier behind a TLS proxy.
const SITE = { SITE_URL: 'https://www.reise.example', ROUND_TRIP_HOST: 'rundreisen.example' }

async function serve(env: { SITE_URL: string; ROUND_TRIP_HOST?: string }, trustProxy: string | false) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(originCheck(env))
  app.all('/form', (_req, res) => res.send('ok'))
  return listen(app)
}

/** A request with exactly these headers (Host included, which fetch would not let us choose). */
function send(server: Server, headers: Record<string, string>, method = 'POST') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${server.base}/form`, { method, headers })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

let direct: Server // reached straight, no proxy trusted (local development, the tests)
let behindProxy: Server // production without TRUST_PROXY: every request comes as http from the proxy
let trustedProxy: Server // TRUST_PROXY=loopback: X-Forwarded-Host and -Proto count

beforeAll(async () => {
  direct = await serve({ SITE_URL: 'http://localhost:3000' }, false)
  behindProxy = await serve(SITE, false)
  trustedProxy = await serve(SITE, 'loopback')
})

afterAll(async () => {
  await Promise.all([direct, behindProxy, trustedProxy].map((server) => server.close()))
})

async function expectRefused(server: Server, headers: Record<string, string>) {
  const response = await send(server, headers)
  expect(response.status, JSON.stringify(headers)).toBe(403)
  expect(response.text).toBe(FOREIGN_REQUEST_TEXT)
}

async function expectAccepted(server: Server, headers: Record<string, string>) {
  expect((await send(server, headers)).status, JSON.stringify(headers)).toBe(200)
}

describe('originCheck', () => {
  it('lets reads through without any header', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await send(direct, { host: 'localhost:3000' }, method)).status).toBe(200)
    }
  })

  it('accepts a post whose Origin is this site, with the same scheme, host and port', async () => {
    await expectAccepted(direct, { host: 'localhost:3000', origin: 'http://localhost:3000' })
    // A host that is not one of the site's names was reached directly, over http.
    await expectAccepted(direct, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })
  })

  it('refuses an Origin that differs in scheme, host or port', async () => {
    for (const origin of [
      'https://localhost:3000',
      'http://localhost:3001',
      'http://localhost',
      'http://127.0.0.1:3000',
      'http://localhost.evil.example:3000',
      'https://evil.example',
      'null',
      'localhost:3000',
      'javascript://localhost:3000',
    ]) {
      await expectRefused(direct, { host: 'localhost:3000', origin })
    }
  })

  it('accepts a post without Origin that the browser marks same-origin', async () => {
    await expectAccepted(direct, { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' })
  })

  it('refuses a post without any sign, from another site or a sibling subdomain', async () => {
    for (const headers of <Record<string, string>[]>[
      { host: 'localhost:3000' },
      { host: 'localhost:3000', 'sec-fetch-site': 'same-site' },
      { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:3000', 'sec-fetch-site': 'none' },
      // A fitting Origin does not outweigh the browser's own word that the request is cross-site.
      { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
      { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
    ]) {
      await expectRefused(direct, headers)
    }
  })

  it("behind a TLS proxy that is not trusted, takes SITE_URL's scheme for the site's own names", async () => {
    await expectAccepted(behindProxy, { host: 'www.reise.example', origin: 'https://www.reise.example' })
    await expectAccepted(behindProxy, { host: 'rundreisen.example', origin: 'https://rundreisen.example' })
    await expectAccepted(behindProxy, {
      host: 'www.reise.example',
      origin: 'https://www.reise.example',
      'sec-fetch-site': 'same-origin',
    })
    for (const [host, origin] of [
      // a page on plain http (e.g. injected on an open network) is not the https site
      ['www.reise.example', 'http://www.reise.example'],
      ['rundreisen.example', 'http://rundreisen.example'],
      ['www.reise.example', 'https://www.reise.example:8443'],
      // the two domains are separate origins
      ['www.reise.example', 'https://rundreisen.example'],
      ['rundreisen.example', 'https://www.reise.example'],
      ['www.reise.example', 'https://evil.example'],
    ]) {
      await expectRefused(behindProxy, { host: host!, origin: origin! })
    }
  })

  it('ignores X-Forwarded-Host and X-Forwarded-Proto unless the proxy is trusted', async () => {
    await expectRefused(behindProxy, {
      host: 'www.reise.example',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    })
    await expectRefused(behindProxy, {
      host: 'www.reise.example',
      origin: 'http://www.reise.example',
      'x-forwarded-proto': 'http',
    })
  })

  it("follows a trusted proxy's X-Forwarded-Host and X-Forwarded-Proto", async () => {
    const forwarded = { host: 'web:3000', 'x-forwarded-host': 'www.reise.example' }
    await expectAccepted(trustedProxy, {
      ...forwarded,
      'x-forwarded-proto': 'https',
      origin: 'https://www.reise.example',
    })
    await expectRefused(trustedProxy, {
      ...forwarded,
      'x-forwarded-proto': 'https',
      origin: 'http://www.reise.example',
    })
    // The proxy says the visitor came over http: then only an http page of that host is this site.
    await expectAccepted(trustedProxy, {
      ...forwarded,
      'x-forwarded-proto': 'http',
      origin: 'http://www.reise.example',
    })
    await expectRefused(trustedProxy, {
      ...forwarded,
      'x-forwarded-proto': 'http',
      origin: 'https://www.reise.example',
    })
    // Without X-Forwarded-Proto the site's own names keep SITE_URL's scheme.
    await expectAccepted(trustedProxy, { ...forwarded, origin: 'https://www.reise.example' })
    await expectRefused(trustedProxy, { ...forwarded, origin: 'http://www.reise.example' })
    await expectRefused(trustedProxy, {
      host: 'web:3000',
      'x-forwarded-host': 'evil.example',
      origin: 'https://www.reise.example',
    })
  })
})
