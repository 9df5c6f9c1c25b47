import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import {
  useEffect,
  useLayoutEffect,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import type { ZodTypeAny, input } from 'zod'

/**
 * A form on one of core/forms.ts's schemas. The server always judges the first submission (it also knows
 * what the browser cannot: a wrong password, a taken address); from then on the same schema checks the
 * fields in the browser as the visitor corrects them. Without JavaScript only the server's reply counts.
 */
export function useSchemaForm<Schema extends ZodTypeAny>(
  schema: Schema,
  options: {
    id: string
    lastResult: SubmissionResult<string[]> | null | undefined
    defaultValue?: DefaultValue<Extract<input<Schema>, Record<string, unknown>>>
  },
) {
  const { lastResult } = options
  const [form, fields] = useForm<Extract<input<Schema>, Record<string, unknown>>>({
    id: options.id,
    lastResult,
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
    // Before the first reply nothing validates in the browser: Conform would ask the server on every blur.
    shouldValidate: lastResult ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    ...(lastResult ? { onValidate: ({ formData }) => parseWithZod(formData, { schema }) } : {}),
  })
  // The server never sends passwords back; with JavaScript the fields keep what was typed, so they go too,
  // in the same commit that shows the server's messages (a later effect could clear a new entry).
  useIsomorphicLayoutEffect(() => {
    if (!lastResult) return
    const element = document.getElementById(options.id)
    if (element instanceof HTMLFormElement) {
      for (const input of element.querySelectorAll('input[type="password"]')) {
        if (input instanceof HTMLInputElement) input.value = ''
      }
    }
  }, [lastResult, options.id])
  return [form, fields] as const
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** A Remix form wired to Conform (id, noValidate and the submit handler). */
export function SchemaForm<Schema extends Record<string, unknown>>({
  form,
  children,
  ...props
}: { form: FormMetadata<Schema> } & Omit<ComponentProps<typeof Form>, 'id' | 'onSubmit'>) {
  return (
    <Form method="post" {...getFormProps(form)} {...props}>
      {children}
    </Form>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'form'> & {
  field: FieldMetadata<string | number | null | undefined>
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'number'
}

/** A labelled input whose first message sits right below it and is announced with it (aria-describedby). */
export function TextField({ field, label, type = 'text', className, ...input }: TextFieldProps) {
  const error = field.errors?.[0]
  return (
    <div className={className}>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        {...input}
      />
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled multi-line field with its message below. */
export function TextAreaField({
  field,
  label,
  hint,
  rows = 4,
}: {
  field: FieldMetadata<string | null | undefined>
  label: string
  hint?: string
  rows?: number
}) {
  const error = field.errors?.[0]
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={field.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        {...getTextareaProps(field, hint ? { ariaDescribedBy: field.descriptionId } : {})}
        rows={rows}
        className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
      />
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** One choice of several as radio buttons in a fieldset whose legend names the question. */
export function RadioGroupField({
  field,
  legend,
  options,
  inline = false,
}: {
  field: FieldMetadata<string | null | undefined>
  legend: string
  options: Record<string, string>
  inline?: boolean
}) {
  const error = field.errors?.[0]
  return (
    <fieldset aria-describedby={error ? field.errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={inline ? 'mt-1 flex flex-wrap gap-x-6 gap-y-2' : 'mt-1 space-y-2'}>
        {Object.entries(options).map(([value, label]) => {
          const id = `${field.id}-${value}`
          return (
            <div key={value} className="flex items-center gap-2">
              <input
                {...getInputProps(field, { type: 'radio', value })}
                id={id}
                aria-invalid={error ? true : undefined}
                className="h-4 w-4"
              />
              <label htmlFor={id} className="text-sm">
                {label}
              </label>
            </div>
          )
        })}
      </div>
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A checkbox with its label beside it and its message below. */
export function CheckboxField({
  field,
  children,
}: {
  field: FieldMetadata<string | boolean | null | undefined>
  children: ReactNode
}) {
  const error = field.errors?.[0]
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...getInputProps(field, { type: 'checkbox' })} className="mt-1 h-4 w-4" />
        <label htmlFor={field.id} className="text-sm">
          {children}
        </label>
      </div>
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

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

/** The form's own messages (a refused login, a rate limit, an outage), above the fields. */
export function FormErrors({ form }: { form: Pick<FormMetadata, 'errors'> }) {
  const [first, ...more] = form.errors ?? []
  if (!first) return null
  return (
    <FormAlert>
      <p className="font-semibold">{first}</p>
      {more.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </FormAlert>
  )
}

/** The new password and its repetition, as registration, reset and change-password forms ask for them. */
export function NewPasswordFields({
  fields,
  labels = { password: 'Neues Passwort', confirm: 'Neues Passwort wiederholen' },
}: {
  fields: { password: FieldMetadata<string | undefined>; confirm: FieldMetadata<string | undefined> }
  labels?: { password: string; confirm: string }
}) {
  return (
    <>
      <TextField
        field={fields.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
      />
      <TextField field={fields.confirm} label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  )
}
