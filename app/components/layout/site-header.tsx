import { Form, useLocation } from '@remix-run/react'

import { SavedCount } from '~/components/saved/saved-count'
import { Link, useSiteContext } from '~/components/site-link'
import { Avatar } from '~/components/ui/avatar'
import { useTranslation } from '~/i18n'

import { PATHS } from '../../../core/paths'

const links = [
  { to: '/hotel', key: 'nav.hotels' },
  { to: '/rundreisen', key: 'nav.roundTrips' },
  { to: '/reisetipps', key: 'nav.travelTips' },
] as const

const ACCOUNT = '/hotel/account'
const SAVED = '/hotel/account/gespeicherte-reisen'
const MANAGE_BOOKING = PATHS.manageBooking

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`)

/**
 * The menu item a page belongs to: the account's pages (under /hotel/account) belong to "Mein Konto" or
 * "Gespeicherte Reisen", a booking's look-up and status to "Buchung verwalten", not to "Hotels" although
 * their paths start with /hotel.
 */
export function activeMenuItem(pathname: string): string | null {
  if (within(pathname, SAVED)) return SAVED
  if (within(pathname, MANAGE_BOOKING)) return MANAGE_BOOKING
  if (within(pathname, ACCOUNT)) return ACCOUNT
  return links.find((link) => within(pathname, link.to))?.to ?? null
}

const itemClass = (active: boolean) =>
  active ? 'text-brand-dark underline underline-offset-4' : 'hover:text-brand-dark'

export interface HeaderUser {
  firstName: string | null
  lastName: string | null
  email: string
}

export function SiteHeader({
  siteName,
  user,
  savedCount,
}: {
  siteName: string
  user: HeaderUser | null
  /** entries on the Merkzettel */
  savedCount: number
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // The round-trip-only domain serves round trips under its own prefix-less paths.
  const active = useSiteContext().roundTripOnly ? '/rundreisen' : activeMenuItem(pathname)
  return (
    <header className="border-b border-brand-bright bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-4 py-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-brand-dark">
          {siteName}
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={itemClass(active === link.to)}
                  aria-current={active === link.to ? 'page' : undefined}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={SAVED}
                className={itemClass(active === SAVED)}
                aria-current={active === SAVED ? 'page' : undefined}
              >
                {t('nav.savedTrips')}
                <SavedCount count={savedCount} />
              </Link>
            </li>
            <li>
              <Link
                to={MANAGE_BOOKING}
                className={itemClass(active === MANAGE_BOOKING)}
                aria-current={active === MANAGE_BOOKING ? 'page' : undefined}
              >
                {t('nav.manageBooking')}
              </Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link
                    to={ACCOUNT}
                    className={`flex items-center gap-2 ${itemClass(active === ACCOUNT)}`}
                    aria-current={active === ACCOUNT ? 'page' : undefined}
                  >
                    <Avatar
                      name={
                        [user.firstName, user.lastName].filter(Boolean).join(' ') ||
                        user.email ||
                        t('nav.account')
                      }
                      size="sm"
                    />
                    {t('nav.account')}
                  </Link>
                </li>
                <li>
                  <Form method="post" action="/hotel/account/abmelden" className="flex items-center gap-2">
                    <button
                      type="submit"
                      className="rounded-lg border border-brand-dark px-3 py-1.5 text-brand-dark hover:bg-brand-bright"
                    >
                      {t('nav.logout')}
                    </button>
                    {/* A shared computer: sign out and this browser no longer counts as the owner's device. */}
                    <button
                      type="submit"
                      name="geraet"
                      value="vergessen"
                      title={t('nav.forgetDeviceHint')}
                      className="text-xs text-slate-700 underline hover:text-brand-dark"
                    >
                      {t('nav.forgetDevice')}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li>
                <Link
                  to="/hotel/account/anmelden"
                  className="rounded-lg border border-brand-dark px-3 py-1.5 text-brand-dark hover:bg-brand-bright"
                >
                  {t('nav.login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  )
}
