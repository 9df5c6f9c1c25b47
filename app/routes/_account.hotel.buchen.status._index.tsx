import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'

import { lookupAction } from '~/booking.server'
import { FormErrors, Honeypot, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'

import { bookingNumberLookupSchema } from '../../core/booking'
import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tCommon } from '../../core/copy/common'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tSite('nav.manageBooking') }),
  { name: 'robots', content: 'noindex' },
]

export const headers = withActionRetryAfter

export const action = ({ request, context }: ActionFunctionArgs) => lookupAction(request, context)

export default function ManageBooking() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(bookingNumberLookupSchema, {
    id: 'buchung-verwalten',
    lastResult: actionData?.result,
  })
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs items={[{ label: tSite('nav.manageBooking') }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tSite('nav.manageBooking')}</h1>
      <div className="mt-2 max-w-prose space-y-2 text-slate-700">
        <p>{tBookingPages('bookingPages.statusIntro')}</p>
        <p>
          {tBookingPages('bookingPages.statusAccountBefore')}{' '}
          <Link to={PATHS.bookings} className="text-brand-dark underline">
            {tBookingPages('bookingPages.accountBookingsPath')}
          </Link>
          .
        </p>
      </div>
      <section aria-labelledby="nachweis" className="mt-6 max-w-md">
        <h2 id="nachweis" className="text-xl font-bold">
          {tBookingPages('bookingPages.find')}
        </h2>
        <FormErrors form={form} />
        <SchemaForm form={form} className="mt-4 space-y-4">
          <Honeypot />
          <TextField
            field={fields.number}
            label={tBooking('booking.folderNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField field={fields.email} label={tCommon('common.email')} type="email" autoComplete="email" />
          <button type="submit" className="button-primary">
            {tBooking('booking.show')}
          </button>
        </SchemaForm>
      </section>
    </main>
  )
}
