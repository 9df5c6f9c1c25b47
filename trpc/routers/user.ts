import { readMe, updateMe } from '@directus/sdk'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { LoginFailedError, loginWithPassword, logoutRefreshToken } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'
import { router, visitorProcedure } from '../init'

export const ME_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
  'country',
] as const

export interface Me {
  first_name: string | null
  last_name: string | null
  email: string
  phone: string | null
  street: string | null
  postal_code: string | null
  city: string | null
  country: string | null
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Bitte höchstens ${max} Zeichen.`)
    .nullish()
    .transform((value) => value || null)

export const personalDetailsSchema = z.object({
  first_name: optionalText(80),
  last_name: optionalText(80),
  phone: optionalText(40).refine((value) => value === null || /^[+\d][\d\s/()-]{4,}$/.test(value), {
    message: 'Bitte geben Sie eine gültige Telefonnummer an.',
  }),
  street: optionalText(120),
  postal_code: optionalText(12),
  city: optionalText(80),
  country: optionalText(60),
})

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.'),
    password: z.string().min(8, 'Bitte wählen Sie mindestens 8 Zeichen.').max(200),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'Die beiden Passwörter stimmen nicht überein.',
  })

export const WRONG_CURRENT_PASSWORD = 'Ihr aktuelles Passwort stimmt nicht.'

export const userRouter = router({
  /** The signed-in visitor (GET /users/me with their token). */
  me: visitorProcedure.query(
    async ({ ctx }) => (await ctx.visitor(readMe({ fields: [...ME_FIELDS] }))) as unknown as Me,
  ),

  /** Checks the current password with a login of its own (ended at once), then sets the new one. */
  changePassword: visitorProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    const { email } = await ctx.visitor(readMe({ fields: ['email'] }))
    if (!email)
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Ihr Konto hat keine E-Mail-Adresse.' })
    const directusUrl = getEnv().DIRECTUS_URL
    const check = await loginWithPassword(directusUrl, email, input.current).catch((error: unknown) => {
      if (error instanceof LoginFailedError)
        throw new TRPCError({ code: 'BAD_REQUEST', message: WRONG_CURRENT_PASSWORD })
      throw error
    })
    await logoutRefreshToken(directusUrl, check.refreshToken)
    await ctx.visitor(updateMe({ password: input.password }))
    return { changed: true }
  }),

  updateMe: visitorProcedure.input(personalDetailsSchema).mutation(async ({ ctx, input }) => {
    return (await ctx.visitor(updateMe(input, { fields: [...ME_FIELDS] }))) as unknown as Me
  }),
})
