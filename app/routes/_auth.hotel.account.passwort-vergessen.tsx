import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { z } from 'zod'

import { authRateLimiter, tooManyAttemptsMessage } from '~/auth.server'
import { FormAlert, Honeypot, TextField } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { fieldErrorsFrom } from '~/lib/form-errors'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/toast.server'

import { requestPasswordReset } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'

export const headers = withActionRetryAfter

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Passwort vergessen' })

const schema = z.object({
  email: z.string().trim().email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
  website: z.string().max(0).optional(),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const email = typeof form.email === 'string' ? form.email : ''
  const attempt = authRateLimiter().hit(`reset:${context.clientIp}`)
  if (!attempt.ok) {
    return data(
      { formError: tooManyAttemptsMessage(attempt.retryAfter), fieldErrors: {}, email },
      { status: 429, headers: { 'Retry-After': String(attempt.retryAfter) } },
    )
  }
  const parsed = schema.safeParse(form)
  if (!parsed.success) {
    return data(
      { formError: null, fieldErrors: fieldErrorsFrom<'email'>(parsed.error), email },
      { status: 400 },
    )
  }
  const env = getEnv()
  try {
    await requestPasswordReset(
      env.DIRECTUS_URL,
      parsed.data.email,
      `${env.SITE_URL}/hotel/account/passwort-erneuern`,
    )
  } catch (error) {
    logger.error('Password reset request failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return data(
      {
        formError: 'Das hat gerade nicht geklappt. Bitte versuchen Sie es in wenigen Minuten erneut.',
        fieldErrors: {},
        email,
      },
      { status: 503 },
    )
  }
  return redirectWithToast('/hotel/account/anmelden', {
    title:
      'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt.',
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>()
  const error = result?.fieldErrors && 'email' in result.fieldErrors ? result.fieldErrors.email : undefined
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Passwort vergessen</h1>
      <p className="mt-2 text-sm text-slate-700">
        Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, mit dem Sie ein neues
        Passwort festlegen.
      </p>
      {result?.formError && <FormAlert>{result.formError}</FormAlert>}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Honeypot />
        <TextField
          name="email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email ?? ''}
          error={error}
        />
        <button type="submit" className="button-primary w-full">
          Link anfordern
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
          Zurück zur Anmeldung
        </Link>
      </p>
    </main>
  )
}
