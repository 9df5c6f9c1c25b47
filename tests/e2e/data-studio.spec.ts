import { randomUUID } from 'node:crypto'

import { createPage, readItems } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// The real thing: Directus 11.17.4's Data Studio frames the site in its visual editor (spec §1: editors click
// elements in preview to edit them). Chromium, JavaScript on.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the Data Studio and the overlay are JavaScript')
// The Data Studio asks for a /favicon.ico that Directus does not have (a 404 in the console).
test.use({ allowedConsoleErrors: [/status of 404/] })

const directus = () => new URL(process.env.DIRECTUS_PUBLIC_URL ?? process.env.DIRECTUS_URL!).origin

test('an editor changes a heading in the Data Studio’s visual editor and sees it on the page', async ({
  page,
  baseURL,
  editor,
}) => {
  test.slow() // the Data Studio is a large single-page app
  const path = `studio-${randomUUID().slice(0, 8)}`
  const landing = await createPage({
    status: 'published',
    path,
    title: 'Wandern im Harz',
    blocks: [{ type: 'richtext', html: '<p>Zwischen Brocken und Bode.</p>' }],
  })
  try {
    // Signed in to the Data Studio only (its session cookie): the site's frame needs no second sign-in.
    const login = await page.request.post(`${directus()}/auth/login`, {
      data: { email: editor.email, password: editor.password, mode: 'session' },
    })
    expect(login.status()).toBe(200)

    await page.goto(`${directus()}/admin/visual/${baseURL}/${path}?preview`)
    const site = page.frameLocator('iframe').first()
    const heading = site.getByRole('heading', { level: 1, name: 'Wandern im Harz' })
    await expect(heading).toBeVisible({ timeout: 20_000 })

    await heading.hover()
    await site.locator('.directus-visual-editing-edit-button').first().click()
    // The Studio's popover with the region's field (pages.title, "Titel").
    const field = page.locator('.v-form input').first()
    await expect(field).toHaveValue('Wandern im Harz')
    await field.fill('Wandern im Herbstharz')
    await page.keyboard.press('Control+s')

    await expect(site.getByRole('heading', { level: 1, name: 'Wandern im Herbstharz' })).toBeVisible()
    const [saved] = await readItems<{ title: string }>('pages', {
      'filter[id][_eq]': String(landing.id),
      fields: 'title',
    })
    expect(saved?.title).toBe('Wandern im Herbstharz')
  } finally {
    await landing.remove()
  }
})
