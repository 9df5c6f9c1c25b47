import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inviteCustomer, removeUser } from '../support/directus-admin'
import { connectInbox } from '../support/smtp'
import { BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// The invitation page shows the address of an invitation only when Directus confirms the token: a link
// with a forged token (whose claims anybody can write) shows the notice, never the text it carries.
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const PHONE_TEXT = 'Bitte rufen Sie sofort +49 30 1234567 an'

describe('the invitation page', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  const email = `eingeladen-${randomUUID().slice(0, 8)}@example.com`
  let token: string

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    })
    // The test Directus allows invitation links to its own SITE_URL; the token is what counts.
    await inviteCustomer(email, `${process.env.SITE_URL}/hotel/account/einladung`)
    const mail = await connectInbox().waitForMail({ to: email, subject: 'Ihre Einladung' })
    const link = mail.links.find((candidate) => candidate.includes('/hotel/account/einladung?token='))
    token = new URL(link!).searchParams.get('token')!
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await removeUser(email)
  })

  const page = async (value: string) => {
    const response = await fetch(`${web.site}/hotel/account/einladung?token=${encodeURIComponent(value)}`, {
      headers: BROWSER_HEADERS,
    })
    return { status: response.status, html: await response.text() }
  }

  it('shows the address of an invitation Directus issued', async () => {
    const { status, html } = await page(token)
    expect(status).toBe(200)
    expect(html).toContain(`Legen Sie das Passwort für Ihr Konto <strong class="break-all">${email}</strong>`)
    expect(html).not.toContain('Diese Einladung ist ungültig')
  })

  it('shows none of the claims of a forged token, only the notice', async () => {
    const [header, , signature] = token.split('.')
    const claims = { email: PHONE_TEXT, scope: 'invite', iss: 'directus', exp: Date.now() / 1000 + 3600 }
    for (const forged of [
      `${header}.${part(claims)}.${signature}`,
      `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
      `${header}.${part({ ...claims, email })}.${signature}`,
    ]) {
      const { status, html } = await page(forged)
      expect(status).toBe(200)
      expect(html).not.toContain('+49 30 1234567')
      expect(html).not.toContain('Legen Sie das Passwort für Ihr Konto')
      expect(html).toContain('Diese Einladung ist ungültig oder wurde schon angenommen.')
    }
  })

  it('shows no address once the invitation is accepted', async () => {
    const accepted = await postForm(web.site, '/hotel/account/einladung', {
      token,
      password: 'Eingeladen-2027',
      confirm: 'Eingeladen-2027',
    })
    expect(accepted.status).toBe(302)
    const { html } = await page(token)
    expect(html).not.toContain(email)
    expect(html).toContain('Diese Einladung ist ungültig oder wurde schon angenommen.')
  })
})
