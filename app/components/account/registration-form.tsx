import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'

import {
  CheckboxField,
  FormErrors,
  Honeypot,
  NewPasswordFields,
  SchemaForm,
  TextField,
  useSchemaForm,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'

import { registrationSchema } from '../../../core/forms'

/** The registration form; passwords never come back from the server. */
export function RegistrationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(registrationSchema, { id: 'registrieren', lastResult })

  return (
    <>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-6 space-y-4">
        <Honeypot />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.first_name} label="Vorname" autoComplete="given-name" />
          <TextField field={fields.last_name} label="Nachname" autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label="E-Mail-Adresse" type="email" autoComplete="email" />
        <NewPasswordFields
          fields={fields}
          labels={{ password: 'Passwort', confirm: 'Passwort wiederholen' }}
        />
        <p className="text-sm text-slate-700">Mindestens 8 Zeichen.</p>
        <CheckboxField field={fields.terms}>
          Ich habe die{' '}
          <Link to="/agb" className="text-brand-dark underline">
            Allgemeinen Geschäftsbedingungen
          </Link>{' '}
          gelesen und stimme ihnen zu.
        </CheckboxField>
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? 'Registrierung läuft …' : 'Konto anlegen'}
        </button>
      </SchemaForm>
    </>
  )
}
