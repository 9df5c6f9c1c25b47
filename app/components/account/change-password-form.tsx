import { Form } from '@remix-run/react'

import { FormAlert, NewPasswordFields, TextField } from '~/components/form/fields'

export type PasswordField = 'current' | 'password' | 'confirm'

/** Its own form on the personal details page; the passwords are never sent back to the page. */
export function ChangePasswordForm({ errors }: { errors: Partial<Record<PasswordField, string>> }) {
  return (
    <section aria-labelledby="passwort-aendern" className="mt-12 max-w-2xl">
      <h2 id="passwort-aendern" className="text-2xl font-bold tracking-tight">
        Passwort ändern
      </h2>
      {errors.current && <FormAlert>{errors.current}</FormAlert>}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="password" />
        <TextField
          name="current"
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
        />
        <NewPasswordFields errors={errors} />
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary">
            Passwort ändern
          </button>
        </div>
      </Form>
    </section>
  )
}
