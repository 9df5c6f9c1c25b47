import { describe, expect, it } from 'vitest'

import { localTarget as localTargetOf, loginPageUrl as loginPageUrlOf } from './sso.server'

const site = 'https://www.example.de'
const localTarget = (candidate: string | null) => localTargetOf(site, candidate)
const loginPageUrl = (redirectTo: string, sso?: 'abgebrochen') => loginPageUrlOf(site, redirectTo, sso)

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
