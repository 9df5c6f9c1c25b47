import { describe, expect, it } from 'vitest'

import { ssoErrorFromDirectusReason, ssoErrorMessage, ssoStartUrl } from './sso'

describe('ssoStartUrl', () => {
  it('is the spec’s /auth/login/{provider}?redirect={page URL} on the site', () => {
    expect(ssoStartUrl('musterid', 'https://www.example.de', '/hotel/account?tab=1')).toBe(
      '/auth/login/musterid?redirect=https%3A%2F%2Fwww.example.de%2Fhotel%2Faccount%3Ftab%3D1',
    )
  })
})

describe('SSO error messages', () => {
  it('maps Directus reasons and known codes to German messages', () => {
    expect(ssoErrorFromDirectusReason('INVALID_PROVIDER')).toBe('konto-vorhanden')
    expect(ssoErrorFromDirectusReason('SERVICE_UNAVAILABLE')).toBe('nicht-moeglich')
    expect(ssoErrorFromDirectusReason('INVALID_CREDENTIALS')).toBe('fehlgeschlagen')
    expect(ssoErrorFromDirectusReason(null)).toBe('fehlgeschlagen')
    expect(ssoErrorMessage('abgebrochen')).toMatch(/^Sie haben die Anmeldung/)
  })

  it('ignores unknown codes', () => {
    expect(ssoErrorMessage('toString')).toBeNull()
    expect(ssoErrorMessage('<script>')).toBeNull()
    expect(ssoErrorMessage(null)).toBeNull()
  })
})
