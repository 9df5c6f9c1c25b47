import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { lastBookedFolder } from '~/booking.server'
import { FolderSummary } from '~/components/booking/folder-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'

import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tBookingPages('bookingPages.success.heading') }),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { folder: await lastBookedFolder(request, context), signedIn: context.visitor.accessToken !== null }
}

export default function BookingSuccess() {
  const { folder, signedIn } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.hotels'), to: '/hotel' },
          { label: tBookingPages('bookingPages.success.heading') },
        ]}
      />
      {folder ? (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">
            {tBookingPages('bookingPages.success.title')}
          </h1>
          <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
            {tBookingPages('bookingPages.success.number')}{' '}
            <strong className="text-xl tracking-wide whitespace-nowrap">{folder.number}</strong>
          </p>
          <section aria-labelledby="naechste-schritte" className="mt-8 max-w-prose">
            <h2 id="naechste-schritte" className="text-xl font-bold">
              {tBookingPages('bookingPages.success.next')}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>
                {tBookingPages('bookingPages.success.mailBefore')}{' '}
                <strong className="break-all">{folder.email}</strong>
                {tBookingPages('bookingPages.success.mailAfter')}
              </li>
              <li>{tBookingPages('bookingPages.success.roomReady')}</li>
              <li>
                {tBookingPages('bookingPages.success.statusBefore')}{' '}
                <Link to={`/hotel/buchen/status/${folder.number}`} className="text-brand-dark underline">
                  {tBooking('booking.status')}
                </Link>
                {signedIn ? (
                  <>
                    {' '}
                    {tBookingPages('bookingPages.success.accountBefore')}{' '}
                    <Link to={PATHS.bookings} className="text-brand-dark underline">
                      {tSite('account.nav.bookings')}
                    </Link>
                  </>
                ) : null}
                {tBookingPages('bookingPages.success.canCancel')}
              </li>
              {signedIn ? null : <li>{tBookingPages('bookingPages.success.confirmAddress')}</li>}
            </ol>
          </section>
          <div className="mt-8">
            <FolderSummary folder={folder} />
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">
            {tBookingPages('bookingPages.success.heading')}
          </h1>
          <p className="mt-4 max-w-prose text-slate-700">
            {tBookingPages('bookingPages.success.gone')}{' '}
            <Link to={PATHS.bookings} className="text-brand-dark underline">
              {tSite('account.nav.bookings')}
            </Link>
            .
          </p>
          <Link to={PATHS.hotelSearch} className="button-primary mt-6">
            {tBookingPages('bookingPages.success.toSearch')}
          </Link>
        </>
      )}
    </main>
  )
}
