import { describe, expect, it } from 'vitest'

import { matchRoute, routeById } from './route-table'

describe('route table', () => {
  it.each([
    ['/', 'home', 'default'],
    ['/hotel', 'hotelSearch', 'default'],
    ['/hotel/details/42', 'hotelDetail', 'default'],
    ['/hotel/thema/wellness/ostsee', 'hotelTheme', 'default'],
    ['/hotel/buchen/17', 'bookingEntry', 'redirect'],
    ['/hotel/buchen', 'booking', 'default'],
    ['/hotel/buchen/status/abc', 'bookingStatus', 'account'],
    ['/hotel/buchen/buchung-erfolgreich', 'bookingSuccess', 'default'],
    ['/hotel/account', 'account', 'account'],
    ['/hotel/account/anmelden', 'login', 'auth'],
    ['/hotel/account/registrieren', 'register', 'auth'],
    ['/hotel/account/willkommen', 'welcome', 'default'],
    ['/hotel/account/passwort-vergessen', 'forgotPassword', 'auth'],
    ['/hotel/account/passwort-erneuern', 'renewPassword', 'auth'],
    ['/hotel/account/buchungen', 'bookings', 'account'],
    ['/hotel/account/buchungen/f1', 'bookingFolder', 'account'],
    ['/hotel/account/buchungen/f1/d2', 'bookingDetail', 'account'],
    ['/hotel/account/gespeicherte-reisen', 'savedTrips', 'account'],
    ['/reisetipps', 'travelTips', 'default'],
    ['/reisetipps/ostsee', 'travelTipGroup', 'default'],
    ['/reisetipps/ostsee/die-schoensten-straende', 'travelTip', 'default'],
    ['/rundreisen/anfrage/12', 'roundTripEnquiry', 'default'],
    ['/rundreisen/reise/island-klassik', 'roundTrip', 'default'],
    ['/rundreisen/reise2/island-klassik', 'roundTrip2', 'default'],
    ['/wartungsarbeiten', 'maintenance', 'default'],
    ['/sitemap.xml', 'sitemap', 'default'],
    ['/familienurlaub/ostsee', 'landingPage', 'default'],
  ])('%s is %s with the %s layout', (path, id, layout) => {
    const match = matchRoute(path)
    expect(match?.rule.id).toBe(id)
    expect(match?.rule.layout).toBe(layout)
  })

  it('marks exactly the personal details and booking routes as login-required', () => {
    const required = ['account', 'bookings', 'bookingFolder', 'bookingDetail', 'savedTrips', 'login'] as const
    expect(required.map((id) => Boolean(routeById(id).requiresLogin))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })

  it('captures parameters and paths of any depth', () => {
    expect(matchRoute('/hotel/account/buchungen/f1/d2')?.params).toEqual({ folderId: 'f1', detailId: 'd2' })
    expect(matchRoute('/hotel/thema/wellness/ostsee')?.params).toEqual({ '*': 'wellness/ostsee' })
    expect(matchRoute('/a/b/c/d')?.params).toEqual({ '*': 'a/b/c/d' })
  })
})
