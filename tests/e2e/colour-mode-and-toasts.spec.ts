import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { createCustomer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

/** Opens each page in turn and says on which of them `text` was shown (toast or status message). */
async function pagesShowing(page: Page, paths: string[], text: string): Promise<string[]> {
  const showing: string[] = []
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    // Shown with the page itself (a status message) and, with JavaScript, as a toast afterwards.
    if ((await page.getByText(text, { exact: true }).count()) > 0) showing.push(path)
  }
  return showing
}

test.describe('colour mode and messages', () => {
  test('choosing a colour mode keeps it, says so, and paints dark from the first byte', async ({
    page,
  }, testInfo) => {
    await page.goto('/familienurlaub/ostsee')
    await page.getByRole('button', { name: 'Dunkel' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(2, 6, 23)')

    if (testInfo.project.name === 'js-off') {
      // Without JavaScript the form posted; the page came back with a status message.
      await expect(page).toHaveURL(/\/familienurlaub\/ostsee$/)
      // (the page's Merken buttons have live regions of their own, empty until used)
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        'Ihr Farbschema ist gespeichert.',
      )
    } else {
      await expect.poll(() => page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark')
    }

    // The next page is rendered dark by the server already (no flash of the light theme).
    const response = await page.request.get('/')
    expect(await response.text()).toMatch(/<html[^>]*class="dark"/)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Dunkel' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
  })

  test('a message left by an action turns into a toast with JavaScript', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'js-on',
      'the toast needs JavaScript; js-off sees the status message above',
    )
    // a hydrated page (island pages such as the home page show the message as server-rendered text)
    await page.goto('/familienurlaub/ostsee')
    // The no-JS form's post, sent beside the page (changing the page's DOM before React has hydrated it
    // would break the hydration). Not following the redirect leaves the message for the next page load.
    const posted = await page.request.post('/farbschema', {
      form: { colorMode: 'light', redirectTo: '/familienurlaub/ostsee' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(302)
    await page.reload()
    const message = page.getByText('Ihr Farbschema ist gespeichert.', { exact: true })
    // The toast region is labelled in German (Radix' default is "Notifications (F8)").
    const toasts = page.getByRole('region', { name: 'Benachrichtigungen (F8)' })
    await expect(toasts.getByText('Ihr Farbschema ist gespeichert.', { exact: true })).toBeVisible()
    await expect(toasts.getByRole('button', { name: 'Close' })).toBeVisible()
    // 24rem wide in the corner of a wide window, the full width of a phone's.
    const list = toasts.getByRole('list')
    expect((await list.boundingBox())?.width).toBe(384)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(async () => (await list.boundingBox())?.width).toBe(390)
    // One message at a time: the page-flow copy rendered by the server is gone once the toast shows.
    await expect(message).toHaveCount(1)
    // It closes by itself after 5000 ms.
    await expect(message).toHaveCount(0, { timeout: 8_000 })
  })

  test('the welcome after signing in and the goodbye after signing out show on the next page only', async ({
    page,
  }) => {
    const customer = await createCustomer()
    try {
      await page.goto('/hotel/account/anmelden')
      await page.getByLabel('E-Mail-Adresse').fill(customer.email)
      await page.getByLabel('Passwort').fill(customer.password)
      await page.getByRole('button', { name: 'Anmelden' }).click()
      const welcome = 'Sie sind angemeldet. Willkommen zurück!'
      await expect(page.getByText(welcome, { exact: true })).toBeVisible()
      expect(await pagesShowing(page, ['/hotel', '/reisetipps', '/hotel/account'], welcome)).toEqual([])

      // Signing out leaves its own message, once.
      await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
      const goodbye = 'Sie sind abgemeldet. Bis bald!'
      await expect(page.getByText(goodbye, { exact: true }).first()).toBeVisible()
      expect(await pagesShowing(page, ['/hotel', '/rundreisen', '/reisetipps'], goodbye)).toEqual([])
    } finally {
      await customer.remove()
    }
  })

  test('a message left by a form posted beside the page shows on the next page only', async ({ page }) => {
    const saved = 'Ihr Farbschema ist gespeichert.'
    await page.goto('/hotel')
    const posted = await page.request.post('/farbschema', {
      form: { colorMode: 'light', redirectTo: '/familienurlaub/ostsee' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(302)
    await page.goto('/familienurlaub/ostsee')
    await expect(page.getByText(saved, { exact: true }).first()).toBeVisible()
    expect(await pagesShowing(page, ['/hotel', '/rundreisen', '/reisetipps'], saved)).toEqual([])
  })

  test('an invalid colour mode is refused with 400', async ({ request, baseURL }) => {
    const response = await request.post('/farbschema', {
      form: { colorMode: 'lila', redirectTo: '/' },
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(response.status()).toBe(400)
  })

  test('the maintenance page is accessible', async ({ page }) => {
    await page.goto('/wartungsarbeiten')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten')
    await expectNoAxeViolations(page)
  })
})
