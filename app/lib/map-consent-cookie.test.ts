import { describe, expect, it } from 'vitest'

import { hasMapConsentCookie, MAP_CONSENT_COOKIE, serializeMapConsentCookie } from './map-consent'

describe('map consent cookie', () => {
  it('is the page-level flag at start-up', () => {
    expect(MAP_CONSENT_COOKIE).toBe('karten-zustimmung')
    expect(hasMapConsentCookie('color-mode=dark; karten-zustimmung=1')).toBe(true)
    expect(hasMapConsentCookie('karten-zustimmung=0')).toBe(false)
    expect(hasMapConsentCookie(null)).toBe(false)
  })
})

describe('serializeMapConsentCookie', () => {
  it('remembers the consent for a year on the whole site', () => {
    const parts = (setCookie: string) => setCookie.split('; ').sort()
    expect(parts(serializeMapConsentCookie({ secure: false }))).toEqual(
      parts('karten-zustimmung=1; Path=/; Max-Age=31536000; SameSite=Lax'),
    )
    expect(parts(serializeMapConsentCookie({ secure: true }))).toContain('Secure')
  })

  it('is read back as the page-level flag', () => {
    const [pair] = serializeMapConsentCookie({ secure: false }).split(';')
    expect(hasMapConsentCookie(pair)).toBe(true)
  })
})
