/**
 * Every route of the site (spec §2) with its layout and login flag, in one place: the guards, the
 * round-trip-only host and the tests read it. Patterns use `:name` for one segment and a trailing `*`
 * for any depth.
 */
export type Layout = 'account' | 'auth' | 'default' | 'redirect'

export interface RouteRule {
  id: string
  pattern: string
  title: string
  layout?: Layout
  requiresLogin?: boolean
}

export const routeTable = [
  { id: 'home', pattern: '/', title: 'Startseite' },
  { id: 'hotelSearch', pattern: '/hotel', title: 'Hotels' },
  { id: 'hotelDetail', pattern: '/hotel/details/:id', title: 'Hotel' },
  { id: 'hotelTheme', pattern: '/hotel/thema/*', title: 'Hotel-Themen' },
  { id: 'bookingSuccess', pattern: '/hotel/buchen/buchung-erfolgreich', title: 'Buchung erfolgreich' },
  { id: 'bookingStatus', pattern: '/hotel/buchen/status/:id', title: 'Buchungsstatus', layout: 'account' },
  { id: 'bookingEntry', pattern: '/hotel/buchen/:id', title: 'Buchung', layout: 'redirect' },
  { id: 'booking', pattern: '/hotel/buchen', title: 'Buchung' },
  { id: 'login', pattern: '/hotel/account/anmelden', title: 'Anmelden', layout: 'auth' },
  { id: 'register', pattern: '/hotel/account/registrieren', title: 'Registrieren', layout: 'auth' },
  { id: 'welcome', pattern: '/hotel/account/willkommen', title: 'Willkommen' },
  {
    id: 'forgotPassword',
    pattern: '/hotel/account/passwort-vergessen',
    title: 'Passwort vergessen',
    layout: 'auth',
  },
  {
    id: 'renewPassword',
    pattern: '/hotel/account/passwort-erneuern',
    title: 'Passwort erneuern',
    layout: 'auth',
  },
  {
    id: 'bookings',
    pattern: '/hotel/account/buchungen',
    title: 'Buchungen',
    layout: 'account',
    requiresLogin: true,
  },
  {
    id: 'bookingFolder',
    pattern: '/hotel/account/buchungen/:folderId',
    title: 'Vorgang',
    layout: 'account',
    requiresLogin: true,
  },
  {
    id: 'bookingDetail',
    pattern: '/hotel/account/buchungen/:folderId/:detailId',
    title: 'Buchungsdetails',
    layout: 'account',
    requiresLogin: true,
  },
  {
    id: 'savedTrips',
    pattern: '/hotel/account/gespeicherte-reisen',
    title: 'Gespeicherte Reisen',
    layout: 'account',
  },
  {
    id: 'account',
    pattern: '/hotel/account',
    title: 'Persönliche Angaben',
    layout: 'account',
    requiresLogin: true,
  },
  { id: 'travelTips', pattern: '/reisetipps', title: 'Reisetipps' },
  { id: 'travelTipGroup', pattern: '/reisetipps/:group', title: 'Reisetipps' },
  { id: 'travelTip', pattern: '/reisetipps/:group/:slug', title: 'Reisetipp' },
  { id: 'roundTripEnquiry', pattern: '/rundreisen/anfrage/:dateId', title: 'Anfrage' },
  { id: 'roundTrip', pattern: '/rundreisen/reise/:variantSlug', title: 'Rundreise' },
  { id: 'roundTrip2', pattern: '/rundreisen/reise2/:variantSlug', title: 'Rundreise' },
  { id: 'maintenance', pattern: '/wartungsarbeiten', title: 'Wartungsarbeiten' },
  { id: 'sitemap', pattern: '/sitemap.xml', title: 'Sitemap' },
  { id: 'landingPage', pattern: '/*', title: 'Seite' },
] as const satisfies readonly RouteRule[]

export type RouteId = (typeof routeTable)[number]['id']

export interface RouteMatch {
  rule: RouteRule & { layout: Layout }
  params: Record<string, string>
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean)
  const pathParts = pathname.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let index = 0; index < patternParts.length; index += 1) {
    const part = patternParts[index]!
    if (part === '*') {
      if (index >= pathParts.length) return null
      params['*'] = pathParts.slice(index).join('/')
      return params
    }
    const segment = pathParts[index]
    if (segment === undefined) return null
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part !== segment) return null
  }
  return patternParts.length === pathParts.length ? params : null
}

/** The first rule whose pattern matches, so specific routes win over the landing-page catch-all. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const rule of routeTable as readonly RouteRule[]) {
    const params = matchPattern(rule.pattern, pathname)
    if (params) return { rule: { ...rule, layout: rule.layout ?? 'default' }, params }
  }
  return null
}

export function routeById(id: RouteId): RouteRule & { layout: Layout } {
  const rule = (routeTable as readonly RouteRule[]).find((candidate) => candidate.id === id)!
  return { ...rule, layout: rule.layout ?? 'default' }
}
