import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { createCategoryWithArticle } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// The travel tips from Directus (the test seed has 8 articles, two of them featured), with
// JavaScript on and off.

const articles = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem')

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite existiert nicht')
}

test.describe('Reisetipps', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('the overview shows regions, themes, featured and newest articles, page by page', async ({ page }) => {
    const response = await page.goto('/reisetipps')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Reisetipps | Reiseportal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisetipps')
    const groups = page.getByRole('navigation', { name: 'Reisetipps nach Region und Thema' })
    await expect(groups.getByRole('link', { name: 'Ostsee, 1 Reisetipp' })).toHaveAttribute(
      'href',
      '/reisetipps/ostsee',
    )
    await expect(groups.getByRole('link', { name: 'Strand & Meer, 2 Reisetipps' })).toBeVisible()

    await expect(articles(page, 'Empfohlene Reisetipps')).toHaveCount(2)
    const newest = articles(page, 'Neueste Reisetipps')
    await expect(newest).toHaveCount(6)
    await expect(newest.first()).toContainText(/\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.? \d{4}/)
    await expect(newest.first()).toContainText(/\d+ Min\. Lesezeit/)
    await expect(newest.first().getByRole('link')).toHaveAttribute('href', /^\/reisetipps\/[\w-]+\/[\w-]+$/)
    const firstPage = await newest.getByRole('heading').allTextContents()
    await expectNoAxeViolations(page)

    const pages = page.getByRole('navigation', { name: 'Seiten der Reisetipps' })
    await pages.getByRole('link', { name: 'Weiter ›' }).click()
    await expect(page).toHaveURL(/\/reisetipps\?seite=2$/)
    await expect(page.getByRole('heading', { name: 'Neueste Reisetipps – Seite 2' })).toBeVisible()
    await expect(page).toHaveTitle('Reisetipps – Seite 2 | Reiseportal')
    const secondPage = await articles(page, 'Neueste Reisetipps – Seite 2')
      .getByRole('heading')
      .allTextContents()
    expect(secondPage.length).toBeGreaterThanOrEqual(2)
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false)
    await expect(page.getByRole('region', { name: 'Empfohlene Reisetipps' })).toHaveCount(0)
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Seite 2')
    await expectNoAxeViolations(page)
  })

  test('a region page has its intro and articles; an article has its body, author, date and what fits it', async ({
    page,
  }) => {
    // Three pages and their accessibility checks: a long journey.
    test.slow()
    await page.goto('/reisetipps')
    await page
      .getByRole('navigation', { name: 'Reisetipps nach Region und Thema' })
      .getByRole('link', { name: /^Ostsee,/ })
      .click()
    await expect(page).toHaveURL(/\/reisetipps\/ostsee$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisetipps: Ostsee')
    await expect(page.getByText('Weiße Sandstrände, Seebrücken und Bäderarchitektur')).toBeVisible()
    await expect(page.getByText('Die deutsche Ostseeküste verbindet feinsandige Strände')).toBeVisible()
    await expect(page).toHaveTitle('Reisetipps: Ostsee | Reiseportal')
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(crumbs.getByRole('link', { name: 'Reisetipps' })).toHaveAttribute('href', '/reisetipps')
    const list = page.getByRole('region', { name: '1 Reisetipp' }).getByRole('listitem')
    await expect(list).toHaveCount(1)
    await expectNoAxeViolations(page)

    const title = (await list.getByRole('heading').textContent())!.trim()
    await list.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/reisetipps\/ostsee\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Reiseportal`)
    const article = page.getByRole('article').first()
    await expect(article.getByText(/^Von /)).toBeVisible()
    await expect(article.locator('time')).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]+\.? \d{4}$/)
    await expect(article).toContainText(/\d+ Min\. Lesezeit/)
    await expect(article.getByRole('heading', { level: 2, name: 'Ostsee im Überblick' })).toBeVisible()
    await expect(crumbs.getByRole('link', { name: 'Ostsee' })).toHaveAttribute('href', '/reisetipps/ostsee')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title)

    const hotels = page.getByRole('region', { name: 'Hotels in der Region Ostsee' }).getByRole('listitem')
    await expect(hotels.first()).toContainText('pro Nacht')
    await expect(hotels.first().getByRole('link')).toHaveAttribute('href', /^\/hotel\/details\/\d+$/)
    // No round trip of the test seed is in Germany: no others in their place, a link to all of them.
    await expect(page.getByRole('region', { name: /^Rundreisen/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Alle Rundreisen ansehen' })).toHaveAttribute(
      'href',
      '/rundreisen',
    )

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      '@graph': Array<Record<string, unknown>>
    }
    const schemaArticle = jsonLd['@graph'].find((node) => node['@type'] === 'Article')!
    expect(schemaArticle).toMatchObject({ headline: title, inLanguage: 'de-DE' })
    expect(schemaArticle.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((schemaArticle.author as { name: string }).name).toBeTruthy()
    expect(jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')).toBeTruthy()
    await expectNoAxeViolations(page)
  })

  test('a theme page lists its articles at their region address; the theme address moves there', async ({
    page,
  }) => {
    await page.goto('/reisetipps/strand-und-meer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisetipps: Strand & Meer')
    await expect(page.getByText('Badeorte, Buchten und Küstenwege')).toBeVisible()
    const list = page.getByRole('region', { name: '2 Reisetipps' }).getByRole('listitem')
    await expect(list).toHaveCount(2)
    await expectNoAxeViolations(page)
    const href = (await list.first().getByRole('link').getAttribute('href'))!
    const slug = href.split('/').pop()!
    expect(href).not.toContain('/strand-und-meer/')

    const response = await page.goto(`/reisetipps/strand-und-meer/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('unknown regions, themes, articles and pages answer 404', async ({ page, request }) => {
    await expectNotFound(page, '/reisetipps/atlantis')
    await expectNotFound(page, '/reisetipps/ostsee/gibt-es-nicht')
    await expectNotFound(page, '/reisetipps?seite=99')
    await expectNotFound(page, '/reisetipps/ostsee?seite=2')
    // An article exists only under its own region or theme.
    const html = await (await request.get('/reisetipps/ostsee')).text()
    const slug = /href="\/reisetipps\/ostsee\/([\w-]+)"/.exec(html)![1]
    await expectNotFound(page, `/reisetipps/harz/${slug}`)
    for (const path of ['/reisetipps?seite=abc', '/reisetipps/Ostsee', '/reisetipps/%3Cscript%3E/x']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    await expectNoAxeViolations(page)
  })

  test('the sitemap lists every tip page that exists, and only those', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      // (an article another test creates for a moment may be in the sitemap cache)
      .filter((path) => path.startsWith('/reisetipps') && !path.includes('/testthema-'))
    expect(paths).toEqual(
      expect.arrayContaining(['/reisetipps', '/reisetipps/ostsee', '/reisetipps/wandern']),
    )
    // The seed's 8 articles, each once, under its region.
    expect(paths.filter((path) => path.split('/').length === 4)).toHaveLength(8)
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
    }
  })

  test('an article shows its CMS text without scripts, handlers or foreign links', async ({ page }) => {
    const created = await createCategoryWithArticle({
      title: 'Sicher lesen',
      teaser: 'Ein Artikel mit bösartigem HTML.',
      body:
        '<h2>Erlaubt</h2><p onclick="alert(1)">Text mit <a href="javascript:alert(1)">Link</a> und ' +
        '<a href="https://example.com/">Quelle</a>.</p><script>window.hacked = true</script>' +
        '<img src="x" onerror="window.hacked = true"><iframe src="https://example.com/"></iframe>',
    })
    try {
      await page.goto(`/reisetipps/${created.categorySlug}/${created.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicher lesen')
      const article = page.getByRole('article').first()
      await expect(article.getByRole('heading', { level: 2, name: 'Erlaubt' })).toBeVisible()
      await expect(article.getByText('Von Testautorin')).toBeVisible()
      await expect(article).toContainText('4 Min. Lesezeit')
      await expect(article.getByRole('link', { name: 'Quelle' })).toHaveAttribute(
        'href',
        'https://example.com/',
      )
      expect(await article.getByText('Link', { exact: true }).getAttribute('href')).toBeNull()
      expect(await article.locator('script, img, iframe, [onclick]').count()).toBe(0)
      expect(await page.evaluate(() => 'hacked' in window)).toBe(false)
      // Without a region: the theme is its address, the popular hotels fit it.
      await expect(page.getByRole('region', { name: 'Beliebte Hotels' }).getByRole('listitem')).toHaveCount(3)
      await expectNoAxeViolations(page)
    } finally {
      await created.remove()
    }
  })
})
