import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { lastBookedFolder } from '~/booking.server'
import { FolderSummary } from '~/components/booking/folder-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'

import { tBooking } from '../../core/copy/booking'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: 'Buchung erfolgreich' }),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { folder: await lastBookedFolder(request, context), signedIn: context.visitor.accessToken !== null }
}

export default function BookingSuccess() {
  const { folder, signedIn } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSite('nav.hotels'), to: '/hotel' }, { label: 'Buchung erfolgreich' }]} />
      {folder ? (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Vielen Dank, Ihre Buchung ist bestätigt</h1>
          <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
            Ihre Vorgangsnummer:{' '}
            <strong className="text-xl tracking-wide whitespace-nowrap">{folder.number}</strong>
          </p>
          <section aria-labelledby="naechste-schritte" className="mt-8 max-w-prose">
            <h2 id="naechste-schritte" className="text-xl font-bold">
              So geht es weiter
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>
                Wir schicken Ihnen die Buchungsbestätigung mit allen Angaben und einer Kalenderdatei an{' '}
                <strong className="break-all">{folder.email}</strong>. Bitte sehen Sie auch im Spam-Ordner
                nach.
              </li>
              <li>Das Hotel hält Ihr Zimmer bereit; Sie müssen nichts weiter tun.</li>
              <li>
                Den Stand Ihrer Buchung sehen Sie jederzeit unter{' '}
                <Link to={`/hotel/buchen/status/${folder.number}`} className="text-brand-dark underline">
                  {tBooking('booking.status')}
                </Link>
                {signedIn ? (
                  <>
                    {' '}
                    und in Ihrem Konto unter{' '}
                    <Link to={PATHS.bookings} className="text-brand-dark underline">
                      {tSite('account.nav.bookings')}
                    </Link>
                  </>
                ) : null}
                . Dort können Sie auch stornieren.
              </li>
              {signedIn ? null : (
                <li>
                  Sie haben ein Kundenkonto oder möchten eines anlegen? Bestätigen Sie Ihre E-Mail-Adresse mit
                  dem Link in der Buchungsbestätigung; dann erscheint die Buchung in Ihrem Konto.
                </li>
              )}
            </ol>
          </section>
          <div className="mt-8">
            <FolderSummary folder={folder} />
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Buchung erfolgreich</h1>
          <p className="mt-4 max-w-prose text-slate-700">
            Diese Seite zeigt Ihre Buchung direkt nach dem Buchen in diesem Browser. Ihre Buchung finden Sie
            in der Bestätigungs-E-Mail und mit Vorgangsnummer und E-Mail-Adresse unter „Buchungsstatus“, als
            Kundin oder Kunde auch unter{' '}
            <Link to={PATHS.bookings} className="text-brand-dark underline">
              {tSite('account.nav.bookings')}
            </Link>
            .
          </p>
          <Link to={PATHS.hotelSearch} className="button-primary mt-6">
            Zur Hotelsuche
          </Link>
        </>
      )}
    </main>
  )
}
