import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'

import { authRateLimiter, tooManyAttemptsMessage } from '~/auth.server'
import {
  RegistrationForm,
  type RegistrationField,
  type RegistrationResult,
} from '~/components/account/registration-form'
import { SsoButtons } from '~/components/account/sso-buttons'
import { Link } from '~/components/site-link'
import { fieldErrorsFrom } from '~/lib/form-errors'
import { withActionRetryAfter } from '~/lib/headers'
import { pageMeta } from '~/lib/meta'
import { commitPendingSignIn, readPendingSignIn } from '~/pending-sign-in.server'

import { registerUser, RegistrationRefusedError } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'

export const headers = withActionRetryAfter

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Registrieren' })

const SENT_PARAM = 'gesendet'
const INVALID_EMAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse an.'

const name = (missing: string) => z.string().trim().min(1, missing).max(80, 'Bitte höchstens 80 Zeichen.')

const detailsSchema = z.object({
  first_name: name('Bitte geben Sie Ihren Vornamen an.'),
  last_name: name('Bitte geben Sie Ihren Nachnamen an.'),
  email: z.string().trim().max(254, INVALID_EMAIL).email(INVALID_EMAIL),
  terms: z.literal('on', {
    errorMap: () => ({ message: 'Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.' }),
  }),
  // Honeypot: people never see or fill it.
  website: z.string().max(0).optional(),
})

const passwordsSchema = z
  .object({
    password: z.string().min(8, 'Bitte wählen Sie mindestens 8 Zeichen.').max(200),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'Die beiden Passwörter stimmen nicht überein.',
  })

// An intersection checks both parts, so a mismatch of the passwords shows together with the other messages.
const registrationSchema = detailsSchema.and(passwordsSchema)

/** After a registration the page says where the mail went (the address from this browser's pending cookie). */
export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv()
  // third-party sign-up: the same providers as on the login page (SSO_PROVIDERS)
  const sso = { ssoProviders: env.SSO_PROVIDERS, siteUrl: env.SITE_URL }
  if (!new URL(request.url).searchParams.has(SENT_PARAM)) return { sentTo: null, ...sso }
  return { sentTo: (await readPendingSignIn(request))?.email ?? null, ...sso }
}

function answer(result: RegistrationResult, status: number, init: ResponseInit = {}) {
  return data(result, { ...init, status })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '')
  const values = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    terms: form.terms === 'on',
  }
  const attempt = authRateLimiter().hit(`register:${context.clientIp}`)
  if (!attempt.ok) {
    return answer({ formError: tooManyAttemptsMessage(attempt.retryAfter), fieldErrors: {}, values }, 429, {
      headers: { 'Retry-After': String(attempt.retryAfter) },
    })
  }
  const parsed = registrationSchema.safeParse(form)
  if (!parsed.success) {
    return answer(
      { formError: null, fieldErrors: fieldErrorsFrom<RegistrationField>(parsed.error), values },
      400,
    )
  }
  const { email, password, first_name: firstName, last_name: lastName } = parsed.data
  const env = getEnv()
  try {
    await registerUser(env.DIRECTUS_URL, {
      email,
      password,
      firstName,
      lastName,
      verificationUrl: `${env.SITE_URL}/hotel/account/willkommen`,
    })
  } catch (error) {
    if (error instanceof RegistrationRefusedError && error.status === 400 && /email/i.test(error.reason)) {
      return answer({ formError: null, fieldErrors: { email: INVALID_EMAIL }, values }, 400)
    }
    logger.error('Registration failed', { error: error instanceof Error ? error.message : String(error) })
    return answer(
      {
        formError:
          'Die Registrierung ist gerade nicht möglich. Bitte versuchen Sie es in wenigen Minuten erneut.',
        fieldErrors: {},
        values,
      },
      503,
    )
  }
  // The same answer for a new and an existing address: nobody can probe for accounts here.
  return redirect(`/hotel/account/registrieren?${SENT_PARAM}=1`, {
    headers: { 'Set-Cookie': await commitPendingSignIn({ email, password }) },
  })
}

export default function Register() {
  const { sentTo, ssoProviders, siteUrl } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  if (sentTo) return <CheckYourMail email={sentTo} />
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Registrieren</h1>
      <p className="mt-2 text-sm text-slate-700">
        Mit einem Kundenkonto sehen Sie Ihre Buchungen und gespeicherten Reisen an einem Ort.
      </p>
      <RegistrationForm result={result} />
      <SsoButtons providers={ssoProviders} siteUrl={siteUrl} redirectTo="/hotel/account/willkommen" />
      <p className="mt-6 text-sm">
        Sie haben schon ein Konto?{' '}
        <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
          Zur Anmeldung
        </Link>
      </p>
    </main>
  )
}

function CheckYourMail({ email }: { email: string }) {
  return (
    <main id="inhalt">
      <h1 className="text-2xl font-bold">Bitte bestätigen Sie Ihre E-Mail-Adresse</h1>
      <div role="status" className="mt-4 space-y-3 text-slate-700">
        <p>
          Wir haben eine E-Mail an <strong className="break-all">{email}</strong> geschickt. Bitte öffnen Sie
          den Link darin, um Ihr Kundenkonto zu bestätigen; danach sind Sie gleich angemeldet.
        </p>
        <p className="text-sm">
          Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach. Besteht für diese Adresse bereits
          ein Konto, können Sie sich{' '}
          <Link to="/hotel/account/anmelden" className="text-brand-dark underline">
            direkt anmelden
          </Link>{' '}
          oder{' '}
          <Link to="/hotel/account/passwort-vergessen" className="text-brand-dark underline">
            ein neues Passwort anfordern
          </Link>
          .
        </p>
      </div>
    </main>
  )
}
