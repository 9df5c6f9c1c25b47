import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'

import { bookingFormSchema } from './booking'
import { bookingRequestSchema } from './booking-endpoint'
import { countryName, postalCodeProblem } from './countries'

describe('postalCodeProblem', () => {
  it('takes postal codes of the form of their country', () => {
    for (const [country, code] of [
      ['Deutschland', '10969'],
      ['Deutschland', '01067'],
      ['Österreich', '7611'],
      ['Schweiz', '8001'],
      ['Liechtenstein', '9490'],
      ['Niederlande', '1012 AB'],
      ['Niederlande', '1012ab'],
      ['Polen', '00-950'],
      ['Vereinigtes Königreich', 'SW1A 1AA'],
      ['Kanada', 'K1A 0B1'],
      ['Vereinigte Staaten', '10001-1234'],
    ] as const) {
      expect(postalCodeProblem(country, code), `${country} ${code}`).toBeNull()
    }
  })

  it('refuses a German postal code that is not five digits, with the form in the message', () => {
    for (const code of ['7611', '1O969', '109690', '10 969', 'ABCDE']) {
      expect(postalCodeProblem('Deutschland', code), code).toBe(
        'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
      )
    }
  })

  it('refuses other countries’ wrong forms', () => {
    for (const [country, code, message] of [
      ['Österreich', '10969', 'Bitte geben Sie eine gültige Postleitzahl ein (4 Ziffern).'],
      ['Schweiz', '800', 'Bitte geben Sie eine gültige Postleitzahl ein (4 Ziffern).'],
      ['Niederlande', '1012', 'Bitte geben Sie eine gültige Postleitzahl ein (z. B. 1012 AB).'],
      ['Polen', '00950', 'Bitte geben Sie eine gültige Postleitzahl ein (z. B. 00-950).'],
    ] as const) {
      expect(postalCodeProblem(country, code), `${country} ${code}`).toBe(message)
    }
  })

  it('checks the postal code of a country outside the list only for its look', () => {
    expect(postalCodeProblem('Atlantis', 'AB-123')).toBeNull()
    expect(postalCodeProblem(undefined, '!!!')).toBe('Bitte geben Sie eine gültige Postleitzahl ein.')
  })
})

describe('countryName', () => {
  it('finds a country by its name in any case or its ISO code', () => {
    expect(countryName('deutschland')).toBe('Deutschland')
    expect(countryName(' AT ')).toBe('Österreich')
    expect(countryName('Atlantis')).toBeUndefined()
    expect(countryName(null)).toBeUndefined()
  })
})

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return parseWithZod(data, { schema: bookingFormSchema })
}

describe('the booking form and the booking endpoint', () => {
  it('report a postal code that does not fit the country together with the other fields’ messages', () => {
    const submission = form({ country: 'Deutschland', postal_code: '7611' })
    expect(submission.status).toBe('error')
    const errors = submission.reply().error ?? {}
    expect(errors.postal_code).toEqual(['Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'])
    expect(errors.first_name).toEqual(['Bitte geben Sie Ihren Vornamen an.'])
    expect(form({ country: 'Österreich', postal_code: '7611' }).reply().error?.postal_code).toBeUndefined()
    expect(form({ country: 'Narnia', postal_code: '7611' }).reply().error?.country).toEqual([
      'Bitte wählen Sie das Land aus der Liste.',
    ])
    expect(form({ country: 'Deutschland' }).reply().error?.postal_code).toEqual([
      'Bitte geben Sie die Postleitzahl an.',
    ])
  })

  it('the endpoint’s body is checked with the same rule', () => {
    const guest = {
      salutation: 'frau',
      first_name: 'Erika',
      last_name: 'Mustermann',
      email: 'erika@example.com',
      phone: '+49 451 123456',
      street: 'Holstenstraße 1',
      city: 'Lübeck',
      country: 'Deutschland',
    }
    const body = (postal_code: string, country = 'Deutschland') => ({
      guest: { ...guest, country, postal_code },
      travellers: [],
      payment_method: 'invoice',
      idempotency_key: '5b1b9a52-8b0e-4b59-9c1a-1c2b3d4e5f60',
      expected_total: 100,
    })
    expect(bookingRequestSchema.safeParse(body('23552')).success).toBe(true)
    expect(bookingRequestSchema.safeParse(body('7611', 'Österreich')).success).toBe(true)
    const refused = bookingRequestSchema.safeParse(body('1O969'))
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['guest', 'postal_code'],
        message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).',
      }),
    ])
  })
})
