import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'

import { requireUser } from '~/auth.server'
import { loadOwnFolder } from '~/booking.server'
import { FolderNumber, FolderSummary } from '~/components/booking/folder-view'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'

import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => [
  ...pageMeta(matches, location, {
    title: data
      ? tBookingPages('bookingPages.folderOf', { number: data.folder.number })
      : tBooking('booking.folder'),
  }),
  { name: 'robots', content: 'noindex' },
]

export async function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return { folder: await loadOwnFolder(args.context, args.params.folderId) }
}

export default function Folder() {
  const { folder } = useLoaderData<typeof loader>()
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.account'), to: PATHS.account },
          { label: tSite('account.nav.bookings'), to: PATHS.bookings },
          { label: tBookingPages('bookingPages.folderOf', { number: folder.number }) },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {tBooking('booking.folder')} <FolderNumber number={folder.number} />
      </h1>
      <div className="mt-6">
        <FolderSummary
          folder={folder}
          actions={(booking) => (
            <Link to={`${PATHS.bookings}/${folder.id}/${booking.id}`} className="button-primary">
              {tBookingPages('bookingPages.detailsLink')}
            </Link>
          )}
        />
      </div>
    </main>
  )
}
