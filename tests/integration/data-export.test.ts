import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCustomer, type Customer } from '../support/directus-admin'
import { connectInbox } from '../support/smtp'
import { BROWSER_HEADERS, cookiesFrom, postForm, startWebServer } from '../support/web-server'

// "Meine Daten herunterladen" (Art. 15/20 DSGVO) mails the customer, so only the account page's form may
// set it off: a POST from this site. A link, or a form on another site, downloads nothing and sends nothing.
const SUBJECT = 'Ihre Daten wurden heruntergeladen'

describe('the data export', () => {
  let web: Awaited<ReturnType<typeof startWebServer>>
  let customer: Customer
  let cookie: string

  beforeAll(async () => {
    web = await startWebServer({
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
    })
    customer = await createCustomer('Export')
    const login = await postForm(web.site, '/hotel/account/anmelden', {
      email: customer.email,
      password: customer.password,
    })
    expect(login.status).toBe(302)
    cookie = cookiesFrom(login)
  }, 30_000)

  afterAll(async () => {
    await web?.stop()
    await customer?.remove()
  })

  const exportMails = async () =>
    (await connectInbox().list()).filter(
      (mail) => mail.subject === SUBJECT && mail.to.includes(customer.email),
    )

  it('offers a form on the account page that posts to the export', async () => {
    const page = await fetch(`${web.site}/hotel/account`, { headers: { ...BROWSER_HEADERS, cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(
      /<form method="post" action="\/hotel\/account\/daten-export"[^>]*>\s*<button type="submit"/,
    )
    expect(html).not.toContain('href="/hotel/account/daten-export"')
  })

  it('answers a visit of its address with the way to the form, and mails nothing', async () => {
    const visit = await fetch(`${web.site}/hotel/account/daten-export`, {
      headers: { ...BROWSER_HEADERS, cookie },
      redirect: 'manual',
    })
    expect(visit.status).toBe(302)
    expect(visit.headers.get('location')).toBe('/hotel/account#ihre-daten')
    expect(visit.headers.get('content-disposition')).toBeNull()
  })

  it('refuses a post from another site (also one that claims https for this http site)', async () => {
    const origin = new URL(web.site)
    for (const foreign of ['https://evil.example', `https://${origin.host}`]) {
      const response = await postForm(
        web.site,
        '/hotel/account/daten-export',
        {},
        { cookie, origin: foreign },
      )
      expect(response.status, foreign).toBe(403)
      expect(await response.text()).toContain('aus Sicherheitsgründen abgelehnt')
    }
  })

  it("downloads the customer's data from the form's post, and mails them once", async () => {
    const response = await postForm(web.site, '/hotel/account/daten-export', {}, { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Meine-Daten-/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const data = (await response.json()) as { account: { email: string } }
    expect(data.account.email).toBe(customer.email)
    await connectInbox().waitForMail({ to: customer.email, subject: SUBJECT })
    // The visit and the foreign posts above sent none.
    expect(await exportMails()).toHaveLength(1)
  })

  it('leads a signed-out visitor to the login, without a download', async () => {
    const response = await postForm(web.site, '/hotel/account/daten-export', {})
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('/hotel/account/anmelden')
  })
})
