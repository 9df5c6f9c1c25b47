import { describe, expect, it } from 'vitest'

import { routeIdOf, routeTree } from '../support/routes'

// Spec §2: every route of the product has a route file of its own. A spec route that only the catch-all
// of landing pages (routes/$) would answer is missing.
const SPEC_ROUTES: Array<[string, string]> = [
  ['/', 'routes/_index'],
  ['/hotel', 'routes/hotel._index'],
  ['/hotel/details/17', 'routes/hotel.details.$id'],
  ['/hotel/thema/wellness/ostsee', 'routes/hotel.thema.$'],
  ['/hotel/buchen/17', 'routes/hotel.buchen.$id'],
  ['/hotel/buchen', 'routes/hotel.buchen._index'],
  ['/hotel/buchen/status/RP-2026-000123', 'routes/_account.hotel.buchen.status.$id'],
  ['/hotel/buchen/buchung-erfolgreich', 'routes/hotel.buchen.buchung-erfolgreich'],
  ['/hotel/account', 'routes/_account.hotel.account._index'],
  ['/hotel/account/anmelden', 'routes/_auth.hotel.account.anmelden'],
  ['/hotel/account/registrieren', 'routes/_auth.hotel.account.registrieren'],
  ['/hotel/account/willkommen', 'routes/hotel.account.willkommen'],
  ['/hotel/account/passwort-vergessen', 'routes/_auth.hotel.account.passwort-vergessen'],
  ['/hotel/account/passwort-erneuern', 'routes/_auth.hotel.account.passwort-erneuern'],
  ['/hotel/account/buchungen', 'routes/_account.hotel.account.buchungen._index'],
  ['/hotel/account/buchungen/f1', 'routes/_account.hotel.account.buchungen.$folderId._index'],
  ['/hotel/account/buchungen/f1/d1', 'routes/_account.hotel.account.buchungen.$folderId.$detailId'],
  ['/hotel/account/gespeicherte-reisen', 'routes/_account.hotel.account.gespeicherte-reisen'],
  ['/reisetipps', 'routes/reisetipps._index'],
  ['/reisetipps/ostsee', 'routes/reisetipps.$group._index'],
  ['/reisetipps/ostsee/strandkorb', 'routes/reisetipps.$group.$slug'],
  ['/rundreisen/anfrage/42', 'routes/rundreisen.anfrage.$dateId'],
  ['/rundreisen/reise/irland-klassisch', 'routes/rundreisen.reise.$variantSlug'],
  ['/rundreisen/reise2/irland-klassisch', 'routes/rundreisen.reise2.$variantSlug'],
  ['/wartungsarbeiten', 'routes/wartungsarbeiten'],
  ['/sitemap.xml', 'routes/sitemap[.]xml'],
  ['/ueber-uns/team', 'routes/$'],
]

describe('spec routes', () => {
  const tree = routeTree()
  it.each(SPEC_ROUTES)('%s has its route file %s', (pathname, routeId) => {
    expect(routeIdOf(tree, pathname)).toBe(routeId)
  })
})
