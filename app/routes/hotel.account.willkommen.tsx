import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'

import { confirmRegistration } from '~/account.server'
import { FormAlert } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { Link } from '~/components/site-link'
import { pageMeta } from '~/lib/meta'
import type { loader as rootLoader } from '~/root'

import { tAccount } from '../../core/copy/account'
import { tLayout } from '../../core/copy/layout'
import { tSite } from '../../core/copy/site'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.welcome.short') })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token !== null) return confirmRegistration(request, context, token)
  return { verifyError: null }
}

const NEXT_STEPS = [
  { to: '/hotel', label: tLayout('layout.hotelSearch'), text: tAccount('account.welcome.search') },
  {
    to: '/hotel/account',
    label: tSite('account.nav.personal'),
    text: tAccount('account.welcome.details'),
  },
  {
    to: '/hotel/account/buchungen',
    label: tSite('account.nav.bookings'),
    text: tAccount('account.welcome.bookings'),
  },
]

export default function Welcome() {
  const { verifyError } = useLoaderData<typeof loader>()
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
  return (
    <main id="inhalt" className="container-page py-8">
      <Breadcrumbs
        items={[
          { label: tSite('nav.account'), to: '/hotel/account' },
          { label: tAccount('account.welcome.short') },
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {user?.firstName
          ? tAccount('account.welcome.named', { name: user.firstName })
          : tAccount('account.welcome.title')}
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
        <p className="mt-4 max-w-prose text-slate-700">{tAccount('account.welcome.intro')}</p>
      ) : (
        <p className="mt-4 max-w-prose text-slate-700">
          {tAccount('account.welcome.overview')}{' '}
          <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
            {tAccount('account.signInPrompt')}
          </Link>
          {tAccount('account.welcome.seeAll')}
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
