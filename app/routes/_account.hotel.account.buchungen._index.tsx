import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { requireUser } from '~/auth.server'
import { FolderNumber } from '~/components/booking/folder-view'
import { statusLabel } from '~/components/booking/summary'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { OwnEnquiries } from '~/components/round-trip/enquiry'
import { Link } from '~/components/site-link'
import { formatDate, formatPrice } from '~/lib/format'
import { pageMeta } from '~/lib/meta'
import { ownEnquiries } from '~/round-trips.server'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tCommon } from '../../core/copy/common'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tSite('account.nav.bookings') }),
  { name: 'robots', content: 'noindex' },
]

export async function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  const [folders, enquiries] = await Promise.all([
    serverCaller(args.context).booking.folders().catch(toErrorResponse),
    ownEnquiries(args.context),
  ])
  return { folders, enquiries }
}

export default function Bookings() {
  const { folders, enquiries } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[{ label: tSite('nav.account'), to: PATHS.account }, { label: tSite('account.nav.bookings') }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tSite('account.nav.bookings')}</h1>
      {folders.length === 0 ? (
        <div className="mt-6 max-w-prose space-y-4">
          <p>{tBookingPages('bookingPages.none')}</p>
          <Link to={PATHS.hotelSearch} className="button-primary">
            {tSite('home.searchCta')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-6">
          {folders.map((folder) => (
            <li key={folder.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-bold">
                <Link to={`${PATHS.bookings}/${folder.id}`} className="text-brand-dark underline">
                  {tBooking('booking.folder')} <FolderNumber number={folder.number} />
                </Link>
                {folder.createdAt && (
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {tCommon('common.dated')} {formatDate(folder.createdAt)}
                  </span>
                )}
              </h2>
              <ul className="mt-3 space-y-2">
                {folder.bookings.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link
                      to={`${PATHS.bookings}/${folder.id}/${booking.id}`}
                      className="font-medium hover:underline"
                    >
                      {booking.hotel?.name ?? tBookingPages('bookingPages.hotelBooking')}:{' '}
                      {formatDate(booking.arrival)} – {formatDate(booking.departure)}
                    </Link>
                    <span className="text-sm text-slate-700">
                      {statusLabel(booking.status)}
                      {booking.total !== null ? ` · ${formatPrice(booking.total)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <OwnEnquiries enquiries={enquiries} />
    </main>
  )
}
