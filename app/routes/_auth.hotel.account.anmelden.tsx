import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'

import {
  authenticateWithPassword,
  isLoginFailure,
  requireAnonymous,
  tooManyAttempts,
  signIn,
} from '~/auth.server'
import { DeviceLinkOffer } from '~/components/account/device-link-offer'
import { SsoButtons } from '~/components/account/sso-buttons'
import {
  FormAlert,
  FormErrors,
  Honeypot,
  SchemaForm,
  TextField,
  useSchemaForm,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { parseForm, replyWithErrors } from '~/forms.server'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { safeRedirect } from '~/lib/safe-url'
import { ssoErrorMessage } from '~/lib/sso'
import { admitLogin, loginFailed } from '~/login-throttle.server'
import type { PageHandle } from '~/root'
import { ssoOptions } from '~/sso.server'

import { tAccount } from '../../core/copy/account'
import { tCommon } from '../../core/copy/common'
import { tSite } from '../../core/copy/site'
import { loginSchema } from '../../core/forms'
import { PATHS } from '../../core/paths'

export const headers = withActionRetryAfter

// A form and links, nothing to hydrate: served without the Remix runtime (docs/decisions/login-page-without-hydration.md).
export const handle: PageHandle = { islands: true }

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tSite('nav.login') })

// Spec §2: a logged-in visitor who goes to the login page is sent to /hotel.
export function loader({ context }: LoaderFunctionArgs) {
  requireAnonymous({ context }, PATHS.hotelSearch)
  return ssoOptions(context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAnonymous({ context }, PATHS.hotelSearch)
  // remix-auth copies the request, so its body stays unread here.
  const formData = await request.clone().formData()
  const submission = parseForm(formData, loginSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  const { attempt, decision } = await admitLogin(request, context, submission.value.email)
  if (!decision.ok) {
    const refused = tooManyAttempts(submission, decision.retryAfter)
    // Not a wall: a browser that does not know the account is offered the mailed link that makes it known
    // (a known browser is refused only for its own failures).
    if (attempt.known) return refused
    return data({ ...refused.data, deviceLink: submission.value.email }, refused.init ?? undefined)
  }
  let tokens
  try {
    tokens = await authenticateWithPassword({ request, context }, formData)
  } catch (error) {
    if (isLoginFailure(error)) {
      await loginFailed(attempt)
      return replyWithErrors(submission, {
        formErrors: [error.message, tAccount('account.login.wrong')],
      })
    }
    return replyWithErrors(submission, {
      formErrors: [tAccount('account.login.unavailable')],
      status: 503,
    })
  }
  return signIn(context, tokens, {
    request,
    email: submission.value.email,
    redirectTo: submission.value.redirectTo,
    fallback: PATHS.hotelSearch,
    toast: { title: tAccount('account.login.welcomeBack'), icon: 'lucide:circle-check', color: 'green' },
  })
}

export default function Login() {
  const actionData = useActionData<typeof action>()
  const { ssoProviders, siteUrl } = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const [form, fields] = useSchemaForm(loginSchema, { id: 'anmelden', lastResult: actionData?.result })
  const ssoError = actionData ? null : ssoErrorMessage(searchParams.get('sso'))
  const submitting = useNavigation().state === 'submitting'

  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tSite('nav.login')}</h1>
      <p className="mt-2 text-sm text-slate-700">{tAccount('account.login.intro')}</p>
      <FormErrors form={form} />
      {actionData && 'deviceLink' in actionData && <DeviceLinkOffer email={actionData.deviceLink} />}
      {ssoError && (
        <FormAlert>
          <p>{ssoError}</p>
        </FormAlert>
      )}
      <SchemaForm form={form} className="mt-6 space-y-4">
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Honeypot />
        <TextField field={fields.email} label={tCommon('common.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={tAccount('account.password')}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? tAccount('account.login.pending') : tSite('nav.login')}
        </button>
      </SchemaForm>
      <SsoButtons
        providers={ssoProviders}
        siteUrl={siteUrl}
        redirectTo={safeRedirect(searchParams.get('redirectTo'), PATHS.hotelSearch)}
      />
      <p className="mt-6 text-sm">
        <Link to={PATHS.forgotPassword} className="text-brand-dark underline">
          {tAccount('account.login.forgotPassword')}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        {tAccount('account.login.noAccount')}{' '}
        <Link to={PATHS.register} className="text-brand-dark underline">
          {tAccount('account.login.register')}
        </Link>
      </p>
    </main>
  )
}
