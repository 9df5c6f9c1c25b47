import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { createBookedFolder, readItems } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// "Buchung verwalten": from the header and the footer to the look-up form at /hotel/buchen/status, which
// finds a booking by its number and the e-mail address it was booked with, with JavaScript on and off.
// The look-up's limit (429 with Retry-After, what was typed kept) is tested in
// tests/integration/capability-limits.test.ts, where each test is a client of its own.

const PAGE = '/hotel/buchen/status'
const NOT_FOUND = 'Wir haben keine Buchung mit dieser Vorgangsnummer und E-Mail-Adresse gefunden.'

async function lookUp(page: Page, number: string, email: string) {
  await page.getByLabel('Vorgangsnummer').fill(number)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByRole('button', { name: 'Buchung anzeigen' }).click()
}

test.describe('Buchung verwalten', () => {
  test.use({ allowedConsoleErrors: [/status of (400|404)/] })

  test('the header and the footer lead to the look-up form', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Buchung verwalten' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchung verwalten')
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Buchung verwalten' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByLabel('Vorgangsnummer')).toBeVisible()
    await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/rundreisen')
    await page
      .getByRole('navigation', { name: 'Service' })
      .getByRole('link', { name: 'Buchung verwalten' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchung verwalten')
  })

  test('number and address of a booking lead to its status page', async ({ page, customer }, testInfo) => {
    const start = 280 + (testInfo.project.name === 'js-off' ? 10 : 0)
    const folder = await createBookedFolder(customer, isoInDays(start), isoInDays(start + 2))
    try {
      const [{ number } = { number: '' }] = await readItems<{ number: string }>('folders', {
        fields: 'number',
        'filter[id][_eq]': folder.id,
      })
      // Not signed in: a guest with the confirmation mail in hand, who types the number as it comes.
      await page.goto(PAGE)
      await lookUp(page, ` ${number.toLowerCase()} `, customer.email.toUpperCase())
      await expect(page).toHaveURL(new RegExp(`/hotel/buchen/status/${number}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungsstatus')
      await expect(page.getByRole('heading', { name: new RegExp(`^Vorgang ${number}`) })).toBeVisible()
      await expect(page.getByText('bestätigt', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Buchung stornieren …' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
        'Buchung verwalten',
      )
      await expectNoAxeViolations(page)

      // The page shows the booking again when it is loaded again, in this browser only.
      await page.reload()
      await expect(page.getByText('bestätigt', { exact: true })).toBeVisible()
      await page.context().clearCookies()
      await page.reload()
      await expect(page.getByText('bestätigt', { exact: true })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Buchung anzeigen' })).toBeVisible()
    } finally {
      await folder.remove()
    }
  })

  test('a wrong number, a wrong address or a malformed number: a German message, what was typed kept', async ({
    page,
    customer,
  }, testInfo) => {
    const start = 300 + (testInfo.project.name === 'js-off' ? 10 : 0)
    const folder = await createBookedFolder(customer, isoInDays(start), isoInDays(start + 2))
    try {
      const [{ number } = { number: '' }] = await readItems<{ number: string }>('folders', {
        fields: 'number',
        'filter[id][_eq]': folder.id,
      })
      await page.goto(PAGE)
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await lookUp(page, number, 'jemand-anders@example.com')
      expect((await answer).status()).toBe(404)
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND)
      await expect(page.getByLabel('Vorgangsnummer')).toHaveValue(number)
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('jemand-anders@example.com')
      await expect(page.getByText('bestätigt', { exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page)

      // Another folder's number with the right address answers the same.
      await lookUp(page, number === 'RP-2026-000000' ? 'RP-2026-000001' : 'RP-2026-000000', customer.email)
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND)
      // Still the form (an index route's action: Remix adds `?index`).
      await expect(page).toHaveURL(new RegExp(`${PAGE}(\\?index)?$`))

      await lookUp(page, 'RP-12', customer.email)
      await expect(
        page.getByText(
          'Bitte geben Sie die Vorgangsnummer so an, wie sie in Ihrer Buchungsbestätigung steht, z. B. RP-2026-K7M2-9QXD.',
        ),
      ).toBeVisible()
      await expect(page.getByLabel('Vorgangsnummer')).toHaveValue('RP-12')
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(customer.email)
      await expectNoAxeViolations(page)
    } finally {
      await folder.remove()
    }
  })
})
