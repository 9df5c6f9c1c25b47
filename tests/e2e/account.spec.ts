import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { createCustomer, type Customer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

let customer: Customer

test.beforeEach(async () => {
  customer = await createCustomer()
})

test.afterEach(async () => {
  await customer.remove()
})

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

test.describe('login and logout', () => {
  // Chromium logs the 400 answer of a refused form post (JavaScript on) as a console error.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('wrong credentials give the spec message and keep the e-mail address', async ({ page }) => {
    await page.goto('/hotel/account/anmelden')
    await expectNoAxeViolations(page)
    await login(page, customer.email, 'falsches-passwort')
    await expect(page.getByRole('alert')).toContainText('Login failed, please check your credentials.')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(customer.email)
    await expect(page.getByLabel('Passwort')).toHaveValue('')
  })

  test('the login page loads without the Remix runtime (docs/decisions/login-page-without-hydration.md)', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'about what JavaScript loads')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/hotel/account/anmelden')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => !script.startsWith('/build/islands/'))).toEqual([])
    expect(await page.evaluate(() => '__remixContext' in window || '__remixRouter' in window)).toBe(false)
  })

  test('missing fields get German messages next to them', async ({ page }) => {
    await page.goto('/hotel/account/anmelden')
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeVisible()
    await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('keine-adresse')
  })

  test('a login-required page leads to login and back, and logout ends the session', async ({
    page,
    context,
  }) => {
    await page.goto('/hotel/account/buchungen')
    await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount%2Fbuchungen$/)
    await login(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/hotel\/account\/buchungen$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungen')
    await expect(page.getByText('Sie sind angemeldet. Willkommen zurück!', { exact: true })).toBeVisible()

    const cookie = (await context.cookies()).find((candidate) => candidate.name === '__session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const html = await (await page.request.get('/hotel/account')).text()
    expect(html).not.toMatch(/access_?token|refresh_?token|accessToken|refreshToken/i)

    // Logged in, the login page sends to /hotel and registration to the welcome page.
    await page.goto('/hotel/account/anmelden')
    await expect(page).toHaveURL(/\/hotel$/)
    await page.goto('/hotel/account/registrieren')
    await expect(page).toHaveURL(/\/hotel\/account\/willkommen$/)

    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByText('Sie sind abgemeldet. Bis bald!', { exact: true })).toBeVisible()
    await page.goto('/hotel/account')
    await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount$/)
  })

  test('personal details can be changed; bad input keeps what was typed', async ({ page, signIn }) => {
    await signIn(customer)
    await page.goto('/hotel/account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Angaben')
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika')
    await expectNoAxeViolations(page)

    await page.getByLabel('Ort', { exact: true }).fill('Lübeck')
    await page.getByLabel('Telefon').fill('kein Telefon')
    await page.getByRole('button', { name: 'Angaben speichern' }).click()
    await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer an.')).toBeVisible()
    await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Lübeck')

    await page.getByLabel('Telefon').fill('+49 451 123456')
    await page.getByRole('button', { name: 'Angaben speichern' }).click()
    await expect(page.getByText('Ihre Angaben sind gespeichert.', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Telefon')).toHaveValue('+49 451 123456')
    await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Lübeck')
  })

  test('a redirect target on another site is not followed', async ({ page }) => {
    await page.goto('/hotel/account/anmelden?redirectTo=https%3A%2F%2Fevil.example%2F')
    await login(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/hotel$/)
  })
})

test('cross-site form posts are refused', async ({ request }) => {
  const response = await request.post('/hotel/account/abmelden', {
    headers: { origin: 'https://evil.example' },
  })
  expect(response.status()).toBe(403)
  expect(await response.text()).toContain('aus Sicherheitsgründen abgelehnt')
})

test.describe('change password', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('needs the current password and then works for the next login', async ({ page, signIn }) => {
    await signIn(customer)
    await page.goto('/hotel/account')
    const section = page.getByRole('region', { name: 'Passwort ändern' })

    await section.getByLabel('Aktuelles Passwort').fill('falsch')
    await section.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-neu-2027')
    await section.getByLabel('Neues Passwort wiederholen').fill('Ganz-neu-2027')
    await section.getByRole('button', { name: 'Passwort ändern' }).click()
    await expect(page.getByRole('alert')).toHaveText('Ihr aktuelles Passwort stimmt nicht.')

    await section.getByLabel('Aktuelles Passwort').fill(customer.password)
    await section.getByLabel('Neues Passwort', { exact: true }).fill('Ganz-neu-2027')
    await section.getByLabel('Neues Passwort wiederholen').fill('Ganz-neu-2027')
    await section.getByRole('button', { name: 'Passwort ändern' }).click()
    // A login to check the current password, its logout and the change: several calls to Directus.
    await expect(
      page.getByText('Ihr Passwort ist geändert. Auf anderen Geräten sind Sie jetzt abgemeldet.', {
        exact: true,
      }),
    ).toBeVisible({
      timeout: 15_000,
    })

    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByText('Sie sind abgemeldet. Bis bald!', { exact: true })).toBeVisible()
    await page.goto('/hotel/account/anmelden')
    await login(page, customer.email, 'Ganz-neu-2027')
    await expect(page).toHaveURL(/\/hotel$/)
  })
})
