import type { SubmissionResult } from '@conform-to/react'

import { CheckboxField, FormErrors, SchemaForm, TextField, useSchemaForm } from '~/components/form/fields'

import { deleteAccountSchema } from '../../../core/forms'

/** "Ihre Daten": the download of everything we keep (Art. 15/20 DSGVO) and the deletion (Art. 17). */
export function PrivacySection({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(deleteAccountSchema, { id: 'konto-loeschen', lastResult })
  return (
    <section aria-labelledby="ihre-daten" className="mt-12 max-w-2xl">
      <h2 id="ihre-daten" className="text-2xl font-bold tracking-tight">
        Ihre Daten
      </h2>
      <p className="mt-2 text-slate-700">
        Sie können alle Daten, die wir zu Ihrem Konto speichern, als Datei herunterladen: Kontodaten,
        Vorgänge, Buchungen, gespeicherte Reisen und Anfragen.
      </p>
      {/* A plain form (also without JavaScript): the answer is a file, which the browser saves. */}
      <form method="post" action="/hotel/account/daten-export" className="mt-4">
        <button type="submit" className="button-primary">
          Meine Daten herunterladen
        </button>
      </form>

      <h3 className="mt-10 text-xl font-bold">Konto löschen</h3>
      <p className="mt-2 text-slate-700">
        Wir löschen Ihr Konto und Ihre persönlichen Daten. Buchungen, die wir aus gesetzlichen Gründen
        aufbewahren müssen (z. B. Rechnungen zehn Jahre lang), behalten wir ohne Ihren Namen und Ihre
        Kontaktdaten. Sie erhalten eine Bestätigung per E-Mail.
      </p>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          field={fields.password}
          label="Ihr Passwort"
          type="password"
          autoComplete="current-password"
        />
        <CheckboxField field={fields.confirm_delete}>
          Ja, mein Konto soll endgültig gelöscht werden.
        </CheckboxField>
        <button
          type="submit"
          className="rounded-lg px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
        >
          Konto endgültig löschen
        </button>
      </SchemaForm>
    </section>
  )
}
