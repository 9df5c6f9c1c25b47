import type { Locator, Page } from '@playwright/test'

import { expectNoAxeViolations } from '../support/axe'
import {
  addSavedTrip,
  createCustomer,
  createHotel,
  readItems,
  savedTripsOf,
  type Customer,
} from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// The Merkzettel (/hotel/account/gespeicherte-reisen), with JavaScript on and off: saving from
// the hotel pages (islands), the list in the session and in the account, the merge at sign-in, share
// links, entries no longer offered, and customers kept apart.

const PAGE = '/hotel/account/gespeicherte-reisen'

const results = (page: Page) => page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('article')
const entries = (page: Page) => page.getByRole('list', { name: 'Gemerkte Reisen' }).getByRole('listitem')
const headerLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: /^Gespeicherte Reisen/ })

async function cardName(card: Locator): Promise<string> {
  return (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
}

/** Hotel ids from the search, e.g. to save some in the background. */
async function hotelIds(page: Page, count: number): Promise<number[]> {
  const html = await (await page.request.get('/hotel')).text()
  const ids = [...html.matchAll(/href="\/hotel\/details\/(\d+)"/g)].map((match) => Number(match[1]))
  return [...new Set(ids)].slice(0, count)
}

/** Saves through the button's form POST, as a browser without JavaScript does. */
async function saveInBackground(page: Page, id: number, baseURL: string, art = 'hotel') {
  const response = await page.request.post('/merkzettel', {
    form: { art, id: String(id), aktion: 'merken', zurueck: PAGE },
    headers: { origin: new URL(baseURL).origin },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
}

/** Clicks the "Merken" button of `name` within `scope`; it then reads as saved. */
async function saveWith(scope: Page | Locator, name: string) {
  await scope.getByRole('button', { name: `Merken: ${name}` }).click()
  await expect(
    scope.getByRole('button', { name: `Gemerkt: ${name} – aus den gespeicherten Reisen entfernen` }),
  ).toBeVisible()
}

/** Before clicking on an island page with JavaScript: its islands have loaded. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

test.describe('Merkzettel', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an empty Merkzettel leads to the search', async ({ page }) => {
    const response = await page.goto(PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gespeicherte Reisen')
    await expect(page.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' })).toBeVisible()
    await expect(headerLink(page)).toHaveText('Gespeicherte Reisen')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Hotels suchen' }).click()
    await expect(page).toHaveURL(/\/hotel$/)
  })

  test('a visitor saves a hotel from the search results; the header counts it', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/hotel')
    await ready(page, javaScriptEnabled)
    const first = results(page).first()
    const name = await cardName(first)
    await saveWith(first, name)
    await expect(page.getByText(`„${name}“ ist in Ihren gespeicherten Reisen.`).first()).toBeAttached()
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)
    // With JavaScript the island changed the page in place; without, the form came back to it.
    if (javaScriptEnabled) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect(page).toHaveURL(/\/hotel$/)
    await expectNoAxeViolations(page)

    // The same button takes it off again (the cards share one form: the button names entry and action).
    await first
      .getByRole('button', { name: `Gemerkt: ${name} – aus den gespeicherten Reisen entfernen` })
      .click()
    await expect(first.getByRole('button', { name: `Merken: ${name}` })).toBeVisible()
    await expect(
      page.getByText(`„${name}“ ist nicht mehr in Ihren gespeicherten Reisen.`).first(),
    ).toBeAttached()
    await expect(headerLink(page)).toHaveText('Gespeicherte Reisen')
    if (javaScriptEnabled) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect(page).toHaveURL(/\/hotel$/)
  })

  test('a visitor saves from the hotel page, finds the Merkzettel with current prices and removes entries', async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const [earlier, hotel] = await hotelIds(page, 2)
    await saveInBackground(page, earlier!, baseURL!)
    await page.goto(`/hotel/details/${hotel}`)
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await ready(page, javaScriptEnabled)
    await saveWith(page, name)
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?2 Einträge\)?$/)

    await headerLink(page).click()
    await expect(page).toHaveURL(PAGE)
    await expect(page.getByRole('heading', { name: '2 gemerkte Reisen' })).toBeVisible()
    await expect(entries(page)).toHaveCount(2)
    // Newest first, each with its current price per night.
    await expect(entries(page).first()).toContainText(name)
    await expect(entries(page).first()).toContainText(/ab\s*[\d.]+\s€/)
    await expect(entries(page).first()).toContainText('pro Zimmer und Nacht')
    await expect(
      page.getByText('Ihre gespeicherten Reisen sind in diesem Browser gespeichert.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: `Entfernen: ${name}` }).click()
    await expect(entries(page)).toHaveCount(1)
    await expect(page.getByRole('heading', { name: '1 gemerkte Reise' })).toBeVisible()
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)
    await entries(page)
      .getByRole('button', { name: /^Entfernen: / })
      .click()
    await expect(page.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' })).toBeVisible()
    await expect(headerLink(page)).toHaveText('Gespeicherte Reisen')
  })

  test('a visitor saves a round trip from both of its pages; the Merkzettel shows its price per person', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/rundreisen/reise/island-feuer-und-eis-klassik')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await ready(page, javaScriptEnabled)
    await saveWith(page, title)
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)
    await expect(page).toHaveURL(/\/rundreisen\/reise\/island-feuer-und-eis-klassik$/)
    await expectNoAxeViolations(page)

    // The tabbed presentation knows it is saved.
    await page.goto('/rundreisen/reise2/island-feuer-und-eis-klassik')
    await expect(
      page.getByRole('button', { name: `Gemerkt: ${title} – aus den gespeicherten Reisen entfernen` }),
    ).toBeVisible()

    await page.goto(PAGE)
    await expect(entries(page)).toHaveCount(1)
    await expect(entries(page).first()).toContainText(title)
    await expect(entries(page).first()).toContainText('pro Person')
  })

  test('a visitor saves a round trip from the home page’s teasers, finds it on the Merkzettel and removes it there again', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Four pages and their accessibility checks: a long journey.
    test.slow()
    const trips = page.getByRole('region', { name: 'Rundreisen entdecken' }).getByRole('article')
    const card = trips.first()
    await page.goto('/')
    const title = await cardName(card)
    await ready(page, javaScriptEnabled)
    await saveWith(card, title)
    await expect(page.getByText(`„${title}“ ist in Ihren gespeicherten Reisen.`).first()).toBeAttached()
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)
    if (javaScriptEnabled) expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect(page).toHaveURL(/\/$/)
    // Only this trip is marked; the hotels' buttons are there too.
    await expect(trips.getByRole('button', { name: /^Merken: / })).toHaveCount(2)
    await expect(
      page.getByRole('region', { name: 'Beliebte Hotels' }).getByRole('button', { name: /^Merken: / }),
    ).toHaveCount(6)
    await expectNoAxeViolations(page)

    await headerLink(page).click()
    await expect(page).toHaveURL(PAGE)
    await expect(entries(page)).toHaveCount(1)
    await expect(entries(page).first()).toContainText(title)
    await expect(entries(page).first()).toContainText('pro Person')

    // The server renders the home page with the trip marked; the same button removes it.
    await page.goto('/')
    await ready(page, javaScriptEnabled)
    await card
      .getByRole('button', { name: `Gemerkt: ${title} – aus den gespeicherten Reisen entfernen` })
      .click()
    await expect(card.getByRole('button', { name: `Merken: ${title}` })).toBeVisible()
    await expect(
      page.getByText(`„${title}“ ist nicht mehr in Ihren gespeicherten Reisen.`).first(),
    ).toBeAttached()
    await expect(headerLink(page)).toHaveText('Gespeicherte Reisen')
    await expectNoAxeViolations(page)
    await page.goto(PAGE)
    await expect(page.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' })).toBeVisible()
  })

  test('landing pages and travel tips mark what is on the Merkzettel, and such pages are not kept by a CDN', async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    // Three pages and their accessibility checks: a long journey.
    test.slow()
    const trips = page.getByRole('region', { name: 'Alle Rundreisen' }).getByRole('article')
    const anonymous = await page.goto('/rundreisen')
    expect(anonymous?.headers()['cache-control']).toMatch(/^public, .*s-maxage=60/)
    const title = await cardName(trips.nth(1))
    const [trip] = await readItems<{ id: number }>('round_trips', {
      'filter[title][_eq]': title,
      fields: 'id',
    })
    await saveInBackground(page, trip!.id, baseURL!, 'rundreise')

    // With a Merkzettel in the session the page is this visitor's alone.
    const own = await page.goto('/rundreisen')
    expect(own?.headers()['cache-control']).toBe('private, no-cache')
    await expect(
      trips
        .nth(1)
        .getByRole('button', { name: `Gemerkt: ${title} – aus den gespeicherten Reisen entfernen` }),
    ).toBeVisible()
    await expect(trips.getByRole('button', { name: /^Gemerkt: / })).toHaveCount(1)
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)

    // A travel tip's hotels.
    await page.goto('/reisetipps/ostsee')
    await page.getByRole('region', { name: '1 Reisetipp' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/reisetipps\/ostsee\/[\w-]+$/)
    const article = page.url()
    const hotel = page
      .getByRole('region', { name: 'Hotels in der Region Ostsee' })
      .getByRole('article')
      .first()
    const name = await cardName(hotel)
    await ready(page, javaScriptEnabled)
    await saveWith(hotel, name)
    await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?2 Einträge\)?$/)
    await expect(page).toHaveURL(article)
    await expectNoAxeViolations(page)
  })

  test('at sign-in the anonymous Merkzettel joins the account, without duplicates', async ({
    page,
    customer,
    signIn,
    baseURL,
  }) => {
    // Four pages and their accessibility checks: a long journey.
    test.slow()
    const [a, b, c] = await hotelIds(page, 3)
    await addSavedTrip(customer.id, { hotel: a! })
    await addSavedTrip(customer.id, { hotel: b! })
    await saveInBackground(page, b!, baseURL!)
    await saveInBackground(page, c!, baseURL!)
    await page.goto(PAGE)
    await expect(entries(page)).toHaveCount(2)

    await signIn(customer)
    await page.goto(PAGE)
    await expect(entries(page)).toHaveCount(3)
    await expect(page.getByText('Ihre gespeicherten Reisen sind in diesem Browser gespeichert.')).toHaveCount(
      0,
    )
    const rows = await savedTripsOf(customer.id)
    expect(rows.map((row) => row.hotel).sort()).toEqual([a, b, c].sort())
    await expectNoAxeViolations(page)

    // Signed out, the browser's list is empty again; the account keeps its own.
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await page.goto(PAGE)
    await expect(page.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' })).toBeVisible()
    expect(await savedTripsOf(customer.id)).toHaveLength(3)
  })

  test('a signed-in customer saves into the account; entries no longer offered stay, marked as such', async ({
    page,
    customer,
    signIn,
    javaScriptEnabled,
  }) => {
    const hotel = await createHotel('Testhotel Abschied')
    try {
      await signIn(customer)
      await page.goto(`/hotel/details/${hotel.id}`)
      await ready(page, javaScriptEnabled)
      await page.getByRole('button', { name: 'Merken: Testhotel Abschied' }).click()
      await expect(headerLink(page)).toHaveText(/^Gespeicherte Reisen\s*\(?1 Eintrag\)?$/)
      await expect
        .poll(async () => (await savedTripsOf(customer.id)).map((row) => row.hotel))
        .toEqual([hotel.id])

      // The travel company takes the hotel off the site.
      await hotel.update({ status: 'archived' })
      await page.goto(PAGE)
      await expect(entries(page)).toHaveCount(1)
      await expect(entries(page).first()).toContainText('Nicht mehr verfügbar')
      await expect(entries(page).first()).toContainText('Dieses Hotel ist nicht mehr in unserem Angebot.')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: /^Entfernen: Hotel \(nicht mehr verfügbar\)/ }).click()
      await expect(
        page.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' }),
      ).toBeVisible()
      expect(await savedTripsOf(customer.id)).toEqual([])
    } finally {
      await hotel.remove()
    }
  })

  test('a share link shows a read-only copy to anyone who has it', async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    // Two browsers and four pages: a long journey.
    test.slow()
    const [a, b] = await hotelIds(page, 2)
    await saveInBackground(page, a!, baseURL!)
    await saveInBackground(page, b!, baseURL!)
    await page.goto(PAGE)
    const link = await page.getByLabel('Link zum Teilen').inputValue()
    expect(link).toMatch(/\/merkzettel\/[\w-]+\.[\w-]+\.[\w-]+$/)
    const path = new URL(link).pathname

    const other = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' })
    try {
      const guest = await other.newPage()
      const response = await guest.goto(`${baseURL}${path}`)
      expect(response?.status()).toBe(200)
      await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Geteilte Reisen')
      await expect(entries(guest)).toHaveCount(2)
      await expect(entries(guest).first()).toContainText(/ab\s*[\d.]+\s€/)
      await expect(guest.getByRole('button', { name: /^Entfernen/ })).toHaveCount(0)
      await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      // The link's token is case-sensitive: canonical and og:url name the page as it is, and answer it.
      const canonical = await guest.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname).toBe(path)
      await expect(guest.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
      expect((await guest.request.get(`${baseURL}${new URL(canonical!).pathname}`)).status()).toBe(200)
      // The guest's own Merkzettel is not the shared one.
      await guest.goto(`${baseURL}${PAGE}`)
      await expect(
        guest.getByRole('heading', { name: 'Sie haben noch keine Reisen gespeichert' }),
      ).toBeVisible()
    } finally {
      await other.close()
    }
    await page.goto(path)
    await expectNoAxeViolations(page)
    const forged = `${path.slice(0, -4)}AAAA`
    expect((await page.request.get(forged)).status()).toBe(404)
    expect((await page.request.get('/merkzettel/nicht-von-uns')).status()).toBe(404)
  })

  test('wrong input is refused: unknown hotels, a full list, a forged form', async ({ page, baseURL }) => {
    const origin = { origin: new URL(baseURL!).origin }
    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      page.request.post('/merkzettel', { form, headers: { ...origin, ...headers }, maxRedirects: 0 })

    const unknown = await post(
      { art: 'hotel', id: '999999', aktion: 'merken', antwort: 'daten' },
      { accept: 'application/json' },
    )
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({
      error: true,
      message: 'Dieses Angebot gibt es nicht mehr. Es kann nicht gemerkt werden.',
    })
    for (const form of [
      { art: 'flug', id: '1', aktion: 'merken' },
      { art: 'hotel', id: '-1', aktion: 'merken' },
      { art: 'hotel', id: '1', aktion: 'loeschen' },
    ]) {
      expect((await post(form)).status(), JSON.stringify(form)).toBe(400)
    }
    // A redirect target of another site is not followed.
    const away = await post({ art: 'hotel', id: '999999', aktion: 'merken', zurueck: 'https://example.com/' })
    expect(away.status()).toBe(303)
    expect(away.headers().location).toBe(PAGE)
    await page.goto(PAGE)
    await expect(
      page.getByText('Dieses Angebot gibt es nicht mehr. Es kann nicht gemerkt werden.', { exact: true }),
    ).toBeVisible()
  })
})

test.describe('Merkzettel of two customers', () => {
  let other: Customer

  test.beforeEach(async () => {
    other = await createCustomer('Berta')
  })
  test.afterEach(async () => {
    await other.remove()
  })

  test('a customer neither sees nor changes another customer’s saved trips', async ({
    page,
    customer,
    signIn,
    baseURL,
  }) => {
    const [mine, theirs] = await hotelIds(page, 2)
    await addSavedTrip(customer.id, { hotel: mine! })
    await addSavedTrip(other.id, { hotel: theirs! })

    await signIn(customer)
    await page.goto(PAGE)
    await expect(entries(page)).toHaveCount(1)
    // Through the site: removing the other customer's hotel only touches the own list.
    const removal = await page.request.post('/merkzettel', {
      form: { art: 'hotel', id: String(theirs), aktion: 'entfernen', zurueck: PAGE },
      headers: { origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    })
    expect(removal.status()).toBe(303)
    expect((await savedTripsOf(other.id)).map((row) => row.hotel)).toEqual([theirs])

    // Straight against Directus with the customer's own token.
    const directus = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
    const login = await page.request.post(`${directus}/auth/login`, {
      data: { email: customer.email, password: customer.password, mode: 'json' },
    })
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
    const auth = { authorization: `Bearer ${token}` }
    const [theirRow] = await savedTripsOf(other.id)
    const list = await page.request.get(`${directus}/items/saved_trips?fields=id,user,hotel&limit=-1`, {
      headers: auth,
    })
    const rows = ((await list.json()) as { data: Array<{ user: string }> }).data
    expect(rows.map((row) => row.user)).toEqual([customer.id])
    for (const [method, path] of [
      ['GET', `/items/saved_trips/${theirRow!.id}`],
      ['PATCH', `/items/saved_trips/${theirRow!.id}`],
      ['DELETE', `/items/saved_trips/${theirRow!.id}`],
    ] as const) {
      const answer = await page.request.fetch(`${directus}${path}`, {
        method,
        headers: auth,
        data: method === 'PATCH' ? { user: customer.id } : undefined,
      })
      expect(answer.status(), `${method} ${path}`).toBe(403)
    }
    expect((await savedTripsOf(other.id)).map((row) => row.hotel)).toEqual([theirs])
  })
})
