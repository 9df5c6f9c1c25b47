import { isRouteErrorResponse } from '@remix-run/react'

import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'

export interface ErrorDetails {
  status: number
  message: string
  /** Where to go instead, when the page that failed knows it (e.g. a departure's trip). */
  link?: { to: string; label: string }
}

/** `data({ message, link })` thrown by a loader; checked by hand (zod would weigh on every first load). */
function thrownDetails(value: unknown): Omit<ErrorDetails, 'status'> | null {
  if (value === null || typeof value !== 'object') return null
  const { message, link } = value as { message?: unknown; link?: { to?: unknown; label?: unknown } }
  if (typeof message !== 'string' || !message) return null
  const to = link?.to
  const label = link?.label
  if (typeof to === 'string' && to.startsWith('/') && typeof label === 'string')
    return { message, link: { to, label } }
  return { message }
}

/**
 * Status and message of whatever an error boundary caught (a thrown text, or `data({ message, link })`);
 * the framework default status is 500.
 */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const details = thrownDetails(error.data)
    if (details) return { status: error.status, ...details }
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText
    return { status: error.status, message: message || 'Unbekannter Fehler' }
  }
  return {
    status: 500,
    message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  }
}

export function ErrorScreen({ status, message, link }: ErrorDetails) {
  const { t } = useTranslation()
  return (
    <main id="inhalt" className="container-page py-16">
      <p className="text-sm font-semibold text-brand-dark">{t('error.status', { status })}</p>
      <h1 className="mt-2 text-3xl font-bold">
        {t(status === 404 ? 'error.notFoundHeading' : 'error.genericHeading')}
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap items-center gap-6">
        {link && (
          <Link to={link.to} className="button-primary">
            {link.label}
          </Link>
        )}
        <Link to="/" className={link ? 'font-semibold text-brand-dark underline' : 'button-primary'}>
          {t('error.backHome')}
        </Link>
      </div>
    </main>
  )
}
