import { randomUUID } from 'node:crypto'

import { blockItemsFromList } from '../../core/page-blocks'
import { ROLE_IDS } from '../../directus/scripts/setup'

// Fixtures created straight in the test Directus with the admin token (set by scripts/test.ts).
const url = () => process.env.DIRECTUS_URL!.replace(/\/+$/, '')

async function admin(path: string, init: RequestInit = {}) {
  const response = await fetch(`${url()}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}`,
      'content-type': 'application/json',
    },
  })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : ((await response.json()) as { data: { id: string } })
}

export interface DirectusError {
  message: string
  /** `code` always; the booking extension's PRICE_CHANGED answer also carries the new `quote` */
  extensions?: { code?: string; quote?: { total: number }; [key: string]: unknown }
}

export interface DirectusAnswer<T = unknown> {
  status: number
  /** Directus's `data` (undefined for 204 or an error) */
  data: T
  /** the first of Directus's `errors` */
  error?: DirectusError | undefined
}

/** JSON, or null for an empty or non-JSON body (a proxy's or the server's plain error page). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** Any request to the test Directus, as `token` or without one; never throws for an HTTP error status. */
export async function directusCall<T = unknown>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<DirectusAnswer<T>> {
  const response = await fetch(`${url()}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  })
  const text = await response.text()
  const json = parseJson(text) as { data?: T; errors?: DirectusError[] } | null
  return { status: response.status, data: json?.data as T, error: json?.errors?.[0] }
}

/** Any call with the admin token; Directus's `data` of the answer (null for 204). */
export async function adminData<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await admin(path, { method, body: body === undefined ? null : JSON.stringify(body) })
  return (answer?.data ?? null) as T
}

export interface Customer {
  id: string
  email: string
  password: string
  remove(): Promise<void>
}

async function createUser(role: string, prefix: string, firstName: string): Promise<Customer> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`
  const password = `Reise-${randomUUID().slice(0, 8)}!`
  const created = await admin('/users', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      first_name: firstName,
      last_name: 'Mustermann',
      role,
      status: 'active',
    }),
  })
  const id = created!.data.id
  return { id, email, password, remove: async () => void (await admin(`/users/${id}`, { method: 'DELETE' })) }
}

/** An active customer (role Kunde) with a unique e-mail address. */
export const createCustomer = (firstName = 'Erika') => createUser(ROLE_IDS.customer, 'kunde', firstName)

/** An active editor (role Redaktion, Data Studio access) with a unique e-mail address. */
export const createEditor = () => createUser(ROLE_IDS.editor, 'redaktion', 'Rita')

/** Changes an item with the admin token, as an editor would in the Data Studio. */
export async function updateItem(collection: string, id: string | number, values: Record<string, unknown>) {
  await admin(`/items/${collection}/${id}`, { method: 'PATCH', body: JSON.stringify(values) })
}

/** Reads items with the admin token (fields and filter as Directus query parameters). */
export async function readItems<T>(collection: string, query: Record<string, string>): Promise<T[]> {
  const found = (await admin(`/items/${collection}?${new URLSearchParams(query)}`)) as unknown as {
    data: T[]
  }
  return found.data
}

/** The account of an address (e.g. one made through the registration form), or null. */
export async function findUser(email: string): Promise<{ id: string; status: string } | null> {
  const query = new URLSearchParams({ 'filter[email][_eq]': email, fields: 'id,status' })
  const found = (await admin(`/users?${query}`)) as unknown as { data: { id: string; status: string }[] }
  return found.data[0] ?? null
}

export async function removeUser(email: string): Promise<void> {
  const user = await findUser(email)
  if (user) await admin(`/users/${user.id}`, { method: 'DELETE' })
}

export interface GuestFolder {
  id: string
  /** The account the folder belongs to now (null: still a guest booking). */
  owner(): Promise<string | null>
  remove(): Promise<void>
}

/**
 * A folder booked as a guest (no account) with the given e-mail address, whose address the guest confirmed
 * through the confirmation mail's link (so that an account with that address takes it over).
 */
export async function createGuestFolder(email: string): Promise<GuestFolder> {
  const created = await admin('/items/folders', {
    method: 'POST',
    body: JSON.stringify({
      number: `RP-GAST-${randomUUID().slice(0, 8)}`,
      email,
      status: 'open',
      email_confirmed: new Date().toISOString(),
    }),
  })
  const id = created!.data.id
  return {
    id,
    owner: async () =>
      ((await admin(`/items/folders/${id}?fields=user`)) as unknown as { data: { user: string | null } }).data
        .user,
    remove: async () => void (await admin(`/items/folders/${id}`, { method: 'DELETE' })),
  }
}

/** Invites a customer as the travel company does (POST /users/invite); the mail links to `inviteUrl`. */
export async function inviteCustomer(email: string, inviteUrl: string): Promise<void> {
  await admin('/users/invite', {
    method: 'POST',
    body: JSON.stringify({ email, role: ROLE_IDS.customer, invite_url: inviteUrl }),
  })
}

/**
 * A confirmed hotel booking of a seeded hotel in a folder of `user` (straight into Directus, without the
 * booking extension), for tests that need the account's booking pages.
 */
export async function createBookedFolder(user: Customer, arrival: string, departure: string) {
  const [rate] = (
    (await admin(
      '/items/rates?fields=id,board,room_type.id,room_type.hotel&filter[room_type][hotel][status][_eq]=published&limit=1',
    )) as unknown as { data: Array<{ id: number; board: string; room_type: { id: number; hotel: number } }> }
  ).data
  const folder = await admin('/items/folders', {
    method: 'POST',
    body: JSON.stringify({
      id: randomUUID(),
      number: `RP-2026-${String(Date.now() % 1_000_000).padStart(6, '0')}`,
      email: user.email,
      user: user.id,
      status: 'open',
    }),
  })
  const folderId = folder!.data.id
  await admin('/items/bookings', {
    method: 'POST',
    body: JSON.stringify({
      id: randomUUID(),
      folder: folderId,
      hotel: rate!.room_type.hotel,
      room_type: rate!.room_type.id,
      rate: rate!.id,
      board: rate!.board,
      arrival,
      departure,
      rooms: 1,
      adults: 1,
      children_ages: [],
      guests: [{ first_name: 'Erika', last_name: 'Mustermann' }],
      price_total: 300,
      payment_method: 'invoice',
      free_cancellation_until: arrival,
      status: 'confirmed',
      idempotency_key: randomUUID(),
      segments: [
        {
          id: randomUUID(),
          sort: 0,
          kind: 'stay',
          title: 'Hotelaufenthalt',
          start_date: arrival,
          end_date: departure,
        },
      ],
    }),
  })
  return {
    id: folderId,
    remove: async () => {
      await admin('/items/bookings', {
        method: 'DELETE',
        body: JSON.stringify({ query: { filter: { folder: { _eq: folderId } } } }),
      })
      await admin(`/items/folders/${folderId}`, { method: 'DELETE' })
    },
  }
}

export interface SavedTripRow {
  id: string
  hotel: number | null
  round_trip: number | null
}

/** A customer's Merkzettel as Directus holds it. */
export async function savedTripsOf(userId: string): Promise<SavedTripRow[]> {
  const query = new URLSearchParams({
    'filter[user][_eq]': userId,
    fields: 'id,hotel,round_trip',
    limit: '-1',
  })
  const found = (await admin(`/items/saved_trips?${query}`)) as unknown as { data: SavedTripRow[] }
  return found.data
}

/** Empties a customer's Merkzettel in Directus (tests that use fixed accounts clean up after them). */
export async function removeSavedTrips(userId: string): Promise<void> {
  const ids = (await savedTripsOf(userId)).map((row) => row.id)
  if (ids.length > 0) await admin('/items/saved_trips', { method: 'DELETE', body: JSON.stringify(ids) })
}

export async function addSavedTrip(userId: string, item: { hotel: number } | { round_trip: number }) {
  await admin('/items/saved_trips', { method: 'POST', body: JSON.stringify({ user: userId, ...item }) })
}

export interface TestItem {
  id: number
  update(fields: Record<string, unknown>): Promise<void>
  remove(): Promise<void>
}

/** Creates an item of a collection with the admin token; `update` changes it, `remove` deletes it again. */
export async function createItem(collection: string, fields: Record<string, unknown>): Promise<TestItem> {
  const created = await admin(`/items/${collection}`, { method: 'POST', body: JSON.stringify(fields) })
  const id = Number(created!.data.id)
  return {
    id,
    update: async (changes) =>
      void (await admin(`/items/${collection}/${id}`, { method: 'PATCH', body: JSON.stringify(changes) })),
    remove: async () => void (await admin(`/items/${collection}/${id}`, { method: 'DELETE' })),
  }
}

/**
 * A page whose blocks, given as `{ type, ...fields }`, are created as block items in that order; `blocks`
 * names each item, and `remove` deletes the page with its block items.
 */
export async function createPage(
  fields: Record<string, unknown> & { blocks?: unknown[] },
): Promise<TestItem & { blocks: Array<{ collection: string; id: number }> }> {
  const { blocks = [], ...rest } = fields
  const page = await createItem('pages', { ...rest, blocks: blockItemsFromList(blocks) })
  const { data } = (await admin(
    `/items/pages/${page.id}?fields=blocks.collection,blocks.item&deep[blocks][_sort]=sort`,
  )) as unknown as { data: { blocks: Array<{ collection: string; item: string }> } }
  const items = data.blocks.map((row) => ({ collection: row.collection, id: Number(row.item) }))
  return {
    ...page,
    blocks: items,
    remove: async () => {
      await page.remove()
      for (const item of items) await admin(`/items/${item.collection}/${item.id}`, { method: 'DELETE' })
    },
  }
}

/** A published hotel of the test's own in the region Ostsee (no rooms, no price). */
export async function createHotel(name: string): Promise<TestItem> {
  const regions = (await admin('/items/regions?filter[slug][_eq]=ostsee&fields=id')) as unknown as {
    data: { id: number }[]
  }
  return createItem('hotels', {
    status: 'published',
    slug: `test-${randomUUID().slice(0, 8)}`,
    name,
    stars: 3,
    region: regions.data[0]!.id,
    city: 'Teststadt',
  })
}

/** A travel-tip category of the test's own with one published article in it. */
export async function createCategoryWithArticle(article: { title: string; teaser: string; body: string }) {
  const tag = randomUUID().slice(0, 8)
  const category = await createItem('categories', {
    slug: `testthema-${tag}`,
    name: `Testthema ${tag}`,
    description: 'Ein Thema nur für diesen Test.',
  })
  const created = await createItem('articles', {
    status: 'published',
    slug: `testartikel-${tag}`,
    category: category.id,
    author: 'Testautorin',
    reading_minutes: 4,
    // Long ago: the article stays out of the newest tips of other tests.
    published_at: '2001-05-04T08:00:00',
    ...article,
  })
  return {
    categorySlug: `testthema-${tag}`,
    slug: `testartikel-${tag}`,
    remove: async () => {
      await created.remove()
      await category.remove()
    },
  }
}
