import { expectNoAxeViolations } from '../support/axe'
import { createCustomer, type Customer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

let customer: Customer

test.beforeEach(async () => {
  customer = await createCustomer()
})

test.afterEach(async () => {
  await customer.remove()
})

test.describe('password reset', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('the mail link lets the customer set a new password and log in with it', async ({ page, context }) => {
    await page.goto('/hotel/account/anmelden')
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort vergessen')
    await expectNoAxeViolations(page)
    await page.getByLabel('E-Mail-Adresse').fill(customer.email)
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByText(/Wenn ein Konto mit dieser E-Mail-Adresse besteht/).first()).toBeVisible()

    const mail = await connectInbox().waitForMail({ to: customer.email })
    const link = mail.links.find((candidate) => candidate.includes('/hotel/account/passwort-erneuern?token='))
    expect(link, `reset link in: ${mail.links.join(', ')}`).toBeDefined()

    await page.goto(link!)
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-und-sicher-2027')
    await page.getByLabel('Neues Passwort wiederholen').fill('Anders-2027')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible()

    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-und-sicher-2027')
    await page.getByLabel('Neues Passwort wiederholen').fill('Neu-und-sicher-2027')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByText(/Ihr Passwort ist geändert/).first()).toBeVisible()
    // The reset proved the address: this browser is now a known device of the account.
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('known_device')

    await page.getByLabel('E-Mail-Adresse').fill(customer.email)
    await page.getByLabel('Passwort').fill('Neu-und-sicher-2027')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/hotel$/)
  })

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    await page.goto('/hotel/account/passwort-vergessen')
    await page.getByLabel('E-Mail-Adresse').fill('niemand-hier@example.com')
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByText(/Wenn ein Konto mit dieser E-Mail-Adresse besteht/).first()).toBeVisible()
  })

  test('the answer is shown even when the browser prefetches another page before it', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'only the JavaScript of the site prefetches')
    // The main navigation is prefetched a second after a page loads, so a prefetch can come right after an
    // action's redirect, carrying the message's cookie: it must leave the message for the page shown.
    let prefetched: number | null = null
    await page.route(/\/hotel\/account\/anmelden\.data(\?|$)/, async (route) => {
      prefetched ??= (
        await page.request.get('/hotel.data', { headers: { 'Sec-Purpose': 'prefetch' } })
      ).status()
      await route.continue()
    })
    await page.goto('/hotel/account/passwort-vergessen')
    await page.getByLabel('E-Mail-Adresse').fill('niemand-hier@example.com')
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByText(/Wenn ein Konto mit dieser E-Mail-Adresse besteht/).first()).toBeVisible()
    expect(prefetched).toBe(200)
  })

  test('an invalid link says so', async ({ page }) => {
    await page.goto('/hotel/account/passwort-erneuern?token=ungueltig')
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-und-sicher-2027')
    await page.getByLabel('Neues Passwort wiederholen').fill('Neu-und-sicher-2027')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByRole('alert')).toContainText('Der Link ist ungültig oder abgelaufen.')
  })
})
