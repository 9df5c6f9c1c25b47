import { isRouteErrorResponse } from '@remix-run/react'

import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'

import { tError } from '../../core/copy/error'

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

const INTERNAL_ERROR = tError('error.internal')

/** What an error of a status means for the visitor, where the error itself says nothing (in German). */
export function statusMessage(status: number): string {
  switch (status) {
    case 400:
      return tError('error.screen.badRequest')
    case 403:
      return tError('error.screen.forbidden')
    case 404:
      return tError('error.screen.notFound')
    case 405:
      return tError('error.screen.notAForm')
    case 429:
      return tError('error.screen.tooManyRequests')
    case 503:
      return tError('error.screen.unavailable')
    default:
      return status >= 500 ? INTERNAL_ERROR : tError('error.screen.other')
  }
}

/**
 * Status and message of whatever an error boundary caught (a thrown text, or `data({ message, link })`);
 * the framework default status is 500. The framework's own errors (a form sent to a page without an
 * action, a route without a loader) carry an English developer's text: the visitor reads what the status
 * means instead.
 */
export function describeError(error: unknown): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const details = thrownDetails(error.data)
    if (details) return { status: error.status, ...details }
    // The router keeps its own errors as `Error: …` text, and marks them internal (not after serialising).
    const internal =
      (error as { internal?: boolean }).internal === true ||
      (typeof error.data === 'string' && error.data.startsWith('Error: '))
    const message = !internal && typeof error.data === 'string' ? error.data.trim() : ''
    return { status: error.status, message: message || statusMessage(error.status) }
  }
  return { status: 500, message: INTERNAL_ERROR }
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
