import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FOLDER_NUMBER } from '../../core/booking'
import { addDays, todayInGermany } from '../../core/hotel-search'
import { passwordLogin } from '../../server/directus'
import { createContext } from '../../trpc/context'
import type { Offer } from '../../trpc/hotel-offers'
import { appRouter } from '../../trpc/router'
import {
  adminData as admin,
  createCustomer,
  directusCall as call,
  type Customer,
} from '../support/directus-admin'
import { connectInbox, inOrder, visibleText } from '../support/smtp'

// The booking endpoint extension (directus/extensions/reiseportal/src/booking) against the real Directus, with
// a hotel of the test's own so that nothing depends on the seed's randomness.
process.env.SESSION_SECRET ??= randomUUID() + randomUUID()
const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const run = randomUUID().slice(0, 8)

const arrival = addDays(todayInGermany(), 30)
const departure = addDays(arrival, 3)
const stay = { arrival, departure, nights: 3, rooms: 1, adults: 2, childrenAges: [5] }

let hotelId: number
let roomTypeId: number
let rateId: number
let strictRateId: number
let scarceRoomTypeId: number
let scarceRateId: number

const offer = (overrides: Record<string, unknown> = {}) => ({
  hotel: hotelId,
  room_type: roomTypeId,
  rate: rateId,
  arrival,
  departure,
  rooms: 1,
  adults: 2,
  children_ages: [5],
  ...overrides,
})

const guest = (email: string, overrides: Record<string, unknown> = {}) => ({
  guest: {
    salutation: 'frau',
    first_name: 'Erika',
    last_name: 'Mustermann',
    email,
    phone: '+49 451 123456',
    street: 'Holstenstraße 1',
    postal_code: '23552',
    city: 'Lübeck',
    country: 'Deutschland',
  },
  travellers: [
    { first_name: 'Max', last_name: 'Mustermann' },
    { first_name: 'Lina', last_name: 'Mustermann' },
  ],
  payment_method: 'invoice',
  idempotency_key: randomUUID(),
  ...overrides,
})

/** A mail's words with every kind of space as one space. */
const mailText = (mail: { html: string | null; text: string }) =>
  (mail.html ?? mail.text).replace(/\s+/g, ' ')

async function quoteTotal(overrides: Record<string, unknown> = {}) {
  const answer = await call(staticToken, 'POST', '/booking/quote', offer(overrides))
  expect(answer.status).toBe(200)
  return (answer.data as { total: number }).total
}

async function roomsBooked(roomType: number, night: string) {
  const rows = await admin<Array<{ rooms_booked: number }>>(
    'GET',
    `/items/inventory?filter[slot][_eq]=${roomType}:${night}&fields=rooms_booked`,
  )
  return rows[0]?.rooms_booked ?? 0
}

beforeAll(async () => {
  const region = (await admin<Array<{ id: number }>>('GET', '/items/regions?limit=1&fields=id'))[0]!.id
  const hotel = await admin<{ id: number }>('POST', '/items/hotels', {
    status: 'published',
    slug: `buchungstest-${run}`,
    name: `Buchungstest ${run}`,
    stars: 4,
    region,
    city: 'Lübeck',
    tourist_tax: 2.5,
    price_from: 100,
    check_in: '15:00',
    check_out: '11:00',
  })
  hotelId = hotel.id
  const room = await admin<{ id: number }>('POST', '/items/room_types', {
    hotel: hotelId,
    name: 'Doppelzimmer',
    max_adults: 2,
    max_children: 1,
    max_occupancy: 3,
    allotment: 10,
  })
  roomTypeId = room.id
  const season = { season_from: todayInGermany(), season_to: addDays(todayInGermany(), 400) }
  rateId = (
    await admin<{ id: number }>('POST', '/items/rates', {
      room_type: roomTypeId,
      name: 'Flexibel',
      board: 'breakfast',
      price_per_night: 100,
      free_cancellation_days: 3,
      min_nights: 1,
      ...season,
    })
  ).id
  strictRateId = (
    await admin<{ id: number }>('POST', '/items/rates', {
      room_type: roomTypeId,
      name: 'Spartarif',
      board: 'room_only',
      price_per_night: 80,
      free_cancellation_days: null,
      min_nights: 1,
      ...season,
    })
  ).id
  const scarce = await admin<{ id: number }>('POST', '/items/room_types', {
    hotel: hotelId,
    name: 'Suite',
    max_adults: 2,
    max_children: 0,
    max_occupancy: 2,
    allotment: 5,
  })
  scarceRoomTypeId = scarce.id
  scarceRateId = (
    await admin<{ id: number }>('POST', '/items/rates', {
      room_type: scarceRoomTypeId,
      name: 'Flexibel',
      board: 'breakfast',
      price_per_night: 200,
      free_cancellation_days: 1,
      min_nights: 1,
      ...season,
    })
  ).id
}, 60_000)

afterAll(async () => {
  if (!hotelId) return
  // On PostgreSQL the bookings' foreign keys keep a booked hotel from being deleted: they go first.
  await call(adminToken, 'DELETE', '/items/bookings', { query: { filter: { hotel: { _eq: hotelId } } } })
  await call(adminToken, 'DELETE', `/items/hotels/${hotelId}`)
})

describe('booking extension', () => {
  it("quotes the same figures as the hotel's offer list shows", async () => {
    const answer = await call(staticToken, 'POST', '/booking/quote', offer())
    expect(answer.status).toBe(200)
    const params = new URLSearchParams({
      arrival,
      departure,
      adults: String(stay.adults),
      children: String(stay.childrenAges.length),
      rooms: String(stay.rooms),
      today: todayInGermany(),
    })
    const page = await call(staticToken, 'GET', `/catalogue/hotels/${hotelId}?${params}`)
    const { offers } = page.data as { offers: Offer[] }
    const expected = offers.find((candidate) => candidate.rateId === rateId)
    expect(expected).toMatchObject({ available: true, roomsLeft: 10 })
    expect(answer.data).toMatchObject({
      total: expected!.total,
      room_price: expected!.roomPrice,
      tourist_tax: expected!.touristTax,
      free_cancellation_until: expected!.freeCancellationUntil,
      rooms_left: 10,
      nights: 3,
    })
    expect(expected!.total).toBe(322.5) // 3 × 100 + 3 persons × 3 nights × 2.50
  })

  it('refuses callers without a token and wrong offers with a German message', async () => {
    expect((await call(null, 'POST', '/booking/quote', offer())).status).toBe(401)
    const past = await call(
      staticToken,
      'POST',
      '/booking/quote',
      offer({ arrival: '2020-01-01', departure: '2020-01-03' }),
    )
    expect(past.status).toBe(400)
    expect(past.error?.message).toBe('Das Anreisedatum liegt in der Vergangenheit.')
    const crowded = await call(
      staticToken,
      'POST',
      '/booking/quote',
      offer({ adults: 3, children_ages: [4, 6] }),
    )
    expect(crowded.status).toBe(400)
    const foreignRate = await call(staticToken, 'POST', '/booking/quote', offer({ rate: scarceRateId }))
    expect(foreignRate.status).toBe(404)
    const garbage = await call(staticToken, 'POST', '/booking/quote', { hotel: '1; drop table', rooms: -1 })
    expect(garbage.status).toBe(400)
  })

  it('books as a guest once per form, takes the rooms, and mails the confirmation with a calendar file', async () => {
    const email = `gast-${run}@example.com`
    const total = await quoteTotal()
    const body = { ...offer(), ...guest(email), expected_total: total }
    const first = await call(staticToken, 'POST', '/booking/book', body)
    expect(first.status).toBe(200)
    const folder = (first.data as { folder: { id: string; number: string; email: string } }).folder
    expect(folder.number).toMatch(FOLDER_NUMBER)
    // The same form again (double click, back button, retry): the same folder, booked once.
    const again = await call(staticToken, 'POST', '/booking/book', body)
    expect((again.data as { folder: { id: string } }).folder.id).toBe(folder.id)
    const bookings = await admin<Array<{ status: string; price_total: number | string }>>(
      'GET',
      `/items/bookings?filter[folder][_eq]=${folder.id}&fields=status,price_total`,
    )
    expect(bookings).toHaveLength(1)
    expect(bookings[0]).toMatchObject({ status: 'confirmed' })
    expect(Number(bookings[0]!.price_total)).toBe(total)
    expect(await roomsBooked(roomTypeId, arrival)).toBe(1)

    const mail = await connectInbox().waitForMail({ to: email, subject: /Buchungsbestätigung/ })
    expect(mail.html).toContain(folder.number)
    expect(mail.html).toContain('Ihre Buchung ist bestätigt')
    // What the guest reads: every sentence of the mail, in order, around the booking's values.
    expect(visibleText(mail)).toMatch(
      inOrder(
        'Reiseportal Ihre Buchung ist bestätigt Sehr geehrte Frau Mustermann, vielen Dank für Ihre Buchung bei Reiseportal. Das Hotel hält Ihr Zimmer bereit. Im Anhang finden Sie Ihren Voucher als PDF – bitte legen Sie ihn bei der Anreise vor – und eine Kalenderdatei für Ihren Aufenthalt.',
        `Ihre Buchung Vorgangsnummer ${folder.number} Status Bestätigt Zimmer 1 × `,
        ' Verpflegung ',
        ' Anreise ',
        ' Abreise ',
        ' Reisende 2 Erwachsene, 1 Kind (5 Jahre) Namen Erika Mustermann, Max Mustermann, Lina Mustermann Gesamtpreis ',
        ' (inkl. Kurtaxe) Zahlungsart Rechnung / Überweisung Ihr Hotel ',
        ' Stornierung Kostenlos stornierbar bis einschließlich ',
        '; danach fallen Stornokosten an. Zahlung Bitte überweisen Sie ',
        ' auf dieses Konto und geben Sie als Verwendungszweck Ihre Vorgangsnummer an: Kontoinhaber: ',
        ` Fällig bis: `,
        ' Buchung verwalten Den Stand Ihrer Buchung sehen Sie jederzeit mit Vorgangsnummer und E-Mail-Adresse; dort können Sie auch stornieren und den Voucher erneut herunterladen. Buchung verwalten Oder kopieren Sie diese Adresse in Ihren Browser: ',
        `/hotel/buchen/status/${folder.number} Sie haben ein Kundenkonto bei uns oder möchten eines anlegen? Dann bestätigen Sie bitte Ihre E-Mail-Adresse: E-Mail-Adresse bestätigen. Danach erscheint diese Buchung in Ihrem Konto mit dieser Adresse. Haben Sie nicht selbst gebucht, öffnen Sie den Link bitte nicht und melden Sie sich bei uns. Für Hotelbuchungen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Viele Grüße Ihr Reiseportal-Team Diese E-Mail wurde automatisch versendet; bitte antworten Sie nicht darauf. ${process.env.SITE_URL}`,
      ),
    )
    const calendar = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'))
    expect(calendar?.content).toContain('BEGIN:VEVENT')
    expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${arrival.replace(/-/g, '')}`)
  })

  it('books nothing when the price changed since the form was shown', async () => {
    const email = `preis-${run}@example.com`
    const answer = await call(staticToken, 'POST', '/booking/book', {
      ...offer(),
      ...guest(email),
      expected_total: 1,
    })
    expect(answer.status).toBe(409)
    expect(answer.error?.extensions?.code).toBe('PRICE_CHANGED')
    expect(answer.error?.extensions?.quote?.total).toBe(await quoteTotal())
    expect(await admin<unknown[]>('GET', `/items/folders?filter[email][_eq]=${email}`)).toHaveLength(0)
  })

  it('takes nothing when one night of the stay is full (all nights or none)', async () => {
    const dates = { arrival: addDays(arrival, 40), departure: addDays(arrival, 43) }
    const lastNight = addDays(dates.arrival, 2)
    await admin('POST', '/items/inventory', {
      room_type: roomTypeId,
      night: lastNight,
      rooms_booked: 0,
      closed: true,
      slot: `${roomTypeId}:${lastNight}`,
    })
    try {
      const answer = await call(staticToken, 'POST', '/booking/book', {
        ...offer(dates),
        ...guest(`voll-${run}@example.com`),
        // The price the stay would have had: the closed night, not the price, refuses it.
        expected_total: 322.5,
      })
      expect(answer.status).toBe(409)
      expect(answer.error?.extensions?.code).toBe('SOLD_OUT')
      expect(answer.error?.message).toBe('Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar.')
      expect(await roomsBooked(roomTypeId, dates.arrival)).toBe(0)
      expect(await roomsBooked(roomTypeId, addDays(dates.arrival, 1))).toBe(0)
    } finally {
      const rows = await admin<Array<{ id: number }>>(
        'GET',
        `/items/inventory?filter[slot][_eq]=${roomTypeId}:${lastNight}&fields=id`,
      )
      for (const row of rows) await admin('PATCH', `/items/inventory/${row.id}`, { closed: false })
    }
  })

  it('200 concurrent attempts for the last 5 rooms: exactly 5 bookings, 195 clear refusals', async () => {
    const night = addDays(arrival, 10)
    const scarce = {
      room_type: scarceRoomTypeId,
      rate: scarceRateId,
      arrival: night,
      departure: addDays(night, 1),
      adults: 2,
      children_ages: [],
    }
    const total = await quoteTotal(scarce)
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(staticToken, 'POST', '/booking/book', {
          ...offer(scarce),
          ...guest(`ansturm-${run}-${i}@example.com`, {
            travellers: [{ first_name: 'Max', last_name: 'Muster' }],
          }),
          expected_total: total,
        }),
      ),
    )
    const seconds = (performance.now() - started) / 1000
    console.log(`200 concurrent booking attempts for 5 rooms took ${seconds.toFixed(1)} s`)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(refused).toHaveLength(195)
    expect(new Set(refused.map((answer) => answer.error?.message))).toEqual(
      new Set(['Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar.']),
    )
    expect(await roomsBooked(scarceRoomTypeId, night)).toBe(5)
    expect(
      await admin<unknown[]>('GET', `/items/folders?filter[email][_starts_with]=ansturm-${run}&limit=-1`),
    ).toHaveLength(5)
  }, 120_000)

  it('a guest looks up with number and e-mail; a wrong address reveals nothing', async () => {
    const email = `suche-${run}@example.com`
    const booked = await call(staticToken, 'POST', '/booking/book', {
      ...offer(),
      ...guest(email),
      expected_total: await quoteTotal(),
    })
    const { number } = (booked.data as { folder: { number: string } }).folder
    const found = await call(staticToken, 'POST', '/booking/lookup', { number, email: email.toUpperCase() })
    expect(found.status).toBe(200)
    expect((found.data as { bookings: Array<{ status: string }> }).bookings[0]?.status).toBe('confirmed')
    const wrong = await call(staticToken, 'POST', '/booking/lookup', { number, email: 'jemand@example.com' })
    const unknown = await call(staticToken, 'POST', '/booking/lookup', { number: 'RP-2026-999999', email })
    expect(wrong.status).toBe(404)
    expect(wrong).toEqual(unknown)
  })

  it('cancels only at the cost the caller confirmed: free within the period (rooms go back), otherwise a request at the total price; twice changes nothing', async () => {
    const email = `storno-${run}@example.com`
    const night = addDays(arrival, 20)
    const dates = { arrival: night, departure: addDays(night, 2) }
    const before = await roomsBooked(roomTypeId, night)
    const booked = await call(staticToken, 'POST', '/booking/book', {
      ...offer(dates),
      ...guest(email),
      expected_total: await quoteTotal(dates),
    })
    const { number } = (booked.data as { folder: { number: string } }).folder
    const lookup = await call(staticToken, 'POST', '/booking/lookup', { number, email })
    const bookingId = (lookup.data as { bookings: Array<{ id: string }> }).bookings[0]!.id
    expect(await roomsBooked(roomTypeId, night)).toBe(before + 1)

    const wrongProof = await call(staticToken, 'POST', '/booking/cancel', {
      booking: bookingId,
      number,
      email: 'x@example.com',
    })
    expect(wrongProof.status).toBe(404)
    // A single request without the confirmed cost, or with another cost, cancels nothing.
    const unconfirmed = await call(staticToken, 'POST', '/booking/cancel', {
      booking: bookingId,
      number,
      email,
    })
    expect(unconfirmed.status).toBe(400)
    const otherCost = await call(staticToken, 'POST', '/booking/cancel', {
      booking: bookingId,
      number,
      email,
      expected_fee: 100,
    })
    expect(otherCost.status).toBe(409)
    expect(await roomsBooked(roomTypeId, night)).toBe(before + 1)
    const cancelled = await call(staticToken, 'POST', '/booking/cancel', {
      booking: bookingId,
      number,
      email,
      expected_fee: 0,
    })
    expect(cancelled.data).toEqual({ status: 'cancelled', fee: 0 })
    expect(await roomsBooked(roomTypeId, night)).toBe(before)
    const twice = await call(staticToken, 'POST', '/booking/cancel', {
      booking: bookingId,
      number,
      email,
      expected_fee: 0,
    })
    expect(twice.data).toEqual({ status: 'cancelled' })
    expect(await roomsBooked(roomTypeId, night)).toBe(before)
    const mail = await connectInbox().waitForMail({ to: email, subject: /Ihre Stornierung/ })
    expect(mailText(mail)).toContain('Stornokosten: 0,00 €')
    expect(mailText(mail)).not.toContain('danach fallen Stornokosten an')

    const strict = { rate: strictRateId, ...dates }
    const strictBooked = await call(staticToken, 'POST', '/booking/book', {
      ...offer(strict),
      ...guest(email),
      expected_total: await quoteTotal(strict),
    })
    const strictNumber = (strictBooked.data as { folder: { number: string } }).folder.number
    const strictLookup = await call(staticToken, 'POST', '/booking/lookup', { number: strictNumber, email })
    const strictBooking = (
      strictLookup.data as { bookings: Array<{ id: string; price_total: number | string }> }
    ).bookings[0]!
    const fee = Math.round(Number(strictBooking.price_total) * 100)
    expect(fee).toBeGreaterThan(0)
    const free = await call(staticToken, 'POST', '/booking/cancel', {
      booking: strictBooking.id,
      number: strictNumber,
      email,
      expected_fee: 0,
    })
    expect(free.status).toBe(409)
    const requested = await call(staticToken, 'POST', '/booking/cancel', {
      booking: strictBooking.id,
      number: strictNumber,
      email,
      expected_fee: fee,
    })
    expect(requested.data).toEqual({ status: 'cancellation_requested', fee })
    const requestMail = await connectInbox().waitForMail({ to: email, subject: /Stornierungsanfrage/ })
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(fee / 100)
    expect(mailText(requestMail)).toContain(`Stornokosten: ${euro.replace(/\s/g, ' ')}`)
    expect(mailText(requestMail)).not.toMatch(/melden uns mit den Stornokosten|danach fallen Stornokosten an/)
  })

  describe('customers', () => {
    let anna: Customer
    let ben: Customer
    let annaToken: string
    let benToken: string
    let annaFolder: string
    let annaBooking: string

    beforeAll(async () => {
      ;[anna, ben] = await Promise.all([createCustomer('Anna'), createCustomer('Ben')])
      annaToken = (await passwordLogin(anna.email, anna.password)).accessToken
      benToken = (await passwordLogin(ben.email, ben.password)).accessToken
      const booked = await call(annaToken, 'POST', '/booking/book', {
        ...offer(),
        ...guest(anna.email),
        expected_total: await quoteTotal(),
      })
      expect(booked.status).toBe(200)
      annaFolder = (booked.data as { folder: { id: string } }).folder.id
      const bookings = await admin<Array<{ id: string }>>(
        'GET',
        `/items/bookings?filter[folder][_eq]=${annaFolder}&fields=id`,
      )
      annaBooking = bookings[0]!.id
    }, 60_000)

    afterAll(async () => {
      await ben?.remove()
    })

    it('a signed-in customer books as themselves and reads the folder with their own token', async () => {
      const own = await call(annaToken, 'GET', `/items/folders/${annaFolder}?fields=id,user`)
      expect(own.status).toBe(200)
      expect(own.data).toMatchObject({ id: annaFolder, user: anna.id })
    })

    it('nobody else can read, cancel or download it, straight against Directus', async () => {
      expect((await call(benToken, 'GET', `/items/folders/${annaFolder}`)).status).toBe(403)
      expect((await call(benToken, 'GET', `/items/bookings/${annaBooking}`)).status).toBe(403)
      expect((await call(benToken, 'GET', `/items/folders?filter[id][_eq]=${annaFolder}`)).data).toEqual([])
      expect(
        (await call(benToken, 'POST', '/booking/cancel', { booking: annaBooking, expected_fee: 0 })).status,
      ).toBe(404)
      expect((await call(benToken, 'GET', `/booking/documents/${annaBooking}/bestaetigung.pdf`)).status).toBe(
        404,
      )
      // The web server's token reads nothing personal either.
      expect((await call(staticToken, 'GET', `/items/bookings/${annaBooking}`)).status).toBe(403)
      expect((await call(staticToken, 'GET', `/items/folders/${annaFolder}`)).status).toBe(403)
    })

    it("the site's router lists her folders newest first and reads each by its id, nobody else's", async () => {
      const second = await call(annaToken, 'POST', '/booking/book', {
        ...offer(),
        ...guest(anna.email),
        expected_total: await quoteTotal(),
      })
      expect(second.status).toBe(200)
      const secondFolder = (second.data as { folder: { id: string } }).folder.id
      const site = appRouter.createCaller(createContext({ accessToken: annaToken }))
      expect((await site.booking.folders()).map((folder) => folder.id)).toEqual([secondFolder, annaFolder])
      expect((await site.booking.folder({ id: annaFolder })).id).toBe(annaFolder)
      expect((await site.booking.folder({ id: secondFolder })).id).toBe(secondFolder)
      const benSite = appRouter.createCaller(createContext({ accessToken: benToken }))
      await expect(benSite.booking.folder({ id: annaFolder })).rejects.toMatchObject({ code: 'NOT_FOUND' })
      expect(await benSite.booking.folders()).toEqual([])
    })

    it('serves the confirmation as PDF and calendar file to its owner', async () => {
      const pdf = await fetch(`${directusUrl}/booking/documents/${annaBooking}/bestaetigung.pdf`, {
        headers: { authorization: `Bearer ${annaToken}` },
      })
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-type')).toContain('application/pdf')
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
      const ics = await fetch(`${directusUrl}/booking/documents/${annaBooking}/kalender.ics`, {
        headers: { authorization: `Bearer ${annaToken}` },
      })
      expect(await ics.text()).toContain('BEGIN:VCALENDAR')
    })

    it('exports the account data and deletes the account after the password, keeping the booking anonymised', async () => {
      const exported = await call(annaToken, 'POST', '/booking/export')
      expect(exported.status).toBe(200)
      const data = exported.data as { account: { email: string }; folders: Array<{ id: string }> }
      expect(data.account.email).toBe(anna.email)
      expect(data.folders.map((folder) => folder.id)).toContain(annaFolder)
      const notice = await connectInbox().waitForMail({
        to: anna.email,
        subject: 'Ihre Daten wurden heruntergeladen',
      })
      expect(notice.text.replace(/\s+/g, ' ')).toContain('Buchungen, gespeicherten Reisen und Anfragen')

      const wrong = await call(annaToken, 'POST', '/booking/delete-account', { password: 'falsch' })
      expect(wrong.status).toBe(400)
      expect(wrong.error?.message).toBe('Das Passwort stimmt nicht.')
      const deleted = await call(annaToken, 'POST', '/booking/delete-account', { password: anna.password })
      expect(deleted.status).toBe(200)
      expect(await admin<unknown[]>('GET', `/users?filter[id][_eq]=${anna.id}`)).toEqual([])
      const folder = await admin<{ user: string | null; email: string; number: string }>(
        'GET',
        `/items/folders/${annaFolder}?fields=user,email,number`,
      )
      expect(folder.user).toBeNull()
      expect(folder.email).not.toBe(anna.email)
      const booking = await admin<{ lead: unknown; price_total: unknown }>(
        'GET',
        `/items/bookings/${annaBooking}?fields=lead,price_total`,
      )
      expect(booking.lead).toBeNull()
      expect(Number(booking.price_total)).toBeGreaterThan(0)
      await connectInbox().waitForMail({ to: anna.email, subject: 'Ihr Konto ist gelöscht' })
    })
  })
})
