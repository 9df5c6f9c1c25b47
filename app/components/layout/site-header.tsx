import { Form } from '@remix-run/react'

import { SavedCount } from '~/components/saved/saved-count'
import { Link, NavLink } from '~/components/site-link'
import { Avatar } from '~/components/ui/avatar'
import { useTranslation } from '~/i18n'

const links = [
  { to: '/hotel', key: 'nav.hotels' },
  { to: '/rundreisen', key: 'nav.roundTrips' },
  { to: '/reisetipps', key: 'nav.travelTips' },
] as const

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
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    isActive ? 'text-brand-dark underline underline-offset-4' : 'hover:text-brand-dark'
                  }
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/hotel/account/gespeicherte-reisen" className="hover:text-brand-dark">
                {t('nav.savedTrips')}
                <SavedCount count={savedCount} />
              </Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link to="/hotel/account" className="flex items-center gap-2 hover:text-brand-dark">
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
