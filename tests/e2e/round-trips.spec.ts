import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// A round trip's two presentations, with JavaScript on and off, on the main site and on the
// round-trip-only domain, against the test seed (directus/seed: every variant has one departure that
// has already begun, a full one and one with few seats).
const SLUG = 'island-feuer-und-eis-klassik'
const TITLE = 'Island – Feuer und Eis'
const HOST = 'rundreisen.localhost'
const tileUrl = process.env.E2E_TILE_URL ?? 'http://127.0.0.1:9/{z}/{x}/{y}.png'
const tileOrigin = new URL(tileUrl.replace(/\{[^}]+\}/g, '0')).origin

interface SeedDeparture {
  id: number
  start_date: string
  status: string
}

/** The variant's departures as Directus has them, begun ones included (admin token of the test run). */
async function departuresOf(slug: string): Promise<SeedDeparture[]> {
  const query = new URLSearchParams({
    'filter[variant][slug][_eq]': slug,
    fields: 'id,start_date,status',
    sort: 'start_date',
    limit: '-1',
  })
  const response = await fetch(`${process.env.DIRECTUS_URL}/items/departures?${query}`, {
    headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` },
  })
  return ((await response.json()) as { data: SeedDeparture[] }).data
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())

async function structuredData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '{}') as { '@graph': Array<Record<string, unknown>> }
}

function onRoundTripDomain(baseURL: string | undefined, path: string) {
  const url = new URL(path, baseURL)
  url.hostname = HOST
  return url.toString()
}

test.describe('round trip, one long page', () => {
  test('shows the trip as a German operator does, with the departures still offered', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const response = await page.goto(`/rundreisen/reise/${SLUG}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    await expect(page).toHaveTitle(/^Island – Feuer und Eis: Island Klassik – \d+ Tage \| Reiseportal$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/rundreisen/reise/${SLUG}$`),
    )

    const facts = page.locator('header dl')
    await expect(facts).toContainText(/Reisedauer\s*\d+ Tage/)
    await expect(facts).toContainText(/Gruppengröße\s*8 bis \d+ Gäste/)
    await expect(facts).toContainText(/Reiseziel\s*Island/)
    await expect(page.getByRole('img', { name: `${TITLE}: Titelbild` })).toHaveAttribute(
      'src',
      /^\/medien\/[0-9a-f-]{36}\?breite=1280$/,
    )
    await expect(page.getByRole('list', { name: `Bilder von ${TITLE}` }).getByRole('img')).toHaveCount(3)

    await expect(page.getByRole('heading', { name: 'Höhepunkte der Reise' })).toBeVisible()
    await expect(page.getByText('Gletscherlagune Jökulsárlón').first()).toBeVisible()
    const itinerary = page.getByRole('region', { name: 'Reiseverlauf' })
    await expect(itinerary.getByRole('heading', { level: 3 }).first()).toHaveText('Tag 1: Anreise: Reykjavík')
    await expect(itinerary).toContainText('Übernachtung: Reykjavík')
    await expect(itinerary.getByRole('heading', { level: 3 }).last()).toContainText('Rückreise')

    const services = page.getByRole('region', { name: 'Leistungen' })
    await expect(services.getByRole('heading', { name: 'Im Reisepreis enthalten' })).toBeVisible()
    await expect(services.getByRole('heading', { name: 'Nicht enthalten' })).toBeVisible()
    await expect(services).toContainText('Linienflug ab/bis Deutschland')

    // Departures: every one still offered links its enquiry, the one that has begun is not offered.
    const seed = await departuresOf(SLUG)
    const offered = seed.filter(
      (departure) => departure.start_date > today() && departure.status !== 'cancelled',
    )
    const begun = seed.filter((departure) => departure.start_date <= today())
    expect(begun.length).toBeGreaterThan(0)
    const table = page.getByRole('table', { name: /^Termine und Preise/ })
    await expect(table.getByRole('row')).toHaveCount(offered.length + 1)
    for (const departure of offered) {
      await expect(table.locator(`a[href^="/rundreisen/anfrage/${departure.id}?"]`)).toHaveCount(1)
    }
    for (const departure of begun) {
      await expect(page.locator(`a[href^="/rundreisen/anfrage/${departure.id}?"]`)).toHaveCount(0)
    }
    await expect(table.getByRole('columnheader')).toHaveText([
      'Reisezeitraum',
      'Gesamtpreis für 2 Erwachsene',
      'Preis pro Person im Doppelzimmer',
      'Einzelzimmer-Zuschlag',
      'Verfügbarkeit',
      'Anfrage',
    ])
    const full = table.getByRole('row').filter({ hasText: 'ausgebucht' }).first()
    await expect(full.getByRole('link', { name: /^Warteliste: / })).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'wenige Plätze' }).first()).toContainText(
      /nur noch \d Pl(atz|ätze) frei/,
    )
    await expect(table.getByText('Durchführung garantiert').first()).toBeVisible()
    await expect(table.getByRole('row').nth(1)).toContainText(/\d\.\d{3},00\s€/)
    await expect(
      page.getByText(/^Alle Preise in Euro pro Person bei Unterbringung im Doppelzimmer/),
    ).toBeVisible()

    await expect(page.getByRole('link', { name: /^Island Kompakt – \d+ Tage$/ })).toHaveAttribute(
      'href',
      '/rundreisen/reise/island-feuer-und-eis-kompakt',
    )
    const formblatt = page.getByRole('link', { name: /Formblatt nach Art\. 250 § 2 EGBGB/ }).first()
    await expect(formblatt).toHaveAttribute('href', '/formblatt-pauschalreise')

    // The route map loads nothing from the tile host before consent; its places are named.
    const map = page.getByRole('region', { name: 'Reiseroute' })
    await expect(map.getByRole('button', { name: 'Karte laden' })).toBeVisible()
    expect(requests.filter((url) => url.startsWith(tileOrigin))).toEqual([])

    const data = await structuredData(page)
    const trip = data['@graph'].find((node) => node['@type'] === 'TouristTrip')!
    expect(trip.url).toMatch(new RegExp(`/rundreisen/reise/${SLUG}$`))
    expect((trip.offers as Array<{ price: string; priceCurrency: string; url: string }>).length).toBe(
      offered.length,
    )
    expect((trip.offers as Array<{ priceCurrency: string }>)[0]?.priceCurrency).toBe('EUR')
    const crumbs = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!
    expect((crumbs.itemListElement as unknown[]).length).toBe(3)
    await expectNoAxeViolations(page)
  })

  test('the route map shows the itinerary places after consent, never before', async ({ page }, testInfo) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`/rundreisen/reise/${SLUG}`)
    await page
      .getByRole('region', { name: 'Reiseroute' })
      .getByRole('button', { name: 'Karte laden' })
      .click()
    if (testInfo.project.name === 'js-on') {
      const map = page.getByRole('region', { name: /^Reiseroute \(\d+ Orte;/ })
      await expect(map.locator('.ol-viewport canvas').first()).toBeVisible()
      await expect.poll(() => requests.filter((url) => url.startsWith(tileOrigin)).length).toBeGreaterThan(0)
    } else {
      // Without JavaScript the consent posts and the places of the route come as a list.
      await expect(page).toHaveURL(new RegExp(`/rundreisen/reise/${SLUG}#karte$`))
      const places = page.getByRole('region', { name: 'Reiseroute' }).getByRole('listitem')
      await expect(places.first()).toHaveText('1. Reykjavík')
      expect(requests.filter((url) => url.startsWith(tileOrigin))).toEqual([])
    }
    await expectNoAxeViolations(page)
  })
})

interface SeedPrices {
  id: number
  start_date: string
  price_per_person: string
  single_supplement: string | null
  child_price: string | null
  triple_reduction: string | null
}

/** The first departure of a variant still open for enquiries, with its prices (admin token of the test run). */
async function openDeparture(slug: string): Promise<SeedPrices> {
  const query = new URLSearchParams({
    'filter[variant][slug][_eq]': slug,
    'filter[status][_eq]': 'bookable',
    'filter[start_date][_gt]': today(),
    fields: 'id,start_date,price_per_person,single_supplement,child_price,triple_reduction',
    sort: 'start_date',
    limit: '1',
  })
  const response = await fetch(`${process.env.DIRECTUS_URL}/items/departures?${query}`, {
    headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` },
  })
  return ((await response.json()) as { data: SeedPrices[] }).data[0]!
}

const euro = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount)

test.describe("round trip prices for the visitor's party", () => {
  test('each departure shows what the party pays in its cheapest rooms, and the enquiry takes both on', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Trip page, its form, the enquiry page and two accessibility checks: one journey.
    test.slow()
    const departure = await openDeparture(SLUG)
    const perPerson = Number(departure.price_per_person)
    const family = 2 * perPerson + Number(departure.child_price)
    await page.goto(`/rundreisen/reise/${SLUG}`)
    const form = page.getByRole('group', { name: 'Preise für Ihre Reisenden' })
    await form.getByLabel('Erwachsene').selectOption('2')
    await form.getByLabel('Alter Kind 1').selectOption('8')
    await form.getByRole('button', { name: 'Preise berechnen' }).click()
    await expect(page).toHaveURL(new RegExp(`/rundreisen/reise/${SLUG}\\?erwachsene=2&kind=8#termine$`))

    const table = page.getByRole('table', { name: /^Termine und Preise/ })
    await expect(table.getByRole('columnheader').nth(1)).toHaveText(
      'Gesamtpreis für 2 Erwachsene, 1 Kind (8 Jahre)',
    )
    const row = table
      .getByRole('row')
      .filter({ has: page.locator(`a[href^="/rundreisen/anfrage/${departure.id}?"]`) })
    await expect(row).toContainText(`${euro(family)}`)
    await expect(row).toContainText('1 Familienzimmer')
    // the party's choice stays in the form
    await expect(form.getByLabel('Alter Kind 1')).toHaveValue('8')
    await expectNoAxeViolations(page)

    await row.getByRole('link', { name: /^Anfragen: / }).click()
    await expect(page).toHaveURL(
      new RegExp(`/rundreisen/anfrage/${departure.id}\\?erwachsene=2&kind=8&zimmer=family$`),
    )
    await expect(page.getByLabel('Erwachsene')).toHaveValue('2')
    await expect(page.getByLabel('Alter Kind 1')).toHaveValue('8')
    await expect(page.getByLabel('Familienzimmer')).toBeChecked()
    const total = page.getByRole('group', { name: 'Reisende' }).getByRole('status')
    await expect(total).toContainText(
      `Reisepreis für 2 Erwachsene, 1 Kind (8 Jahre)${euro(family)} · 1 Familienzimmer`,
    )
    await expect(page.getByRole('region', { name: 'Ihr Termin' })).toContainText(
      `Kinder bis 11 Jahre mit zwei Erwachsenen: ${euro(Number(departure.child_price))}`,
    )
    await expectNoAxeViolations(page)
    if (javaScriptEnabled) {
      // the total follows the fields before anything is sent
      await page.getByLabel('Doppelzimmer').check()
      await expect(total).toContainText(
        `${euro(3 * perPerson + Number(departure.single_supplement))} · 1 Doppelzimmer + 1 Einzelzimmer`,
      )
      await page.getByLabel('Einzelzimmer').check()
      await expect(total).toContainText('Einzelzimmer passt nicht zu Ihren Reisenden')
    }
  })

  test('the compact variant offers no family room; the tabs keep their tab', async ({ page }) => {
    await page.goto(`/rundreisen/reise2/island-feuer-und-eis-kompakt?reiter=termine`)
    const form = page.getByRole('group', { name: 'Preise für Ihre Reisenden' })
    await form.getByLabel('Alter Kind 1').selectOption('8')
    await form.getByRole('button', { name: 'Preise berechnen' }).click()
    await expect(page).toHaveURL(/\?reiter=termine&erwachsene=2&kind=8#termine$/)
    const table = page.getByRole('table', { name: /^Termine und Preise/ })
    await expect(table.getByRole('row').nth(1)).toContainText('1 Doppelzimmer + 1 Einzelzimmer')
    await expect(table).not.toContainText('Familienzimmer')
  })
})

test.describe('round trip in tabs', () => {
  const tabs = (page: Page) => page.getByRole('navigation', { name: 'Reiseinformationen' })

  test('opens on the overview; its canonical address is the long page', async ({ page }) => {
    const response = await page.goto(`/rundreisen/reise2/${SLUG}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    // The tabs are one page, not four: search engines are pointed to the long page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/rundreisen/reise/${SLUG}$`),
    )
    await expect(tabs(page).getByRole('link')).toHaveText([
      'Überblick',
      'Reiseverlauf',
      'Leistungen',
      'Termine und Preise',
    ])
    await expect(tabs(page).getByRole('link', { name: 'Überblick' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Höhepunkte der Reise' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Formblatt nach Art\. 250 § 2 EGBGB/ }).first()).toBeVisible()
    const data = await structuredData(page)
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['TouristTrip', 'BreadcrumbList'])
    await expectNoAxeViolations(page)
  })

  test('each tab is a link of its own that works without JavaScript', async ({ page }) => {
    await page.goto(`/rundreisen/reise2/${SLUG}`)
    await tabs(page).getByRole('link', { name: 'Reiseverlauf' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/rundreisen/reise2/${SLUG}\\?reiter=reiseverlauf#reiter-inhalt$`),
    )
    await expect(tabs(page).getByRole('link', { name: 'Reiseverlauf' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('heading', { name: 'Tag 1: Anreise: Reykjavík' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Reiseroute' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Höhepunkte der Reise' })).toHaveCount(0)

    await tabs(page).getByRole('link', { name: 'Leistungen' }).click()
    await expect(page).toHaveURL(/\?reiter=leistungen#reiter-inhalt$/)
    await expect(page.getByRole('heading', { name: 'Im Reisepreis enthalten' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Nicht enthalten' })).toBeVisible()

    await tabs(page).getByRole('link', { name: 'Termine und Preise' }).click()
    await expect(page).toHaveURL(/\?reiter=termine#reiter-inhalt$/)
    await expect(page.getByRole('table', { name: /^Termine und Preise/ })).toBeVisible()
    // Back to the first tab: the address has no tab at all.
    await tabs(page).getByRole('link', { name: 'Überblick' }).click()
    await expect(page).toHaveURL(new RegExp(`/rundreisen/reise2/${SLUG}#reiter-inhalt$`))
  })

  test('with JavaScript a tab shows its panel without loading the page, where the visitor is', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript each tab is a page of its own (the test above)')
    await page.setViewportSize({ width: 412, height: 915 })
    await page.goto(`/rundreisen/reise2/${SLUG}`)
    // React has taken over the tabs' island (hydrateRoot marks its container)
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-island="trip-tabs"]')
      return island !== null && Object.keys(island).some((key) => key.startsWith('__reactContainer'))
    })
    // a mark on the document: a page load would lose it
    await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''))
    await tabs(page).scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    await tabs(page).getByRole('link', { name: 'Leistungen' }).click()
    await expect(page.getByRole('heading', { name: 'Im Reisepreis enthalten' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Höhepunkte der Reise' })).toHaveCount(0)
    await expect(tabs(page).getByRole('link', { name: 'Leistungen' })).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveURL(/\?reiter=leistungen#reiter-inhalt$/)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    await tabs(page).getByRole('link', { name: 'Termine und Preise' }).press('Enter')
    await expect(page.getByRole('table', { name: /^Termine und Preise/ })).toBeVisible()
    // back in the history: the tab before, still without a page load
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Im Reisepreis enthalten' })).toBeVisible()
    await expect(page.getByRole('table', { name: /^Termine und Preise/ })).toHaveCount(0)
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Höhepunkte der Reise' })).toBeVisible()
    await expect(tabs(page).getByRole('link', { name: 'Überblick' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('html[data-test-same-document]')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })

  test('the itinerary tab has the route map', async ({ page }) => {
    await page.goto(`/rundreisen/reise2/${SLUG}?reiter=reiseverlauf`)
    await expect(
      page.getByRole('region', { name: 'Reiseverlauf' }).getByRole('listitem').first(),
    ).toContainText('Übernachtung: Reykjavík')
    await expect(
      page.getByRole('region', { name: 'Reiseroute' }).getByRole('button', { name: 'Karte laden' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the dates tab offers the enquiries and stays in the tabs for the other variant', async ({ page }) => {
    await page.goto(`/rundreisen/reise2/${SLUG}?reiter=termine`)
    const table = page.getByRole('table', { name: /^Termine und Preise/ })
    await expect(table.getByRole('link', { name: /^Anfragen: / }).first()).toHaveAttribute(
      'href',
      /^\/rundreisen\/anfrage\/\d+\?erwachsene=2&zimmer=double$/,
    )
    await expect(page.getByRole('link', { name: /^Island Kompakt/ })).toHaveAttribute(
      'href',
      '/rundreisen/reise2/island-feuer-und-eis-kompakt',
    )
    await expectNoAxeViolations(page)
    // An unknown tab shows the first one rather than an error.
    await page.goto(`/rundreisen/reise2/${SLUG}?reiter=%3Cscript%3E`)
    await expect(tabs(page).getByRole('link', { name: 'Überblick' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('package-travel information', () => {
  test('the Formblatt is a page of its own, linked from the trip and the footer', async ({ page }) => {
    await page.goto(`/rundreisen/reise/${SLUG}`)
    await page
      .getByRole('link', { name: /Formblatt nach Art\. 250 § 2 EGBGB/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/formblatt-pauschalreise$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Formblatt zur Unterrichtung bei Pauschalreisen',
    )
    await expect(
      page.getByRole('heading', { name: 'Wichtigste Rechte nach der Richtlinie (EU) 2015/2302' }),
    ).toBeVisible()
    await expect(page.getByText(/Insolvenzabsicherung mit dem Deutschen Reisesicherungsfonds/)).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: /Pauschalreisen/ }),
    ).toHaveAttribute('href', '/formblatt-pauschalreise')
    await expectNoAxeViolations(page)
  })
})

test.describe('round trips that do not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an unknown, malformed or unpublished slug is a 404 on both presentations', async ({
    page,
    request,
  }) => {
    for (const path of ['/rundreisen/reise/gibt-es-nicht', '/rundreisen/reise2/gibt-es-nicht']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite existiert nicht')
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible()
      await expectNoAxeViolations(page)
    }
    for (const path of [
      `/rundreisen/reise/${SLUG.toUpperCase()}`,
      '/rundreisen/reise/%3Cscript%3E',
      `/rundreisen/reise/${'a'.repeat(300)}`,
      '/rundreisen/reise2/..%2f..%2fetc',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})

test.describe('round trips on the round-trip-only domain', () => {
  test('the long page lives without the /rundreisen prefix; other areas link to the main site', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(onRoundTripDomain(baseURL, `/reise/${SLUG}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    await expect(page.getByRole('link', { name: /^Anfragen: / }).first()).toHaveAttribute(
      'href',
      /^\/anfrage\/\d+\?erwachsene=2&zimmer=double$/,
    )
    await expect(
      page
        .getByRole('navigation', { name: 'Brotkrümelnavigation' })
        .getByRole('link', { name: 'Rundreisen' }),
    ).toHaveAttribute('href', '/')
    await expect(
      page.getByRole('link', { name: /Formblatt nach Art\. 250 § 2 EGBGB/ }).first(),
    ).toHaveAttribute('href', new URL('/formblatt-pauschalreise', baseURL).toString())
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/rundreisen/reise/${SLUG}$`),
    )
    await expectNoAxeViolations(page)
  })

  test('the tabs live there too', async ({ page, baseURL }) => {
    await page.goto(onRoundTripDomain(baseURL, `/reise2/${SLUG}`))
    await page
      .getByRole('navigation', { name: 'Reiseinformationen' })
      .getByRole('link', { name: 'Termine und Preise' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${HOST}:\\d+/reise2/${SLUG}\\?reiter=termine#reiter-inhalt$`))
    await expect(page.getByRole('table', { name: /^Termine und Preise/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Island Kompakt/ })).toHaveAttribute(
      'href',
      '/reise2/island-feuer-und-eis-kompakt',
    )
    await expectNoAxeViolations(page)
  })

  test('the route map takes the consent there too', async ({ page, baseURL }, testInfo) => {
    await page.goto(onRoundTripDomain(baseURL, `/reise/${SLUG}`))
    await page
      .getByRole('region', { name: 'Reiseroute' })
      .getByRole('button', { name: 'Karte laden' })
      .click()
    if (testInfo.project.name === 'js-on') {
      // The map is an island: it is hydrated on that domain as well.
      await expect(
        page.getByRole('region', { name: /^Reiseroute \(\d+ Orte;/ }).locator('.ol-viewport'),
      ).toHaveCount(1)
    } else {
      // The consent form posts to the shared /karte/zustimmung and comes back to the page.
      await expect(page).toHaveURL(new RegExp(`${HOST}:\\d+/reise/${SLUG}#karte$`))
      await expect(page.getByRole('region', { name: 'Reiseroute' }).getByRole('listitem').first()).toHaveText(
        '1. Reykjavík',
      )
    }
  })
})
