import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sharedCacheGuard } from './shared-cache-guard'
import * as cookies from '../core/cookies'
import { listen } from '../tests/support/listen'

let server: Awaited<ReturnType<typeof listen>>
let base: string

beforeAll(async () => {
  const app = express()
  app.use(sharedCacheGuard(['sitzung', 'color-mode']))
  app.get('/public', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600').send('ok')
  })
  app.get('/public-with-cookie', (_req, res) => {
    res.set('Cache-Control', 'public, s-maxage=60').cookie('flash', '', { maxAge: 0 }).send('ok')
  })
  app.get('/private', (_req, res) => res.set('Cache-Control', 'no-store').send('ok'))
  server = await listen(app)
  base = server.base
})

afterAll(() => server.close())

describe('sharedCacheGuard', () => {
  it('keeps the shared caching of an anonymous page', async () => {
    const response = await fetch(`${base}/public`)
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
  })

  it('makes a signed-in visitor’s page private', async () => {
    const response = await fetch(`${base}/public`, {
      headers: { cookie: 'karten-zustimmung=1; sitzung=abc' },
    })
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('makes a response that sets a cookie private', async () => {
    const response = await fetch(`${base}/public-with-cookie`)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('makes a page private that a preference cookie changes (a CDN would hand it to the next visitor)', async () => {
    const response = await fetch(`${base}/public`, { headers: { cookie: 'color-mode=dark' } })
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('leaves other cookies and stricter rules alone', async () => {
    expect(
      (await fetch(`${base}/public`, { headers: { cookie: 'sitzung2=x' } })).headers.get('cache-control'),
    ).toContain('s-maxage')
    expect(
      (await fetch(`${base}/private`, { headers: { cookie: 'sitzung=abc' } })).headers.get('cache-control'),
    ).toBe('no-store')
  })
})

describe("the site's cookies", () => {
  it('are all named in core/cookies.ts, which the guard takes whole', async () => {
    const root = path.resolve(import.meta.dirname, '..')
    const files = (
      await Promise.all(
        ['app', 'server', 'core'].map(async (folder) =>
          (await readdir(path.join(root, folder), { recursive: true })).map((file) => `${folder}/${file}`),
        ),
      )
    )
      .flat()
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    const named: string[] = []
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8')
      for (const call of source.matchAll(
        /(?<![.\w]|function )(?:sealedCookie\([^,]+,|createCookie\(|writeCookie\()\s*([^,)]+)/g,
      )) {
        named.push(`${file}: ${call[1]!.trim()}`)
      }
    }
    const allowed = /: (name|env\.SESSION_COOKIE_NAME|[A-Z_]+_COOKIE)$/
    expect(named.filter((entry) => !allowed.test(entry))).toEqual([])
    const constants = Object.entries(cookies).filter(([key]) => /^[A-Z_]+_COOKIE$/.test(key))
    expect(constants.map(([, value]) => value).sort()).toEqual([...cookies.SITE_COOKIES].sort())
  })
})
