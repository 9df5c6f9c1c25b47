import { randomUUID } from 'node:crypto'

import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import { createContext } from '../../trpc/context'
import { appRouter } from '../../trpc/router'
import { directusCall as call } from '../support/directus-admin'

// The postal code's rule per country (core/countries.ts) at the booking's other doors: the booking
// endpoint in Directus and the in-process booking procedure refuse what the web form refuses, in its words.
process.env.SESSION_SECRET ??= randomUUID() + randomUUID()
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!

const arrival = addDays(todayInGermany(), 30)
const departure = addDays(arrival, 2)
const GERMAN_POSTAL_CODE = 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).'

const guest = (postal_code: string, country = 'Deutschland') => ({
  salutation: 'frau',
  first_name: 'Erika',
  last_name: 'Mustermann',
  email: `plz-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+49 451 123456',
  street: 'Holstenstraße 1',
  postal_code,
  city: 'Lübeck',
  country,
})

describe('a postal code that does not fit the country', () => {
  it('is refused by the booking endpoint with 400 and the form’s German message', async () => {
    for (const postalCode of ['1O969', '7611']) {
      const answer = await call(staticToken, 'POST', '/booking/book', {
        hotel: 1,
        room_type: 1,
        rate: 1,
        arrival,
        departure,
        rooms: 1,
        adults: 1,
        children_ages: [],
        guest: guest(postalCode),
        travellers: [],
        payment_method: 'invoice',
        idempotency_key: randomUUID(),
        expected_total: 100,
      })
      expect(answer.status, postalCode).toBe(400)
      expect(answer.error?.extensions?.code).toBe('INVALID_GUEST')
      expect(answer.error?.message).toBe(GERMAN_POSTAL_CODE)
    }
  })

  it('is refused by the booking procedure before anything is counted or asked', async () => {
    const site = appRouter.createCaller(createContext({ accessToken: null }))
    const refusal = await site.booking
      .book({
        offer: {
          hotel: 1,
          roomType: 1,
          rate: 1,
          stay: { arrival, departure, nights: 2, rooms: 1, adults: 1, childrenAges: [] },
        },
        form: {
          ...guest('7611'),
          salutation: 'frau',
          travellers: [],
          payment_method: 'invoice',
          terms: 'on',
          privacy: 'on',
          idempotency_key: randomUUID(),
          expected_total: 100,
        },
      })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(TRPCError)
    expect(refusal).toMatchObject({ code: 'BAD_REQUEST' })
    expect((refusal as TRPCError).message).toContain(GERMAN_POSTAL_CODE)
  })
})
