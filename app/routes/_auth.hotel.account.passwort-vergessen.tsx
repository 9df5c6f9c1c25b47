import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'

import { sendPasswordResetMail } from '~/account.server'
import { refuseTooManyAttempts, typedEmail } from '~/auth.server'
import { FormErrors, Honeypot, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { parseForm, replyWithErrors } from '~/forms.server'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/toast.server'

import { tAccount } from '../../core/copy/account'
import { tCommon } from '../../core/copy/common'
import { tForm } from '../../core/copy/form'
import { forgotPasswordSchema } from '../../core/forms'
import { PATHS } from '../../core/paths'

export const headers = withActionRetryAfter

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.forgot.title') })

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), forgotPasswordSchema)
  const refused = await refuseTooManyAttempts(context, 'reset', submission, typedEmail(submission))
  if (refused) return refused
  if (submission.status !== 'success') return replyWithErrors(submission)
  if (!(await sendPasswordResetMail(context, submission.value.email))) {
    return replyWithErrors(submission, {
      formErrors: [tForm('form.retryLater')],
      status: 503,
    })
  }
  return redirectWithToast(PATHS.login, {
    title: tAccount('account.forgot.sent'),
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm(forgotPasswordSchema, {
    id: 'passwort-vergessen',
    lastResult: actionData?.result,
  })
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tAccount('account.forgot.title')}</h1>
      <p className="mt-2 text-sm text-slate-700">{tAccount('account.forgot.intro')}</p>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-6 space-y-4">
        <Honeypot />
        <TextField field={fields.email} label={tCommon('common.email')} type="email" autoComplete="email" />
        <button type="submit" className="button-primary w-full">
          {tAccount('account.requestLink')}
        </button>
      </SchemaForm>
      <p className="mt-6 text-sm">
        <Link to={PATHS.login} className="text-brand-dark underline">
          {tAccount('account.backToSignIn')}
        </Link>
      </p>
    </main>
  )
}
