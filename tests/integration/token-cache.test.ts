import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminData, createCustomer, directusCall, type Customer } from '../support/directus-admin'

// directus/extensions/reiseportal/src/token-cache keeps what a static token stands for up to STATIC_TOKEN_CACHE_MS (10 s),
// but a change made through this Directus counts from the next request: the cache is emptied.
describe('static tokens with the token cache', () => {
  let customer: Customer
  const token = () => `static-${randomBytes(16).toString('hex')}`

  beforeAll(async () => {
    customer = await createCustomer('Theo')
  })

  afterAll(async () => {
    await customer?.remove()
  })

  const me = (bearer: string) => directusCall<{ id: string }>(bearer, 'GET', '/users/me?fields=id')

  it('a replaced token is refused at once, and the new one works', async () => {
    const first = token()
    await adminData('PATCH', `/users/${customer.id}`, { token: first })
    // twice: the second answer comes from the cache
    for (let i = 0; i < 2; i++) expect((await me(first)).data).toEqual({ id: customer.id })

    const second = token()
    await adminData('PATCH', `/users/${customer.id}`, { token: second })
    expect((await me(first)).status).toBe(401)
    expect((await me(second)).data).toEqual({ id: customer.id })
  })

  it("a suspended user's token is refused at once, and works again when the user is active", async () => {
    const bearer = token()
    await adminData('PATCH', `/users/${customer.id}`, { token: bearer })
    expect((await me(bearer)).status).toBe(200)

    await adminData('PATCH', `/users/${customer.id}`, { status: 'suspended' })
    expect((await me(bearer)).status).toBe(401)
    await adminData('PATCH', `/users/${customer.id}`, { status: 'active' })
    expect((await me(bearer)).status).toBe(200)
  })

  it('a made-up token is refused every time', async () => {
    const madeUp = token()
    for (let i = 0; i < 2; i++) expect((await me(madeUp)).status).toBe(401)
  })
})
