import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { createCustomer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

// The enquiry for a round-trip departure, with JavaScript on and off, on the main site and on
// the round-trip-only domain; mails through Directus's mailer into the test SMTP sink.
const SLUG = 'andalusien-kultur-und-sonne-klassik'
const TRIP = 'Andalusien – Kultur und Sonne'
const HOST = 'rundreisen.localhost'

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${process.env.DIRECTUS_URL}${path}`, {
    headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` },
  })
  return ((await response.json()) as { data: T }).data
}

interface StoredEnquiry {
  id: string
  user: string | null
  departure: number
  adults: number
  children_ages: number[]
  room: string
  waitlist: boolean
  message: string | null
}

const enquiriesOf = (email: string) =>
  admin<StoredEnquiry[]>(`/items/enquiries?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`)

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())

/** A departure of the seed's variant: the first bookable one, the full one, or one that has begun. */
async function departure(kind: 'open' | 'full' | 'begun'): Promise<number> {
  const rows = await admin<Array<{ id: number; start_date: string; status: string; seats_left: number }>>(
    `/items/departures?filter[variant][slug][_eq]=${SLUG}&fields=id,start_date,status,seats_left&sort=start_date&limit=-1`,
  )
  const found = rows.find((row) =>
    kind === 'begun'
      ? row.start_date <= today()
      : row.start_date > today() &&
        (kind === 'full' ? row.status === 'sold_out' : row.status === 'bookable' && row.seats_left >= 4),
  )
  if (!found) throw new Error(`The seed has no ${kind} departure of ${SLUG}`)
  return found.id
}

function onRoundTripDomain(baseURL: string | undefined, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = HOST
  return url.toString()
}

async function fillEnquiry(page: Page, email: string) {
  await page.getByLabel('Erwachsene').fill('2')
  await page.getByLabel('Alter Kind 1').fill('8')
  await page.getByLabel('Doppelzimmer').check()
  await page.getByLabel('Frau', { exact: true }).check()
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Telefon (optional)').fill('+49 30 1234567')
  await page.getByLabel('Ihre Nachricht (optional)').fill('Wir reisen mit Fahrrädern & Gepäck.')
  await page.getByLabel(/Ich bin damit einverstanden/).check()
}

test.describe('enquiry', () => {
  test.use({ allowedConsoleErrors: [/status of (400|404|409)/] })

  test('a guest asks for a departure from the trip page, sees the confirmation and gets the mails', async ({
    page,
  }) => {
    // Trip page, form, confirmation and both mails: one journey.
    test.slow()
    const email = `anfrage-${randomUUID().slice(0, 8)}@example.com`
    const id = await departure('open')
    await page.goto(`/rundreisen/reise/${SLUG}`)
    await page.locator(`a[href^="/rundreisen/anfrage/${id}?"]`).click()
    await expect(page).toHaveURL(new RegExp(`/rundreisen/anfrage/${id}\\?erwachsene=2&zimmer=double$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfrage zur Rundreise')
    const summary = page.getByRole('region', { name: 'Ihr Termin' })
    await expect(summary).toContainText(TRIP)
    await expect(summary).toContainText(/Preis pro Person im Doppelzimmer\s*\d\.\d{3},00\s€/)
    await expect(summary).toContainText('Einzelzimmer-Zuschlag')
    await expect(summary.getByRole('link', { name: /Formblatt nach Art\. 250 § 2 EGBGB/ })).toHaveAttribute(
      'href',
      '/formblatt-pauschalreise',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoAxeViolations(page)

    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click()

    await expect(page).toHaveURL(new RegExp(`/rundreisen/anfrage/${id}\\?gesendet=1$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage')
    const status = page.getByRole('status').filter({ hasText: 'Anfrage-Nr.' })
    await expect(status).toContainText(email)
    const reference = (await status.locator('strong').first().textContent())!.trim()
    expect(reference).toMatch(/^[0-9A-F]{8}$/)
    await expectNoAxeViolations(page)

    const [stored] = await enquiriesOf(email)
    expect(stored).toMatchObject({
      user: null,
      departure: id,
      adults: 2,
      children_ages: [8],
      room: 'double',
      waitlist: false,
      message: 'Wir reisen mit Fahrrädern & Gepäck.',
    })
    expect(stored!.id.slice(0, 8).toUpperCase()).toBe(reference)
    const inbox = connectInbox()
    const mail = await inbox.waitForMail({ to: email })
    expect(mail.subject).toBe(`Ihre Anfrage: ${TRIP} (Anfrage ${reference})`)
    const text = mail.text.replace(/\s+/g, ' ')
    expect(text).toContain('Sehr geehrte Frau Mustermann')
    expect(text).toContain('2 Erwachsene, 1 Kind (8 Jahre)')
    const company = await inbox.waitForMail((received) =>
      received.subject.includes(`Neue Anfrage ${reference}`),
    )
    expect(company.to).not.toContain(email)
    expect(company.text).toContain(email)
    expect(company.html).toContain('Fahrrädern &amp; Gepäck.')
  })

  test('a full departure offers the waiting list', async ({ page }) => {
    // Trip page, form, confirmation and mail: one journey.
    test.slow()
    const email = `warteliste-${randomUUID().slice(0, 8)}@example.com`
    const id = await departure('full')
    await page.goto(`/rundreisen/reise/${SLUG}`)
    await page.locator(`a[href^="/rundreisen/anfrage/${id}?"]`).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platz auf der Warteliste anfragen')
    await expect(page.getByRole('region', { name: 'Ihr Termin' })).toContainText('ausgebucht')
    await expect(page.getByRole('button', { name: 'Unverbindlich anfragen' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Auf die Warteliste setzen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie stehen auf der Warteliste')
    expect((await enquiriesOf(email)).map((row) => row.waitlist)).toEqual([true])
    const mail = await connectInbox().waitForMail({ to: email })
    expect(mail.subject).toMatch(/^Ihre Anfrage für die Warteliste: Andalusien/)
  })

  test('wrong and hostile input: German messages next to the fields, values kept, 400, nothing written', async ({
    page,
  }) => {
    // Wrong input, then the same form corrected and sent: one journey.
    test.slow()
    const email = `falsch-${randomUUID().slice(0, 8)}@example.com`
    const id = await departure('open')
    await page.goto(`/rundreisen/anfrage/${id}`)
    await page.getByLabel('Erwachsene').fill('12')
    await page.getByLabel('Alter Kind 1').fill('18')
    await page.getByLabel('Alter Kind 2').fill('-1')
    await page.getByLabel('Vorname').fill('<script>alert(1)</script>')
    await page.getByLabel('E-Mail-Adresse').fill(`${email}<`)
    await page.getByLabel('Telefon (optional)').fill('ruf mich an')
    await page.getByLabel('Ihre Nachricht (optional)').fill(`<b>fett</b>${'x'.repeat(2000)}`)
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click()
    expect((await answer).status()).toBe(400)

    const messages: Array<[string, string]> = [
      ['Erwachsene', 'Bitte geben Sie die Zahl der Erwachsenen an (1 bis 9).'],
      ['Alter Kind 1', 'Bitte geben Sie das Alter bei Reisebeginn als ganze Zahl von 0 bis 17 an.'],
      ['Alter Kind 2', 'Bitte geben Sie das Alter bei Reisebeginn als ganze Zahl von 0 bis 17 an.'],
      ['Vorname', 'Bitte verwenden Sie keine spitzen Klammern.'],
      ['Nachname', 'Bitte geben Sie Ihren Nachnamen an.'],
      ['E-Mail-Adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
      ['Telefon (optional)', 'Bitte geben Sie eine gültige Telefonnummer an.'],
      ['Ihre Nachricht (optional)', 'Bitte höchstens 2000 Zeichen.'],
    ]
    for (const [label, message] of messages) {
      // The message sits next to its field and is announced with it (before a hint the field may have).
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      )
    }
    await expect(page.getByText('Bitte wählen Sie eine Anrede.')).toBeVisible()
    await expect(
      page.getByText('Bitte stimmen Sie zu, dass wir Ihre Angaben zur Bearbeitung der Anfrage verarbeiten.'),
    ).toBeVisible()
    await expect(page.getByLabel('Erwachsene')).toHaveValue('12')
    await expect(page.getByLabel('Alter Kind 1')).toHaveValue('18')
    await expect(page.getByLabel('Vorname')).toHaveValue('<script>alert(1)</script>')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(`${email}<`)
    await expect(page.getByLabel('Telefon (optional)')).toHaveValue('ruf mich an')
    await expect(page.getByLabel('Ihre Nachricht (optional)')).toHaveValue(`<b>fett</b>${'x'.repeat(2000)}`)
    await expectNoAxeViolations(page)
    expect(await enquiriesOf(email)).toEqual([])
    expect(await enquiriesOf(`${email}<`)).toEqual([])

    // Corrected, it goes through.
    await fillEnquiry(page, email)
    await page.getByLabel('Alter Kind 2').fill('')
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage')
    expect((await enquiriesOf(email)).map((row) => row.children_ages)).toEqual([[8]])
  })

  test('forged posts are refused with 400 and write nothing', async ({ request, baseURL }) => {
    const email = `gefaelscht-${randomUUID().slice(0, 8)}@example.com`
    const id = await departure('open')
    const valid = {
      adults: '2',
      'children_ages[0]': '',
      room: 'double',
      salutation: 'herr',
      first_name: 'Max',
      last_name: 'Mustermann',
      email,
      privacy: 'on',
    }
    const forgeries: Array<Record<string, string>> = [
      { adults: 'zwei' },
      { adults: '2.5' },
      { adults: '1e1' },
      { 'children_ages[0]': 'acht' },
      { 'children_ages[4]': '3' },
      { room: 'suite' },
      { salutation: 'dr' },
      { website: 'https://spam.example' },
      { privacy: 'ja' },
      { last_name: 'x'.repeat(81) },
      { email: `${'a'.repeat(250)}@example.com` },
    ]
    for (const forged of forgeries) {
      const response = await request.post(`/rundreisen/anfrage/${id}`, {
        form: { ...valid, ...forged },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(response.status(), JSON.stringify(forged)).toBe(400)
    }
    expect(await enquiriesOf(email)).toEqual([])
  })

  test('a signed-in customer’s enquiry is theirs; another customer sees nothing of it', async ({
    page,
    customer,
    signIn,
    browser,
    request,
  }) => {
    // Sign-in, enquiry, account, and a second customer's browser: one journey.
    test.slow()
    const id = await departure('open')
    await signIn(customer)
    await page.goto(`/rundreisen/anfrage/${id}`)
    // Their contact data is filled in already.
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(customer.email)
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika')
    await page.getByLabel('Frau', { exact: true }).check()
    await page.getByLabel('Einzelzimmer').check()
    await page.getByLabel('Erwachsene').fill('1')
    await page.getByLabel(/Ich bin damit einverstanden/).check()
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage')
    const reference = (await page
      .getByRole('status')
      .filter({ hasText: 'Anfrage-Nr.' })
      .locator('strong')
      .first()
      .textContent())!.trim()
    expect((await enquiriesOf(customer.email)).map((row) => [row.user, row.room])).toEqual([
      [customer.id, 'single'],
    ])

    await page.goto('/hotel/account/buchungen')
    const own = page.getByRole('region', { name: 'Ihre Anfragen zu Rundreisen' })
    await expect(own).toContainText(`Anfrage ${reference}`)
    await expect(own).toContainText('in Bearbeitung')
    await expect(own.getByRole('link')).toHaveAttribute('href', `/rundreisen/reise/${SLUG}`)
    await expectNoAxeViolations(page)

    // Another customer, in a browser of their own: not on their page, not through the site's API.
    const other = await createCustomer('Bert')
    const context = await browser.newContext()
    try {
      const otherPage = await context.newPage()
      const login = await otherPage.request.post('/hotel/account/anmelden', {
        form: { email: other.email, password: other.password },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      })
      expect(login.status()).toBe(302)
      await otherPage.goto('/hotel/account/buchungen')
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Buchungen')
      await expect(otherPage.getByText(`Anfrage ${reference}`)).toHaveCount(0)
      // The site's API does not serve enquiries at all (only what browser code calls).
      const api = await otherPage.request.get('/api/trpc/enquiry.mine')
      expect(api.status()).toBe(404)
      expect(JSON.stringify(await api.json())).not.toContain(reference)
      expect((await request.get('/api/trpc/enquiry.mine')).status()).toBe(404)
    } finally {
      await context.close()
      await other.remove()
    }
  })
})

test.describe('enquiry for a departure that is not offered', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('a begun or unknown departure is a 404 that leads on', async ({ page }) => {
    const begun = await departure('begun')
    const response = await page.goto(`/rundreisen/anfrage/${begun}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite existiert nicht')
    await expect(page.getByText(`Page not found: /rundreisen/anfrage/${begun}`)).toBeVisible()
    await expect(page.getByRole('link', { name: `Andere Termine der Reise „${TRIP}“` })).toHaveAttribute(
      'href',
      `/rundreisen/reise/${SLUG}`,
    )
    await expectNoAxeViolations(page)

    for (const path of [
      '/rundreisen/anfrage/999999999',
      '/rundreisen/anfrage/abc',
      '/rundreisen/anfrage/0',
    ]) {
      const unknown = await page.goto(path)
      expect(unknown?.status(), path).toBe(404)
      await expect(page.getByRole('link', { name: 'Alle Rundreisen ansehen' })).toHaveAttribute(
        'href',
        '/rundreisen',
      )
    }
    // Nor can a form be posted for it.
    const post = await page.request.post(`/rundreisen/anfrage/${begun}`, {
      form: { adults: '2' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(post.status()).toBe(404)
  })
})

test.describe('enquiry on the round-trip-only domain', () => {
  test('works without the /rundreisen prefix', async ({ page, baseURL }) => {
    // Trip page, form and confirmation: one journey.
    test.slow()
    const email = `domain-${randomUUID().slice(0, 8)}@example.com`
    const id = await departure('open')
    await page.goto(onRoundTripDomain(baseURL, `/reise/${SLUG}`))
    await page.locator(`a[href^="/anfrage/${id}?"]`).click()
    await expect(page).toHaveURL(new RegExp(`${HOST}:\\d+/anfrage/${id}\\?erwachsene=2&zimmer=double$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anfrage zur Rundreise')
    await expectNoAxeViolations(page)
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click()
    await expect(page).toHaveURL(new RegExp(`${HOST}:\\d+/anfrage/${id}\\?gesendet=1$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage')
    await expect(page.getByRole('link', { name: 'Zurück zur Reise' })).toHaveAttribute(
      'href',
      `/reise/${SLUG}`,
    )
    expect(await enquiriesOf(email)).toHaveLength(1)
  })
})
