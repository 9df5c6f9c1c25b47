import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useSearchParams } from '@remix-run/react'
import { z } from 'zod'

import { FormAlert, NewPasswordFields } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { fieldErrorsFrom } from '~/lib/form-errors'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/toast.server'

import { resetPassword } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Passwort erneuern' })

const schema = z
  .object({
    token: z.string().min(1, 'Der Link ist unvollständig. Bitte fordern Sie einen neuen an.'),
    password: z.string().min(8, 'Bitte wählen Sie mindestens 8 Zeichen.').max(200),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'Die beiden Passwörter stimmen nicht überein.',
  })

type Field = 'token' | 'password' | 'confirm'

export async function action({ request }: ActionFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ fieldErrors: fieldErrorsFrom<Field>(parsed.error) }, { status: 400 })
  const ok = await resetPassword(getEnv().DIRECTUS_URL, parsed.data.token, parsed.data.password)
  if (!ok) {
    const fieldErrors: Partial<Record<Field, string>> = {
      token: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    }
    return data({ fieldErrors }, { status: 400 })
  }
  return redirectWithToast('/hotel/account/anmelden', {
    title: 'Ihr Passwort ist geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

export default function RenewPassword() {
  const result = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const errors = result?.fieldErrors ?? {}
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Passwort erneuern</h1>
      {errors.token && (
        <FormAlert>
          {errors.token}{' '}
          <Link to="/hotel/account/passwort-vergessen" className="underline">
            Neuen Link anfordern
          </Link>
        </FormAlert>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
        <NewPasswordFields errors={errors} />
        <button type="submit" className="button-primary w-full">
          Passwort speichern
        </button>
      </Form>
    </main>
  )
}
