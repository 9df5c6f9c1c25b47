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
} as const

/** The login page with the way back (spec §2: a logged-out visitor on a login-required route). */
export function loginPath(redirectTo: string): string {
  return `${PATHS.login}?${new URLSearchParams({ redirectTo })}`
}
