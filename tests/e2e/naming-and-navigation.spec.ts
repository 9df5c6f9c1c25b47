import type { APIRequestContext, Page } from '@playwright/test'

import { PAYMENT_METHODS } from '../../core/booking'
import { isoInDays } from '../support/dates'
import { createCustomer, type Customer } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// What a visitor reads is named once and true: the saved trips under one name in menu, title, heading
// and breadcrumb; the account's navigation only for customers; the hotline linked in the footer;
// numbers as de-DE; the Reisebedingungen's payment methods those of the booking form; an article's
// round trips from its country and its lead not repeated; the hotel page's Kurtaxe said once; rooms too
// small for the party not offered. Against the `test` seed, with JavaScript on and off.

const SAVED = '/hotel/account/gespeicherte-reisen'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' })
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Brotkrümelnavigation' })

/** Hotel detail paths from the search's served HTML. */
async function hotelPaths(request: APIRequestContext, count: number): Promise<string[]> {
  const html = await (await request.get('/hotel')).text()
  const paths = [...html.matchAll(/href="(\/hotel\/details\/\d+)"/g)].map((match) => match[1]!)
  return [...new Set(paths)].slice(0, count)
}

/** The visible text of served HTML (tags and scripts gone, entities of spaces read as spaces). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
}

test.describe('one name for the saved trips', () => {
  let customer: Customer

  test.beforeAll(async () => {
    customer = await createCustomer('Namen')
  })

  test('a visitor without an account: menu, title, heading and breadcrumb agree; no account navigation', async ({
    page,
  }) => {
    const response = await page.goto(SAVED)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Gespeicherte Reisen \S+ Reiseportal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gespeicherte Reisen')
    const menuItem = mainNav(page).getByRole('link', { name: /^Gespeicherte Reisen/ })
    await expect(menuItem).toHaveAttribute('aria-current', 'page')
    await expect(mainNav(page).getByRole('link', { name: 'Hotels', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(crumbs(page).getByRole('listitem')).toHaveText(['Startseite', /Gespeicherte Reisen$/])
    await expect(crumbs(page)).not.toContainText('Mein Konto')
    await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toHaveCount(0)
    await expect(page.getByText('Merkzettel')).toHaveCount(0)
  })

  test('a customer: the same names, the account navigation and breadcrumb; "Hotels" is not marked', async ({
    page,
    signIn,
  }) => {
    await signIn(customer)
    await page.goto(SAVED)
    await expect(page).toHaveTitle(/^Gespeicherte Reisen \S+ Reiseportal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gespeicherte Reisen')
    await expect(crumbs(page).getByRole('listitem')).toHaveText([
      'Startseite',
      /Mein Konto$/,
      /Gespeicherte Reisen$/,
    ])
    const side = page.getByRole('navigation', { name: 'Mein Konto' })
    await expect(side.getByRole('link', { name: 'Gespeicherte Reisen' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(mainNav(page).getByRole('link', { name: /^Gespeicherte Reisen/ })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.goto('/hotel/account/buchungen')
    await expect(mainNav(page).getByRole('link', { name: 'Hotels', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(mainNav(page).getByRole('link', { name: /Mein Konto$/ })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.goto('/hotel')
    await expect(mainNav(page).getByRole('link', { name: 'Hotels', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(mainNav(page).getByRole('link', { name: /Mein Konto$/ })).not.toHaveAttribute('aria-current')
  })
})

test('the footer links the contact page with the hotline', async ({ page }) => {
  await page.goto('/')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt und Hotline' })
  await expect(link).toHaveAttribute('href', '/kontakt')
  await link.click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(page.getByRole('link', { name: '030 123456780' })).toHaveAttribute(
    'href',
    'tel:+4930123456780',
  )
})

test('review counts read as de-DE numbers on every card', async ({ request }) => {
  const counts: string[] = []
  for (const path of ['/', '/hotel', '/hotel?sortierung=bewertung', ...(await hotelPaths(request, 4))]) {
    const text = textOf(await (await request.get(path)).text())
    counts.push(...[...text.matchAll(/(\d[\d.]*) Bewertungen/g)].map((match) => match[1]!))
  }
  expect(counts.length).toBeGreaterThan(0)
  // At least one count of a thousand or more, so that the grouping is put to the test.
  expect(counts.some((count) => count.length >= 5)).toBe(true)
  for (const count of counts) expect(count).toMatch(/^\d{1,3}(\.\d{3})*$/)
})

test('the Reisebedingungen name exactly the payment methods of the booking form', async ({ request }) => {
  const text = textOf(await (await request.get('/agb')).text())
  const payment = /2\. Bezahlung(.*?)3\. Leistungen/.exec(text)?.[1] ?? ''
  for (const label of Object.values(PAYMENT_METHODS)) expect(payment).toContain(label)
  for (const other of ['SEPA', 'Lastschrift', 'Kreditkarte', 'PayPal']) expect(payment).not.toContain(other)
  // What the Reisebedingungen say about the Kurtaxe matches the hotel pages: it is in the total.
  expect(text).toContain('im angezeigten Gesamtpreis enthalten')
})

test.describe('an article', () => {
  test('a beach article on the Ostsee advertises no round trips of other countries', async ({ page }) => {
    await page.goto('/reisetipps/ostsee')
    const list = page.getByRole('region', { name: '1 Reisetipp' }).getByRole('listitem')
    await list.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/reisetipps\/ostsee\/[\w-]+$/)
    // The test seed has no round trip in Germany: no section of others, a link to all round trips.
    await expect(page.getByRole('region', { name: /^Rundreisen/ })).toHaveCount(0)
    await expect(page.getByRole('main')).not.toContainText('Island')
    await expect(page.getByRole('link', { name: 'Alle Rundreisen ansehen' })).toHaveAttribute(
      'href',
      '/rundreisen',
    )
  })

  test('its teaser is not repeated as the first paragraph', async ({ page }) => {
    await page.goto('/reisetipps/ostsee')
    await page.getByRole('region', { name: '1 Reisetipp' }).getByRole('link').first().click()
    const header = page.getByRole('article').first().locator('header')
    const teaser = (await header.locator('p').first().textContent())!.trim()
    expect(teaser.length).toBeGreaterThan(10)
    const firstParagraph = (await page.locator('.prose-cms p').first().textContent())!.trim()
    expect(firstParagraph).not.toContain(teaser)
  })
})

test.describe('the hotel page', () => {
  test('says once where the Kurtaxe is paid', async ({ request }) => {
    const stay = `?anreise=${isoInDays(30)}&abreise=${isoInDays(33)}`
    let withTax = 0
    for (const path of await hotelPaths(request, 8)) {
      const text = textOf(await (await request.get(`${path}${stay}`)).text())
      if (!/Kurtaxe [\d,]+ € pro Person und Nacht/.test(text)) continue
      withTax += 1
      expect(text, path).toContain('im Gesamtpreis enthalten')
      expect(text, path).not.toMatch(/vor Ort zu zahlen|zahlbar vor Ort/)
      expect(text.match(/Kurtaxe bzw\. Ortstaxe/g) ?? [], path).toHaveLength(0)
    }
    expect(withTax).toBeGreaterThan(0)
  })

  test('rooms too small for the party are not offered for booking', async ({ page, request }) => {
    const stay = `?anreise=${isoInDays(30)}&abreise=${isoInDays(33)}&erwachsene=3`
    let notes = 0
    for (const path of await hotelPaths(request, 8)) {
      await page.goto(`${path}${stay}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Nicht für Ihre Personenzahl')).toHaveCount(0)
      const note = page.getByRole('status').filter({ hasText: /Personenzahl/ })
      if ((await note.count()) > 0) notes += 1
    }
    expect(notes).toBeGreaterThan(0)
  })
})
