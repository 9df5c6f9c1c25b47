import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'

import { renewSession, requireUser, signOut } from '~/auth.server'
import { ChangePasswordForm } from '~/components/account/change-password-form'
import { PrivacySection } from '~/components/account/privacy-section'
import { SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { parseForm, replyWithErrors, replyWithRefusal } from '~/forms.server'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/toast.server'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import { tAccount } from '../../core/copy/account'
import { tCommon } from '../../core/copy/common'
import { tSite } from '../../core/copy/site'
import {
  changePasswordSchema,
  deleteAccountSchema,
  personalDetailsSchema,
  type PersonalDetails,
} from '../../core/forms'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tSite('account.nav.personal') })

export const headers = withActionRetryAfter

export async function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  const me = await serverCaller(args.context).user.me().catch(toErrorResponse)
  return { me }
}

export async function action(args: ActionFunctionArgs) {
  requireUser(args)
  const { request, context } = args
  const formData = await request.formData()
  const caller = serverCaller(context)
  if (formData.get('intent') === 'delete-account') {
    const submission = parseForm(formData, deleteAccountSchema)
    if (submission.status !== 'success') return replyWithErrors(submission, { form: 'delete-account' })
    try {
      await caller.booking.deleteAccount({ password: submission.value.password })
    } catch (error) {
      // The extension's own message ("Das Passwort stimmt nicht."), or the limit's (per client and account)
      return replyWithRefusal(submission, error, { form: 'delete-account' })
    }
    return signOut(args, {
      title: tAccount('account.deleted'),
      icon: 'lucide:circle-check',
      color: 'green',
    })
  }
  if (formData.get('intent') === 'password') {
    const submission = parseForm(formData, changePasswordSchema)
    if (submission.status !== 'success') return replyWithErrors(submission, { form: 'password' })
    let email
    try {
      ;({ email } = await caller.user.changePassword(submission.value))
    } catch (error) {
      // The procedure's own message ("Ihr aktuelles Passwort stimmt nicht."), or the limit's
      return replyWithRefusal(submission, error, { form: 'password' })
    }
    const headers = await renewSession(context, email, submission.value.password)
    return redirectWithToast(
      PATHS.account,
      {
        title: tAccount('account.passwordChanged'),
        icon: 'lucide:circle-check',
        color: 'green',
      },
      { headers },
    )
  }
  const submission = parseForm(formData, personalDetailsSchema)
  if (submission.status !== 'success') return replyWithErrors(submission, { form: 'details' })
  await caller.user.updateMe(submission.value).catch(toErrorResponse)
  return redirectWithToast(PATHS.account, {
    title: tAccount('account.saved'),
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

const fields: Array<{ name: keyof PersonalDetails; label: string; autoComplete: string; wide?: boolean }> = [
  { name: 'first_name', label: tCommon('common.firstName'), autoComplete: 'given-name' },
  { name: 'last_name', label: tCommon('common.lastName'), autoComplete: 'family-name' },
  { name: 'street', label: tCommon('common.street'), autoComplete: 'street-address', wide: true },
  { name: 'postal_code', label: tCommon('common.postalCode'), autoComplete: 'postal-code' },
  { name: 'city', label: tCommon('common.city'), autoComplete: 'address-level2' },
  { name: 'country', label: tCommon('common.country'), autoComplete: 'country-name' },
  { name: 'phone', label: tCommon('common.phone'), autoComplete: 'tel' },
]

export default function PersonalDetailsPage() {
  const { me } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, formFields] = useSchemaForm(personalDetailsSchema, {
    id: 'persoenliche-angaben',
    lastResult: actionData?.form === 'details' ? actionData.result : undefined,
    defaultValue: me,
  })
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[{ label: tSite('nav.account'), to: PATHS.account }, { label: tSite('account.nav.personal') }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{tSite('account.nav.personal')}</h1>
      <p className="mt-2 text-slate-700">
        {tAccount('account.signedInAs')} <strong>{me.email}</strong>
      </p>
      <SchemaForm form={form} className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="details" />
        {fields.map((field) => (
          <TextField
            key={field.name}
            field={formFields[field.name]}
            label={field.label}
            autoComplete={field.autoComplete}
            className={field.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary">
            {tAccount('account.save')}
          </button>
        </div>
      </SchemaForm>
      <ChangePasswordForm lastResult={actionData?.form === 'password' ? actionData.result : undefined} />
      <PrivacySection lastResult={actionData?.form === 'delete-account' ? actionData.result : undefined} />
    </main>
  )
}
