import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// The test runner points MAP_TILE_URL at a local tile server (tests/support/tiles.ts).
const tileUrl = process.env.E2E_TILE_URL ?? 'http://127.0.0.1:9/{z}/{x}/{y}.png'
const tileOrigin = new URL(tileUrl.replace(/\{[^}]+\}/g, '0')).origin
const mapPage = '/hotel?ziel=Ostsee&ansicht=karte'
const label = 'Karte der Suchergebnisse'
/** A string of OpenLayers' own code (its viewport class), found in its chunk and nowhere else. */
const openLayersMark = 'ol-viewport'

function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

const fromTileHost = (urls: string[]) => urls.filter((url) => url.startsWith(tileOrigin))
const scripts = (urls: string[]) => urls.filter((url) => new URL(url).pathname.endsWith('.js'))

/** Until the page has loaded all it loads by itself: with JavaScript, that includes the preload. */
async function waitUntilQuiet(page: Page, javaScriptEnabled: boolean) {
  await page.waitForLoadState('networkidle')
  if (javaScriptEnabled) {
    // The first-load preload of the main areas starts a second after load (docs/decisions/loading-rules-in-remix.md).
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached()
    await page.waitForLoadState('networkidle')
  }
}

test.describe('map consent', () => {
  test('before consent the page explains what would load and loads nothing from the tile host', async ({
    page,
  }, testInfo) => {
    const requests = recordRequests(page)
    await page.goto(mapPage)
    const map = page.getByRole('region', { name: label })
    await expect(map).toContainText(
      `Beim Laden der Karte werden Kartenkacheln von ${new URL(tileOrigin).host} geladen; dabei wird Ihre IP-Adresse an diesen Anbieter übertragen.`,
    )
    await expect(map.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    )
    await expect(map.getByRole('button', { name: 'Karte laden' })).toBeVisible()
    await waitUntilQuiet(page, testInfo.project.name === 'js-on')

    expect(fromTileHost(requests)).toEqual([])
    await expect(page.locator('.ol-viewport')).toHaveCount(0)
    if (testInfo.project.name === 'js-on') {
      for (const url of scripts(requests)) {
        const body = await (await page.request.get(url)).text()
        expect(body.includes(openLayersMark), `${url} must not contain OpenLayers`).toBe(false)
      }
    }
    await expectNoAxeViolations(page)
  })

  test('with JavaScript, "Karte laden" shows the map in place, with tiles from the configured URL', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'needs JavaScript; the js-off project posts the form')
    const requests = recordRequests(page)
    await page.goto(mapPage)
    await waitUntilQuiet(page, true)
    const scriptsBefore = new Set(scripts(requests))

    await page.getByRole('button', { name: 'Karte laden' }).click()
    const map = page.getByRole('region', { name: /^Karte der Suchergebnisse \(\d+ Orte;/ })
    await expect(map.locator('.ol-viewport canvas').first()).toBeVisible()
    await expect(map).toBeFocused()
    await expect(map.getByText('© OpenStreetMap-Mitwirkende')).toBeVisible()
    await expect(page).toHaveURL(/\/hotel\?ziel=Ostsee&ansicht=karte$/)
    await expect.poll(() => fromTileHost(requests).length).toBeGreaterThan(0)
    for (const url of fromTileHost(requests)) expect(url).toMatch(/\/\d+\/\d+\/\d+\.png$/)

    // OpenLayers came in a chunk of its own that was not requested before the consent.
    const loadedNow = scripts(requests).filter((url) => !scriptsBefore.has(url))
    const bodies = await Promise.all(loadedNow.map(async (url) => (await page.request.get(url)).text()))
    expect(bodies.some((body) => body.includes(openLayersMark))).toBe(true)

    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'karten-zustimmung')?.value).toBe('1')
    await expectNoAxeViolations(page)

    // The consent holds on the next page load: the map comes without asking again.
    await page.reload()
    await expect(page.locator('.ol-viewport canvas').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Karte laden' })).toHaveCount(0)
  })

  test('"Weitere Hotels laden" puts the appended hotels on the map too', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'js-on',
      'appending needs JavaScript; without it each page has its map',
    )
    await page.goto('/hotel?ansicht=karte')
    await page.getByRole('button', { name: 'Karte laden' }).click()
    const results = page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('article')
    // The map's name counts its places: one per hotel in the list.
    const mapWith = (count: number) =>
      page.getByRole('region', { name: new RegExp(`^${label} \\(${count} Orte;`) })
    await expect(results).toHaveCount(20)
    await expect(mapWith(20).locator('.ol-viewport canvas').first()).toBeVisible()

    const total = Number((await page.locator('#treffer-titel').textContent())?.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(20)
    await page.getByRole('button', { name: 'Weitere Hotels laden' }).click()
    await expect(results).toHaveCount(Math.min(total, 40))
    await expect(mapWith(Math.min(total, 40))).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('without JavaScript, "Karte laden" posts, sets the cookie and shows the places as links', async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-off', 'the form post is what a browser without JavaScript does')
    const requests = recordRequests(page)
    await page.goto(mapPage)
    await page.getByRole('button', { name: 'Karte laden' }).click()

    await expect(page).toHaveURL(/\/hotel\?ziel=Ostsee&ansicht=karte#karte$/)
    const map = page.getByRole('region', { name: label })
    // Playwright's text matching skips <noscript>; its paragraph shows when scripting is off.
    await expect(map.locator('noscript p')).toBeVisible()
    await expect(map.locator('noscript p')).toContainText('Die interaktive Karte benötigt JavaScript.')
    // one link per hotel of the result page, to its detail page
    const hotels = await page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('article').count()
    expect(hotels).toBeGreaterThan(0)
    await expect(map.getByRole('listitem')).toHaveCount(hotels)
    await expect(map.getByRole('link').first()).toHaveAttribute('href', /^\/hotel\/details\/\d+$/)
    await expect(page.getByRole('button', { name: 'Karte laden' })).toHaveCount(0)
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'karten-zustimmung')?.value).toBe('1')
    await expectNoAxeViolations(page)

    await page.goto(mapPage)
    await expect(page.getByRole('region', { name: label }).getByRole('listitem')).toHaveCount(hotels)
    expect(fromTileHost(requests)).toEqual([])
  })

  test('the consent form only ever redirects to a path of this site', async ({
    request,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'no page involved: once is enough')
    for (const [redirectTo, location] of [
      ['/hotel?seite=2#karte', '/hotel?seite=2#karte'],
      ['https://example.com/', '/'],
      ['//example.com/hotel', '/'],
    ] as const) {
      const response = await request.post('/karte/zustimmung', {
        form: { redirectTo },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(303)
      expect(response.headers()['location']).toBe(location)
      expect(response.headers()['set-cookie']).toMatch(/^karten-zustimmung=1;/)
      expect(response.headers()['set-cookie']).toMatch(/; Path=\/(;|$)/)
    }
  })

  test('the Content Security Policy lets the tiles in', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'js-on', 'no page involved: once is enough')
    const response = await request.get(mapPage)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(new RegExp(`img-src [^;]*${tileOrigin.replace(/[.:/]/g, '\\$&')}`))
  })
})
