import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import {
  pendingRegistrationEmail,
  register,
  registrationSent,
  REGISTRATION_SENT_PARAM,
} from '~/account.server'
import { refuseTooManyAttempts, typedEmail, requireAnonymous } from '~/auth.server'
import { RegistrationForm } from '~/components/account/registration-form'
import { SsoButtons } from '~/components/account/sso-buttons'
import { Link } from '~/components/site-link'
import { parseForm, replyWithErrors } from '~/forms.server'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { ssoOptions } from '~/sso.server'

import { tAccount } from '../../core/copy/account'
import { tForm } from '../../core/copy/form'
import { tMail } from '../../core/copy/mail'
import { registrationSchema } from '../../core/forms'
import { PATHS } from '../../core/paths'

export const headers = withActionRetryAfter

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.register.title') })

/** After a registration the page says where the mail went (the address from this browser's pending cookie). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Spec §2: a logged-in visitor who goes to registration is sent to the welcome page.
  requireAnonymous({ context }, PATHS.welcome)
  const sso = ssoOptions(context)
  if (!new URL(request.url).searchParams.has(REGISTRATION_SENT_PARAM)) return { sentTo: null, ...sso }
  return { sentTo: await pendingRegistrationEmail(request), ...sso }
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous({ context }, PATHS.welcome)
  const submission = parseForm(await request.formData(), registrationSchema)
  const refused = await refuseTooManyAttempts(context, 'register', submission, typedEmail(submission))
  if (refused) return refused
  if (submission.status !== 'success') return replyWithErrors(submission)
  const outcome = await register(context, submission.value)
  if (outcome.kind === 'sent') return registrationSent(outcome.headers)
  if (outcome.kind === 'invalid-email') {
    return replyWithErrors(submission, {
      fieldErrors: { email: [tForm('form.email.invalid')] },
    })
  }
  return replyWithErrors(submission, {
    formErrors: [tAccount('account.register.unavailable')],
    status: 503,
  })
}

export default function Register() {
  const { sentTo, ssoProviders, siteUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (sentTo) return <CheckYourMail email={sentTo} />
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tAccount('account.register.title')}</h1>
      <p className="mt-2 text-sm text-slate-700">{tAccount('account.register.intro')}</p>
      <RegistrationForm lastResult={actionData?.result} />
      <SsoButtons providers={ssoProviders} siteUrl={siteUrl} redirectTo={PATHS.welcome} />
      <p className="mt-6 text-sm">
        {tAccount('account.register.haveAccount')}{' '}
        <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
          {tAccount('account.toSignIn')}
        </Link>
      </p>
    </main>
  )
}

function CheckYourMail({ email }: { email: string }) {
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tMail('mail.verifyAddress')}</h1>
      <div role="status" className="mt-4 space-y-3 text-slate-700">
        <p>
          {tAccount('account.register.sentBefore')} <strong className="break-all">{email}</strong>{' '}
          {tAccount('account.register.sentAfter')}
        </p>
        <p className="text-sm">
          {tAccount('account.register.noMail')}{' '}
          <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
            {tAccount('account.register.signInDirectly')}
          </Link>{' '}
          {tAccount('account.register.or')}{' '}
          <Link to="/hotel/account/passwort-vergessen" className="text-brand-dark underline">
            {tAccount('account.register.newPassword')}
          </Link>
          .
        </p>
      </div>
    </main>
  )
}
