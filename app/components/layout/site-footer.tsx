import { useLocation } from '@remix-run/react'

import { Link } from '~/components/site-link'
import { ColorModeToggle } from '~/components/ui/color-mode'
import { useTranslation } from '~/i18n'

import { todayInGermany } from '../../../core/hotel-search'
import { PATHS } from '../../../core/paths'

export interface FooterLink {
  path: string
  title: string
}

export function SiteFooter({ legalLinks, siteName }: { legalLinks: FooterLink[]; siteName: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <footer className="mt-16 border-t border-brand-bright bg-white">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-brand-dark">{siteName}</p>
          <p className="mt-2 text-sm text-slate-600">{t('site.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {t('footer.service')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/hotel" className="hover:text-brand-dark">
                {t('nav.hotels')}
              </Link>
            </li>
            <li>
              <Link to="/rundreisen" className="hover:text-brand-dark">
                {t('nav.roundTrips')}
              </Link>
            </li>
            <li>
              <Link to="/reisetipps" className="hover:text-brand-dark">
                {t('nav.travelTips')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.manageBooking} className="hover:text-brand-dark">
                {t('nav.manageBooking')}
              </Link>
            </li>
            <li>
              <Link to="/kontakt" className="hover:text-brand-dark">
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.path}>
                <Link to={`/${link.path}`} className="hover:text-brand-dark">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container-page flex flex-wrap items-center justify-between gap-4 pb-8">
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {/* The year in Germany on the server and in the browser alike: in the server's or the browser's own
              time zone the two differ in the first hour of the year, and hydration fails. */}
          {t('footer.copyright', { year: todayInGermany().slice(0, 4) })}
        </p>
        <ColorModeToggle action="/farbschema" redirectTo={location.pathname + location.search} />
      </div>
    </footer>
  )
}
