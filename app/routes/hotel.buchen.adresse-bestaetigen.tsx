import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'

import { FormAlert } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'
import { notFound, serverCaller, toErrorResponse } from '~/trpc.server'

import { FOLDER_NUMBER, GUEST_ADDRESS_CODE } from '../../core/booking'
import { tAccount } from '../../core/copy/account'
import { tBooking } from '../../core/copy/booking'
import { tBookingPages } from '../../core/copy/booking-pages'
import { tSite } from '../../core/copy/site'
import { PATHS } from '../../core/paths'

// The link of a guest booking's confirmation mail (`?vorgang=…&code=…`): the guest confirms that the
// booking belongs to the customer account with its e-mail address. Opening the link changes nothing (mail
// scanners open links too); the button does. Until then the booking stays a guest booking, so that a
// booking made with somebody else's address never appears in their account unasked.

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, location, { title: tBooking('booking.confirmAddress') }),
  { name: 'robots', content: 'noindex' },
]

const INVALID_LINK = tBookingPages('bookingPages.address.linkInvalid')

function linkOf(values: { get(name: string): unknown }) {
  const number = values.get('vorgang')
  const code = values.get('code')
  return typeof number === 'string' &&
    FOLDER_NUMBER.test(number) &&
    typeof code === 'string' &&
    GUEST_ADDRESS_CODE.test(code)
    ? { number, code }
    : null
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const link = linkOf(new URL(request.url).searchParams)
  if (!link) notFound(context)
  return { ...link, signedIn: context.visitor.accessToken !== null }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const link = linkOf(await request.formData())
  if (!link) return data({ confirmed: false, attached: 0, error: INVALID_LINK }, { status: 400 })
  const caller = serverCaller(context)
  const confirmed = await caller.folder.confirmGuestAddress(link).catch(toErrorResponse)
  if (!confirmed) return data({ confirmed: false, attached: 0, error: INVALID_LINK }, { status: 404 })
  // Signed in with the booking's address: the booking goes to the account now, not at the next sign-in.
  const attached = context.visitor.accessToken
    ? (await caller.folder.syncWithMyJackForUser().catch(toErrorResponse)).attached
    : 0
  return { confirmed: true, attached, error: null }
}

export default function ConfirmGuestAddress() {
  const { number, code, signedIn } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[{ label: tSite('nav.hotels'), to: '/hotel' }, { label: tBooking('booking.confirmAddress') }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tBooking('booking.confirmAddress')}</h1>
      <p className="mt-2 text-slate-700">
        {tBooking('booking.folderNumber')} <span className="whitespace-nowrap">{number}</span>
      </p>
      {result?.confirmed ? (
        <div className="mt-6 max-w-prose">
          <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
            {result.attached > 0
              ? tBookingPages('bookingPages.address.confirmedSignedIn')
              : tBookingPages('bookingPages.address.confirmed')}
          </p>
          <Link to={result.attached > 0 ? PATHS.bookings : PATHS.login} className="button-primary mt-6">
            {result.attached > 0
              ? tBookingPages('bookingPages.address.toBookings')
              : tAccount('account.toSignIn')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 max-w-prose">
          {result?.error && <FormAlert>{result.error}</FormAlert>}
          <p className="mt-4 text-slate-700">
            {tBookingPages('bookingPages.address.hint')}
            {signedIn ? ` ${tBookingPages('bookingPages.address.hintSignedIn')}` : ''}
            {tBookingPages('bookingPages.address.hintAfter')}
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="vorgang" value={number} />
            <input type="hidden" name="code" value={code} />
            <button type="submit" className="button-primary">
              {tBooking('booking.confirmAddress')}
            </button>
          </Form>
        </div>
      )}
    </main>
  )
}
