import { randomUUID } from 'node:crypto'

import { expectNoAxeViolations } from '../support/axe'
import { createItem, createPage, readItems } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// Preview (spec §2, docs/decisions/preview-with-the-studio-session.md): `?preview` shows drafts, read with
// an editor's own session; everyone else is asked to sign in, and sees nothing of the draft.

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function draftPage() {
  const path = `vorschau-${randomUUID().slice(0, 8)}`
  const page = await createPage({
    status: 'draft',
    path,
    title: 'Entwurf: Herbst an der Ostsee',
    blocks: [{ type: 'richtext', html: '<p>Noch nicht veröffentlichter Text.</p>' }],
  })
  return { ...page, path }
}

test.describe('Vorschau', () => {
  // An editor's preview outside the editor's frame logs this (spec §8); tests/e2e/visual-editor.spec.ts checks it.
  // Without an editor's session a preview is a 401 page, which Chromium reports as a failed resource.
  test.use({
    allowedConsoleErrors: [/Error sending message to Directus in parent frame:|status of 40[14]/],
  })

  test('an editor sees a draft landing page, never cached and not indexed', async ({
    page,
    editor,
    signIn,
  }) => {
    const draft = await draftPage()
    try {
      await signIn(editor)
      const response = await page.goto(`/${draft.path}?preview`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      expect(response?.headers()['x-robots-tag']).toBe('noindex')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Entwurf: Herbst an der Ostsee' }),
      ).toBeVisible()
      await expect(page.getByText('Noch nicht veröffentlichter Text.')).toBeVisible()
      // Links keep the preview, so that the editor can browse the site in preview.
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Hotels' }),
      ).toHaveAttribute('href', '/hotel?preview')
      await expectNoAxeViolations(page)

      // Without the parameter the editor sees what everyone sees.
      expect((await page.goto(`/${draft.path}`))?.status()).toBe(404)
    } finally {
      await draft.remove()
    }
  })

  test('anonymous visitors, customers and crawlers get no draft with ?preview, but the sign-in request', async ({
    page,
    browser,
    customer,
    signIn,
  }) => {
    const draft = await draftPage()
    try {
      const anonymous = await page.goto(`/${draft.path}?preview&version=herbst`)
      expect(anonymous?.status()).toBe(401)
      expect(anonymous?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByText('Vorschau – bitte mit Ihrem Redaktionskonto anmelden')).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByText('Entwurf: Herbst an der Ostsee')).toHaveCount(0)
      await expectNoAxeViolations(page)

      // Its sign-in comes back to the very same preview URL.
      await page.getByRole('link', { name: 'Mit Redaktionskonto anmelden' }).click()
      await expect(page).toHaveURL(/\/hotel\/account\/anmelden\?/)
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/${draft.path}?preview&version=herbst`)

      const crawler = await browser.newContext({ userAgent: CRAWLER })
      const crawled = await crawler.request.get(`/${draft.path}?preview`)
      expect(crawled.status()).toBe(401)
      expect(await crawled.text()).not.toContain('Herbst an der Ostsee')
      await crawler.close()

      await signIn(customer)
      expect((await page.goto(`/${draft.path}?preview`))?.status()).toBe(401)
      await expect(page.getByText('Entwurf: Herbst an der Ostsee')).toHaveCount(0)
    } finally {
      await draft.remove()
    }
  })

  test('an editor’s draft hotel and theme show in preview only', async ({ page, editor, signIn }) => {
    const [hotel] = await readItems<{ id: number; name: string }>('hotels', {
      'filter[status][_eq]': 'published',
      fields: 'id,name',
      limit: '1',
    })
    const theme = await createItem('hotel_themes', {
      status: 'draft',
      path: `entwurf-${randomUUID().slice(0, 8)}`,
      title: 'Entwurf: Wellness im Winter',
      intro: '<p>Bald verfügbar.</p>',
      criteria: {},
    })
    try {
      const [draft] = await readItems<{ path: string }>('hotel_themes', {
        'filter[id][_eq]': String(theme.id),
        fields: 'path',
      })
      if (!draft) throw new Error('The draft theme is not readable')
      const { path } = draft
      expect((await page.goto(`/hotel/thema/${path}?preview`))?.status()).toBe(401)
      await signIn(editor)
      expect((await page.goto(`/hotel/thema/${path}?preview`))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Entwurf: Wellness im Winter' })).toBeVisible()

      const response = await page.goto(`/hotel/details/${hotel!.id}?preview`)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { level: 1, name: hotel!.name })).toBeVisible()
    } finally {
      await theme.remove()
    }
  })

  test('with the editor flag the CMS-backed regions are marked for the visual editor', async ({
    page,
    editor,
    signIn,
  }) => {
    await signIn(editor)
    await page.goto('/?preview')
    // The home page is built from blocks: its heading is a field of its first block's item.
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveAttribute(
      'data-directus',
      /^collection:block_search_hero;item:\d+;fields:title;mode:popover$/,
    )
    await expect(page.getByRole('region', { name: 'Beliebte Hotels' })).toHaveAttribute(
      'data-directus',
      /^collection:block_hotel_teasers;item:\d+;fields:title,region,theme,featured,limit,more_label,more_href,anchor;mode:drawer$/,
    )
    const hotel = page
      .getByRole('region', { name: 'Beliebte Hotels' })
      .getByRole('heading', { level: 3 })
      .first()
    await expect(hotel).toHaveAttribute(
      'data-directus',
      /^collection:hotels;item:\d+;fields:name;mode:popover$/,
    )

    await page.goto('/so-sortieren-wir?preview')
    await expect(page.locator('main [data-directus*="collection:pages"]').first()).toBeVisible()

    // Without preview, even an editor gets plain pages.
    await page.goto('/')
    await expect(page.locator('[data-directus]')).toHaveCount(0)
  })

  test('round-trip and travel-tip pages mark their CMS fields in the editor’s preview', async ({
    page,
    editor,
    signIn,
  }) => {
    const [variant] = await readItems<{ slug: string }>('round_trip_variants', {
      'filter[round_trip][status][_eq]': 'published',
      fields: 'slug',
      limit: '1',
    })
    const [article] = await readItems<{ slug: string; region: { slug: string } }>('articles', {
      'filter[status][_eq]': 'published',
      'filter[region][_nnull]': 'true',
      fields: 'slug,region.slug',
      limit: '1',
    })
    const tripPage = `/rundreisen/reise/${variant!.slug}`
    const articlePage = `/reisetipps/${article!.region.slug}/${article!.slug}`
    await signIn(editor)

    await page.goto(`${tripPage}?preview`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute(
      'data-directus',
      /^collection:round_trips;item:\d+;fields:title;mode:popover$/,
    )
    await expect(
      page.locator('main [data-directus*="collection:round_trip_variants"]').first(),
    ).toBeAttached()

    await page.goto(`${articlePage}?preview`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute(
      'data-directus',
      /^collection:articles;item:\d+;fields:title;mode:popover$/,
    )

    // Without preview, the same pages carry no regions.
    await page.goto(tripPage)
    await expect(page.locator('[data-directus]')).toHaveCount(0)
    await page.goto(articlePage)
    await expect(page.locator('[data-directus]')).toHaveCount(0)
  })

  test('an editor shares a draft with a colleague without an account: one link, noindex, no-store', async ({
    page,
    browser,
    editor,
    javaScriptEnabled,
  }) => {
    const draft = await draftPage()
    try {
      // Signed in to the Data Studio only.
      const directus = new URL(process.env.DIRECTUS_PUBLIC_URL ?? process.env.DIRECTUS_URL!).origin
      const login = await page.request.post(`${directus}/auth/login`, {
        data: { email: editor.email, password: editor.password, mode: 'session' },
      })
      expect(login.status()).toBe(200)
      await page.goto(`/${draft.path}?preview`)
      await page.getByRole('link', { name: 'Vorschau-Link erstellen' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Vorschau-Link erstellen' })).toBeVisible()
      const validity = page.getByLabel('Gültig für')
      await expect(validity.getByRole('option')).toHaveText(['1 Tag', '7 Tage', '30 Tage'])
      await validity.selectOption({ label: '1 Tag' })
      await page.getByRole('button', { name: 'Link erstellen' }).click()
      const link = await page.getByLabel(/Ihr Vorschau-Link/).inputValue()

      // The colleague: another browser, no account, JavaScript as in this project.
      const colleague = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' })
      const shared = await colleague.newPage()
      const answer = await shared.goto(link)
      expect(answer?.status()).toBe(200)
      expect(answer?.headers()['cache-control']).toBe('private, no-store')
      expect(answer?.headers()['x-robots-tag']).toBe('noindex')
      await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(
        shared.getByRole('heading', { level: 1, name: 'Entwurf: Herbst an der Ostsee' }),
      ).toBeVisible()
      await expect(shared.getByText('Noch nicht veröffentlichter Text.')).toBeVisible()
      await expectNoAxeViolations(shared)
      await colleague.close()
    } finally {
      await draft.remove()
    }
  })
})
