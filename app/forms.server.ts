import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import type { ZodTypeAny } from 'zod'

/** Fields whose values never go back to the page, whatever happened. */
const SECRET_FIELDS = ['password', 'confirm', 'current']

/** The submitted form checked against its schema (core/forms.ts). */
export function parseForm<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema })
}

/**
 * The form again, with the fields' messages or the form's own (`formErrors`), what was typed (never a
 * password) and the status: 400 for wrong input, 429 for too many attempts, 503 when the backend is down.
 */
export function replyWithErrors(
  submission: Submission<unknown>,
  options: {
    /** Which form of the page answered, when a page has several. */
    form?: string
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
    status?: number
    headers?: HeadersInit
  } = {},
) {
  const result = submission.reply({
    ...(options.formErrors ? { formErrors: options.formErrors } : {}),
    ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
    hideFields: SECRET_FIELDS,
  })
  return data(
    { result, form: options.form },
    { status: options.status ?? 400, ...(options.headers ? { headers: options.headers } : {}) },
  )
}
