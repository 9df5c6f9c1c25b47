import { describe, expect, it } from 'vitest'

import { activeMenuItem } from './site-header'

describe('activeMenuItem', () => {
  it('marks the account, not "Hotels", on the account pages', () => {
    expect(activeMenuItem('/hotel/account')).toBe('/hotel/account')
    expect(activeMenuItem('/hotel/account/buchungen/1')).toBe('/hotel/account')
    expect(activeMenuItem('/hotel/account/gespeicherte-reisen')).toBe('/hotel/account/gespeicherte-reisen')
  })

  it('marks "Buchung verwalten" on the look-up and a booking\'s status page', () => {
    expect(activeMenuItem('/hotel/buchen/status')).toBe('/hotel/buchen/status')
    expect(activeMenuItem('/hotel/buchen/status/RP-2026-K7M2-9QXD')).toBe('/hotel/buchen/status')
    expect(activeMenuItem('/hotel/buchen')).toBe('/hotel')
  })

  it('marks the area of other pages, and nothing elsewhere', () => {
    expect(activeMenuItem('/hotel')).toBe('/hotel')
    expect(activeMenuItem('/hotel/details/12')).toBe('/hotel')
    expect(activeMenuItem('/rundreisen/reise/island-7')).toBe('/rundreisen')
    expect(activeMenuItem('/reisetipps/ostsee')).toBe('/reisetipps')
    expect(activeMenuItem('/hotelier')).toBeNull()
    expect(activeMenuItem('/kontakt')).toBeNull()
  })
})
