import { randomUUID } from 'node:crypto'

import { expectNoAxeViolations } from '../support/axe'
import { inviteCustomer, removeUser } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

test.describe('invitation', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('an invited customer sets a password through the mail link and is signed in', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = `eingeladen-${randomUUID().slice(0, 8)}@example.com`
    try {
      await inviteCustomer(email, `${baseURL}/hotel/account/einladung`)
      const mail = await connectInbox().waitForMail({ to: email })
      expect(mail.subject).toBe('Ihre Einladung')
      const link = mail.links.find((candidate) => candidate.includes('/hotel/account/einladung?token='))
      expect(link, `invitation link in: ${mail.links.join(', ')}`).toBeDefined()

      await page.goto(link!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einladung annehmen')
      await expect(page.getByText(email)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByLabel('Passwort', { exact: true }).fill('Eingeladen-2027')
      await page.getByLabel('Passwort wiederholen').fill('Anders-2027')
      await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click()
      await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible()

      await page.getByLabel('Passwort', { exact: true }).fill('Eingeladen-2027')
      await page.getByLabel('Passwort wiederholen').fill('Eingeladen-2027')
      await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click()
      // Accepting, signing in and attaching guest folders: several calls to Directus.
      await expect(page).toHaveURL(/\/hotel\/account\/willkommen$/, { timeout: 15_000 })
      await expect(
        page.getByText('Ihr Passwort ist gespeichert. Willkommen, Sie sind angemeldet!', { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
      // Accepting signed in and made this browser a known device of the account.
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('known_device')

      // The link works once.
      await page.getByRole('button', { name: 'Abmelden' }).click()
      await page.goto(link!)
      await page.getByLabel('Passwort', { exact: true }).fill('Noch-einmal-2027')
      await page.getByLabel('Passwort wiederholen').fill('Noch-einmal-2027')
      await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'Diese Einladung ist ungültig oder wurde schon angenommen.',
      )
    } finally {
      await removeUser(email)
    }
  })

  test('a link without a valid token says so', async ({ page }) => {
    await page.goto('/hotel/account/einladung?token=ungueltig')
    await expect(page.getByRole('alert')).toContainText('Diese Einladung ist ungültig')
    await expectNoAxeViolations(page)
  })
})
