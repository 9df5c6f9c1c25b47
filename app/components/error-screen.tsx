import { isRouteErrorResponse } from '@remix-run/react'

import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'

export interface ErrorDetails {
  status: number
  message: string
}

/** Status and message of whatever an error boundary caught; the framework default status is 500. */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText
    return { status: error.status, message: message || 'Unbekannter Fehler' }
  }
  return {
    status: 500,
    message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  }
}

export function ErrorScreen({ status, message }: ErrorDetails) {
  const { t } = useTranslation()
  return (
    <main id="inhalt" className="container-page py-16">
      <p className="text-sm font-semibold text-brand-dark">{t('error.status', { status })}</p>
      <h1 className="mt-2 text-3xl font-bold">
        {t(status === 404 ? 'error.notFoundHeading' : 'error.genericHeading')}
      </h1>
      <p className="mt-4 max-w-prose text-slate-700">{message}</p>
      <Link to="/" className="button-primary mt-8">
        {t('error.backHome')}
      </Link>
    </main>
  )
}
