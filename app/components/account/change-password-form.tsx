import type { SubmissionResult } from '@conform-to/react'

import { FormErrors, NewPasswordFields, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'

import { tAccount } from '../../../core/copy/account'
import { changePasswordSchema } from '../../../core/forms'

/** Its own form on the personal details page; the passwords are never sent back to the page. */
export function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: 'passwort-aendern', lastResult })
  return (
    <section aria-labelledby="passwort-aendern-titel" className="mt-12 max-w-2xl">
      <h2 id="passwort-aendern-titel" className="text-2xl font-bold tracking-tight">
        {tAccount('account.changePassword')}
      </h2>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="password" />
        <TextField
          field={fields.current}
          label={tAccount('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
        />
        <NewPasswordFields fields={fields} />
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary">
            {tAccount('account.changePassword')}
          </button>
        </div>
      </SchemaForm>
    </section>
  )
}
