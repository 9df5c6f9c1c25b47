import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { expect, test } from '../support/fixtures'
import { addChild, openTravellers } from '../support/search-form'

test.describe('Startseite', () => {
  test('shows featured hotels, round trips and travel tips from Directus in German', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.getByRole('heading', { level: 1, name: 'Urlaub, der zu Ihnen passt' })).toBeVisible()
    await expect(page).toHaveTitle('Reiseportal')

    const hotels = page.getByRole('region', { name: 'Beliebte Hotels' }).getByRole('listitem')
    await expect(hotels).toHaveCount(6)
    await expect(hotels.first()).toContainText(/ab\s*[\d.]+\s€/)
    await expect(hotels.first()).toContainText('pro Nacht')
    await expect(hotels.first().getByRole('link')).toHaveAttribute('href', /^\/hotel\/details\/\d+$/)
    // the first picture is the first screen's largest paint: it loads at once, the others when they near
    await expect(hotels.first().getByRole('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(hotels.first().getByRole('img')).toHaveAttribute('loading', 'eager')
    await expect(hotels.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy')

    const trips = page.getByRole('region', { name: 'Rundreisen entdecken' }).getByRole('article')
    await expect(trips).toHaveCount(3)
    await expect(trips.first()).toContainText(/\d+ Tage/)
    await expect(trips.first()).toContainText('pro Person im Doppelzimmer')
    await expect(trips.first().getByRole('link')).toHaveAttribute('href', /^\/rundreisen\/reise\/[\w-]+$/)
    // The next departures with seats, each with its date and price.
    await expect(trips.first()).toContainText('Nächste Termine')
    await expect(trips.first().getByRole('listitem')).toHaveCount(3)
    await expect(trips.first().getByRole('listitem').first()).toContainText(
      /^\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.? \d{4}.*\d\.\d{3}\s€$/,
    )

    const tips = page.getByRole('region', { name: 'Neueste Reisetipps' }).getByRole('listitem')
    await expect(tips).toHaveCount(3)
    // German long date ("DD"), e.g. "3. Nov. 2026" or "12. März 2026".
    await expect(tips.first()).toContainText(/\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.? \d{4}/)
    await expect(tips.first().getByRole('link')).toHaveAttribute('href', /^\/reisetipps\/[\w-]+\/[\w-]+$/)

    await expectNoAxeViolations(page)
  })

  test('searches hotels right from the home page, as the search page does', async ({ page }, testInfo) => {
    await page.goto('/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    const destination = search.getByLabel('Reiseziel oder Hotel')
    if (testInfo.project.name === 'js-on') {
      await destination.pressSequentially('Ost', { delay: 50 })
      await expect(page.getByRole('option').filter({ hasText: /^Ostsee / })).toHaveCount(1)
    }
    await destination.fill('Ostsee')
    const arrival = isoInDays(40)
    const departure = isoInDays(43)
    await search.getByLabel('Anreise').fill(arrival)
    await search.getByLabel('Abreise').fill(departure)
    await openTravellers(search)
    await search.getByLabel('Erwachsene').fill('2')
    await addChild(search, '7')
    await search.getByRole('button', { name: 'Hotels finden' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/hotel\\?ziel=Ostsee&anreise=${arrival}&abreise=${departure}&kind=7$`),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in der Region Ostsee')
    await openTravellers(page)
    await expect(page.getByLabel('Alter Kind 1')).toHaveValue('7')
  })

  test('has a header navigation and the legal links in the footer', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(nav.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/hotel')
    await expect(nav.getByRole('link', { name: 'Reisetipps' })).toHaveAttribute('href', '/reisetipps')
    await expect(nav.getByRole('link', { name: 'Anmelden' })).toBeVisible()

    const legal = page.getByRole('navigation', { name: 'Rechtliches' })
    await expect(legal.getByRole('link', { name: /Impressum/ })).toHaveAttribute('href', '/impressum')
    await expect(legal.getByRole('link', { name: /Datenschutz/ })).toHaveAttribute('href', '/datenschutz')
    await expect(legal.getByRole('link', { name: /AGB|Reisebedingungen/ })).toHaveAttribute('href', '/agb')
  })

  test('is served without the Remix runtime and prefetches the main sections after a second', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'the prefetch is JavaScript')
    await page.goto('/')
    // an island page (docs/decisions/hotel-pages-as-islands.md): its search form and Merken buttons only
    await expect(page.locator('[data-island="destination"]')).toHaveCount(1)
    expect(await page.evaluate(() => '__remixContext' in window || '__remixRouter' in window)).toBe(false)
    // spec §9: the initial preload starts after 1 s, at most four pages
    const prefetched = page.locator('link[rel="prefetch"]')
    await expect(prefetched).toHaveCount(3)
    expect(await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/hotel',
      '/reisetipps',
      '/rundreisen',
    ])
  })

  test('does not prefetch on a slow-2g connection', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'the prefetch is JavaScript')
    // The page's clock is run forward past the preload's second instead of waiting for it.
    await context.clock.install()
    const openOn = async (tab: Page, effectiveType: string) => {
      await tab.addInitScript(
        (type) =>
          Object.defineProperty(navigator, 'connection', { value: { effectiveType: type, saveData: false } }),
        effectiveType,
      )
      await tab.goto('/')
      // the islands' code (the preload is one of them) has loaded and run
      await tab.waitForLoadState('networkidle')
      await tab.clock.runFor(5_000)
      return tab.locator('link[rel="prefetch"]')
    }
    // The same steps on a 4g connection do prefetch: the check below is not made too early.
    await expect(await openOn(await context.newPage(), '4g')).toHaveCount(3)
    await expect(await openOn(page, 'slow-2g')).toHaveCount(0)
  })

  test('its largest paint is the title of its first block', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'read in the page')
    await page.goto('/')
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined
            resolve(entry?.element?.textContent ?? '')
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    expect(largest).toBe('Urlaub, der zu Ihnen passt')
  })

  test('keyboard users can skip to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#inhalt$/)
  })

  test('uses the brand font and colours', async ({ page }) => {
    await page.goto('/')
    const body = page.locator('body')
    await expect(body).toHaveCSS('font-family', /^Inter/)
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(250, 249, 248)')
    await expect(page.locator('header a').first()).toHaveCSS('color', 'rgb(13, 111, 79)')
  })
})
