import { readFile } from 'node:fs/promises'

import { createCustomer, type Customer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import { connectInbox } from '../support/smtp'

// "Meine Daten herunterladen" (Art. 15/20 DSGVO) is a form that posts, with and without JavaScript: the
// file comes as the answer, the mail "Ihre Daten wurden heruntergeladen" goes out then, and not before.
let customer: Customer

test.beforeEach(async () => {
  customer = await createCustomer('Export')
})

test.afterEach(async () => {
  await customer.remove()
})

test('the account page downloads the data by a form post, and the customer gets the mail', async ({
  page,
}) => {
  await page.goto('/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount')
  await page.getByLabel('E-Mail-Adresse').fill(customer.email)
  await page.getByLabel('Passwort').fill(customer.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' })).toBeVisible()

  // A visit of the export's address downloads nothing: it leads to the form.
  await page.goto('/hotel/account/daten-export')
  await expect(page).toHaveURL(/\/hotel\/account#ihre-daten$/)
  expect(
    (await connectInbox().list()).filter((mail) => mail.to.includes(customer.email)).map((m) => m.subject),
  ).not.toContain('Ihre Daten wurden heruntergeladen')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Meine-Daten-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { email: string } }
  expect(data.account.email).toBe(customer.email)
  await connectInbox().waitForMail({ to: customer.email, subject: 'Ihre Daten wurden heruntergeladen' })
  // The page stays where it was.
  await expect(page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' })).toBeVisible()
})
