import type { BrowserContext, Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { TEST_BUG_REPORT_PROJECT } from '../support/bug-report-host'
import { expect, test } from '../support/fixtures'

// The bug-report widget (spec §1, §5, §7; docs/decisions/bug-report-widget-after-consent.md): the test
// Directus names the project, the web server's BUG_REPORT_SCRIPT_URL a stand-in script on a host of its
// own (tests/support/bug-report-host.ts).

const scriptUrl = () => process.env.E2E_BUG_REPORT_URL!
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function consent(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'fehlermelder-zustimmung', value: '1', url: baseURL }])
}

function scriptRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url() === scriptUrl()) requests.push(request.url())
  })
  return requests
}

test.describe('Fehlermelder', () => {
  test('is loaded once after hydration, with the configured project, when the visitor agreed before', async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    await consent(context, baseURL!)
    const requests = scriptRequests(page)
    for (const path of ['/', '/hotel', '/so-sortieren-wir']) {
      const response = await page.goto(path)
      // Not in the server's HTML: the page adds it after it has mounted.
      expect(await response!.text()).not.toContain(`<script src="${scriptUrl()}"`)
      if (!javaScriptEnabled) {
        await expect(page.getByRole('button', { name: 'Fehler melden' })).toHaveCount(0)
        continue
      }
      const widget = page.locator('#fehlermelder-attrappe')
      await expect(widget).toHaveAttribute('data-project', TEST_BUG_REPORT_PROJECT)
      await expect(widget).toHaveAttribute('data-loads', '1')
      await expect(page.locator(`script[src="${scriptUrl()}"]`)).toHaveCount(1)
    }
    expect(requests).toHaveLength(javaScriptEnabled ? 3 : 0)
  })

  test('loads nothing before consent; the button is the consent and is remembered', async ({
    page,
    javaScriptEnabled,
  }) => {
    const requests = scriptRequests(page)
    await page.goto('/so-sortieren-wir')
    const button = page.getByRole('button', { name: 'Fehler melden' })
    if (!javaScriptEnabled) {
      await expect(button).toHaveCount(0)
      expect(requests).toEqual([])
      return
    }
    await expect(button).toBeVisible()
    await expectNoAxeViolations(page)
    expect(requests).toEqual([])
    await button.click()
    await expect(page.locator('#fehlermelder-attrappe')).toHaveAttribute(
      'data-project',
      TEST_BUG_REPORT_PROJECT,
    )
    await expect(button).toHaveCount(0)

    await page.goto('/')
    await expect(page.locator('#fehlermelder-attrappe')).toHaveAttribute('data-loads', '1')
    expect(requests).toHaveLength(2)
  })

  test("comes only from the operator's host, named in the CSP without 'strict-dynamic'", async ({ page }) => {
    const response = await page.goto('/so-sortieren-wir')
    const scripts = /script-src ([^;]*)/.exec(response!.headers()['content-security-policy'] ?? '')?.[1]
    expect(scripts).toBe(`'self' ${/'nonce-[^']+'/.exec(scripts ?? '')?.[0]} ${new URL(scriptUrl()).origin}`)
  })

  test('never runs on pages with personal data, and the way there is a new document', async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript there is no widget anywhere')
    await consent(context, baseURL!)
    const requests = scriptRequests(page)
    for (const path of [
      '/hotel/account/anmelden',
      '/hotel/account/passwort-vergessen',
      '/hotel/account/registrieren',
    ]) {
      const response = await page.goto(path)
      expect(response!.headers()['content-security-policy']).not.toContain(new URL(scriptUrl()).origin)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Fehler melden' })).toHaveCount(0)
    }
    expect(requests).toEqual([])

    // From a page where the widget runs, the login link leaves its document behind.
    await page.goto('/so-sortieren-wir')
    await expect(page.locator('#fehlermelder-attrappe')).toHaveAttribute('data-loads', '1')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Anmelden', exact: true }).click()
    await expect(page).toHaveURL(/\/hotel\/account\/anmelden/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window || 'bugReportLoads' in window)).toBe(false)
    await expect(page.locator('#fehlermelder-attrappe')).toHaveCount(0)
    await expect(page.locator('script[data-bug-report]')).toHaveCount(0)
    expect(requests).toHaveLength(1)

    // And back: a new document again, where the widget runs.
    await page.locator('header a[href="/"]').first().click()
    await expect(page.locator('#fehlermelder-attrappe')).toHaveAttribute('data-loads', '1')
    expect(requests).toHaveLength(2)
  })

  test('is never loaded for crawlers', async ({ browser, baseURL }) => {
    const crawler = await browser.newContext({ userAgent: CRAWLER })
    await consent(crawler, baseURL!)
    const page = await crawler.newPage()
    const requests = scriptRequests(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-island="bug-report"]')).toHaveCount(0)
    expect(requests).toEqual([])
    await crawler.close()
  })
})
