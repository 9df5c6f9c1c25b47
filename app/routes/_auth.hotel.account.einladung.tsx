import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react'

import { acceptInvitationAndSignIn } from '~/account.server'
import { FormAlert, NewPasswordFields, SchemaForm, useSchemaForm } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { parseForm, replyWithErrors } from '~/forms.server'
import { confirmedInvitationEmail } from '~/invitation.server'
import { pageMeta } from '~/lib/meta'

import { tAccount } from '../../core/copy/account'
import { INVALID_INVITATION, tokenPasswordSchema } from '../../core/forms'
import { PATHS } from '../../core/paths'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: tAccount('account.invitation.title') })

// The link of an invitation mail (Directus POST /users/invite with this page as invite_url). The address
// shown is the one Directus confirms for the token; a forged or used link shows none, only the notice.
export async function loader({ request }: LoaderFunctionArgs) {
  return { email: await confirmedInvitationEmail(new URL(request.url).searchParams.get('token')) }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), tokenPasswordSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  const signedIn = await acceptInvitationAndSignIn(
    request,
    context,
    submission.value.token,
    submission.value.password,
  )
  return signedIn ?? replyWithErrors(submission, { fieldErrors: { token: [INVALID_INVITATION] } })
}

export default function AcceptInvitation() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const [form, fields] = useSchemaForm(tokenPasswordSchema, {
    id: 'einladung',
    lastResult: actionData?.result,
  })
  const tokenError = fields.token.errors?.[0] ?? (email ? null : INVALID_INVITATION)
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">{tAccount('account.invitation.title')}</h1>
      {email && (
        <p className="mt-2 text-sm text-slate-700">
          {`${tAccount('account.invitation.setBefore')} `}
          <strong className="break-all">{email}</strong>
          {` ${tAccount('account.invitation.setAfter')}`}
        </p>
      )}
      {tokenError && (
        <FormAlert>
          {tokenError}{' '}
          <Link to={PATHS.login} className="underline">
            {tAccount('account.toSignIn')}
          </Link>
        </FormAlert>
      )}
      <SchemaForm form={form} className="mt-6 space-y-4">
        <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
        <NewPasswordFields
          fields={fields}
          labels={{ password: tAccount('account.password'), confirm: tAccount('account.repeatPassword') }}
        />
        <p className="text-sm text-slate-700">{tAccount('account.passwordHint')}</p>
        <button type="submit" className="button-primary w-full">
          {tAccount('account.invitation.submit')}
        </button>
      </SchemaForm>
    </main>
  )
}
