import { describe, expect, it } from 'vitest'

import { activeMenuItem } from './site-header'

describe('activeMenuItem', () => {
  it('marks the account, not "Hotels", on the account pages', () => {
    expect(activeMenuItem('/hotel/account')).toBe('/hotel/account')
    expect(activeMenuItem('/hotel/account/buchungen/1')).toBe('/hotel/account')
    expect(activeMenuItem('/hotel/account/gespeicherte-reisen')).toBe('/hotel/account/gespeicherte-reisen')
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
