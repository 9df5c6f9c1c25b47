import { randomUUID } from 'node:crypto'

import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingPageHref, FOLDER_NUMBER, type BookingForm } from '../../core/booking'
import { addDays, todayInGermany } from '../../core/hotel-search'
import { passwordLogin } from '../../server/directus'
import { getEnv } from '../../server/env'
import { createContext } from '../../trpc/context'
import { appRouter } from '../../trpc/router'
import {
  adminData as admin,
  createCustomer,
  directusCall as call,
  type Customer,
} from '../support/directus-admin'
import { connectInbox } from '../support/smtp'
import { bookingFormFields, BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// Nobody sells out a hotel without paying, nobody finds a booking by trying numbers, and nobody plants a
// booking in somebody else's account: the booking's limits per client, e-mail address and account
// (server/limits.ts, default settings), through the in-process caller and the booking form, counted in
// Directus's inventory and folders and in the SMTP sink.
process.env.SESSION_SECRET ??= randomUUID() + randomUUID()
const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const run = randomUUID().slice(0, 8)
const inbox = connectInbox()

let hotelId: number
let roomTypeId: number
let rateId: number
/** One night per test, so that each counts its own rooms. */
let nextNight = 0
const night = () => addDays(todayInGermany(), 60 + nextNight++ * 2)

const offerFor = (arrival: string, rooms = 1) => ({
  hotel: hotelId,
  roomType: roomTypeId,
  rate: rateId,
  stay: { arrival, departure: addDays(arrival, 1), nights: 1, rooms, adults: rooms, childrenAges: [] },
})

async function quoteTotal(offer: ReturnType<typeof offerFor>) {
  return (await caller(`quote-${run}`).booking.quote(offer)).total
}

const formFor = (email: string, total: number, rooms = 1): BookingForm => ({
  salutation: 'frau',
  first_name: 'Erika',
  last_name: 'Mustermann',
  email,
  phone: '+49 451 123456',
  street: 'Holstenstraße 1',
  postal_code: '23552',
  city: 'Lübeck',
  country: 'Deutschland',
  travellers: Array.from({ length: rooms - 1 }, (_, i) => ({ first_name: `Gast${i}`, last_name: 'Muster' })),
  payment_method: 'invoice',
  terms: 'on',
  privacy: 'on',
  idempotency_key: randomUUID(),
  expected_total: total,
})

/** The site's in-process caller as a visitor from `client` (signed in with `accessToken`). */
const caller = (client: string, accessToken: string | null = null) =>
  appRouter.createCaller(createContext({ accessToken, clientKey: client }))

const refusedByLimit = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' &&
  result.reason instanceof TRPCError &&
  result.reason.code === 'TOO_MANY_REQUESTS' &&
  /bereits mehrere Buchungen/.test(result.reason.message)

async function roomsBooked(arrival: string) {
  const rows = await admin<Array<{ rooms_booked: number }>>(
    'GET',
    `/items/inventory?filter[slot][_eq]=${roomTypeId}:${arrival}&fields=rooms_booked`,
  )
  return rows[0]?.rooms_booked ?? 0
}

const foldersOf = (email: string) =>
  admin<Array<{ id: string; number: string; user: string | null }>>(
    'GET',
    `/items/folders?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,number,user&limit=-1`,
  )

/** The confirmation mails to `email` so far; a control booking's mail, sent later, arrives first. */
async function confirmationsTo(email: string) {
  const control = `kontrolle-${randomUUID().slice(0, 8)}-${run}@example.com`
  const offer = offerFor(addDays(todayInGermany(), 300))
  await caller(`kontrolle-${control}`).booking.book({
    offer,
    form: formFor(control, await quoteTotal(offer)),
  })
  await inbox.waitForMail({ to: control, subject: /Buchungsbestätigung/ })
  return (await inbox.list()).filter(
    (mail) => mail.to.includes(email) && /Buchungsbestätigung/.test(mail.subject),
  )
}

beforeAll(async () => {
  const region = (await admin<Array<{ id: number }>>('GET', '/items/regions?limit=1&fields=id'))[0]!.id
  hotelId = (
    await admin<{ id: number }>('POST', '/items/hotels', {
      status: 'published',
      slug: `missbrauch-${run}`,
      name: `Missbrauchstest ${run}`,
      stars: 3,
      region,
      city: 'Kiel',
      tourist_tax: 0,
      price_from: 80,
      check_in: '15:00',
      check_out: '11:00',
    })
  ).id
  roomTypeId = (
    await admin<{ id: number }>('POST', '/items/room_types', {
      hotel: hotelId,
      name: 'Einzelzimmer',
      max_adults: 1,
      max_children: 0,
      max_occupancy: 1,
      allotment: 100,
    })
  ).id
  rateId = (
    await admin<{ id: number }>('POST', '/items/rates', {
      room_type: roomTypeId,
      name: 'Flexibel',
      board: 'room_only',
      price_per_night: 80,
      free_cancellation_days: 1,
      min_nights: 1,
      season_from: todayInGermany(),
      season_to: addDays(todayInGermany(), 400),
    })
  ).id
}, 60_000)

afterAll(async () => {
  if (!hotelId) return
  await call(adminToken, 'DELETE', '/items/bookings', { query: { filter: { hotel: { _eq: hotelId } } } })
  await call(adminToken, 'DELETE', `/items/hotels/${hotelId}`)
})

describe('booking limits (defaults)', () => {
  const { BOOKING_LIMIT, BOOKING_ROOMS_LIMIT } = getEnv()

  it('50 bookings from one client with one address: at most the limit hold rooms, the rest are refused', async () => {
    const email = `flut-${run}@example.com`
    const arrival = night()
    const offer = offerFor(arrival)
    const total = await quoteTotal(offer)
    const site = caller(`flut-${run}`)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => site.booking.book({ offer, form: formFor(email, total) })),
    )
    const booked = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(refusedByLimit)
    console.log(
      `50 bookings from one client and address: ${booked.length} held rooms, ${refused.length} refused`,
    )
    expect(booked).toHaveLength(BOOKING_LIMIT)
    expect(refused).toHaveLength(50 - BOOKING_LIMIT)
    const retryAfter = (refused[0] as PromiseRejectedResult).reason.cause.retryAfter as number
    expect(retryAfter).toBeGreaterThan(0)
    // Held: only what the allowed bookings took; mailed: only them.
    expect(await roomsBooked(arrival)).toBe(BOOKING_LIMIT)
    expect(await foldersOf(email)).toHaveLength(BOOKING_LIMIT)
    expect(await confirmationsTo(email)).toHaveLength(BOOKING_LIMIT)
  }, 120_000)

  it('bookings from several clients with one address are limited by the address', async () => {
    const email = `adresse-${run}@example.com`
    const arrival = night()
    const offer = offerFor(arrival)
    const total = await quoteTotal(offer)
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        caller(`client-${i}-${run}`).booking.book({ offer, form: formFor(email, total) }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(BOOKING_LIMIT)
    expect(results.filter(refusedByLimit)).toHaveLength(12 - BOOKING_LIMIT)
    expect(await roomsBooked(arrival)).toBe(BOOKING_LIMIT)
    expect(await confirmationsTo(email)).toHaveLength(BOOKING_LIMIT)
  })

  it('a stranger cannot take a hotel’s rooms with new addresses; attempts that took nothing do not count', async () => {
    const arrival = night()
    const site = caller(`zimmer-${run}`)
    const book = async (rooms: number, expected?: number) => {
      const offer = offerFor(arrival, rooms)
      const form = formFor(
        `zimmer-${randomUUID().slice(0, 6)}-${run}@example.com`,
        expected ?? (await quoteTotal(offer)),
        rooms,
      )
      return site.booking.book({ offer, form })
    }
    // A changed price books nothing and uses up nothing.
    for (let i = 0; i < 5; i++) await expect(book(1, 1)).rejects.toMatchObject({ code: 'CONFLICT' })
    const first = BOOKING_ROOMS_LIMIT - 1
    await book(first)
    // More rooms than are left of the limit: refused, nothing held, and it counts for nothing …
    await expect(book(2)).rejects.toSatisfy((error) => refusedByLimit({ status: 'rejected', reason: error }))
    expect(await roomsBooked(arrival)).toBe(first)
    // … so the one room left of the limit can still be booked.
    await book(1)
    expect(await roomsBooked(arrival)).toBe(BOOKING_ROOMS_LIMIT)
    await expect(book(1)).rejects.toSatisfy((error) => refusedByLimit({ status: 'rejected', reason: error }))
    expect(await roomsBooked(arrival)).toBe(BOOKING_ROOMS_LIMIT)
  })

  it('the same form sent twice books once and counts once', async () => {
    const email = `doppelt-${run}@example.com`
    const offer = offerFor(night())
    const form = formFor(email, await quoteTotal(offer))
    const site = caller(`doppelt-${run}`)
    const first = await site.booking.book({ offer, form })
    for (let i = 0; i < BOOKING_LIMIT + 1; i++)
      expect(await site.booking.book({ offer, form })).toEqual(first)
    // The repeats took nothing: the client still has its other bookings.
    const other = offerFor(night())
    await site.booking.book({ offer: other, form: formFor(email, await quoteTotal(other)) })
    expect(await foldersOf(email)).toHaveLength(2)
  })

  describe('a customer whose address strangers used up', () => {
    let customer: Customer
    beforeAll(async () => {
      customer = await createCustomer('Klara')
    })
    afterAll(async () => {
      await customer?.remove()
    })

    it('still books signed in with their own address (counted per account)', async () => {
      const offer = offerFor(night())
      const total = await quoteTotal(offer)
      const strangers = await Promise.allSettled(
        Array.from({ length: BOOKING_LIMIT + 2 }, (_, i) =>
          caller(`fremd-${i}-${run}`).booking.book({ offer, form: formFor(customer.email, total) }),
        ),
      )
      expect(strangers.filter(refusedByLimit)).toHaveLength(2)
      const { accessToken } = await passwordLogin(customer.email, customer.password)
      const own = await caller(`klara-${run}`, accessToken).booking.book({
        offer,
        form: formFor(customer.email, total),
      })
      expect(own.number).toMatch(FOLDER_NUMBER)
      const folders = await foldersOf(customer.email)
      // Hers; the strangers' bookings stay guest bookings, nothing was attached unasked.
      expect(folders.filter((folder) => folder.user === customer.id).map((f) => f.number)).toEqual([
        own.number,
      ])
      expect(folders.filter((folder) => folder.user === null)).toHaveLength(BOOKING_LIMIT)
    })
  })
})

describe('booking numbers', () => {
  it('are drawn from 32^8 per year, and a wrong number answers like a wrong address', async () => {
    const email = `nummer-${run}@example.com`
    const offer = offerFor(night())
    const booked = await caller(`nummer-${run}`).booking.book({
      offer,
      form: formFor(email, await quoteTotal(offer)),
    })
    expect(booked.number).toMatch(/^RP-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    const wrongNumber = booked.number.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
    // Straight against Directus: the same status and text.
    const byAddress = await call(staticToken, 'POST', '/booking/lookup', {
      number: booked.number,
      email: 'x@example.com',
    })
    const byNumber = await call(staticToken, 'POST', '/booking/lookup', { number: wrongNumber, email })
    expect(byAddress.status).toBe(404)
    expect(byNumber).toEqual(byAddress)
    // Through the site's caller: nothing either way.
    expect(
      await caller(`nummer-a-${run}`).booking.lookup({ number: booked.number, email: 'x@example.com' }),
    ).toBeNull()
    expect(await caller(`nummer-b-${run}`).booking.lookup({ number: wrongNumber, email })).toBeNull()
    expect((await caller(`nummer-c-${run}`).booking.lookup({ number: booked.number, email }))?.number).toBe(
      booked.number,
    )
  })
})

describe('the booking form', () => {
  let web: { site: string; stop: () => Promise<void> }
  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: staticToken,
      AUTH_RATE_LIMIT: '1000',
      BOOKING_LIMIT: undefined,
      BOOKING_ROOMS_LIMIT: undefined,
    })
  }, 60_000)
  afterAll(async () => {
    await web?.stop()
  })

  it('beyond the limit shows the form again with 429, Retry-After and what was typed; nothing is held', async () => {
    const { BOOKING_LIMIT } = getEnv()
    const arrival = night()
    const offer = offerFor(arrival)
    const total = await quoteTotal(offer)
    const email = `formular-${run}@example.com`
    const statuses: number[] = []
    let refused: Response | undefined
    for (let i = 0; i < BOOKING_LIMIT + 2; i++) {
      const answer = await postForm(
        web.site,
        bookingPageHref(offer),
        bookingFormFields({
          email,
          street: `Formularweg ${i + 1}`,
          idempotencyKey: randomUUID(),
          expectedTotal: total,
        }),
      )
      statuses.push(answer.status)
      if (answer.status === 429) refused = answer
    }
    expect(statuses).toEqual([...Array(BOOKING_LIMIT).fill(303), 429, 429])
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    const page = await refused!.text()
    expect(page).toContain('Von Ihnen sind in kurzer Zeit bereits mehrere Buchungen eingegangen.')
    expect(page).toContain(`Formularweg ${BOOKING_LIMIT + 2}`)
    expect(await roomsBooked(arrival)).toBe(BOOKING_LIMIT)
  })

  it('a booking made with somebody else’s address reaches their account only through the mailed link', async () => {
    const victim = await createCustomer('Opfer')
    try {
      // A stranger books with the customer's address: the customer gets the mail, not the booking.
      const offer = offerFor(night())
      const planted = await caller(`pflanzer-${run}`).booking.book({
        offer,
        form: formFor(victim.email, await quoteTotal(offer)),
      })
      const { accessToken } = await passwordLogin(victim.email, victim.password)
      const account = caller(`opfer-${run}`, accessToken)
      expect(await account.folder.syncWithMyJackForUser()).toEqual({ attached: 0 })
      expect(await account.booking.folders()).toEqual([])

      // The mail's link: opening it changes nothing; its button confirms the address.
      const mail = await inbox.waitForMail({ to: victim.email, subject: /Buchungsbestätigung/ })
      const link = new URL(mail.links.find((href) => href.includes('/hotel/buchen/adresse-bestaetigen'))!)
      expect(link.searchParams.get('vorgang')).toBe(planted.number)
      const path = `${link.pathname}${link.search}`
      const page = await fetch(`${web.site}${path}`, { headers: BROWSER_HEADERS })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('E-Mail-Adresse bestätigen')
      expect(await account.folder.syncWithMyJackForUser()).toEqual({ attached: 0 })

      const wrong = await postForm(web.site, path, {
        vorgang: planted.number,
        code: 'A'.repeat(22),
      })
      expect(wrong.status).toBe(404)
      expect(await wrong.text()).toContain('Dieser Bestätigungslink ist ungültig.')

      const confirmed = await postForm(web.site, path, {
        vorgang: planted.number,
        code: link.searchParams.get('code')!,
      })
      expect(confirmed.status).toBe(200)
      expect(await confirmed.text()).toContain('Ihre E-Mail-Adresse ist bestätigt.')
      // Confirmed by the address's owner: at the next sign-in it is theirs.
      expect(await account.folder.syncWithMyJackForUser()).toEqual({ attached: 1 })
      expect((await account.booking.folders()).map((folder) => folder.number)).toEqual([planted.number])
    } finally {
      await victim.remove()
    }
  })
})
