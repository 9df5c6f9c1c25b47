import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { z } from 'zod'

import { authRateLimiter, tooManyAttemptsMessage } from '~/auth.server'
import { SsoButtons } from '~/components/account/sso-buttons'
import { FormAlert, Honeypot, TextField } from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { fieldErrorsFrom } from '~/lib/form-errors'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { safeRedirect } from '~/lib/safe-url'
import { ssoErrorMessage } from '~/lib/sso'
import { completeSignIn } from '~/sign-in.server'

import { LoginFailedError, loginWithPassword } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'

export const headers = withActionRetryAfter

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Anmelden' })

const loginSchema = z.object({
  email: z.string().trim().email('Bitte geben Sie eine gültige E-Mail-Adresse an.'),
  password: z.string().min(1, 'Bitte geben Sie Ihr Passwort ein.'),
  redirectTo: z.string().optional(),
  // Honeypot: people never see or fill it.
  website: z.string().max(0).optional(),
})

// Which third-party logins to offer; their labels come from configuration (SSO_PROVIDERS).
export function loader() {
  const env = getEnv()
  return { ssoProviders: env.SSO_PROVIDERS, siteUrl: env.SITE_URL }
}

type FieldErrors = Partial<Record<'email' | 'password', string>>

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const email = typeof form.email === 'string' ? form.email : ''
  const attempt = authRateLimiter().hit(`login:${context.clientIp}`)
  if (!attempt.ok) {
    return data(
      { formError: tooManyAttemptsMessage(attempt.retryAfter), fieldErrors: {} as FieldErrors, email },
      { status: 429, headers: { 'Retry-After': String(attempt.retryAfter) } },
    )
  }
  const parsed = loginSchema.safeParse(form)
  if (!parsed.success) {
    return data(
      { formError: null, fieldErrors: fieldErrorsFrom<'email' | 'password'>(parsed.error), email },
      { status: 400 },
    )
  }
  try {
    const tokens = await loginWithPassword(getEnv().DIRECTUS_URL, parsed.data.email, parsed.data.password)
    return completeSignIn(tokens, {
      redirectTo: parsed.data.redirectTo,
      fallback: '/hotel',
      toast: {
        title: 'Sie sind angemeldet. Willkommen zurück!',
        icon: 'lucide:circle-check',
        color: 'green',
      },
    })
  } catch (error) {
    if (error instanceof LoginFailedError) {
      return data({ formError: error.message, fieldErrors: {} as FieldErrors, email }, { status: 400 })
    }
    logger.error('Login failed: Directus not reachable', {
      error: error instanceof Error ? error.message : String(error),
    })
    return data(
      {
        formError:
          'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in wenigen Minuten erneut.',
        fieldErrors: {} as FieldErrors,
        email,
      },
      { status: 503 },
    )
  }
}

export default function Login() {
  const result = useActionData<typeof action>()
  const { ssoProviders, siteUrl } = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const ssoError = result ? null : ssoErrorMessage(searchParams.get('sso'))
  const submitting = useNavigation().state === 'submitting'
  const errors = result?.fieldErrors ?? {}
  const password = useRef<HTMLInputElement>(null)
  // A refused login never keeps the password, also when JavaScript submitted the form in place.
  useEffect(() => {
    if (result && password.current) password.current.value = ''
  }, [result])

  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Anmelden</h1>
      <p className="mt-2 text-sm text-slate-700">
        Melden Sie sich an, um Ihre Buchungen und Merkzettel zu sehen.
      </p>
      {result?.formError && (
        <FormAlert>
          <p className="font-semibold">{result.formError}</p>
          <p className="mt-1">Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.</p>
        </FormAlert>
      )}
      {ssoError && (
        <FormAlert>
          <p>{ssoError}</p>
        </FormAlert>
      )}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Honeypot />
        <TextField
          name="email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email ?? ''}
          error={errors.email}
        />
        <TextField
          ref={password}
          name="password"
          label="Passwort"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? 'Anmeldung läuft …' : 'Anmelden'}
        </button>
      </Form>
      <SsoButtons
        providers={ssoProviders}
        siteUrl={siteUrl}
        redirectTo={safeRedirect(searchParams.get('redirectTo'), '/hotel')}
      />
      <p className="mt-6 text-sm">
        <Link to="/hotel/account/passwort-vergessen" className="text-brand-dark underline">
          Passwort vergessen?
        </Link>
      </p>
      <p className="mt-2 text-sm">
        Noch kein Konto?{' '}
        <Link to="/hotel/account/registrieren" className="text-brand-dark underline">
          Jetzt registrieren
        </Link>
      </p>
    </main>
  )
}
