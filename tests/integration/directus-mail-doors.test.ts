import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { directusCall as call, findUser, removeUser } from '../support/directus-admin'
import { connectInbox } from '../support/smtp'

// Registration and password reset mail the address in their body. Reached straight at Directus (its host
// serves the Data Studio), they keep the site's limit per address: the hook directus/extensions/reiseportal/src/login-limit
// counts every request per address and door (AUTH_ACCOUNT_LIMIT per window, 10 in the test run).

const siteUrl = process.env.SITE_URL!.replace(/\/+$/, '')
const LIMIT = 10
const inbox = connectInbox()
const run = randomUUID().slice(0, 8)

describe("Directus's doors that mail an address", () => {
  const registered: string[] = []
  afterAll(async () => {
    for (const email of registered) {
      const user = await findUser(email)
      if (user) await removeUser(user.id)
    }
  })

  it('registration: 30 requests for one address → 10 pass, then 429 with Retry-After; at most one mail a pass', async () => {
    const email = `tuer-register-${run}@example.com`
    registered.push(email)
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof call>> | undefined
    for (let i = 0; i < 30; i++) {
      const answer = await call(null, 'POST', '/users/register', {
        email,
        password: `Sicher-${run}-${i}!`,
        first_name: 'Erika',
        verification_url: `${siteUrl}/hotel/account/willkommen`,
      })
      statuses.push(answer.status)
      if (answer.status === 429) refused ??= answer
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT)
    expect(refused?.error?.message).toMatch(/^Zu viele Anfragen für diese E-Mail-Adresse\. Bitte warten Sie/)
    // Another address is not affected.
    const other = `tuer-register-anders-${run}@example.com`
    registered.push(other)
    const answer = await call(null, 'POST', '/users/register', {
      email: other,
      password: `Sicher-${run}!`,
      verification_url: `${siteUrl}/hotel/account/willkommen`,
    })
    expect(answer.status).toBe(204)
    await inbox.waitForMail({ to: other })
    const mails = (await inbox.list()).filter((mail) => mail.to.includes(email))
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.length).toBeLessThanOrEqual(LIMIT)
  })

  it('password reset: 30 requests for one address → 10 pass, then 429, also for an address without account', async () => {
    for (const email of [`tuer-reset-${run}@example.com`, `niemand-${run}@example.com`]) {
      const statuses: number[] = []
      for (let i = 0; i < 30; i++) {
        const answer = await call(null, 'POST', '/auth/password/request', {
          email,
          reset_url: `${siteUrl}/hotel/account/passwort-erneuern`,
        })
        statuses.push(answer.status)
      }
      expect(
        statuses.filter((status) => status === 429),
        email,
      ).toHaveLength(30 - LIMIT)
      expect(
        statuses.slice(0, LIMIT).every((status) => status !== 429),
        email,
      ).toBe(true)
    }
  })
})
