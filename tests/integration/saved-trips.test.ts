import { randomBytes, randomUUID } from 'node:crypto'

import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_SAVED_TRIPS } from '../../core/saved-trips'
import { passwordLogin } from '../../server/directus'
import { createContext } from '../../trpc/context'
import { createCaller } from '../../trpc/router'
import { adminData, createCustomer, savedTripsOf, type Customer } from '../support/directus-admin'

// The Merkzettel of signed-in customers in Directus, through the tRPC procedures the site uses
// (savedTrip.*), each with the customer's own token.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex')
const run = randomUUID().slice(0, 8)

async function callerOf(customer: Customer) {
  const tokens = await passwordLogin(customer.email, customer.password)
  return createCaller(createContext({ accessToken: tokens.accessToken }))
}

const hotels = (rows: Array<{ hotel: number | null }>) => rows.map((row) => row.hotel).sort((a, b) => a! - b!)

describe('savedTrip (signed-in customers)', () => {
  let customer: Customer
  let other: Customer
  let published: number[]
  let draft: number
  let extra: number[] = []

  beforeAll(async () => {
    customer = await createCustomer('Merkzettel')
    other = await createCustomer('Andere')
    const rows = await adminData<Array<{ id: number }>>(
      'GET',
      '/items/hotels?filter[status][_eq]=published&fields=id&sort=id&limit=5',
    )
    published = rows.map((row) => row.id)
    const region = (await adminData<Array<{ id: number }>>('GET', '/items/regions?fields=id&limit=1'))[0]!.id
    const created = await adminData<Array<{ id: number }>>(
      'POST',
      '/items/hotels',
      Array.from({ length: MAX_SAVED_TRIPS + 1 }, (_, index) => ({
        status: index === 0 ? 'draft' : 'published',
        slug: `merkzettel-${run}-${index}`,
        name: `Merkzettel-Testhotel ${index}`,
        stars: 3,
        region,
        city: 'Teststadt',
      })),
    )
    draft = created[0]!.id
    extra = created.slice(1).map((row) => row.id)
  })

  afterAll(async () => {
    await customer?.remove()
    await other?.remove()
    if (extra.length || draft) await adminData('DELETE', '/items/hotels', [draft, ...extra].filter(Boolean))
  })

  it('saves an entry once, lists it newest first and removes every row of it', async () => {
    const caller = await callerOf(customer)
    const [a, b] = published
    expect(await caller.savedTrip.add({ kind: 'hotel', id: a! })).toEqual([{ kind: 'hotel', id: a }])
    await caller.savedTrip.add({ kind: 'hotel', id: a! })
    await caller.savedTrip.add({ kind: 'hotel', id: b! })
    expect(hotels(await savedTripsOf(customer.id))).toEqual([a, b].sort((x, y) => x! - y!))
    expect((await caller.savedTrip.list()).map((ref) => ref.id)).toEqual([b, a])

    // Two rows of the same hotel (two tabs at the same moment) are one entry, and go together.
    await adminData('POST', '/items/saved_trips', { user: customer.id, hotel: a })
    expect(await caller.savedTrip.list()).toHaveLength(2)
    expect(await caller.savedTrip.remove({ kind: 'hotel', id: a! })).toEqual([{ kind: 'hotel', id: b }])
    expect(hotels(await savedTripsOf(customer.id))).toEqual([b])
    await caller.savedTrip.remove({ kind: 'hotel', id: b! })
    expect(await savedTripsOf(customer.id)).toEqual([])
  })

  it('merges a list without duplicates and only as far as there is room', async () => {
    const caller = await callerOf(customer)
    const [a, b, c] = published
    await caller.savedTrip.add({ kind: 'hotel', id: a! })
    const merged = await caller.savedTrip.merge({
      refs: [
        { kind: 'hotel', id: a! },
        { kind: 'hotel', id: b! },
        { kind: 'hotel', id: b! },
        { kind: 'hotel', id: c! },
      ],
    })
    expect(merged).toEqual({ added: 2 })
    expect(hotels(await savedTripsOf(customer.id))).toEqual([a, b, c].sort((x, y) => x! - y!))

    const many = extra.map((id) => ({ kind: 'hotel' as const, id }))
    expect(await caller.savedTrip.merge({ refs: many })).toEqual({ added: MAX_SAVED_TRIPS - 3 })
    expect(await caller.savedTrip.list()).toHaveLength(MAX_SAVED_TRIPS)
    const full = await caller.savedTrip
      .add({ kind: 'hotel', id: published[3]! })
      .catch((error: unknown) => error)
    expect(full).toBeInstanceOf(TRPCError)
    expect((full as TRPCError).code).toBe('CONFLICT')
    expect((full as TRPCError).message).toMatch(/^Ihr Merkzettel ist voll/)
    await adminData(
      'DELETE',
      '/items/saved_trips',
      (await savedTripsOf(customer.id)).map((row) => row.id),
    )
  })

  it('reads the entries from the catalogue: prices, and entries no longer offered', async () => {
    const anonymous = createCaller(createContext({ accessToken: null }))
    const entries = await anonymous.savedTrip.entries({
      refs: [
        { kind: 'hotel', id: published[0]! },
        { kind: 'hotel', id: draft },
        { kind: 'round_trip', id: 999_999 },
      ],
    })
    expect(entries[0]).toMatchObject({ kind: 'hotel', id: published[0] })
    expect(entries[0]!.hotel?.price_from).toBeGreaterThan(0)
    expect(entries[1]).toMatchObject({ kind: 'hotel', id: draft, hotel: null, trip: null })
    expect(entries[2]).toMatchObject({ kind: 'round_trip', id: 999_999, hotel: null, trip: null })
  })

  it("keeps customers apart: another customer's rows are neither listed nor removed", async () => {
    const [a, b] = published
    await adminData('POST', '/items/saved_trips', { user: other.id, hotel: a })
    const caller = await callerOf(customer)
    await caller.savedTrip.add({ kind: 'hotel', id: b! })
    expect(await caller.savedTrip.list()).toEqual([{ kind: 'hotel', id: b }])
    await caller.savedTrip.remove({ kind: 'hotel', id: a! })
    expect(hotels(await savedTripsOf(other.id))).toEqual([a])
    expect(hotels(await savedTripsOf(customer.id))).toEqual([b])
  })

  it('needs a signed-in customer', async () => {
    const anonymous = createCaller(createContext({ accessToken: null }))
    const refused = await anonymous.savedTrip.list().catch((error: unknown) => error)
    expect((refused as TRPCError).code).toBe('UNAUTHORIZED')
  })
})
