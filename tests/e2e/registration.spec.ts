import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import {
  createCustomer,
  createGuestFolder,
  findUser,
  removeUser,
  savedTripsOf,
} from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

const PASSWORD = 'Sommer-Reise-2027'
const SENT_HEADING = 'Bitte bestätigen Sie Ihre E-Mail-Adresse'

let email: string

test.beforeEach(() => {
  email = `neu-${randomUUID().slice(0, 8)}@example.com`
})

test.afterEach(async () => {
  await removeUser(email)
})

async function register(page: Page, address: string, options: { confirm?: string; terms?: boolean } = {}) {
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Mustermann')
  await page.getByLabel('E-Mail-Adresse').fill(address)
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Passwort wiederholen').fill(options.confirm ?? PASSWORD)
  if (options.terms ?? true) await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check()
  await page.getByRole('button', { name: 'Konto anlegen' }).click()
}

async function verificationLink(address: string): Promise<string> {
  const mail = await connectInbox().waitForMail({ to: address })
  expect(mail.subject).toBe(SENT_HEADING)
  expect(mail.text).toContain('vielen Dank für Ihre Registrierung')
  expect(mail.text).toContain('Hallo Erika Mustermann')
  const link = mail.links.find((candidate) => candidate.includes('/hotel/account/willkommen?token='))
  expect(link, `verification link in: ${mail.links.join(', ')}`).toBeDefined()
  return link!
}

test.describe('registration', () => {
  // Chromium logs the 400 answer of a refused form post or link (JavaScript on) as a console error.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('register, follow the mail link, and arrive signed in on the welcome page', async ({
    page,
    baseURL,
  }) => {
    // Registration (Directus stalls it on purpose), a mail and three axe runs: more than the default time.
    test.slow()
    // Booked as a guest before: the new account takes the folder over at its first sign-in.
    const guestFolder = await createGuestFolder(email)
    try {
      // A hotel on the browser's Merkzettel (the button's form POST) joins the new account too.
      const search = await (await page.request.get('/hotel')).text()
      const hotel = Number(/href="\/hotel\/details\/(\d+)"/.exec(search)![1])
      const saved = await page.request.post('/merkzettel', {
        form: { art: 'hotel', id: String(hotel), aktion: 'merken' },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(saved.status()).toBe(303)
      await page.goto('/hotel/account/anmelden')
      await page.getByRole('link', { name: 'Jetzt registrieren' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrieren')
      await expectNoAxeViolations(page)

      await register(page, email)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT_HEADING)
      await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.goto(await verificationLink(email))
      await expect(page).toHaveURL(/\/hotel\/account\/willkommen$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Erika!')
      await expect(
        page.getByText('Ihre E-Mail-Adresse ist bestätigt. Willkommen, Sie sind angemeldet!').first(),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Persönliche Angaben' }).first()).toBeVisible()
      await expectNoAxeViolations(page)

      const user = await findUser(email)
      expect(user?.status).toBe('active')
      expect(await guestFolder.owner()).toBe(user?.id)
      expect((await savedTripsOf(user!.id)).map((row) => row.hotel)).toEqual([hotel])

      // Signed in, registration leads to the welcome page.
      await page.goto('/hotel/account/registrieren')
      await expect(page).toHaveURL(/\/hotel\/account\/willkommen$/)
    } finally {
      await guestFolder.remove()
    }
  })

  test('the link opened in another browser confirms and asks to log in', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow()
    await page.goto('/hotel/account/registrieren')
    await register(page, email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT_HEADING)
    const link = await verificationLink(email)

    const { javaScriptEnabled } = testInfo.project.use
    const other = await browser.newContext({
      ...(javaScriptEnabled !== undefined ? { javaScriptEnabled } : {}),
      locale: 'de-DE',
    })
    try {
      const elsewhere = await other.newPage()
      await elsewhere.goto(link)
      await expect(elsewhere).toHaveURL(
        /\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount%2Fwillkommen$/,
      )
      await expect(
        elsewhere.getByText('Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.').first(),
      ).toBeVisible()
      await elsewhere.getByLabel('E-Mail-Adresse').fill(email)
      await elsewhere.getByLabel('Passwort').fill(PASSWORD)
      await elsewhere.getByRole('button', { name: 'Anmelden' }).click()
      await expect(elsewhere).toHaveURL(/\/hotel\/account\/willkommen$/)
      await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Erika!')
    } finally {
      await other.close()
    }
  })

  test('an invalid link says so in German with status 400', async ({ page }) => {
    const response = await page.goto('/hotel/account/willkommen?token=ungueltig')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText('Der Bestätigungslink ist ungültig')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen!')
  })

  test('wrong input gets German messages, keeps what was typed and never the passwords', async ({ page }) => {
    await page.goto('/hotel/account/registrieren')
    await page.getByLabel('Vorname').fill('Erika')
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse')
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Passwort wiederholen').fill('etwas-anderes')
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    expect((await answer).status()).toBe(400)

    await expect(page.getByText('Bitte geben Sie Ihren Nachnamen an.')).toBeVisible()
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeVisible()
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible()
    await expect(page.getByText('Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.')).toBeVisible()
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('keine-adresse')
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Passwort wiederholen')).toHaveValue('')
    await expectNoAxeViolations(page)
  })

  test('an address that has an account gets the same answer as a new one', async ({ page }) => {
    const customer = await createCustomer()
    try {
      await page.goto('/hotel/account/registrieren')
      await register(page, customer.email)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT_HEADING)
      await expect(page.getByRole('status').filter({ hasText: customer.email })).toBeVisible()
      // The existing account stays as it was: its password still works.
      const login = await page.request.post('/hotel/account/anmelden', {
        form: { email: customer.email, password: customer.password },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      })
      expect(login.status()).toBe(302)
    } finally {
      await customer.remove()
    }
  })
})
