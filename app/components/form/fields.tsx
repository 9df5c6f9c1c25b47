import {
  getFormProps,
  getInputProps,
  getSelectProps,
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
  useRef,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import type { ZodTypeAny, input } from 'zod'

import { tAccount } from '../../../core/copy/account'
import { tForm } from '../../../core/copy/form'

/**
 * A form on one of core/forms.ts's schemas. The server judges the first submission (it also knows what
 * the browser cannot: a wrong password, a taken address); from then on the same schema checks the fields
 * in the browser as the visitor corrects them. A form whose schema says all there is to say about the
 * input (`checkBeforeSubmit`, the booking form) is checked in the browser from the first submission on,
 * so that a mistake never costs a round trip. Without JavaScript only the server's reply counts.
 */
export function useSchemaForm<Schema extends ZodTypeAny>(
  schema: Schema,
  options: {
    id: string
    lastResult: SubmissionResult<string[]> | null | undefined
    defaultValue?: DefaultValue<Extract<input<Schema>, Record<string, unknown>>>
    checkBeforeSubmit?: boolean
  },
) {
  const { lastResult } = options
  const checkInBrowser = Boolean(lastResult) || options.checkBeforeSubmit === true
  const [form, fields] = useForm<Extract<input<Schema>, Record<string, unknown>>>({
    id: options.id,
    lastResult,
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
    // Before the first submission nothing is judged on blur: a message about a field the visitor has not
    // finished would only interrupt, and without the browser's check Conform would ask the server each time.
    shouldValidate: lastResult ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    ...(checkInBrowser ? { onValidate: ({ formData }) => parseWithZod(formData, { schema }) } : {}),
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
  label: ReactNode
  type?: 'text' | 'email' | 'password' | 'tel' | 'number'
}

/**
 * A field with a message is marked twice, not by colour alone: a bar at its left, and a thicker red frame
 * around the control (Conform sets its aria-invalid).
 */
const withError = (error: string | undefined, className = '') =>
  `${className} ${error ? 'border-l-4 border-red-700 pl-3' : ''}`.trim()

const control =
  'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

/** A labelled input whose first message sits right below it and is announced with it (aria-describedby). */
export function TextField({ field, label, type = 'text', className, ...input }: TextFieldProps) {
  const error = field.errors?.[0]
  return (
    <div className={withError(error, className)}>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <input {...getInputProps(field, { type })} className={control} {...input} />
      <FieldError id={field.errorId} error={error} />
    </div>
  )
}

/** A labelled native select (the phone's own picker) with its message below. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  className,
  autoComplete,
}: {
  field: FieldMetadata<string | null | undefined>
  label: string
  options: readonly string[]
  /** The first, empty choice, for a field without a value. */
  placeholder?: string
  className?: string
  autoComplete?: string
}) {
  const error = field.errors?.[0]
  return (
    <div className={withError(error, className)}>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <select {...getSelectProps(field)} autoComplete={autoComplete} className={`${control} bg-white`}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={error} />
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
    <div className={withError(error)}>
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
        className={control}
      />
      <FieldError id={field.errorId} error={error} />
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
    <fieldset aria-describedby={error ? field.errorId : undefined} className={withError(error)}>
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
      <FieldError id={field.errorId} error={error} />
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
    <div className={withError(error)}>
      <div className="flex items-start gap-2">
        <input {...getInputProps(field, { type: 'checkbox' })} className="mt-1 h-4 w-4" />
        <label htmlFor={field.id} className="text-sm">
          {children}
        </label>
      </div>
      <FieldError id={field.errorId} error={error} />
    </div>
  )
}

/** A field people never see or fill; bots that fill it are refused by the form's schema. */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="website">{tForm('form.honeypot')}</label>
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
  labels = { password: tAccount('account.newPassword'), confirm: tAccount('account.repeatNewPassword') },
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

export interface ErrorSummaryEntry {
  /** The message, with the field's label before it so that the list reads on its own. */
  text: string
  /** The id of the control the entry leads to; an entry without one (a hidden field's) is plain text. */
  target?: string
}

/**
 * The messages of a refused form in one list at its top, each a link to its field (GOV.UK's error
 * summary). It is the first thing in the form, so that a page that comes back from the server opens with
 * it; with JavaScript it takes the focus as well (`focus`), and a link focuses its field without changing
 * the address. Without JavaScript the link's fragment focuses the field.
 */
export function ErrorSummary({
  id,
  entries,
  focus,
}: {
  id: string
  entries: ErrorSummaryEntry[]
  focus: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  if (entries.length === 0) return null
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-titel`}
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900 ring-1 ring-red-200 focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <h2 id={`${id}-titel`} className="text-lg font-bold">
        {tForm('form.checkEntries')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map((entry) => (
          <li key={`${entry.target ?? ''}:${entry.text}`}>
            {entry.target ? (
              <a
                href={`#${entry.target}`}
                className="font-medium underline"
                onClick={(event) => {
                  const field = document.getElementById(entry.target ?? '')
                  if (!field) return
                  event.preventDefault()
                  field.focus({ preventScroll: true })
                  field.scrollIntoView({ block: 'center' })
                }}
              >
                {entry.text}
              </a>
            ) : (
              entry.text
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
