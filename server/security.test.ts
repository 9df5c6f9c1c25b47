import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'
import { bugReportSources, securityHeaders, tileOrigins } from './security'

const base = {
  SITE_URL: 'http://localhost:3000',
  DIRECTUS_URL: 'http://localhost:8055',
  DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-123',
}

function contentSecurityPolicy(env: Record<string, string>, path = '/'): Map<string, string> {
  const headers = new Map<string, string>()
  const response = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) }
  securityHeaders(parseEnv({ ...base, ...env }))(
    { secure: false, path } as Request,
    response as unknown as Response,
    () => {},
  )
  const policy = headers.get('Content-Security-Policy') ?? ''
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources.join(' ')]
    }),
  )
}

describe('Content Security Policy for map tiles', () => {
  it('lets images and fetches come from the configured tile host', () => {
    const csp = contentSecurityPolicy({ MAP_TILE_URL: 'http://127.0.0.1:4567/{z}/{x}/{y}.png' })
    expect(csp.get('img-src')).toContain('http://127.0.0.1:4567')
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:4567')
  })

  it('names every host of a subdomain range', () => {
    const csp = contentSecurityPolicy({ MAP_TILE_URL: 'https://{a-b}.tile.example.org/{z}/{x}/{y}.png' })
    expect(csp.get('img-src')).toContain('https://a.tile.example.org https://b.tile.example.org')
  })

  it('defaults to OpenStreetMap', () => {
    expect(contentSecurityPolicy({}).get('img-src')).toContain('https://tile.openstreetmap.org')
  })
})

describe('tileOrigins', () => {
  it('is the origin of a plain template', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ])
    expect(tileOrigins('http://127.0.0.1:4567/{z}/{x}/{-y}.png')).toEqual(['http://127.0.0.1:4567'])
  })

  it('lists every host of a subdomain range', () => {
    expect(tileOrigins('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ])
    expect(tileOrigins('https://t{1-2}.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://t1.example.org',
      'https://t2.example.org',
    ])
  })

  it('is empty for a relative or broken template', () => {
    expect(tileOrigins('/kacheln/{z}/{x}/{y}.png')).toEqual([])
    expect(tileOrigins('not a url')).toEqual([])
  })
})

describe('Content Security Policy for scripts', () => {
  const widget = {
    BUG_REPORT_SCRIPT_URL: 'https://edge.marker.io/latest/shim.js',
    BUG_REPORT_HOSTS: 'https://api.marker.io, https://*.marker.io',
  }

  it("takes scripts only from this site, with the page's nonce, and no 'strict-dynamic'", () => {
    const scripts = contentSecurityPolicy({}).get('script-src')
    expect(scripts).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/)
    expect(contentSecurityPolicy(widget).get('script-src')).not.toContain('strict-dynamic')
  })

  it("names the operator's bug-report hosts on public pages, for scripts, styles, images, fetches and frames", () => {
    const csp = contentSecurityPolicy(widget, '/hotel')
    const hosts = 'https://edge.marker.io https://api.marker.io https://*.marker.io'
    expect(csp.get('script-src')).toMatch(
      new RegExp(`^'self' 'nonce-[^']+' ${hosts.replaceAll('.', '\\.').replaceAll('*', '\\*')}$`),
    )
    for (const directive of ['style-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(csp.get(directive), directive).toContain(hosts)
    }
  })

  it('names them on no page with personal data, whichever domain shows it', () => {
    for (const path of ['/hotel/account', '/hotel/account/anmelden', '/hotel/buchen', '/anfrage/3']) {
      const csp = contentSecurityPolicy(widget, path)
      expect(csp.get('script-src'), path).toMatch(/^'self' 'nonce-[^']+'$/)
      expect([...csp.values()].join(' '), path).not.toContain('marker.io')
      expect(csp.has('frame-src'), path).toBe(false)
    }
  })

  it('has no foreign source without a script, even with hosts set', () => {
    expect(bugReportSources(parseEnv({ ...base, BUG_REPORT_HOSTS: 'https://api.marker.io' }))).toEqual([])
    expect(bugReportSources(parseEnv({ ...base, ...widget }))).toEqual([
      'https://edge.marker.io',
      'https://api.marker.io',
      'https://*.marker.io',
    ])
  })

  it('refuses at start-up a script or host that is not https (http only on this machine) or not an origin', () => {
    for (const value of [
      'http://edge.marker.io/shim.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'edge.marker.io/shim.js',
      'https://user:pw@edge.marker.io/shim.js',
    ]) {
      expect(() => parseEnv({ ...base, BUG_REPORT_SCRIPT_URL: value }), value).toThrow(
        'BUG_REPORT_SCRIPT_URL',
      )
    }
    for (const value of [
      'http://api.marker.io',
      'https://api.marker.io/path',
      "https://api.marker.io; script-src 'unsafe-inline'",
      '*',
      'https://*',
      "'unsafe-eval'",
    ]) {
      expect(() => parseEnv({ ...base, BUG_REPORT_HOSTS: value }), value).toThrow('BUG_REPORT_HOSTS')
    }
    expect(
      parseEnv({ ...base, BUG_REPORT_SCRIPT_URL: 'http://127.0.0.1:4567/shim.js' }).BUG_REPORT_SCRIPT_URL,
    ).toBe('http://127.0.0.1:4567/shim.js')
    expect(parseEnv({ ...base, BUG_REPORT_SCRIPT_URL: '', BUG_REPORT_HOSTS: '' })).toMatchObject({
      BUG_REPORT_SCRIPT_URL: undefined,
      BUG_REPORT_HOSTS: [],
    })
  })
})
