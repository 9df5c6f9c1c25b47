import type { Page } from '@playwright/test'

import { createGuestFolder, findUser, removeSavedTrips, savedTripsOf } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'
import {
  LOCAL_SSO_PROVIDER,
  SSO_TEST_ACCOUNTS,
  SSO_TEST_PASSWORD,
  type SsoTestAccount,
} from '../support/sso-accounts'

// The local OpenID provider started by scripts/test.ts ("MusterID").
const providerUrl = process.env.OIDC_PROVIDER_URL ?? 'http://127.0.0.1:0'
const providerLogin = new RegExp(`^${providerUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/interaction/`)
// Directus does the OpenID work (code exchange, user lookup or registration) on a busy 2-core machine.
const viaDirectus = { timeout: 20_000 }

test.describe.configure({ timeout: 60_000 })

/** Each project signs in with accounts of its own: both run at the same time against one Directus. */
function accountFor(projectName: string, index: 0 | 1): SsoTestAccount {
  return SSO_TEST_ACCOUNTS[(projectName === 'js-off' ? 2 : 0) + index]!
}

async function signInAtProvider(page: Page, account: SsoTestAccount) {
  await expect(page).toHaveURL(providerLogin, viaDirectus)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MusterID')
  await page.getByLabel('E-Mail-Adresse').fill(account.email)
  await page.getByLabel('Passwort').fill(SSO_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

const fullName = (account: SsoTestAccount) => `${account.givenName} ${account.familyName}`

test('signs in through the provider and returns to the page, the second time as a known user', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const account = accountFor(testInfo.project.name, 0)
  // A hotel on the browser's Merkzettel before the sign-in (the button's form post, as without JavaScript).
  const searchPage = await (await page.request.get('/hotel')).text()
  const hotelId = Number(/href="\/hotel\/details\/(\d+)"/.exec(searchPage)![1])
  const saved = await page.request.post('/merkzettel', {
    form: { art: 'hotel', id: String(hotelId), aktion: 'merken', zurueck: '/hotel' },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  })
  expect(saved.status()).toBe(303)
  await page.goto('/hotel/account')
  await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount$/)
  await page.getByRole('link', { name: LOCAL_SSO_PROVIDER.label }).click()
  await signInAtProvider(page, account)

  await expect(page).toHaveURL(/\/hotel\/account$/, viaDirectus)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persönliche Angaben')
  await expect(page.getByRole('banner').getByRole('img', { name: fullName(account) })).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveValue(account.givenName)
  // the browser's Merkzettel joined the account at the sign-in
  const user = (await findUser(account.email))!
  expect((await savedTripsOf(user.id)).map((row) => row.hotel)).toContain(hotelId)
  await removeSavedTrips(user.id)

  // Tokens stay on the server: no Directus cookie, no token in the page.
  const cookieNames = (await context.cookies()).map((cookie) => cookie.name)
  expect(cookieNames).not.toContain('directus_refresh_token')
  // The sign-in made this browser a known device of the account: a stranger's wrong passwords cannot lock it out.
  expect(cookieNames).toContain('known_device')
  expect(cookieNames.filter((name) => name.startsWith('openid.'))).toEqual([])
  const html = await (await page.request.get('/hotel/account')).text()
  expect(html).not.toMatch(/access_?token|refresh_?token|accessToken|refreshToken/i)

  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByText('Sie sind abgemeldet. Bis bald!', { exact: true })).toBeVisible()

  // The provider would remember the person; without its cookies it asks again, like on another day.
  await context.clearCookies({ domain: new URL(providerUrl).hostname })
  await page.goto('/hotel/account/buchungen')
  await page.getByRole('link', { name: LOCAL_SSO_PROVIDER.label }).click()
  await signInAtProvider(page, account)
  await expect(page).toHaveURL(/\/hotel\/account\/buchungen$/, viaDirectus)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchungen')
  await expect(page.getByRole('banner').getByRole('img', { name: fullName(account) })).toBeVisible()
})

test('cancelling at the provider leads back to the login page with a German message', async ({ page }) => {
  await page.goto('/hotel/account/buchungen')
  await page.getByRole('link', { name: LOCAL_SSO_PROVIDER.label }).click()
  await expect(page).toHaveURL(providerLogin, viaDirectus)
  await page.getByRole('button', { name: 'Abbrechen' }).click()

  await expect(page).toHaveURL(
    /\/hotel\/account\/anmelden\?redirectTo=%2Fhotel%2Faccount%2Fbuchungen&sso=abgebrochen$/,
    viaDirectus,
  )
  await expect(page.getByRole('alert')).toContainText(
    'Sie haben die Anmeldung beim externen Anbieter abgebrochen.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')
})

test('a forged callback and a foreign return address end on pages of the site', async ({
  page,
  baseURL,
}, testInfo) => {
  // A callback that nobody started: no login state, so no login and no error page.
  await page.goto(
    '/auth/login/musterid/callback?code=gefaelscht&state=gefaelscht&redirectTo=https%3A%2F%2Fevil.example',
  )
  await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?redirectTo=%2Fhotel&sso=fehlgeschlagen$/)
  await expect(page.getByRole('alert')).toContainText(
    'Die Anmeldung über den externen Anbieter hat nicht geklappt.',
  )

  expect((await page.request.get('/auth/login/unbekannt')).status()).toBe(404)

  // A start that names another site as the way back: after the login the visitor stays on the site.
  const account = accountFor(testInfo.project.name, 1)
  await page.goto(`/auth/login/musterid?redirect=${encodeURIComponent('https://evil.example/hotel/account')}`)
  await signInAtProvider(page, account)
  await expect(page).toHaveURL(/\/hotel$/, viaDirectus)
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  await expect(page.getByRole('banner').getByRole('img', { name: fullName(account) })).toBeVisible()
})

test('guest bookings attach at sign-in only when the provider vouches for the address', async ({
  page,
  context,
}, testInfo) => {
  const jsOff = testInfo.project.name === 'js-off'
  const vouched = SSO_TEST_ACCOUNTS.find((account) => account.id === (jsOff ? 'hanna' : 'gustav'))!
  const unproven = SSO_TEST_ACCOUNTS.find((account) => account.id === (jsOff ? 'frieda' : 'emil'))!
  const folders = await Promise.all([createGuestFolder(vouched.email), createGuestFolder(unproven.email)])
  try {
    for (const account of [unproven, vouched]) {
      // A new person at the provider: it must not remember the previous one.
      await context.clearCookies({ domain: new URL(providerUrl).hostname })
      await page.goto('/hotel/account')
      await page.getByRole('link', { name: LOCAL_SSO_PROVIDER.label }).click()
      await signInAtProvider(page, account)
      await expect(page).toHaveURL(/\/hotel\/account$/, viaDirectus)
      await page.getByRole('button', { name: 'Abmelden' }).click()
      await expect(page.getByText('Sie sind abgemeldet. Bis bald!', { exact: true })).toBeVisible()
    }
    expect(await folders[1].owner(), 'the unproven address gets nothing').toBeNull()
    expect(await folders[0].owner(), 'the vouched address gets its guest folder').toBe(
      (await findUser(vouched.email))?.id,
    )
  } finally {
    await Promise.all(folders.map((folder) => folder.remove()))
  }
})
