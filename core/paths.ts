/** Paths of the site that code links or redirects to (spec §2). */
export const PATHS = {
  home: '/',
  hotelSearch: '/hotel',
  login: '/hotel/account/anmelden',
  register: '/hotel/account/registrieren',
  welcome: '/hotel/account/willkommen',
  account: '/hotel/account',
  bookings: '/hotel/account/buchungen',
  savedTrips: '/hotel/account/gespeicherte-reisen',
  /** "Buchung verwalten": a guest's look-up by booking number and e-mail address; the status pages below it. */
  manageBooking: '/hotel/buchen/status',
  forgotPassword: '/hotel/account/passwort-vergessen',
  renewPassword: '/hotel/account/passwort-erneuern',
  invitation: '/hotel/account/einladung',
  /** The mailed link that makes a browser a known device of an account (app/login-throttle.server.ts). */
  deviceLink: '/hotel/account/geraet-bestaetigen',
  maintenance: '/wartungsarbeiten',
  /** An editor makes a preview link to one item here (in preview only). */
  sharePreview: '/vorschau/teilen',
  /** A preview link for someone without an account: `/vorschau/geteilt/{token}`, never cached nor indexed. */
  sharedPreview: '/vorschau/geteilt',
} as const

/** The login page with the way back (spec §2: a logged-out visitor on a login-required route). */
export function loginPath(redirectTo: string): string {
  return `${PATHS.login}?${new URLSearchParams({ redirectTo })}`
}

/**
 * Paths the site answers itself, with everything below them (its routes, static files, the round-trip
 * domain's paths): a landing page there would never be shown. `/rundreisen` itself is a landing page.
 * `tests/unit/page-paths.test.ts` checks the list against app/routes and public/.
 */
export const RESERVED_PATHS = [
  'anfrage',
  'api',
  'auth',
  'build',
  'farbschema',
  'favicon.svg',
  'fehlerseite',
  'fonts',
  'hotel',
  'karte',
  'medien',
  'merkzettel',
  'reise',
  'reisetipps',
  'robots.txt',
  'rundreisen/anfrage',
  'rundreisen/reise',
  'rundreisen/reise2',
  'sitemap.xml',
  'vorschau',
  'wartungsarbeiten',
] as const

// Lower-case words of letters and digits joined by hyphens, segments joined by single slashes.
const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** Why a landing page cannot have `path` (German, for the Data Studio), or null when it can. */
export function pagePathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || path === '') return 'Bitte geben Sie einen Pfad an.'
  if (path.length > 200) return 'Der Pfad darf höchstens 200 Zeichen lang sein.'
  if (!PAGE_PATH.test(path))
    return `Der Pfad „${path}“ ist nicht gültig: nur Kleinbuchstaben a–z, Ziffern und Bindestriche, Abschnitte durch einen Schrägstrich getrennt, ohne Schrägstrich am Anfang und am Ende (z. B. „urlaub/ostsee“; ä als ae, ß als ss).`
  const reserved = RESERVED_PATHS.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  if (reserved)
    return `Unter „/${reserved}“ antwortet die Website selbst; eine Seite dort wäre nie zu sehen. Bitte wählen Sie einen anderen Pfad.`
  return null
}
