import { randomBytes, randomUUID } from 'node:crypto'

import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { passwordLogin } from '../../server/directus'
import { createContext } from '../../trpc/context'
import { createCaller } from '../../trpc/router'
import { adminData as admin, createCustomer, type Customer } from '../support/directus-admin'

// Spec §4/§7 and ARCHITECTURE §4: folder.syncWithMyJackForUser attaches the folders booked earlier as a
// guest with the visitor's e-mail address, through the Directus endpoint extension `folder-sync`, once the
// address was confirmed for the folder through its confirmation mail's link (a booking made with somebody
// else's address stays a guest booking; tests/integration/booking-abuse.test.ts follows the link itself).
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex')
const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const run = randomUUID().slice(0, 8)

const folderIds: string[] = []
async function folder(tag: string, email: string, user: string | null = null, confirmed = true) {
  const created = await admin<{ id: string }>('POST', '/items/folders', {
    number: `RP-SYNC-${run}-${tag}`,
    email,
    user,
    status: 'open',
    email_confirmed: confirmed ? new Date().toISOString() : null,
  })
  folderIds.push(created.id)
  return created.id
}

const ownerOf = async (id: string) =>
  (await admin<{ user: string | null }>('GET', `/items/folders/${id}?fields=user`)).user

describe('folder.syncWithMyJackForUser', () => {
  let customer: Customer
  let other: Customer
  const ids = {} as Record<'guest' | 'guestUpperCase' | 'othersOwn' | 'otherEmail' | 'planted', string>

  beforeAll(async () => {
    customer = await createCustomer('Gast')
    other = await createCustomer('Andere')
    ids.guest = await folder('guest', customer.email)
    ids.guestUpperCase = await folder('guest-upper', customer.email.toUpperCase())
    // Booked with the same address but already someone's: stays with its owner.
    ids.othersOwn = await folder('others-own', customer.email, other.id)
    ids.otherEmail = await folder('other-email', `jemand-${run}@example.com`)
    // Booked by somebody with the customer's address, never confirmed through the mailed link.
    ids.planted = await folder('planted', customer.email, null, false)
  })

  afterAll(async () => {
    if (folderIds.length) await admin('DELETE', '/items/folders', folderIds)
    await customer?.remove()
    await other?.remove()
  })

  it('attaches the confirmed guest folders of the same e-mail address to the signed-in customer, and only those', async () => {
    const { accessToken } = await passwordLogin(customer.email, customer.password)
    const caller = createCaller(() => createContext({ accessToken }))

    expect(await caller.folder.syncWithMyJackForUser()).toEqual({ attached: 2 })
    expect(await ownerOf(ids.guest)).toBe(customer.id)
    expect(await ownerOf(ids.guestUpperCase)).toBe(customer.id)
    expect(await ownerOf(ids.othersOwn)).toBe(other.id)
    expect(await ownerOf(ids.otherEmail)).toBeNull()
    expect(await ownerOf(ids.planted)).toBeNull()

    // A second sign-in finds nothing left to attach.
    expect(await caller.folder.syncWithMyJackForUser()).toEqual({ attached: 0 })
  })

  it('is refused without a signed-in visitor', async () => {
    const anonymous = createCaller(() => createContext({ accessToken: null }))
    await expect(anonymous.folder.syncWithMyJackForUser()).rejects.toSatisfy(
      (error) => error instanceof TRPCError && error.code === 'UNAUTHORIZED',
    )
    const direct = await fetch(`${directusUrl}/folder-sync/attach-guest-folders`, { method: 'POST' })
    expect(direct.status).toBe(401)
    expect(await ownerOf(ids.otherEmail)).toBeNull()
  })
})
