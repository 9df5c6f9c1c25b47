import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLE_IDS } from '../../directus/scripts/setup.ts'
import { directusCall as call, type DirectusAnswer } from '../support/directus-admin'

// (DIRECTUS_URL is read by the shared helpers; checked here so that a missing one fails loudly)
requireEnv('DIRECTUS_URL')
const adminToken = requireEnv('DIRECTUS_ADMIN_TOKEN')
const staticToken = requireEnv('DIRECTUS_STATIC_TOKEN')

function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the integration harness starts Directus and sets it.`)
  return value
}

async function admin<T = { id: string | number }>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(adminToken, method, path, body)
  if (answer.status >= 300) throw new Error(`admin ${method} ${path} → ${answer.status}`)
  return answer.data
}

async function login(email: string, password: string): Promise<string> {
  const answer = await call<{ access_token: string }>(null, 'POST', '/auth/login', {
    email,
    password,
    mode: 'json',
  })
  if (answer.status !== 200) throw new Error(`login ${email} → ${answer.status}`)
  return answer.data.access_token
}

/** Directus answers 403 for a collection or item the token may not read; a filtered list may also come back empty. */
function expectNoAccess(answer: DirectusAnswer) {
  if (answer.status === 200) expect(answer.data).toEqual([])
  else expect(answer.status).toBe(403)
}

const run = randomUUID().slice(0, 8)
const password = `Geheim-${randomUUID()}`

interface Customer {
  id: string
  email: string
  token: string
  folder: string
  booking: string
  segment: string
  savedTrip: string
  enquiry: string
}

const fx = {
  region: 0,
  publishedHotel: 0,
  draftHotel: 0,
  roomType: 0,
  editorId: '',
  editorToken: '',
  a: {} as Customer,
  b: {} as Customer,
  users: [] as string[],
}

async function createCustomer(tag: string): Promise<Customer> {
  const email = `kunde-${tag}-${run}@example.com`
  const user = await admin<{ id: string }>('POST', '/users', {
    email,
    password,
    first_name: `Kunde ${tag}`,
    last_name: 'Test',
    role: ROLE_IDS.customer,
    status: 'active',
  })
  fx.users.push(user.id)
  const folder = await admin<{ id: string }>('POST', '/items/folders', {
    number: `RP-TEST-${run}-${tag}`,
    user: user.id,
    email,
    status: 'open',
  })
  const booking = await admin<{ id: string }>('POST', '/items/bookings', {
    folder: folder.id,
    hotel: fx.publishedHotel,
    room_type: fx.roomType,
    board: 'breakfast',
    arrival: '2026-07-01',
    departure: '2026-07-05',
    rooms: 1,
    adults: 2,
    price_total: '480.00',
    payment_method: 'invoice',
    status: 'confirmed',
  })
  const segment = await admin<{ id: string }>('POST', '/items/segments', {
    booking: booking.id,
    sort: 1,
    kind: 'stay',
    title: 'Aufenthalt',
    start_date: '2026-07-01',
    end_date: '2026-07-05',
  })
  const savedTrip = await admin<{ id: string }>('POST', '/items/saved_trips', {
    user: user.id,
    hotel: fx.publishedHotel,
  })
  const enquiry = await admin<{ id: string }>('POST', '/items/enquiries', {
    user: user.id,
    last_name: 'Test',
    email,
    adults: 2,
    message: 'Gibt es noch Plätze?',
  })
  return {
    id: user.id,
    email,
    token: await login(email, password),
    folder: folder.id,
    booking: booking.id,
    segment: segment.id,
    savedTrip: savedTrip.id,
    enquiry: enquiry.id,
  }
}

beforeAll(async () => {
  fx.region = Number(
    (
      await admin('POST', '/items/regions', {
        status: 'published',
        slug: `test-region-${run}`,
        name: 'Testregion',
        country: 'Deutschland',
      })
    ).id,
  )
  fx.publishedHotel = Number(
    (
      await admin('POST', '/items/hotels', {
        status: 'published',
        slug: `test-hotel-${run}`,
        name: 'Testhotel Seeblick',
        stars: 4,
        region: fx.region,
        city: 'Testort',
      })
    ).id,
  )
  fx.draftHotel = Number(
    (
      await admin('POST', '/items/hotels', {
        status: 'draft',
        slug: `test-entwurf-${run}`,
        name: 'Testhotel Entwurf',
        stars: 3,
        region: fx.region,
        city: 'Testort',
      })
    ).id,
  )
  fx.roomType = Number(
    (
      await admin('POST', '/items/room_types', {
        hotel: fx.publishedHotel,
        name: 'Doppelzimmer',
        max_adults: 2,
        max_occupancy: 2,
        allotment: 5,
      })
    ).id,
  )
  fx.a = await createCustomer('a')
  fx.b = await createCustomer('b')
  const editorEmail = `redaktion-${run}@example.com`
  const editor = await admin<{ id: string }>('POST', '/users', {
    email: editorEmail,
    password,
    role: ROLE_IDS.editor,
    status: 'active',
  })
  fx.users.push(editor.id)
  fx.editorId = editor.id
  fx.editorToken = await login(editorEmail, password)
}, 60_000)

afterAll(async () => {
  // Folders cascade to bookings and segments, users to saved trips; hotels to room types.
  const folders = [fx.a.folder, fx.b.folder].filter(Boolean)
  if (folders.length) await call(adminToken, 'DELETE', '/items/folders', folders)
  const enquiries = await call<{ id: string }[]>(
    adminToken,
    'GET',
    `/items/enquiries?filter[email][_contains]=${run}&fields=id&limit=-1`,
  )
  if (enquiries.data?.length)
    await call(
      adminToken,
      'DELETE',
      '/items/enquiries',
      enquiries.data.map((e) => e.id),
    )
  if (fx.users.length) await call(adminToken, 'DELETE', '/users', fx.users)
  const hotels = [fx.publishedHotel, fx.draftHotel].filter(Boolean)
  if (hotels.length) await call(adminToken, 'DELETE', '/items/hotels', hotels)
  if (fx.region) await call(adminToken, 'DELETE', `/items/regions/${fx.region}`)
})

const PERSONAL = ['folders', 'bookings', 'segments', 'saved_trips', 'enquiries']
const CATALOGUE = [
  'regions',
  'categories',
  'hotels',
  'room_types',
  'rates',
  'inventory',
  'hotel_themes',
  'round_trips',
  'round_trip_variants',
  'departures',
  'articles',
  'pages',
  'translations',
  'site_settings',
]

describe('public (no token)', () => {
  it('reads no collection at all', async () => {
    for (const collection of [...CATALOGUE, ...PERSONAL]) {
      expectNoAccess(await call(null, 'GET', `/items/${collection}`))
    }
    expectNoAccess(await call(null, 'GET', '/users'))
    expectNoAccess(await call(null, 'GET', '/files'))
    expectNoAccess(await call(null, 'GET', `/items/hotels/${fx.publishedHotel}`))
  })

  it('cannot write anything', async () => {
    expect(
      (await call(null, 'POST', '/items/enquiries', { last_name: 'X', email: 'x@example.com' })).status,
    ).toBe(403)
    expect((await call(null, 'POST', '/items/saved_trips', { hotel: fx.publishedHotel })).status).toBe(403)
  })
})

describe('server user (static token)', () => {
  it('reads published hotels but not drafts', async () => {
    const list = await call<{ id: number }[]>(
      staticToken,
      'GET',
      `/items/hotels?filter[id][_in]=${fx.publishedHotel},${fx.draftHotel}&fields=id`,
    )
    expect(list.status).toBe(200)
    expect(list.data.map((h) => h.id)).toEqual([fx.publishedHotel])
    expect((await call(staticToken, 'GET', `/items/hotels/${fx.draftHotel}`)).status).toBe(403)
    const rooms = await call<{ id: number }[]>(
      staticToken,
      'GET',
      `/items/room_types?filter[hotel][_eq]=${fx.publishedHotel}&fields=id,hotel.name`,
    )
    expect(rooms.data.map((r) => r.id)).toEqual([fx.roomType])
  })

  it('reads no folders, bookings, segments, saved trips, enquiries or users', async () => {
    for (const collection of PERSONAL) expectNoAccess(await call(staticToken, 'GET', `/items/${collection}`))
    expect((await call(staticToken, 'GET', `/items/folders/${fx.a.folder}`)).status).toBe(403)
    expect((await call(staticToken, 'GET', `/items/bookings/${fx.a.booking}`)).status).toBe(403)
    expectNoAccess(await call(staticToken, 'GET', '/users'))
    expect((await call(staticToken, 'GET', `/users/${fx.a.id}`)).status).toBe(403)
  })

  it('creates enquiries without being able to read them back', async () => {
    const created = await call(staticToken, 'POST', '/items/enquiries', {
      last_name: 'Gast',
      email: `gast-${run}@example.com`,
      adults: 2,
      message: 'Anfrage ohne Konto',
    })
    expect(created.status).toBe(204)
    expectNoAccess(
      await call(staticToken, 'GET', `/items/enquiries?filter[email][_eq]=gast-${run}@example.com`),
    )
  })
})

describe('customers', () => {
  const own = {
    folders: (c: Customer) => c.folder,
    bookings: (c: Customer) => c.booking,
    segments: (c: Customer) => c.segment,
    saved_trips: (c: Customer) => c.savedTrip,
    enquiries: (c: Customer) => c.enquiry,
  }

  it('each sees only their own folders, bookings, segments, saved trips and enquiries', async () => {
    for (const [me, other] of [
      [fx.a, fx.b],
      [fx.b, fx.a],
    ] as const) {
      for (const [collection, idOf] of Object.entries(own)) {
        const list = await call<{ id: string }[]>(me.token, 'GET', `/items/${collection}?fields=id&limit=-1`)
        expect(list.status, collection).toBe(200)
        expect(
          list.data.map((i) => i.id),
          collection,
        ).toEqual([idOf(me)])
        expectNoAccess(await call(me.token, 'GET', `/items/${collection}?filter[id][_eq]=${idOf(other)}`))
        expect((await call(me.token, 'GET', `/items/${collection}/${idOf(other)}`)).status, collection).toBe(
          403,
        )
      }
    }
  })

  it('reads and updates their own user only', async () => {
    const me = await call<{ id: string; email: string }>(fx.a.token, 'GET', '/users/me?fields=id,email,phone')
    expect(me.data).toMatchObject({ id: fx.a.id, email: fx.a.email })
    expect(
      (await call(fx.a.token, 'PATCH', '/users/me', { phone: '+49 30 1234567', city: 'Berlin' })).status,
    ).toBe(200)
    expect((await call(fx.a.token, 'GET', `/users/${fx.b.id}`)).status).toBe(403)
    expect((await call(fx.a.token, 'PATCH', `/users/${fx.b.id}`, { phone: '0' })).status).toBe(403)
    expect((await call(fx.a.token, 'PATCH', '/users/me', { role: ROLE_IDS.editor })).status).toBe(403)
  })

  it('creates a saved trip for themselves but not for another user', async () => {
    const created = await call<{ id: string; user: string }>(fx.a.token, 'POST', '/items/saved_trips', {
      hotel: fx.publishedHotel,
    })
    expect(created.status).toBe(200)
    expect(created.data.user).toBe(fx.a.id)
    const forged = await call(fx.a.token, 'POST', '/items/saved_trips', {
      hotel: fx.publishedHotel,
      user: fx.b.id,
    })
    expect([400, 403]).toContain(forged.status)
    const ofB = await call<{ id: string }[]>(
      adminToken,
      'GET',
      `/items/saved_trips?filter[user][_eq]=${fx.b.id}&fields=id`,
    )
    expect(ofB.data.map((t) => t.id)).toEqual([fx.b.savedTrip])

    expect((await call(fx.a.token, 'DELETE', `/items/saved_trips/${fx.b.savedTrip}`)).status).toBe(403)
    // Saved trips are saved or removed, never changed: not another's, not one's own.
    for (const id of [fx.b.savedTrip, created.data.id]) {
      expect((await call(fx.a.token, 'PATCH', `/items/saved_trips/${id}`, { user: fx.a.id })).status).toBe(
        403,
      )
    }
    expect((await call(fx.a.token, 'DELETE', `/items/saved_trips/${created.data.id}`)).status).toBe(204)
  })

  it('cannot change bookings or folders', async () => {
    expect(
      (await call(fx.a.token, 'PATCH', `/items/bookings/${fx.a.booking}`, { price_total: '1.00' })).status,
    ).toBe(403)
    expect(
      (await call(fx.a.token, 'POST', '/items/folders', { number: `RP-X-${run}`, email: fx.a.email })).status,
    ).toBe(403)
  })

  it('read the published catalogue like the server user', async () => {
    const list = await call<{ id: number }[]>(
      fx.a.token,
      'GET',
      `/items/hotels?filter[id][_in]=${fx.publishedHotel},${fx.draftHotel}&fields=id`,
    )
    expect(list.data.map((h) => h.id)).toEqual([fx.publishedHotel])
  })
})

describe('Redaktion', () => {
  it('edits the catalogue, drafts included', async () => {
    expect((await call(fx.editorToken, 'GET', `/items/hotels/${fx.draftHotel}`)).status).toBe(200)
    expect(
      (await call(fx.editorToken, 'PATCH', `/items/hotels/${fx.draftHotel}`, { teaser: 'Neu' })).status,
    ).toBe(200)
  })

  it('reads no customer data', async () => {
    for (const collection of PERSONAL)
      expectNoAccess(await call(fx.editorToken, 'GET', `/items/${collection}`))
    expect((await call(fx.editorToken, 'GET', `/items/bookings/${fx.a.booking}`)).status).toBe(403)
  })
})
