import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useSearchParams } from '@remix-run/react'
import { z } from 'zod'

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

function PasswordField({ name, label, error }: { name: Field; label: string; error?: string }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
      />
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export default function RenewPassword() {
  const result = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const errors = result?.fieldErrors ?? {}
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Passwort erneuern</h1>
      {errors.token && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {errors.token}{' '}
          <Link to="/hotel/account/passwort-vergessen" className="underline">
            Neuen Link anfordern
          </Link>
        </p>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="token" value={searchParams.get('token') ?? ''} />
        <PasswordField name="password" label="Neues Passwort" error={errors.password} />
        <PasswordField name="confirm" label="Neues Passwort wiederholen" error={errors.confirm} />
        <button type="submit" className="button-primary w-full">
          Passwort speichern
        </button>
      </Form>
    </main>
  )
}
