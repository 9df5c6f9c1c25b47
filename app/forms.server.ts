import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import type { ZodTypeAny } from 'zod'

import { refusalOf, toErrorResponse } from './trpc.server'
import type { RefusalKind } from '../core/refusal'

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

/** The refusals a form answers itself; any other (unknown, not allowed) is the page's error. */
const FORM_REFUSALS: ReadonlySet<RefusalKind> = new Set(['invalid', 'conflict', 'limited'])

/**
 * The form's answer to a failed call, the one place where a refusal (core/refusal.ts) becomes a page's
 * answer: wrong input (400), a changed offer or fee (409) and a used-up limit (429 with Retry-After) give
 * the form again with what was typed and the refusal's German message, beside its field when it names one
 * (`notes`: what the page adds below the message, by kind). Anything else is thrown as the page's error.
 */
export function replyWithRefusal(
  submission: Submission<unknown>,
  error: unknown,
  options: { form?: string; notes?: Partial<Record<RefusalKind, string[]>> } = {},
) {
  const refused = refusalOf(error)
  if (!refused || !FORM_REFUSALS.has(refused.kind)) return toErrorResponse(error)
  return replyWithErrors(submission, {
    ...(options.form === undefined ? {} : { form: options.form }),
    ...(refused.fieldErrors
      ? { fieldErrors: refused.fieldErrors }
      : { formErrors: [refused.message, ...(options.notes?.[refused.kind] ?? [])] }),
    status: refused.status,
    ...(refused.retryAfter === undefined ? {} : { headers: { 'Retry-After': String(refused.retryAfter) } }),
  })
}
