import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { confirmRegistration } from '~/account.server'
import { FormAlert } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'
import type { loader as rootLoader } from '~/root'

import { tAccount } from '../../core/copy/account'
import { tSite } from '../../core/copy/site'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Willkommen' })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token !== null) return confirmRegistration(request, context, token)
  return { verifyError: null }
}

const NEXT_STEPS = [
  { to: '/hotel', label: 'Hotelsuche', text: 'Finden Sie Ihr nächstes Hotel und buchen Sie direkt.' },
  {
    to: '/hotel/account',
    label: tSite('account.nav.personal'),
    text: 'Ergänzen Sie Adresse und Telefonnummer, dann geht die nächste Buchung schneller.',
  },
  {
    to: '/hotel/account/buchungen',
    label: tSite('account.nav.bookings'),
    text: 'Hier finden Sie Ihre Buchungen, auch solche, die Sie vorher als Gast gemacht und über den Link in der Bestätigungsmail bestätigt haben.',
  },
]

export default function Welcome() {
  const { verifyError } = useLoaderData<typeof loader>()
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs items={[{ label: tSite('nav.account'), to: '/hotel/account' }, { label: 'Willkommen' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {user?.firstName ? `Willkommen, ${user.firstName}!` : 'Willkommen!'}
      </h1>
      {verifyError && (
        <FormAlert>
          {verifyError}{' '}
          <Link to="/hotel/account/anmelden" className="underline">
            {tAccount('account.toSignIn')}
          </Link>
        </FormAlert>
      )}
      {user ? (
        <p className="mt-4 max-w-prose text-slate-700">
          Schön, dass Sie da sind. Ihr Kundenkonto ist eingerichtet. So geht es weiter:
        </p>
      ) : (
        <p className="mt-4 max-w-prose text-slate-700">
          Mit Ihrem Kundenkonto haben Sie Ihre Reisen im Blick.{' '}
          <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
            {tAccount('account.signInPrompt')}
          </Link>
          , um alles zu sehen.
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {NEXT_STEPS.map((step) => (
          <li key={step.to} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold">
              <Link to={step.to} className="text-brand-dark underline">
                {step.label}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
