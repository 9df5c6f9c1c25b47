import type { SubmissionResult } from '@conform-to/react'

import { CheckboxField, FormErrors, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'

import { tAccount } from '../../../core/copy/account'
import { deleteAccountSchema } from '../../../core/forms'

/** "Ihre Daten": the download of everything we keep (Art. 15/20 DSGVO) and the deletion (Art. 17). */
export function PrivacySection({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(deleteAccountSchema, { id: 'konto-loeschen', lastResult })
  return (
    <section aria-labelledby="ihre-daten" className="mt-12 max-w-2xl">
      <h2 id="ihre-daten" className="text-2xl font-bold tracking-tight">
        {tAccount('account.yourData')}
      </h2>
      <p className="mt-2 text-slate-700">{tAccount('account.exportHint')}</p>
      {/* A plain form (also without JavaScript): the answer is a file, which the browser saves. */}
      <form method="post" action="/hotel/account/daten-export" className="mt-4">
        <button type="submit" className="button-primary">
          {tAccount('account.export')}
        </button>
      </form>

      <h3 className="mt-10 text-xl font-bold">{tAccount('account.delete')}</h3>
      <p className="mt-2 text-slate-700">{tAccount('account.deleteHint')}</p>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          field={fields.password}
          label={tAccount('account.yourPassword')}
          type="password"
          autoComplete="current-password"
        />
        <CheckboxField field={fields.confirm_delete}>{tAccount('account.deleteConfirm')}</CheckboxField>
        <button
          type="submit"
          className="rounded-lg px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
        >
          {tAccount('account.deleteFinally')}
        </button>
      </SchemaForm>
    </section>
  )
}
