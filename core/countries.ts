import { z } from 'zod'

import { tForm } from './copy/form'

// The countries a booking's address may be in, by their German names (what bookings, mails and documents
// show), and the form of each one's postal codes. The booking form and the booking endpoint in Directus
// both check an address with `addressPostalCode`.

interface PostalCodeForm {
  pattern: RegExp
  /** How the form is described in the message, e.g. "5 Ziffern". */
  hint: string
}

const digits = (count: number): PostalCodeForm => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  hint: `${count} Ziffern`,
})

const example = (pattern: RegExp, sample: string): PostalCodeForm => ({ pattern, hint: `z. B. ${sample}` })

/** Countries in the order of the form's list: the German-speaking ones first, the rest alphabetically. */
export const COUNTRIES = [
  { code: 'DE', name: 'Deutschland', postalCode: digits(5) },
  { code: 'AT', name: 'Österreich', postalCode: digits(4) },
  { code: 'CH', name: 'Schweiz', postalCode: digits(4) },
  { code: 'AU', name: 'Australien', postalCode: digits(4) },
  { code: 'BE', name: 'Belgien', postalCode: digits(4) },
  { code: 'BG', name: 'Bulgarien', postalCode: digits(4) },
  { code: 'DK', name: 'Dänemark', postalCode: digits(4) },
  { code: 'EE', name: 'Estland', postalCode: digits(5) },
  { code: 'FI', name: 'Finnland', postalCode: digits(5) },
  { code: 'FR', name: 'Frankreich', postalCode: digits(5) },
  { code: 'GR', name: 'Griechenland', postalCode: example(/^\d{3} ?\d{2}$/, '105 57') },
  { code: 'IE', name: 'Irland', postalCode: example(/^[A-Z]\d[\dW] ?[\dA-Z]{4}$/i, 'D02 X285') },
  { code: 'IS', name: 'Island', postalCode: digits(3) },
  { code: 'IL', name: 'Israel', postalCode: digits(7) },
  { code: 'IT', name: 'Italien', postalCode: digits(5) },
  { code: 'JP', name: 'Japan', postalCode: example(/^\d{3}-?\d{4}$/, '100-0001') },
  { code: 'CA', name: 'Kanada', postalCode: example(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1') },
  { code: 'HR', name: 'Kroatien', postalCode: digits(5) },
  { code: 'LV', name: 'Lettland', postalCode: example(/^(LV-?)?\d{4}$/i, 'LV-1050') },
  { code: 'LI', name: 'Liechtenstein', postalCode: digits(4) },
  { code: 'LT', name: 'Litauen', postalCode: example(/^(LT-?)?\d{5}$/i, 'LT-01100') },
  { code: 'LU', name: 'Luxemburg', postalCode: example(/^(L-?)?\d{4}$/i, 'L-1009') },
  { code: 'MT', name: 'Malta', postalCode: example(/^[A-Z]{3} ?\d{4}$/i, 'VLT 1117') },
  { code: 'MC', name: 'Monaco', postalCode: example(/^980\d{2}$/, '98000') },
  { code: 'NZ', name: 'Neuseeland', postalCode: digits(4) },
  { code: 'NL', name: 'Niederlande', postalCode: example(/^\d{4} ?[A-Z]{2}$/i, '1012 AB') },
  { code: 'NO', name: 'Norwegen', postalCode: digits(4) },
  { code: 'PL', name: 'Polen', postalCode: example(/^\d{2}-\d{3}$/, '00-950') },
  { code: 'PT', name: 'Portugal', postalCode: example(/^\d{4}-\d{3}$/, '1000-001') },
  { code: 'RO', name: 'Rumänien', postalCode: digits(6) },
  { code: 'SE', name: 'Schweden', postalCode: example(/^\d{3} ?\d{2}$/, '111 22') },
  { code: 'SK', name: 'Slowakei', postalCode: example(/^\d{3} ?\d{2}$/, '811 01') },
  { code: 'SI', name: 'Slowenien', postalCode: digits(4) },
  { code: 'ES', name: 'Spanien', postalCode: digits(5) },
  { code: 'CZ', name: 'Tschechien', postalCode: example(/^\d{3} ?\d{2}$/, '110 00') },
  { code: 'TR', name: 'Türkei', postalCode: digits(5) },
  { code: 'HU', name: 'Ungarn', postalCode: digits(4) },
  {
    code: 'US',
    name: 'Vereinigte Staaten',
    postalCode: example(/^\d{5}(-\d{4})?$/, '10001 oder 10001-1234'),
  },
  {
    code: 'GB',
    name: 'Vereinigtes Königreich',
    postalCode: example(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'SW1A 1AA'),
  },
  { code: 'CY', name: 'Zypern', postalCode: digits(4) },
] as const satisfies ReadonlyArray<{ code: string; name: string; postalCode: PostalCodeForm }>

export type CountryName = (typeof COUNTRIES)[number]['name']

const byName = new Map<string, (typeof COUNTRIES)[number]>(
  COUNTRIES.map((country) => [country.name, country]),
)

/**
 * The list's name of a country given by its name (in any case) or ISO code, as an account's free-text
 * country may hold it; `undefined` for a country the list does not have.
 */
export function countryName(value: string | null | undefined): CountryName | undefined {
  const wanted = value?.trim().toLowerCase()
  if (!wanted) return undefined
  return COUNTRIES.find(
    (country) => country.name.toLowerCase() === wanted || country.code.toLowerCase() === wanted,
  )?.name
}

export const INVALID_COUNTRY = tForm('form.country.missing')
export const MISSING_POSTAL_CODE = tForm('form.postalCode.missing')

/**
 * What is wrong with a postal code in a country, or `null` when it has the country's form. A country
 * that is not in the list leaves its own check to the country field; its postal code only has to look
 * like one.
 */
export function postalCodeProblem(country: string | undefined, postalCode: string): string | null {
  const form = country === undefined ? undefined : byName.get(country)?.postalCode
  if (form) {
    return form.pattern.test(postalCode) ? null : tForm('form.postalCode.invalidHint', { hint: form.hint })
  }
  return /^[A-Za-z0-9 -]{3,10}$/.test(postalCode) ? null : tForm('form.postalCode.invalid')
}

/** A country of the list. */
export const country = z
  .string({ required_error: INVALID_COUNTRY })
  .trim()
  .refine((name) => byName.has(name), INVALID_COUNTRY)

/**
 * An address's postal code checked against its country, as the second part of an intersection with the
 * address's own fields: a refinement of the whole address would wait until every other field is right,
 * this part reports a wrong postal code together with the other fields' messages.
 */
export const addressPostalCode = z
  .object({
    country: z.string().trim().optional(),
    postal_code: z.string({ required_error: MISSING_POSTAL_CODE }).trim().min(1, MISSING_POSTAL_CODE),
  })
  .superRefine(({ country, postal_code }, context) => {
    const problem = postalCodeProblem(country, postal_code)
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, path: ['postal_code'], message: problem })
  })
