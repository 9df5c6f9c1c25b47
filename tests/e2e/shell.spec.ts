import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

test.describe('routing and error screen', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an unmatched route below a site area answers 404 with its path', async ({ page }) => {
    const response = await page.goto('/hotel/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite existiert nicht')
    await expect(page.getByText('Page not found: /hotel/gibt-es-nicht')).toBeVisible()
    await expect(page).toHaveTitle('404 - Page not found: /hotel/gibt-es-nicht')
    // The error screen keeps the site's layout: header navigation and footer.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a path without a published landing page answers 404 with the full path', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht/auch-nicht?x=1')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /gibt-es-nicht/auch-nicht?x=1')).toBeVisible()
  })

  test('odd paths never give a server error', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/..%2f..%2fetc/passwd', `/${'a'.repeat(2000)}`, '/hotel/details/%00']) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(500)
    }
  })
})

test.describe('landing pages', () => {
  test('a nested landing page renders its blocks from Directus', async ({ page }) => {
    const response = await page.goto('/familienurlaub/ostsee?utm_source=newsletter')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Familienurlaub an der Ostsee')
    await expect(page).toHaveTitle('Familienurlaub an der Ostsee: Hotels mit Kinderangebot | Reiseportal')
    const hotels = page.getByRole('heading', { name: 'Unsere Familienhotels an der Ostsee' })
    await expect(hotels).toBeVisible()
    await expect(page.locator('section', { has: hotels }).getByRole('listitem').first()).toContainText('€')
    await expect(page.getByText('Fragen zum Familienurlaub an der Ostsee')).toBeVisible()
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveAttribute('href', /\/familienurlaub\/ostsee$/)
    await expectNoAxeViolations(page)
  })

  test('the home page’s own address leads to the home page, with its query', async ({ request }) => {
    const response = await request.get('/startseite?preview&version=entwurf', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    const target = new URL(response.headers()['location']!, 'http://localhost')
    expect([target.pathname, target.searchParams.has('preview'), target.searchParams.get('version')]).toEqual(
      ['/', true, 'entwurf'],
    )
  })

  test('legal pages are landing pages too', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Rechtliches' })
      .getByRole('link', { name: /Impressum/ })
      .click()
    await expect(page).toHaveURL(/\/impressum$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum')
  })
})

test.describe('layouts and guards', () => {
  test('a logged-out visitor on a login-required page goes to the login page and can come back', async ({
    page,
  }) => {
    await page.goto('/hotel/account/buchungen/abc/def?segment=1')
    await expect(page).toHaveURL(
      '/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount%2Fbuchungen%2Fabc%2Fdef%3Fsegment%3D1',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')
  })

  // Spec §6: the guard runs in each login-required route's loader and action (requireUser), so it holds
  // for every spelling that reaches the route, not only for the one a path table knows.
  const loginRequired = [
    { path: '/hotel/account', methods: ['GET', 'POST'] },
    { path: '/hotel/account/buchungen', methods: ['GET'] },
    { path: '/hotel/account/buchungen/abc', methods: ['GET'] },
    { path: '/hotel/account/buchungen/abc/def', methods: ['GET'] },
  ]
  const spellings = {
    canonical: (path: string) => path,
    'upper-case': (path: string) => path.toUpperCase(),
    'percent-encoded': (path: string) => path.replace(/a/g, '%61'),
  }
  for (const [spelling, spell] of Object.entries(spellings)) {
    test(`every login-required page redirects to the login page, ${spelling} spelling`, async ({
      request,
      baseURL,
    }) => {
      for (const { path, methods } of loginRequired) {
        const visible = spell(path)
        for (const method of methods) {
          const response = await request.fetch(visible, {
            method,
            maxRedirects: 0,
            headers: { origin: new URL(baseURL!).origin },
            // A form as the page sends it (other bodies get 415 first: server/form-posts.ts).
            ...(method === 'POST' ? { form: { intent: 'profile' } } : {}),
          })
          expect(response.status(), `${method} ${visible}`).toBe(302)
          expect(response.headers().location, `${method} ${visible}`).toBe(
            `/hotel/account/anmelden?${new URLSearchParams({ redirectTo: visible })}`,
          )
        }
      }
    })
  }

  test('saved trips need no login; without an account the account navigation stays away', async ({
    page,
  }) => {
    const response = await page.goto('/hotel/account/gespeicherte-reisen')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gespeicherte Reisen')
    await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).not.toContainText(
      'Mein Konto',
    )
  })
})

test.describe('keyboard and odd input', () => {
  test('the focused element shows a visible focus ring', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab') // skip link
    await page.keyboard.press('Tab') // logo
    const focused = page.locator(':focus')
    await expect(focused).toHaveText('Reiseportal')
    await expect(focused).toHaveCSS('outline-style', 'solid')
    await expect(focused).toHaveCSS('outline-width', '2px')
  })

  test('unknown and hostile query parameters are ignored', async ({ page }) => {
    const response = await page.goto('/?seite=abc&<script>=1&utm_source=%00&x=' + 'y'.repeat(3000))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Urlaub, der zu Ihnen passt')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?seite=abc$/)
  })
})
