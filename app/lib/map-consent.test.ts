import { describe, expect, it } from 'vitest'

import { hasMapConsentCookie, MAP_CONSENT_COOKIE } from './map-consent'

describe('map consent cookie', () => {
  it('is the page-level flag at start-up', () => {
    expect(MAP_CONSENT_COOKIE).toBe('karten-zustimmung')
    expect(hasMapConsentCookie('color-mode=dark; karten-zustimmung=1')).toBe(true)
    expect(hasMapConsentCookie('karten-zustimmung=0')).toBe(false)
    expect(hasMapConsentCookie(null)).toBe(false)
  })
})
