import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { loadStatus, statusAction } from '~/booking.server'
import { CancelConfirmation, CancelForm, FolderNumber, FolderSummary } from '~/components/booking/folder-view'
import { FormErrors, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'

import { bookingLookupSchema } from '../../core/booking'
import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tCommon } from '../../core/copy/common'
import { tSite } from '../../core/copy/site'
import { todayInGermany } from '../../core/hotel-search'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tBooking('booking.status'), exactPath: true }),
  { name: 'robots', content: 'noindex' },
]

export const headers = withActionRetryAfter

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadStatus(request, context, params.id)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  statusAction(request, context, params.id)

export default function BookingStatus() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const proven = actionData && 'folder' in actionData ? actionData : null
  const folder = proven?.folder ?? loaded.folder
  const email = proven?.email ?? loaded.email
  const cancelling = actionData && 'review' in actionData ? actionData : null
  const today = todayInGermany()
  const [form, fields] = useSchemaForm(bookingLookupSchema, {
    id: 'buchungsstatus',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  })
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.manageBooking'), to: PATHS.manageBooking },
          { label: tBooking('booking.status') },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tBooking('booking.status')}</h1>
      <p className="mt-2 text-slate-700">
        {tBooking('booking.folderNumber')} <FolderNumber number={loaded.number} />
      </p>
      {proven?.message && (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          {proven.message}
        </p>
      )}
      {folder ? (
        <div className="mt-6">
          <FolderSummary
            folder={folder}
            actions={(booking) => {
              const guest = email ? { number: folder.number, email } : undefined
              const documents = `/hotel/buchen/status/${loaded.number}/${booking.id}`
              const links = (
                <>
                  <a href={`${documents}/bestaetigung.pdf`} className="button-primary" download>
                    {tBookingPages('bookingPages.voucherPdf')}
                  </a>
                  <a
                    href={`${documents}/kalender.ics`}
                    className="rounded-lg px-4 py-2 font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
                    download
                  >
                    {tBooking('booking.calendar')}
                  </a>
                </>
              )
              return cancelling?.review === booking.id ? (
                <CancelConfirmation
                  booking={booking}
                  today={today}
                  guest={guest}
                  abortTo={`/hotel/buchen/status/${loaded.number}`}
                  notice={cancelling.notice}
                />
              ) : (
                <>
                  {links}
                  <CancelForm booking={booking} today={today} guest={guest} />
                </>
              )
            }}
          />
        </div>
      ) : (
        <section aria-labelledby="nachweis" className="mt-6 max-w-md">
          <h2 id="nachweis" className="text-xl font-bold">
            {tBookingPages('bookingPages.view')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{tBookingPages('bookingPages.statusEmailHint')}</p>
          <FormErrors form={form} />
          <SchemaForm form={form} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="lookup" />
            <TextField
              field={fields.email}
              label={tCommon('common.email')}
              type="email"
              autoComplete="email"
            />
            <button type="submit" className="button-primary">
              {tBooking('booking.show')}
            </button>
          </SchemaForm>
        </section>
      )}
    </main>
  )
}
