import { z } from 'zod'

import { tForm } from './copy/form'

// One schema per form, used by the route's action on the server and by Conform in the browser; the tRPC
// procedures behind them take the same schemas as their input.

export const INVALID_EMAIL = tForm('form.email.invalid')

export const email = z.string().trim().max(254, INVALID_EMAIL).email(INVALID_EMAIL)

const PASSWORD_TOO_SHORT = tForm('form.password.tooShort')

/** The one password rule of the site (registration, reset, change, invitation). */
export const newPassword = z
  .string({ required_error: PASSWORD_TOO_SHORT })
  .min(8, PASSWORD_TOO_SHORT)
  .max(200)

/** A new password and its repetition, with the mismatch reported at the repetition. */
export const newPasswordPair = z
  // Forms send empty fields as missing (Conform): an empty repetition is a mismatch, as the text says.
  .object({ password: newPassword, confirm: z.string().default('') })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: tForm('form.password.mismatch'),
  })

/** Honeypot: people never see or fill it; bots that do are refused. */
const honeypot = { website: z.string().max(0).optional() }

export const loginSchema = z.object({
  email: z.string({ required_error: INVALID_EMAIL }).trim().email(INVALID_EMAIL),
  password: z.string({ required_error: tForm('form.password.missing') }),
  redirectTo: z.string().optional(),
  ...honeypot,
})

/** A text that must be given, trimmed, with at most `max` characters. */
export const required = (message: string, max: number) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, tForm('form.tooLong', { max }))

/** Free text that goes into mails and the back office: no markup. */
export const noMarkup = (schema: z.ZodString) =>
  schema.refine((value) => !/[<>]/.test(value), tForm('form.noMarkup'))

/** A traveller's first or last name. */
export const name = (message: string) => noMarkup(required(message, 80))

export const PHONE = /^[+\d][\d\s/()-]{4,}$/
export const INVALID_PHONE = tForm('form.phone.invalid')

export const registrationSchema = z
  .object({
    first_name: required(tForm('form.firstName.missing'), 80),
    last_name: required(tForm('form.lastName.missing'), 80),
    email: z.string({ required_error: INVALID_EMAIL }).pipe(email),
    terms: z.literal('on', {
      errorMap: () => ({ message: tForm('form.terms.missing') }),
    }),
    ...honeypot,
  })
  // An intersection checks both parts, so a mismatch of the passwords shows together with the other messages.
  .and(newPasswordPair)

export const forgotPasswordSchema = z.object({
  email: z.string({ required_error: INVALID_EMAIL }).trim().email(INVALID_EMAIL),
  ...honeypot,
})

export const INVALID_INVITATION = tForm('form.invitation.invalid')

export const INCOMPLETE_LINK = tForm('form.link.incomplete')

/** Password renewal from the reset mail, and the first password of an invited customer. */
export const tokenPasswordSchema = z
  .object({ token: z.string({ required_error: INCOMPLETE_LINK }).min(1, INCOMPLETE_LINK) })
  .and(newPasswordPair)

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tForm('form.tooLong', { max }))
    .nullish()
    .transform((value) => value || null)

export const personalDetailsSchema = z.object({
  first_name: optionalText(80),
  last_name: optionalText(80),
  phone: optionalText(40).refine((value) => value === null || PHONE.test(value), {
    message: INVALID_PHONE,
  }),
  street: optionalText(120),
  postal_code: optionalText(12),
  city: optionalText(80),
  country: optionalText(60),
})

export type PersonalDetails = z.infer<typeof personalDetailsSchema>

export const changePasswordSchema = z
  .object({ current: z.string({ required_error: tForm('form.password.currentMissing') }) })
  .and(newPasswordPair)

export const WRONG_CURRENT_PASSWORD = tForm('form.password.currentWrong')

/** "Konto löschen" (Art. 17 DSGVO): the password again, and a tick that says what happens. */
export const deleteAccountSchema = z.object({
  password: z.string({ required_error: tForm('form.password.missing') }),
  confirm_delete: z.literal('on', {
    errorMap: () => ({ message: tForm('form.deleteAccount.unconfirmed') }),
  }),
})
