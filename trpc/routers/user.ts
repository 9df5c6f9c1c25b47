import { readMe, updateMe } from '@directus/sdk'
import { z } from 'zod'

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

export const userRouter = router({
  /** The signed-in visitor (GET /users/me with their token). */
  me: visitorProcedure.query(
    async ({ ctx }) => (await ctx.visitor(readMe({ fields: [...ME_FIELDS] }))) as unknown as Me,
  ),

  updateMe: visitorProcedure.input(personalDetailsSchema).mutation(async ({ ctx, input }) => {
    return (await ctx.visitor(updateMe(input, { fields: [...ME_FIELDS] }))) as unknown as Me
  }),
})
