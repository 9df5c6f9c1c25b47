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

/** Creates an item of a collection with the admin token; `remove` deletes it again. */
export async function createItem(collection: string, values: Record<string, unknown>) {
  const created = (await admin(`/items/${collection}`, {
    method: 'POST',
    body: JSON.stringify(values),
  })) as unknown as {
    data: { id: number }
  }
  const { id } = created.data
  return { id, remove: async () => void (await admin(`/items/${collection}/${id}`, { method: 'DELETE' })) }
}

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
