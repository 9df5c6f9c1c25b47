import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { requireUser } from '~/auth.server'
import { cancelOwnBooking, loadOwnBooking } from '~/booking.server'
import { BookingCard, CancelConfirmation, CancelForm } from '~/components/booking/folder-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { formatDate } from '~/lib/format'
import { pageMeta } from '~/lib/meta'

import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tError } from '../../core/copy/error'
import { tSite } from '../../core/copy/site'
import { todayInGermany } from '../../core/hotel-search'
import { PATHS } from '../../core/paths'

const SEGMENT_KINDS: Record<string, string> = {
  stay: tBookingPages('bookingPages.segment.stay'),
  transfer: tBookingPages('bookingPages.segment.transfer'),
  flight: tBookingPages('bookingPages.segment.flight'),
  excursion: tBookingPages('bookingPages.segment.excursion'),
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...pageMeta(matches, location, {
    title: data
      ? tBookingPages('bookingPages.titleOf', {
          hotel: data.booking.hotel?.name ?? '',
          number: data.folder.number,
        })
      : tBookingPages('bookingPages.details'),
  }),
  { name: 'robots', content: 'noindex' },
]

export async function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return loadOwnBooking(args.request, args.context, args.params)
}

export async function action(args: ActionFunctionArgs) {
  requireUser(args)
  const { folder, booking } = await loadOwnBooking(args.request, args.context, args.params)
  const form = await args.request.formData()
  if (form.get('booking') !== booking.id) throw new Response(tError('error.invalidRequest'), { status: 400 })
  return cancelOwnBooking(args.context, `${PATHS.bookings}/${folder.id}/${booking.id}`, form)
}

export default function BookingDetail() {
  const { folder, booking, segmentIndex } = useLoaderData<typeof loader>()
  const cancelling = useActionData<typeof action>()
  const base = `${PATHS.bookings}/${folder.id}/${booking.id}`
  const selected = segmentIndex === null ? null : booking.segments[segmentIndex]
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.account'), to: PATHS.account },
          { label: tSite('account.nav.bookings'), to: PATHS.bookings },
          {
            label: tBookingPages('bookingPages.folderOf', { number: folder.number }),
            to: `${PATHS.bookings}/${folder.id}`,
          },
          { label: tBookingPages('bookingPages.details') },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tBookingPages('bookingPages.details')}</h1>
      <p className="mt-2 text-slate-700">
        {tBooking('booking.folder')} {folder.number}
      </p>
      <div className="mt-6">
        <BookingCard booking={booking}>
          <a href={`${base}/bestaetigung.pdf`} className="button-primary" download>
            {tBookingPages('bookingPages.confirmationPdf')}
          </a>
          <a
            href={`${base}/kalender.ics`}
            className="rounded-lg px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
            download
          >
            {tBooking('booking.calendar')}
          </a>
        </BookingCard>
      </div>
      {booking.segments.length > 0 && (
        <section aria-labelledby="reiseabschnitte" className="mt-8">
          <h2 id="reiseabschnitte" className="text-xl font-bold">
            {tBookingPages('bookingPages.segments')}
          </h2>
          <ol className="mt-3 space-y-2">
            {booking.segments.map((segment, index) => (
              <li key={segment.id}>
                <Link
                  to={`${base}?segment=${index}`}
                  aria-current={index === segmentIndex ? 'true' : undefined}
                  className={`block rounded-lg p-3 ring-1 ring-slate-200 ${index === segmentIndex ? 'bg-white font-semibold' : 'hover:bg-white'}`}
                >
                  {index + 1}. {SEGMENT_KINDS[segment.kind] ?? segment.kind}
                  {segment.title ? `: ${segment.title}` : ''}
                  {segment.startDate
                    ? ` (${formatDate(segment.startDate)}${segment.endDate ? ` – ${formatDate(segment.endDate)}` : ''})`
                    : ''}
                </Link>
              </li>
            ))}
          </ol>
          {selected && (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {tBookingPages('bookingPages.selectedSegment', {
                number: segmentIndex! + 1,
                kind: SEGMENT_KINDS[selected.kind] ?? selected.kind,
              })}
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="stornierung" className="mt-8">
        <h2 id="stornierung" className="text-xl font-bold">
          {tBooking('booking.cancellation')}
        </h2>
        <div className="mt-3">
          {booking.status === 'confirmed' ? (
            cancelling?.review === booking.id ? (
              <CancelConfirmation
                booking={booking}
                today={todayInGermany()}
                abortTo={base}
                notice={cancelling.notice}
              />
            ) : (
              <CancelForm booking={booking} today={todayInGermany()} />
            )
          ) : (
            <p>
              {tBookingPages(
                booking.status === 'cancelled'
                  ? 'bookingPages.isCancelled'
                  : 'bookingPages.isCancellationRequested',
              )}
            </p>
          )}
        </div>
      </section>
    </main>
  )
}
