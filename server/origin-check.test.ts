import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FOREIGN_REQUEST_TEXT, originCheck } from './origin-check'
import { listen } from '../tests/support/listen'

let server: Awaited<ReturnType<typeof listen>>

beforeAll(async () => {
  const app = express()
  app.use(originCheck())
  app.all('/form', (_req, res) => res.send('ok'))
  server = await listen(app)
})

afterAll(() => server.close())

const post = (headers: Record<string, string>) => fetch(`${server.base}/form`, { method: 'POST', headers })

describe('originCheck', () => {
  it('lets reads through without any header', async () => {
    expect((await fetch(`${server.base}/form`)).status).toBe(200)
  })

  it('accepts a post whose Origin is this site', async () => {
    expect((await post({ origin: server.base })).status).toBe(200)
  })

  it('accepts a post without Origin that the browser marks same-origin', async () => {
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('refuses a post from another site, one without any sign, and a same-site sibling', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await post(headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.text()).toBe(FOREIGN_REQUEST_TEXT)
    }
  })

  it('ignores X-Forwarded-Host unless a proxy is trusted', async () => {
    const response = await post({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })
    expect(response.status).toBe(403)
  })
})
