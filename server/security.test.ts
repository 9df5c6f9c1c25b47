import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'
import { securityHeaders, tileOrigins } from './security'

const base = {
  SITE_URL: 'http://localhost:3000',
  DIRECTUS_URL: 'http://localhost:8055',
  DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-123',
}

function contentSecurityPolicy(env: Record<string, string>): Map<string, string> {
  const headers = new Map<string, string>()
  const response = { locals: {}, setHeader: (name: string, value: string) => headers.set(name, value) }
  securityHeaders(parseEnv({ ...base, ...env }))(
    { secure: false } as Request,
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
