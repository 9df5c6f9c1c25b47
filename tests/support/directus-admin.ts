import { randomUUID } from 'node:crypto'

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

export interface Customer {
  id: string
  email: string
  password: string
  remove(): Promise<void>
}

/** An active customer (role Kunde) with a unique e-mail address. */
export async function createCustomer(firstName = 'Erika'): Promise<Customer> {
  const email = `kunde-${randomUUID().slice(0, 8)}@example.com`
  const password = `Reise-${randomUUID().slice(0, 8)}!`
  const created = await admin('/users', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      first_name: firstName,
      last_name: 'Mustermann',
      role: ROLE_IDS.customer,
      status: 'active',
    }),
  })
  const id = created!.data.id
  return { id, email, password, remove: async () => void (await admin(`/users/${id}`, { method: 'DELETE' })) }
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

/** A folder booked as a guest (no account) with the given e-mail address. */
export async function createGuestFolder(email: string): Promise<GuestFolder> {
  const created = await admin('/items/folders', {
    method: 'POST',
    body: JSON.stringify({ number: `RP-GAST-${randomUUID().slice(0, 8)}`, email, status: 'open' }),
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
