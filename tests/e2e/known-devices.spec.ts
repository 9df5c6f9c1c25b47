import type { BrowserContext } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { createCustomer, type Customer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

// Known devices (app/login-throttle.server.ts), with and without JavaScript: the mailed link that makes a
// new browser known, and the logout form's "Dieses Gerät vergessen".
let customer: Customer

test.beforeEach(async () => {
  customer = await createCustomer('Geraet')
})

test.afterEach(async () => {
  await customer.remove()
})

const knownDevice = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'known_device')

test('a new browser becomes known through the mailed link', async ({ page, context }) => {
  // Request, mail, confirmation and sign-in with two accessibility checks (without JavaScript each loads
  // the page again in a browser of its own): one journey.
  test.slow()
  await page.goto('/hotel/account/geraet-bestaetigen')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gerät freischalten')
  await expectNoAxeViolations(page)
  await page.getByLabel('E-Mail-Adresse').fill(customer.email)
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(page).toHaveURL(/\/hotel\/account\/anmelden$/)
  await expect(page.getByText(/Wenn ein Konto mit dieser E-Mail-Adresse besteht/).first()).toBeVisible()
  expect(await knownDevice(context)).toBeUndefined()

  const mail = await connectInbox().waitForMail({ to: customer.email })
  const link = mail.links.find((candidate) => candidate.includes('/hotel/account/geraet-bestaetigen?token='))
  expect(link, `device link in: ${mail.links.join(', ')}`).toBeDefined()
  await page.goto(link!)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Dieses Gerät freischalten' }).click()
  await expect(page).toHaveURL(/\/hotel\/account\/anmelden$/)
  await expect(page.getByText(/Dieses Gerät ist jetzt freigeschaltet/).first()).toBeVisible()
  expect(await knownDevice(context)).toMatchObject({ httpOnly: true, path: '/hotel/account' })

  await page.getByLabel('E-Mail-Adresse').fill(customer.email)
  await page.getByLabel('Passwort').fill(customer.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/hotel$/)
})

test('"Dieses Gerät vergessen" signs out and forgets this browser', async ({ page, context, signIn }) => {
  await signIn(customer)
  expect(await knownDevice(context)).toBeDefined()
  await page.goto('/hotel/account')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Dieses Gerät vergessen' }).click()
  await expect(
    page.getByText('Sie sind abgemeldet, und dieses Gerät ist vergessen. Bis bald!').first(),
  ).toBeVisible()
  expect(await knownDevice(context)).toBeUndefined()
  await page.goto('/hotel/account')
  await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount$/)
})
