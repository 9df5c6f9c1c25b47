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

import { tAccount } from '../../../core/copy/account'
import { tCommon } from '../../../core/copy/common'
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
          <TextField
            field={fields.first_name}
            label={tCommon('common.firstName')}
            autoComplete="given-name"
          />
          <TextField field={fields.last_name} label={tCommon('common.lastName')} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={tCommon('common.email')} type="email" autoComplete="email" />
        <NewPasswordFields
          fields={fields}
          labels={{ password: tAccount('account.password'), confirm: tAccount('account.repeatPassword') }}
        />
        <p className="text-sm text-slate-700">{tAccount('account.passwordHint')}</p>
        <CheckboxField field={fields.terms}>
          {tCommon('common.termsBefore')}{' '}
          <Link to="/agb" className="text-brand-dark underline">
            {tCommon('common.terms')}
          </Link>{' '}
          {tCommon('common.termsAfter')}
        </CheckboxField>
        <button type="submit" className="button-primary w-full" disabled={submitting}>
          {submitting ? tAccount('account.registering') : tAccount('account.register.submit')}
        </button>
      </SchemaForm>
    </>
  )
}
