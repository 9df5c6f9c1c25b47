import { randomBytes, randomUUID } from 'node:crypto'

import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INVALID_LINK } from '../../app/account.server'
import { findUser, removeUser } from '../support/directus-admin'
import { connectInbox } from '../support/smtp'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer } from '../support/web-server'

// The credentials a registration leaves in the browser sign in only through the mail's own,
// fresh link, and only for half an hour (docs/decisions/pending-sign-in-cookie.md).
describe('pending sign-in after registration', () => {
  const email = `geteilt-${randomUUID().slice(0, 8)}@example.com`
  const password = `Reise-${randomBytes(6).toString('hex')}!`
  let web: Awaited<ReturnType<typeof startWebServer>>
  let pending: string
  let link: string

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      // Directus mails verification links only to the harness's site address.
      SITE_URL: process.env.SITE_URL,
    })
    const registered = await postForm(web.site, '/hotel/account/registrieren', {
      first_name: 'Geteilt',
      last_name: 'Rechner',
      email,
      password,
      confirm: password,
      terms: 'on',
    })
    expect(registered.status).toBe(302)
    const cookie = registered.headers.getSetCookie().find((value) => value.startsWith('pending_sign_in='))
    expect(cookie).toMatch(/Max-Age=1800;/)
    pending = cookiesFrom(registered)
    const mail = await connectInbox().waitForMail({ to: email })
    link = mail.links.find((candidate) => candidate.includes('/hotel/account/willkommen?token='))!
  }, 60_000)

  afterAll(async () => {
    await web?.stop()
    await removeUser(email)
  })

  const welcome = (token: string) =>
    fetch(`${web.site}/hotel/account/willkommen?token=${encodeURIComponent(token)}`, {
      headers: { ...BROWSER_HEADERS, cookie: pending },
      redirect: 'manual',
    })

  it('a forged link does not sign the next person at this computer in, once the account is active', async () => {
    // The owner confirmed on the phone; the browser that registered still holds the pending cookie.
    const verified = await fetch(new URL(link).href.replace(new URL(link).origin, web.site), {
      headers: BROWSER_HEADERS,
      redirect: 'manual',
    })
    expect(verified.status).toBe(302)
    expect((await findUser(email))?.status).toBe('active')

    const forged = await new SignJWT({ email, scope: 'user-register' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('directus')
      .setExpirationTime('1h')
      .sign(randomBytes(32))
    for (const token of [forged, new URL(link).searchParams.get('token')!]) {
      const answer = await welcome(token)
      expect(answer.status).toBe(400)
      expect(cookiesFrom(answer)).not.toContain('__session=')
      expect(await answer.text()).toContain(INVALID_LINK)
    }
  })
})
