import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string
  label: string
  error?: string
}

/** A labelled input whose message sits right below it and is announced with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { name, label, error, className, ...input },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        {...input}
      />
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
})

/** A field people never see or fill; bots that fill it are refused by the form's schema. */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="website">Website</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {children}
    </div>
  )
}

/** The new password and its repetition, as registration, reset and change-password forms ask for them. */
export function NewPasswordFields({
  errors,
  labels = { password: 'Neues Passwort', confirm: 'Neues Passwort wiederholen' },
}: {
  errors: { password?: string; confirm?: string }
  labels?: { password: string; confirm: string }
}) {
  return (
    <>
      <TextField
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <TextField
        name="confirm"
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  )
}
