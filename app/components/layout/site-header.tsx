import { useTranslation } from 'react-i18next'

import { Link, NavLink } from '~/components/site-link'

const links = [
  { to: '/hotel', key: 'nav.hotels' },
  { to: '/rundreisen', key: 'nav.roundTrips' },
  { to: '/reisetipps', key: 'nav.travelTips' },
] as const

export function SiteHeader({ siteName }: { siteName: string }) {
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
              </Link>
            </li>
            <li>
              <Link
                to="/hotel/account/anmelden"
                className="rounded-lg border border-brand-dark px-3 py-1.5 text-brand-dark hover:bg-brand-bright"
              >
                {t('nav.login')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
