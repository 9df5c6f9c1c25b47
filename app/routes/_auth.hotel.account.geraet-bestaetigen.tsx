import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'

import { tooManyAttempts } from '~/auth.server'
import {
  FormAlert,
  FormErrors,
  Honeypot,
  SchemaForm,
  TextField,
  useSchemaForm,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { requestDeviceLink } from '~/device-link.server'
import { parseForm, replyWithErrors } from '~/forms.server'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { readDeviceLink, redeemDeviceLink } from '~/login-throttle.server'
import type { PageHandle } from '~/root'
import { redirectWithToast } from '~/toast.server'

import { tAccount } from '../../core/copy/account'
import { tCommon } from '../../core/copy/common'
import { tForm } from '../../core/copy/form'
import { email } from '../../core/forms'
import { PATHS } from '../../core/paths'

// A new browser for an account whose logins are throttled (a stranger tried passwords): a link mailed to
// the account's address makes this browser a known device, whose attempts count on their own
// (app/login-throttle.server.ts). The link does not sign in; the password still does. Opening it shows a
// button first, so that a mail scanner that follows links does not use it up.

export const headers = withActionRetryAfter

// Forms and links, nothing to hydrate (like the login page).
export const handle: PageHandle = { islands: true }

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.unlockDevice') })

const INVALID_LINK = tAccount('account.device.linkInvalid')

const requestSchema = z.object({
  intent: z.literal('anfordern'),
  email: z.string({ required_error: tForm('form.email.invalid') }).pipe(email),
  website: z.string().max(0).optional(),
})

const confirmSchema = z.object({
  intent: z.literal('bestaetigen'),
  token: z.string({ required_error: INVALID_LINK }).max(2000, INVALID_LINK),
})

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token === null) return { token: null, linkError: null }
  return readDeviceLink(token) ? { token, linkError: null } : { token: null, linkError: INVALID_LINK }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === 'bestaetigen') {
    const submission = parseForm(formData, confirmSchema)
    if (submission.status !== 'success') return replyWithErrors(submission, { form: 'bestaetigen' })
    const cookie = await redeemDeviceLink(request, submission.value.token)
    if (!cookie) return replyWithErrors(submission, { form: 'bestaetigen', formErrors: [INVALID_LINK] })
    return redirectWithToast(
      PATHS.login,
      {
        title: tAccount('account.device.unlocked'),
        icon: 'lucide:circle-check',
        color: 'green',
      },
      { headers: { 'Set-Cookie': cookie } },
    )
  }

  const submission = parseForm(formData, requestSchema)
  if (submission.status !== 'success') return replyWithErrors(submission, { form: 'anfordern' })
  const outcome = await requestDeviceLink(context, submission.value.email)
  if (outcome.kind === 'limited') {
    return tooManyAttempts(
      submission,
      outcome.retryAfter,
      tAccount('account.device.tooManyLinks', { minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) }),
    )
  }
  if (outcome.kind === 'unavailable') {
    return replyWithErrors(submission, {
      form: 'anfordern',
      formErrors: [tForm('form.retryLater')],
      status: 503,
    })
  }
  // The same answer whether or not the address has an account.
  return redirectWithToast(PATHS.login, {
    title: tAccount('account.device.linkSent'),
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

export default function DeviceLink() {
  const { token, linkError } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const confirmResult = actionData?.form === 'bestaetigen' ? actionData.result : null
  const requestResult = actionData?.form === 'bestaetigen' ? null : actionData?.result
  const [confirmForm] = useSchemaForm(confirmSchema, { id: 'bestaetigen', lastResult: confirmResult })
  const [requestForm, fields] = useSchemaForm(requestSchema, { id: 'anfordern', lastResult: requestResult })

  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tAccount('account.unlockDevice')}</h1>
      {token && !confirmResult ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{tAccount('account.device.confirmHint')}</p>
          <SchemaForm form={confirmForm} className="mt-6">
            <input type="hidden" name="intent" value="bestaetigen" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button-primary w-full">
              {tAccount('account.device.confirm')}
            </button>
          </SchemaForm>
        </>
      ) : (
        <>
          <FormErrors form={confirmForm} />
          {linkError && (
            <FormAlert>
              <p>{linkError}</p>
            </FormAlert>
          )}
          <p className="mt-2 text-sm text-slate-700">{tAccount('account.device.requestHint')}</p>
          <FormErrors form={requestForm} />
          <SchemaForm form={requestForm} className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="anfordern" />
            <Honeypot />
            <TextField
              field={fields.email}
              label={tCommon('common.email')}
              type="email"
              autoComplete="email"
            />
            <button type="submit" className="button-primary w-full">
              {tAccount('account.requestLink')}
            </button>
          </SchemaForm>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to={PATHS.login} className="text-brand-dark underline">
          {tAccount('account.backToSignIn')}
        </Link>
      </p>
    </main>
  )
}
