import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import {
  adminData as admin,
  createCustomer,
  directusCall as call,
  type Customer,
} from '../support/directus-admin'
import { connectInbox } from '../support/smtp'

// The enquiry endpoint (directus/extensions/reiseportal/src/enquiry) and the enquiry policies, straight against
// the real Directus, on a round trip of the test's own.
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const run = randomUUID().slice(0, 8)
const today = todayInGermany()

async function login(customer: Customer): Promise<string> {
  const answer = await call(null, 'POST', '/auth/login', {
    email: customer.email,
    password: customer.password,
    mode: 'json',
  })
  return (answer.data as { access_token: string }).access_token
}

interface Row {
  id: string
  user: string | null
  departure: number
  adults: number
  children: number
  children_ages: number[]
  room: string
  price_total: number | string | null
  waitlist: boolean
  status: string
  first_name: string
  message: string | null
}

/** The enquiries of an e-mail address, as the travel company sees them. */
const enquiriesOf = (email: string) =>
  admin<Row[]>('GET', `/items/enquiries?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`)

const fx = {
  trip: 0,
  draftTrip: 0,
  departures: {} as Record<'open' | 'few' | 'full' | 'past' | 'cancelled' | 'draft', number>,
  a: {} as Customer,
  b: {} as Customer,
  tokenA: '',
  tokenB: '',
}

const enquiry = (departure: number, email: string, overrides: Record<string, unknown> = {}) => ({
  departure,
  adults: 2,
  children_ages: [9],
  room: 'double',
  salutation: 'frau',
  first_name: 'Erika',
  last_name: 'Mustermann',
  email,
  phone: '+49 30 1234567',
  message: 'Gibt es noch Plätze am Fenster?',
  ...overrides,
})

async function createTrip(status: string, suffix: string) {
  const trip = await admin<{ id: number }>('POST', '/items/round_trips', {
    status,
    slug: `anfragetest-${suffix}-${run}`,
    title: `Anfragetest ${suffix} ${run}`,
    country: 'Island',
  })
  const variant = await admin<{ id: number }>('POST', '/items/round_trip_variants', {
    round_trip: trip.id,
    slug: `anfragetest-${suffix}-${run}-klassik`,
    title: 'Anfragetest Klassik – 8 Tage',
    days: 8,
  })
  return { trip: trip.id, variant: variant.id }
}

async function createDeparture(variant: number, startInDays: number, overrides: Record<string, unknown>) {
  const start = addDays(today, startInDays)
  const created = await admin<{ id: number }>('POST', '/items/departures', {
    variant,
    start_date: start,
    end_date: addDays(start, 7),
    price_per_person: 2199,
    single_supplement: 390,
    seats_total: 20,
    seats_left: 10,
    status: 'bookable',
    ...overrides,
  })
  return created.id
}

beforeAll(async () => {
  const published = await createTrip('published', 'offen')
  const draft = await createTrip('draft', 'entwurf')
  fx.trip = published.trip
  fx.draftTrip = draft.trip
  fx.departures = {
    open: await createDeparture(published.variant, 40, {}),
    few: await createDeparture(published.variant, 47, { status: 'few_seats', seats_left: 2 }),
    full: await createDeparture(published.variant, 54, { status: 'sold_out', seats_left: 0 }),
    past: await createDeparture(published.variant, -3, {}),
    cancelled: await createDeparture(published.variant, 61, { status: 'cancelled' }),
    draft: await createDeparture(draft.variant, 40, {}),
  }
  ;[fx.a, fx.b] = await Promise.all([createCustomer('Anna'), createCustomer('Bert')])
  ;[fx.tokenA, fx.tokenB] = await Promise.all([login(fx.a), login(fx.b)])
}, 60_000)

afterAll(async () => {
  const rows = await admin<Array<{ id: string }>>(
    'GET',
    `/items/enquiries?filter[email][_contains]=${run}&fields=id&limit=-1`,
  )
  if (rows.length)
    await call(
      adminToken,
      'DELETE',
      '/items/enquiries',
      rows.map((row) => row.id),
    )
  for (const customer of [fx.a, fx.b]) if (customer.id) await customer.remove()
  await call(adminToken, 'DELETE', '/items/round_trips', [fx.trip, fx.draftTrip].filter(Boolean))
})

describe('enquiry endpoint', () => {
  it('files a guest enquiry without an account and mails the visitor and the travel company', async () => {
    const email = `gast-${run}@example.com`
    const answer = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.open, email, {
        first_name: 'Erika & Co',
        message: 'Zwei Fragen:\nFenster & Gang?',
      }),
    )
    expect(answer.status).toBe(200)
    const { id, waitlist } = answer.data as { id: string; waitlist: boolean }
    expect(waitlist).toBe(false)
    const [row] = await enquiriesOf(email)
    expect(row).toMatchObject({
      id,
      user: null,
      departure: fx.departures.open,
      adults: 2,
      children: 1,
      children_ages: [9],
      room: 'double',
      waitlist: false,
      status: 'new',
    })

    const reference = id.slice(0, 8).toUpperCase()
    const inbox = connectInbox()
    const visitorMail = await inbox.waitForMail({ to: email, subject: new RegExp(`Anfrage ${reference}`) })
    expect(visitorMail.subject).toBe(`Ihre Anfrage: Anfragetest offen ${run} (Anfrage ${reference})`)
    expect(visitorMail.html).toContain('Vielen Dank für Ihre Anfrage')
    expect(visitorMail.html).toContain('Sehr geehrte Frau Mustermann')
    expect(visitorMail.html).toContain('2 Erwachsene, 1 Kind (9 Jahre)')
    expect(visitorMail.html).toMatch(/2\.199,00\s€/)
    // the whole party's price in its rooms: the child shares a double room, the second adult a single one
    expect(visitorMail.html).toContain('Doppelzimmer (1 Doppelzimmer + 1 Einzelzimmer)')
    expect(visitorMail.html).toMatch(/Reisepreis für alle<\/strong><\/td><td>6\.987,00\s€/)
    expect(Number(row!.price_total)).toBe(3 * 2199 + 390)
    expect(visitorMail.html).toContain('/formblatt-pauschalreise')
    const companyMail = await inbox.waitForMail(
      (mail) => mail.subject.includes(`Neue Anfrage ${reference}`) && !mail.to.includes(email),
    )
    // What the visitor typed reaches the company escaped, never as markup.
    expect(companyMail.html).toContain('Erika &amp; Co Mustermann')
    expect(companyMail.html).toContain('Fenster &amp; Gang?')
    expect(companyMail.html).toContain('ohne Anmeldung')
  })

  it("never files the web server's enquiry for an account, whatever the body says", async () => {
    const email = `untergeschoben-${run}@example.com`
    const answer = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.open, email, { user: fx.a.id }),
    )
    expect(answer.status).toBe(200)
    expect((await enquiriesOf(email)).map((row) => row.user)).toEqual([null])

    // Straight through the items API the server's token cannot name an account at all.
    const forged = await call(staticToken, 'POST', '/items/enquiries', {
      departure: fx.departures.open,
      last_name: 'Fälschung',
      email: `faelschung-${run}@example.com`,
      user: fx.a.id,
    })
    expect(forged.status).toBe(403)
    expect(await enquiriesOf(`faelschung-${run}@example.com`)).toEqual([])
  })

  it("files a customer's enquiry as theirs, never as someone else's", async () => {
    const email = `anna-${run}@example.com`
    const answer = await call(
      fx.tokenA,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.open, email, { user: fx.b.id }),
    )
    expect(answer.status).toBe(200)
    expect((await enquiriesOf(email)).map((row) => row.user)).toEqual([fx.a.id])
    const forged = await call(fx.tokenA, 'POST', '/items/enquiries', {
      departure: fx.departures.open,
      last_name: 'Fälschung',
      email: `anna-faelschung-${run}@example.com`,
      user: fx.b.id,
    })
    expect([400, 403]).toContain(forged.status)
    expect(await enquiriesOf(`anna-faelschung-${run}@example.com`)).toEqual([])
    const mail = await connectInbox().waitForMail({ to: email })
    expect(mail.subject).toMatch(/^Ihre Anfrage: /)
  })

  it("lets no customer read, change or delete another customer's enquiry", async () => {
    const email = `bert-${run}@example.com`
    await call(fx.tokenB, 'POST', '/enquiry/send', enquiry(fx.departures.open, email))
    const [ofB] = await enquiriesOf(email)
    expect(ofB?.user).toBe(fx.b.id)

    expect((await call(fx.tokenA, 'GET', `/items/enquiries/${ofB!.id}`)).status).toBe(403)
    const filtered = await call(fx.tokenA, 'GET', `/items/enquiries?filter[id][_eq]=${ofB!.id}`)
    expect(filtered.status === 403 || (filtered.data as unknown[]).length === 0).toBe(true)
    const listed = await call(fx.tokenA, 'GET', '/items/enquiries?fields=id,user&limit=-1')
    expect((listed.data as Array<{ user: string }>).every((row) => row.user === fx.a.id)).toBe(true)
    expect(
      (await call(fx.tokenA, 'PATCH', `/items/enquiries/${ofB!.id}`, { message: 'geändert' })).status,
    ).toBe(403)
    expect((await call(fx.tokenA, 'DELETE', `/items/enquiries/${ofB!.id}`)).status).toBe(403)
    // Their own they may read, but not change either.
    const [ofA] = await enquiriesOf(`anna-${run}@example.com`)
    expect((await call(fx.tokenA, 'GET', `/items/enquiries/${ofA!.id}`)).status).toBe(200)
    expect((await call(fx.tokenA, 'PATCH', `/items/enquiries/${ofA!.id}`, { message: 'x' })).status).toBe(403)
    // The server's token reads none at all.
    const server = await call(staticToken, 'GET', `/items/enquiries/${ofB!.id}`)
    expect(server.status).toBe(403)
    expect((await enquiriesOf(email))[0]?.message).toBe('Gibt es noch Plätze am Fenster?')
  })

  it('prices the rooms the departure offers for the party, and refuses a room it does not offer', async () => {
    const email = `zimmer-${run}@example.com`
    // The open departure has no child price: no family room, as the page says.
    const refused = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.open, email, { room: 'family' }),
    )
    expect(refused.status).toBe(400)
    expect(refused.error).toMatchObject({
      message:
        'Familienzimmer passt nicht zu Ihren Reisenden oder wird für diesen Termin nicht angeboten. Möglich: Doppelzimmer.',
      extensions: { code: 'ROOM_NOT_OFFERED' },
    })
    // A single room for a child is no room for a child, whatever the departure offers.
    const alone = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.open, email, { room: 'single' }),
    )
    expect(alone.status).toBe(400)
    expect(await enquiriesOf(email)).toEqual([])

    await admin('PATCH', `/items/departures/${fx.departures.open}`, {
      child_price: 1099,
      triple_reduction: 150,
    })
    try {
      const family = await call(
        staticToken,
        'POST',
        '/enquiry/send',
        enquiry(fx.departures.open, email, { room: 'family' }),
      )
      expect(family.status).toBe(200)
      const triple = await call(
        staticToken,
        'POST',
        '/enquiry/send',
        enquiry(fx.departures.open, email, { room: 'triple', children_ages: [13] }),
      )
      expect(triple.status).toBe(200)
      const rows = await enquiriesOf(email)
      expect(rows.map((row) => [row.room, Number(row.price_total)]).sort()).toEqual([
        ['family', 2 * 2199 + 1099],
        ['triple', 3 * (2199 - 150)],
      ])
      const mail = await connectInbox().waitForMail({ to: email, subject: /Ihre Anfrage/ })
      expect(mail.html).toMatch(/Familienzimmer \(1 Familienzimmer\)|Dreibettzimmer \(1 Dreibettzimmer\)/)
    } finally {
      await admin('PATCH', `/items/departures/${fx.departures.open}`, {
        child_price: null,
        triple_reduction: null,
      })
    }
  })

  it('puts enquiries for a full departure on the waiting list', async () => {
    const email = `warteliste-${run}@example.com`
    const answer = await call(staticToken, 'POST', '/enquiry/send', enquiry(fx.departures.full, email))
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({ waitlist: true })
    expect((await enquiriesOf(email))[0]?.waitlist).toBe(true)
    const mail = await connectInbox().waitForMail({ to: email })
    expect(mail.subject).toMatch(/^Ihre Anfrage für die Warteliste: /)
    expect(mail.html).toContain('Sie stehen auf der Warteliste')
  })

  it('refuses departures that are not offered, and parties larger than the seats left', async () => {
    const email = `nicht-angeboten-${run}@example.com`
    for (const departure of [
      fx.departures.past,
      fx.departures.cancelled,
      fx.departures.draft,
      2_000_000_000,
    ]) {
      const answer = await call(staticToken, 'POST', '/enquiry/send', enquiry(departure, email))
      expect(answer.status, String(departure)).toBe(404)
      expect(answer.error?.message).toBe(
        'Diesen Reisetermin gibt es nicht oder er wird nicht mehr angeboten.',
      )
    }
    const crowded = await call(
      staticToken,
      'POST',
      '/enquiry/send',
      enquiry(fx.departures.few, email, { adults: 2, children_ages: [7] }),
    )
    expect(crowded.status).toBe(409)
    expect(crowded.error?.message).toBe(
      'Für diesen Termin sind nur noch 2 Plätze frei. Bitte wählen Sie weniger Reisende oder einen anderen Termin.',
    )
    expect(await enquiriesOf(email)).toEqual([])
  })

  it('refuses anonymous callers and malformed or hostile bodies, writing nothing', async () => {
    const email = `falsch-${run}@example.com`
    expect((await call(null, 'POST', '/enquiry/send', enquiry(fx.departures.open, email))).status).toBe(401)
    for (const overrides of [
      { adults: 0 },
      { adults: '2' },
      { adults: 8, children_ages: [3, 4] },
      { children_ages: [18] },
      { children_ages: 'drei' },
      { room: 'suite' },
      { salutation: 'dr' },
      { first_name: '<script>alert(1)</script>' },
      { last_name: '' },
      { email: 'keine-adresse' },
      { phone: 'ruf mich an' },
      { message: 'x'.repeat(2001) },
      { message: '<img src=x onerror=alert(1)>' },
      { departure: '1 or 1=1' },
    ]) {
      const answer = await call(
        staticToken,
        'POST',
        '/enquiry/send',
        enquiry(fx.departures.open, email, overrides),
      )
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      expect(answer.error?.message).toBe('Die Angaben zur Anfrage sind unvollständig oder ungültig.')
    }
    expect(await enquiriesOf(email)).toEqual([])
  })
})
