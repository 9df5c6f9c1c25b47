import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// The test web server runs with ROUND_TRIP_HOST=rundreisen.localhost, which the test Chromium resolves to
// this machine (playwright.config.ts); API requests name it in the Host header.
const HOST = 'rundreisen.localhost'

function onRoundTripDomain(baseURL: string | undefined, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = HOST
  return url.toString()
}

test.describe('round-trip-only domain', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('shows the round trips without the /rundreisen prefix', async ({ page, baseURL }) => {
    const response = await page.goto(onRoundTripDomain(baseURL, '/'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Welt entdecken – gut geplant')
    const tripLinks = page.getByRole('region', { name: 'Alle Rundreisen' }).getByRole('link')
    await expect(tripLinks.first()).toHaveAttribute('href', /^\/reise\/[\w-]+$/)

    // Other areas of the site live on the main domain.
    const hotels = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Hotels' })
    await expect(hotels).toHaveAttribute('href', new URL('/hotel', baseURL).toString())
    // The Merkzettel belongs to the main site's session: no "Merken" buttons here.
    await expect(page.getByRole('button', { name: /^Merken: / })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const title = (await tripLinks.first().textContent())!.trim()
    await tripLinks.first().click()
    await expect(page).toHaveURL(/rundreisen\.localhost:\d+\/reise\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test("a trip's pictures open there: the large version without JavaScript, the full-screen view with it", async ({
    page,
    request,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.goto(onRoundTripDomain(baseURL, '/'))
    await page.getByRole('region', { name: 'Alle Rundreisen' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/rundreisen\.localhost:\d+\/reise\/[\w-]+$/)
    const links = page.getByRole('list', { name: /^Bilder von / }).getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(1)
    const href = (await links.nth(1).getAttribute('href'))!
    expect(href).toMatch(/^\/medien\/[^?]+\?breite=1280$/)
    if (!javaScriptEnabled) {
      // the link resolves against the round-trip domain, which serves the picture itself
      const response = await request.get(href, { headers: { host: HOST } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\//)
      return
    }
    await links.nth(1).click()
    const dialog = page.getByRole('dialog', { name: /^Bilder von / })
    await expect(dialog.getByRole('status')).toHaveText(`Bild 2 von ${count}`)
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true)
    expect(
      await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/rundreisen\.localhost:\d+\/reise\/[\w-]+$/)
  })

  test('other areas do not exist there, and prefixed paths are shortened', async ({ request }) => {
    for (const area of [
      '/hotel',
      '/reisetipps',
      '/reisetipps/ostsee',
      '/hotel/account/gespeicherte-reisen',
    ]) {
      const answer = await request.get(area, { headers: { host: HOST } })
      expect(answer.status(), area).toBe(404)
      expect(await answer.text()).toContain(`Page not found: ${area}`)
    }
    const prefixed = await request.get('/rundreisen/reise/island?termin=1', {
      headers: { host: HOST },
      maxRedirects: 0,
    })
    expect(prefixed.status()).toBe(301)
    expect(prefixed.headers()['location']).toBe('/reise/island?termin=1')
  })

  test("the footer's colour mode works there, with and without JavaScript", async ({ page, baseURL }) => {
    await page.goto(onRoundTripDomain(baseURL, '/'))
    await page.getByRole('button', { name: 'Dunkel' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page).toHaveURL(/rundreisen\.localhost:\d+\/$/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Dunkel' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('a Host header that matches nothing is served as the main site', async ({ request }) => {
    const response = await request.get('/', { headers: { host: 'unbekannt.example' } })
    expect(response.status()).toBe(200)
  })
})
