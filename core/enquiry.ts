import { z } from 'zod'

import { tForm } from './copy/form'
import { email, INVALID_EMAIL, INVALID_PHONE, name, noMarkup, PHONE } from './forms'
import { TRIP_ROOM_KEYS } from './round-trip-rooms'

// The enquiry for a round-trip departure (/rundreisen/anfrage/{date_id}): travellers, room wish,
// contact and consent. The enquiry endpoint in Directus (directus/extensions/reiseportal/src/enquiry) checks the same rules,
// and whether the room wish fits the party on that departure (core/round-trip-rooms.ts).

/** One enquiry is for one party; larger groups write to the travel company. */
export const MAX_TRAVELLERS = 9
/** How many children's ages the form asks for. */
export const CHILD_SLOTS = 4
export const MAX_CHILD_AGE = 17
export const MAX_MESSAGE = 2000

const ADULTS = tForm('form.adults.range', { max: MAX_TRAVELLERS })
const CHILD_AGE = tForm('form.childAge.range', { max: MAX_CHILD_AGE })

const childAge = z
  .number({ invalid_type_error: CHILD_AGE })
  .int(CHILD_AGE)
  .min(0, CHILD_AGE)
  .max(MAX_CHILD_AGE, CHILD_AGE)

export const enquiryFormSchema = z
  .object({
    adults: z
      .number({ required_error: ADULTS, invalid_type_error: ADULTS })
      .int(ADULTS)
      .min(1, ADULTS)
      .max(MAX_TRAVELLERS, ADULTS),
    // Empty slots (no child) arrive as missing values and are dropped.
    children_ages: z
      .array(childAge.optional())
      .max(CHILD_SLOTS, tForm('form.children.tooMany', { max: CHILD_SLOTS }))
      .default([])
      .transform((ages) => ages.filter((age): age is number => age !== undefined)),
    room: z.enum(TRIP_ROOM_KEYS, {
      errorMap: () => ({ message: tForm('form.roomWish.missing') }),
    }),
    salutation: z.enum(['frau', 'herr', 'divers'], {
      errorMap: () => ({ message: tForm('form.salutation.missing') }),
    }),
    first_name: name(tForm('form.firstName.missing')),
    last_name: name(tForm('form.lastName.missing')),
    email: z.string({ required_error: INVALID_EMAIL }).pipe(email),
    phone: z
      .string()
      .trim()
      .max(40, tForm('form.tooLong', { max: 40 }))
      .regex(PHONE, INVALID_PHONE)
      .optional(),
    message: noMarkup(
      z
        .string()
        .trim()
        .max(MAX_MESSAGE, tForm('form.tooLong', { max: MAX_MESSAGE })),
    ).optional(),
    privacy: z.literal('on', {
      errorMap: () => ({
        message: tForm('form.enquiryConsent.missing'),
      }),
    }),
    website: z.string().max(0).optional(),
  })
  .superRefine((form, context) => {
    if (form.adults + form.children_ages.length > MAX_TRAVELLERS) {
      context.addIssue({
        code: 'custom',
        path: ['adults'],
        message: tForm('form.travellers.tooMany', { max: MAX_TRAVELLERS }),
      })
    }
  })

export type EnquiryForm = z.infer<typeof enquiryFormSchema>

/**
 * The party a round-trip page or enquiry link names (`erwachsene`, `kind` per child's age, as the hotel
 * search): 2 adults without children when the address names none; values the form would refuse are dropped.
 */
export function partyFromQuery(params: URLSearchParams): { adults: number; childrenAges: number[] } {
  const wanted = Number(params.get('erwachsene') ?? '2')
  const adults = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_TRAVELLERS ? wanted : 2
  const childrenAges = params
    .getAll('kind')
    .filter((age) => /^\d{1,2}$/.test(age.trim()))
    .map(Number)
    .filter((age) => age <= MAX_CHILD_AGE)
    .slice(0, Math.min(CHILD_SLOTS, MAX_TRAVELLERS - adults))
  return { adults, childrenAges }
}

/** The query of a party for a link (`erwachsene=2&kind=8`), with a room wish if given. */
export function partyQuery(
  party: { adults: number; childrenAges: readonly number[] },
  room?: string,
): string {
  const params = new URLSearchParams({ erwachsene: String(party.adults) })
  for (const age of party.childrenAges) params.append('kind', String(age))
  if (room) params.set('zimmer', room)
  return params.toString()
}
