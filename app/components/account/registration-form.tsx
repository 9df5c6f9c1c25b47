import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

import { FormAlert, Honeypot, NewPasswordFields, TextField } from '~/components/form/fields'
import { Link } from '~/components/site-link'

export type RegistrationField = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm' | 'terms'

export interface RegistrationResult {
  formError: string | null
  fieldErrors: Partial<Record<RegistrationField, string>>
  /** What the visitor typed, never the passwords. */
  values: { first_name: string; last_name: string; email: string; terms: boolean }
}

/** The registration form; passwords never come back, also when JavaScript submitted it in place. */
export function RegistrationForm({ result }: { result: RegistrationResult | undefined }) {
  const submitting = useNavigation().state === 'submitting'
  const form = useRef<HTMLFormElement>(null)
  const errors = result?.fieldErrors ?? {}
  const values = result?.values
  useEffect(() => {
    if (!result || !form.current) return
    for (const name of ['password', 'confirm']) {
      const input = form.current.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = ''
    }
  }, [result])

  return (
    <>
      {result?.formError && <FormAlert>{result.formError}</FormAlert>}
      <Form ref={form} method="post" className="mt-6 space-y-4" noValidate>
        <Honeypot />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="first_name"
            label="Vorname"
            autoComplete="given-name"
            required
            defaultValue={values?.first_name ?? ''}
            error={errors.first_name}
          />
          <TextField
            name="last_name"
            label="Nachname"
            autoComplete="family-name"
            required
            defaultValue={values?.last_name ?? ''}
            error={errors.last_name}
          />
        </div>
        <TextField
          name="email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email ?? ''}
          error={errors.email}
        />
        <NewPasswordFields
          errors={errors}
          labels={{ password: 'Passwort', confirm: 'Passwort wiederholen' }}
        />
        <p className="text-sm text-slate-700">Mindestens 8 Zeichen.</p>
        <div>
          <div className="flex items-start gap-2">
            <input
              id="terms"
              name="terms"
              type="checkbox"
              className="mt-1 h-4 w-4"
              defaultChecked={values?.terms ?? false}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
            />
            <label htmlFor="terms" className="text-sm">
              Ich habe die{' '}
              <Link to="/agb" className="text-brand-dark underline">
                Allgemeinen Geschäftsbedingungen
              </Link>{' '}
              gelesen und stimme ihnen zu.
            </label>
          </div>
          {errors.terms && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.terms}
            </p>
          )}
        </div>
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? 'Registrierung läuft …' : 'Konto anlegen'}
        </button>
      </Form>
    </>
  )
}
