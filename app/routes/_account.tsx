import { Outlet, useRouteLoaderData } from '@remix-run/react'

import { NavLink } from '~/components/site-link'
import { useTranslation } from '~/i18n'

// The account layout: for a signed-in customer a side navigation next to the page. Visitors without an
// account (the saved trips, a guest's booking status) see the page alone. Login-required pages guard
// themselves in their loaders and actions (requireUser).
const links = [
  { to: '/hotel/account', key: 'account.nav.personal', end: true },
  { to: '/hotel/account/buchungen', key: 'account.nav.bookings', end: false },
  { to: '/hotel/account/gespeicherte-reisen', key: 'nav.savedTrips', end: true },
] as const

export default function AccountLayout() {
  const { t } = useTranslation()
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined
  if (!root?.user) {
    return (
      <div className="container-page py-4">
        <Outlet />
      </div>
    )
  }
  return (
    <div className="container-page grid gap-8 py-4 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('nav.account')} className="md:pt-8">
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive ? 'bg-brand-dark text-white' : 'hover:bg-white'
                  }`
                }
              >
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}
