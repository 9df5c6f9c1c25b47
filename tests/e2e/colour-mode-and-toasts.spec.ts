import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

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
      await expect(page.getByRole('status')).toHaveText('Ihr Farbschema ist gespeichert.')
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
    await page.goto('/')
    // Post the no-JS form the way a browser without JavaScript would, then follow the redirect.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action="/farbschema"]')!
      const input = document.createElement('input')
      Object.assign(input, { type: 'hidden', name: 'colorMode', value: 'light' })
      form.append(input)
      form.submit()
    })
    const toast = page.getByRole('status').filter({ hasText: 'Ihr Farbschema ist gespeichert.' })
    await expect(toast).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 8_000 })
  })

  test('an invalid colour mode is refused with 400', async ({ request }) => {
    const response = await request.post('/farbschema', { form: { colorMode: 'lila', redirectTo: '/' } })
    expect(response.status()).toBe(400)
  })

  test('the maintenance page is accessible', async ({ page }) => {
    await page.goto('/wartungsarbeiten')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten')
    await expectNoAxeViolations(page)
  })
})
