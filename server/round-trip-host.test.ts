import type { Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'

import { roundTripHost } from './round-trip-host'

function run(host: string | undefined, hostname: string, url: string, method = 'GET') {
  const path = url.split('?')[0]!
  const req = { hostname, url, path, method } as Request
  const redirect = vi.fn()
  const res = { locals: {}, redirect } as unknown as Response
  const next = vi.fn()
  roundTripHost(host)(req, res, next)
  return { req, res, redirect, next }
}

describe('roundTripHost', () => {
  it('does nothing on the main domain', () => {
    const { req, next, res } = run('rundreisen.example.de', 'www.example.de', '/hotel')
    expect(req.url).toBe('/hotel')
    expect(next).toHaveBeenCalled()
    expect(res.locals.roundTripOnly).toBe(false)
  })

  it('serves short paths from the /rundreisen routes', () => {
    const { req } = run('rundreisen.example.de', 'Rundreisen.Example.de', '/reise/island?termin=2')
    expect(req.url).toBe('/rundreisen/reise/island?termin=2')
    expect(req.originalUrl).toBe('/rundreisen/reise/island?termin=2')
    expect(run('rundreisen.example.de', 'rundreisen.example.de', '/').req.url).toBe('/rundreisen')
  })

  it('redirects visible /rundreisen paths to their short form, but lets form posts through', () => {
    const get = run('rundreisen.example.de', 'rundreisen.example.de', '/rundreisen/reise/island?x=1')
    expect(get.redirect).toHaveBeenCalledWith(301, '/reise/island?x=1')
    const post = run('rundreisen.example.de', 'rundreisen.example.de', '/rundreisen/anfrage/4', 'POST')
    expect(post.req.url).toBe('/rundreisen/anfrage/4')
    expect(post.next).toHaveBeenCalled()
  })

  it('never redirects off the site, however many slashes follow the prefix', () => {
    for (const [path, target] of [
      ['/rundreisen//evil.example/x', '/evil.example/x'],
      ['/rundreisen/\\evil.example', '/evil.example'],
      ['/rundreisen///', '/'],
      ['/rundreisen', '/'],
    ]) {
      const { redirect } = run('rundreisen.example.de', 'rundreisen.example.de', path!)
      expect(redirect, path).toHaveBeenCalledWith(301, target)
    }
  })

  it('leaves shared files and APIs alone', () => {
    for (const url of [
      '/build/root.js',
      '/medien/abc?breite=640',
      '/api/trpc/x',
      '/healthz',
      '/robots.txt',
    ]) {
      expect(run('rundreisen.example.de', 'rundreisen.example.de', url).req.url).toBe(url)
    }
    // The maps' consent without JavaScript posts here from the round-trip pages.
    expect(run('rundreisen.example.de', 'rundreisen.example.de', '/karte/zustimmung', 'POST').req.url).toBe(
      '/karte/zustimmung',
    )
  })
})
