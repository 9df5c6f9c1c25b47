import { isRouteErrorResponse } from '@remix-run/react'

import { Link } from '~/components/site-link'

export const NOT_FOUND_HEADING = 'Diese Seite existiert nicht'
export const ERROR_HEADING = 'Ein Fehler ist aufgetreten'

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
  return (
    <main id="inhalt" className="container-page py-16">
      <p className="text-sm font-semibold text-brand-dark">Fehler {status}</p>
      <h1 className="mt-2 text-3xl font-bold">{status === 404 ? NOT_FOUND_HEADING : ERROR_HEADING}</h1>
      <p className="mt-4 max-w-prose text-slate-700">{message}</p>
      <Link to="/" className="button-primary mt-8">
        Zur Startseite
      </Link>
    </main>
  )
}
