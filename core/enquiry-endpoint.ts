import { z } from 'zod'

import { enquiryFormSchema, MAX_CHILD_AGE, MAX_TRAVELLERS } from './enquiry'

// What the enquiry endpoint in Directus checks: the body the web tier sends (trpc/routers/enquiry.ts),
// with the rules of the site's enquiry form (core/enquiry.ts).

const form = enquiryFormSchema.innerType().shape

export const enquiryRequestSchema = z
  .object({
    departure: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
    adults: form.adults,
    children_ages: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)),
    room: form.room,
    salutation: form.salutation,
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    // an empty phone field is no phone number
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      form.phone.unwrap().nullish(),
    ),
    message: form.message.unwrap().nullish(),
  })
  .refine((enquiry) => enquiry.adults + enquiry.children_ages.length <= MAX_TRAVELLERS)

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>
