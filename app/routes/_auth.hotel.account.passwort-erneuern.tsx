import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useSearchParams } from '@remix-run/react'

import { passwordRenewed, renewPassword, resetLinkEmail } from '~/account.server'
import { FormAlert, NewPasswordFields, SchemaForm, useSchemaForm } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { parseForm, replyWithErrors } from '~/forms.server'
import { pageMeta } from '~/lib/meta'
import { rememberBrowser } from '~/login-throttle.server'

import { tAccount } from '../../core/copy/account'
import { tokenPasswordSchema } from '../../core/forms'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.reset.title') })

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), tokenPasswordSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  if (!(await renewPassword(submission.value.token, submission.value.password))) {
    return replyWithErrors(submission, {
      fieldErrors: { token: [tAccount('account.reset.linkInvalid')] },
    })
  }
  // Whoever could use the mailed link is the account's owner: this browser becomes a known device, so a
  // stranger's wrong passwords do not keep the new password out (app/login-throttle.server.ts).
  const response = await passwordRenewed()
  const email = resetLinkEmail(submission.value.token)
  if (email) response.headers.append('Set-Cookie', await rememberBrowser(request, email))
  return response
}

export default function RenewPassword() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const [form, fields] = useSchemaForm(tokenPasswordSchema, {
    id: 'passwort-erneuern',
    lastResult: actionData?.result,
  })
  const tokenError = fields.token.errors?.[0]
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tAccount('account.reset.title')}</h1>
      {tokenError && (
        <FormAlert>
          {tokenError}{' '}
          <Link to={PATHS.forgotPassword} className="underline">
            {tAccount('account.reset.newLink')}
          </Link>
        </FormAlert>
      )}
      <SchemaForm form={form} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
        <NewPasswordFields fields={fields} />
        <button type="submit" className="button-primary w-full">
          {tAccount('account.reset.submit')}
        </button>
      </SchemaForm>
    </main>
  )
}
