import { beforeAll, describe, expect, it, vi } from 'vitest'

import { localTarget, loginPageUrl } from './sso.server'

beforeAll(() => {
  vi.stubEnv('SITE_URL', 'https://www.example.de')
  vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:8055')
  vi.stubEnv('DIRECTUS_STATIC_TOKEN', 'a-static-token-of-some-length')
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-that-is-long-enough-123')
})

describe('localTarget', () => {
  it('keeps paths and full URLs of the site as paths', () => {
    expect(localTarget('/hotel/account?x=1')).toBe('/hotel/account?x=1')
    expect(localTarget('https://www.example.de/hotel/account/buchungen')).toBe('/hotel/account/buchungen')
  })

  it('refuses other sites and tricks', () => {
    for (const target of [
      'https://evil.example/hotel',
      'https://www.example.de.evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://www.example.de/hotel',
    ]) {
      expect(localTarget(target), target).toBe('/hotel')
    }
    expect(localTarget(null)).toBe('/hotel')
  })
})

describe('loginPageUrl', () => {
  it('is the login page with the way back and the reason', () => {
    expect(loginPageUrl('/hotel/account', 'abgebrochen')).toBe(
      'https://www.example.de/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount&sso=abgebrochen',
    )
  })
})
