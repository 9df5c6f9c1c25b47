import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { previewHeaders } from './preview-headers'
import { sharedCacheGuard } from './shared-cache-guard'

let server: Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(sharedCacheGuard(['sitzung']))
  app.use(previewHeaders())
  app.get('/*', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600').send('ok')
  })
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('previewHeaders', () => {
  it.each([
    '/?preview',
    '/ostsee?preview=1',
    '/hotel/details/3.data?preview&_routes=root',
    '/vorschau/geteilt/abc.def.ghi',
  ])('makes %s private, unstored and unindexed, signed in or not', async (path) => {
    for (const cookie of ['', 'sitzung=abc']) {
      const response = await fetch(`${base}${path}`, { headers: { cookie } })
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }
  })

  it('leaves other pages as their route declared them', async () => {
    const response = await fetch(`${base}/ostsee?seite=2&previewed=1`)
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
    expect(response.headers.get('x-robots-tag')).toBeNull()
  })
})
