import type { Locator, Page } from '@playwright/test'

import { addDays } from '../../core/hotel-search'
import { expectNoAxeViolations } from '../support/axe'
import { isoInDays } from '../support/dates'
import { expect, test } from '../support/fixtures'
import { addChild, openTravellers, travellersSummary } from '../support/search-form'

// Hotel search, detail and theme pages against the `test` seed, with JavaScript on and off.

/**
 * A slow phone: opens `path` with the islands' scripts held back until the returned function releases them
 * (the visitor types first).
 */
async function withScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/build/islands/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

const ARRIVAL = isoInDays(30)
const DEPARTURE = isoInDays(34)
const STAY = `anreise=${ARRIVAL}&abreise=${DEPARTURE}`

const results = (page: Page) => page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('article')
const countHeading = (page: Page) => page.locator('#treffer-titel')

async function countOf(page: Page): Promise<number> {
  const text = (await countHeading(page).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

/** Euro amounts like "1.234,50 €" or "ab 89 €" as numbers. */
function euros(text: string): number {
  const match = /([\d.]+(?:,\d{2})?)\s*€/.exec(text)
  if (!match) throw new Error(`no price in "${text}"`)
  return Number(match[1]!.replace(/\./g, '').replace(',', '.'))
}

/** "Gästebewertung 9,1 von 10" → 9.1 */
function ratingOf(text: string): number {
  return Number(/(\d+,\d)/.exec(text)![1]!.replace(',', '.'))
}

async function texts(locator: Locator): Promise<string[]> {
  return locator.allTextContents()
}

test.describe('hotel search', () => {
  test('a search with destination and dates shows bookable stays with their total price', async ({
    page,
  }) => {
    const response = await page.goto(`/hotel?ziel=Ostsee&${STAY}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in der Region Ostsee')
    const cards = results(page)
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBe(Math.min(20, await countOf(page)))
    for (const card of await cards.all()) {
      await expect(card).toContainText('Ostsee')
    }
    const first = cards.first()
    await expect(first).toContainText('Gesamtpreis für 4 Nächte')
    await expect(first).toContainText('pro Nacht · inkl. Kurtaxe')
    // the form keeps the search
    await expect(page.getByLabel('Reiseziel oder Hotel')).toHaveValue('Ostsee')
    await expect(page.getByLabel('Anreise')).toHaveValue(ARRIVAL)
    expect(response?.headers()['cache-control']).toContain('s-maxage')
    await expectNoAxeViolations(page)
  })

  test('without dates each hotel shows its lowest nightly price, labelled as such', async ({ page }) => {
    await page.goto('/hotel')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels suchen')
    const first = results(page).first()
    await expect(first).toContainText(/ab [\d.]+\s€/)
    await expect(first).toContainText('günstigster Preis der nächsten Wochen')
    await expect(
      page.getByText('Wählen Sie Reisedaten, um Gesamtpreise und freie Zimmer zu sehen.'),
    ).toBeVisible()
  })

  test('the form searches by GET, so the result list has a shareable address', async ({ page }) => {
    await page.goto('/hotel')
    await page.getByLabel('Reiseziel oder Hotel').fill('Ostsee')
    await page.getByLabel('Anreise').fill(ARRIVAL)
    await page.getByLabel('Abreise').fill(DEPARTURE)
    await openTravellers(page)
    await page.getByLabel('Erwachsene').fill('3')
    await addChild(page, '8')
    await page.getByRole('button', { name: 'Hotels suchen' }).click()
    await expect(page).toHaveURL(/ziel=Ostsee/)
    await expect(page).toHaveURL(/erwachsene=3/)
    await expect(page).toHaveURL(/kind=8/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in der Region Ostsee')
    await openTravellers(page)
    await expect(page.getByLabel('Alter Kind 1')).toHaveValue('8')
  })

  test('filters narrow the list: stars, rating, price, region', async ({ page }) => {
    await page.goto('/hotel')
    const all = await countOf(page)

    await page.goto('/hotel?sterne=4')
    const fourPlus = await countOf(page)
    expect(fourPlus).toBeGreaterThan(0)
    expect(fourPlus).toBeLessThan(all)
    for (const label of await results(page)
      .getByRole('img', { name: /Sterne$/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
      expect(Number.parseInt(label, 10)).toBeGreaterThanOrEqual(4)
    }

    await page.goto('/hotel?bewertung=8')
    for (const text of await texts(
      results(page).locator('span', { hasText: /^Gästebewertung \d+,\d von 10$/ }),
    )) {
      expect(ratingOf(text)).toBeGreaterThanOrEqual(8)
    }

    await page.goto('/hotel?preis_min=60&preis_max=120')
    expect(await results(page).count()).toBeGreaterThan(0)
    for (const text of await texts(results(page).getByText(/^ab [\d.]+\s€$/))) {
      expect(euros(text)).toBeGreaterThanOrEqual(60)
      expect(euros(text)).toBeLessThanOrEqual(120)
    }

    await page.goto('/hotel?region=mallorca')
    expect(await results(page).count()).toBeGreaterThan(0)
    for (const card of await results(page).all()) await expect(card).toContainText('Mallorca')
    await expect(page.getByRole('checkbox', { name: 'Mallorca' })).toBeChecked()
  })

  test('filters for board, amenities and free cancellation apply to the stay', async ({ page }) => {
    await page.goto(`/hotel?${STAY}&verpflegung=half_board&storno=1`)
    const cards = results(page)
    expect(await cards.count()).toBeGreaterThan(0)
    for (const card of await cards.all()) {
      // either an offer with half board and free cancellation, or an honest "nothing fits"
      const text = (await card.textContent()) ?? ''
      if (text.includes('Gesamtpreis')) {
        expect(text).toContain('Halbpension')
        expect(text).toContain('Kostenlos stornierbar bis')
      } else {
        expect(text).toMatch(/ausgebucht|Kein Angebot passt|Mindestaufenthalt|Personenzahl/)
      }
    }

    await page.goto('/hotel?ausstattung=spa&ausstattung=pool')
    expect(await results(page).count()).toBeGreaterThan(0)
    for (const card of await results(page).all()) {
      const amenities = card.getByRole('list', { name: 'Ausstattung' })
      await expect(amenities).toContainText('Spa')
      await expect(amenities).toContainText('Pool')
    }
  })

  test('changing a filter updates the list (at once with JavaScript, by "Filter anwenden" without)', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/hotel')
    const all = await countOf(page)
    await page.getByRole('radio', { name: 'ab 4 Sternen' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/sterne=4/)
    await expect.poll(() => countOf(page)).toBeLessThan(all)
  })

  test('sorting by price and by rating orders the list', async ({ page, javaScriptEnabled }) => {
    await page.goto('/hotel')
    if (javaScriptEnabled) {
      // the spec's select (§8, §9): opened, moved through and chosen by keyboard
      const sort = page.getByRole('combobox', { name: 'Sortieren nach' })
      // the page's native select until the island has hydrated, then the select of the spec
      await expect(sort).toHaveAttribute('aria-haspopup', 'listbox')
      await sort.focus()
      await sort.press('ArrowDown')
      await expect(sort).toHaveAttribute('aria-expanded', 'true')
      const list = page.getByRole('listbox', { name: 'Sortieren nach' })
      await expect(list.getByRole('option')).toHaveText([
        /^Empfohlen/,
        'Preis aufsteigend',
        'Preis absteigend',
        'Gästebewertung',
        'Sterne',
      ])
      expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px')
      await expectNoAxeViolations(page)
      await sort.press('ArrowDown')
      await expect(list.getByRole('option', { name: 'Preis aufsteigend' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await sort.press('Enter')
    } else {
      await page.getByLabel('Sortieren nach').selectOption('preis-aufsteigend')
      await page.getByRole('button', { name: 'Sortieren' }).click()
    }
    await expect(page).toHaveURL(/sortierung=preis-aufsteigend/)
    const prices = (await texts(results(page).getByText(/^ab [\d.]+\s€$/))).map(euros)
    expect(prices.length).toBeGreaterThan(3)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    if (javaScriptEnabled)
      await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toHaveText(/Preis aufsteigend/)
    await page.goto('/hotel?sortierung=preis-absteigend')
    const down = (await texts(results(page).getByText(/^ab [\d.]+\s€$/))).map(euros)
    expect(down).toEqual([...down].sort((a, b) => b - a))

    await page.goto('/hotel?sortierung=bewertung')
    const ratings = (
      await texts(results(page).locator('span', { hasText: /^Gästebewertung \d+,\d von 10$/ }))
    ).map(ratingOf)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    await expect(
      page.getByRole('link', { name: 'So funktioniert die Sortierung „Empfohlen“' }),
    ).toHaveAttribute('href', '/so-sortieren-wir')
  })

  test('the page explaining the ranking exists (§ 5b UWG)', async ({ page }) => {
    const response = await page.goto('/so-sortieren-wir')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So sortieren wir Hotels')
    await expect(page.getByText('Provisionen oder Zahlungen der Hotels beeinflussen')).toBeVisible()
  })

  test('plain page links paginate; with JavaScript "Weitere Hotels laden" appends the next page', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/hotel')
    const total = await countOf(page)
    expect(total).toBeGreaterThan(20)
    await expect(results(page)).toHaveCount(20)
    const firstPageNames = await texts(results(page).getByRole('heading', { level: 3 }))
    if (javaScriptEnabled) {
      await page.getByRole('button', { name: 'Weitere Hotels laden' }).click()
      await expect(results(page)).toHaveCount(Math.min(total, 40))
      await expect(page).toHaveURL(/\/hotel$/)
      const allNames = await texts(results(page).getByRole('heading', { level: 3 }))
      expect(new Set(allNames).size).toBe(allNames.length)
    } else {
      const pages = page.getByRole('navigation', { name: 'Seiten der Trefferliste' })
      await pages.getByRole('link', { name: 'Seite 2' }).click()
      await expect(page).toHaveURL(/seite=2/)
      const second = await texts(results(page).getByRole('heading', { level: 3 }))
      expect(second.length).toBe(Math.min(20, total - 20))
      expect(second.some((name) => firstPageNames.includes(name))).toBe(false)
      await expect(pages.locator('[aria-current="page"]')).toHaveText('Seite 2')
    }
  })

  test('the destination field suggests places as you type, says how many, and takes one by keyboard', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript; without it the field is plain text')
    await page.goto('/hotel')
    const field = page.getByRole('combobox', { name: 'Reiseziel oder Hotel' })
    await field.pressSequentially('Ost', { delay: 50 })
    const options = page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option')
    await expect(options.filter({ hasText: 'Ostsee' }).first()).toBeVisible()
    const count = await options.count()
    await expect(page.getByRole('status').filter({ hasText: /Orte? gefunden$/ })).toHaveText(
      count === 1 ? '1 Ort gefunden' : `${count} Orte gefunden`,
    )
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
    await field.press('Escape')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await field.press('ArrowDown')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const firstId = await options.first().getAttribute('id')
    await expect(field).toHaveAttribute('aria-activedescendant', firstId!)
    const ostsee = await options.evaluateAll((all) =>
      all.findIndex((option) => option.textContent.startsWith('Ostsee ')),
    )
    for (let step = 0; step < ostsee; step++) await field.press('ArrowDown')
    await field.press('Enter')
    await expect(field).toHaveValue('Ostsee')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(/\/hotel$/) // Enter chose, it did not submit
  })

  test('an unknown place is answered with "Keine Orte gefunden"', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript; without it the field is plain text')
    await page.goto('/hotel')
    const field = page.getByRole('combobox', { name: 'Reiseziel oder Hotel' })
    await field.pressSequentially('Xyzq', { delay: 50 })
    await expect(page.getByRole('status').filter({ hasText: 'Keine Orte' })).toHaveText(
      'Keine Orte gefunden für „Xyzq“',
    )
    await expect(page.getByText('Keine Orte gefunden für „Xyzq“', { exact: true }).first()).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await expectNoAxeViolations(page)
    await field.press('Enter')
    await expect(page).toHaveURL(/ziel=Xyzq/)
  })

  test('without JavaScript the destination is a plain text field that searches', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'the field before and without the scripts')
    await page.goto('/hotel')
    await expect(page.getByRole('combobox', { name: 'Reiseziel oder Hotel' })).toHaveCount(0)
    const field = page.getByRole('searchbox', { name: 'Reiseziel oder Hotel' })
    await field.fill('Ostsee')
    await field.press('Enter')
    await expect(page).toHaveURL(/ziel=Ostsee/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in der Region Ostsee')
  })

  test('text typed before the scripts have loaded is kept and gets its suggestions', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'about the moment the scripts arrive')
    const release = await withScriptsHeld(page, '/hotel')
    const field = page.getByLabel('Reiseziel oder Hotel')
    await field.pressSequentially('Ost')
    release()
    // the islands' scripts, hydration, the suggestions' own chunk and their request, one after the other:
    // on a busy two-core CI machine that chain once took longer than the default 5 s
    await expect(page.getByRole('option').filter({ hasText: /^Ostsee / })).toHaveCount(1, { timeout: 15_000 })
    await expect(page.getByRole('status').filter({ hasText: /Orte? gefunden$/ })).toBeAttached()
    await expect(field).toHaveValue('Ost')
  })

  test('dates and travellers entered before the scripts have loaded are kept and searched', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'about the moment the scripts arrive')
    const release = await withScriptsHeld(page, '/')
    const search = page.getByRole('form', { name: 'Hotelsuche' })
    await search.getByLabel('Reiseziel oder Hotel').fill('Ostsee')
    await search.getByLabel('Anreise').fill(isoInDays(40))
    await search.getByLabel('Abreise').fill(isoInDays(43))
    await openTravellers(search)
    await search.getByLabel('Erwachsene').fill('3')
    await search.getByLabel('Alter Kind 1').selectOption('7')
    release()
    // hydrated: the calendar's button is there, the night count and the travellers' line follow the fields
    await expect(search.getByRole('button', { name: 'Im Kalender wählen' })).toBeVisible({ timeout: 15_000 })
    await expect(search.getByText('3 Nächte')).toBeVisible()
    await expect(travellersSummary(search)).toContainText('3 Erwachsene · 1 Kind')
    await search.getByRole('button', { name: /^Hotels (suchen|finden)$/ }).click()
    await expect(page).toHaveURL(/erwachsene=3/)
    const url = new URL(page.url())
    expect(url.searchParams.get('anreise')).toBe(isoInDays(40))
    expect(url.searchParams.get('abreise')).toBe(isoInDays(43))
    expect(url.searchParams.getAll('kind')).toEqual(['7'])
  })
})

test.describe('hotel pages as islands (docs/decisions/hotel-pages-as-islands.md)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'islands are about what JavaScript loads')

  for (const kind of ['search', 'detail'] as const) {
    test(`the ${kind} page loads only its islands, not the Remix runtime, and hydrates them cleanly`, async ({
      page,
      request,
    }) => {
      let path = '/hotel?ansicht=karte'
      if (kind === 'detail') {
        const html = await (await request.get(`/hotel?ziel=Ostsee&${STAY}`)).text()
        path = /href="(\/hotel\/details\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
      }
      const scripts: string[] = []
      const problems: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter((script) => !script.startsWith('/build/islands/'))).toEqual([])
      expect(await page.evaluate(() => '__remixContext' in window || '__remixRouter' in window)).toBe(false)
      // The map island works: consent shows the map in place.
      await page.getByRole('button', { name: 'Karte laden' }).click()
      await expect(page.locator('.ol-viewport')).toBeVisible()
      expect(problems).toEqual([])
    })
  }

  test('reached by a client navigation, the search runs inside the app', async ({ page }) => {
    // a landing page is a hydrated Remix page (the home page is an island page)
    await page.goto('/familienurlaub/ostsee')
    await page.waitForFunction(() => '__remixRouter' in window)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Hotels' })
      .click()
    await expect(page).toHaveURL(/\/hotel$/)
    const total = await countOf(page)
    await page.getByRole('button', { name: 'Weitere Hotels laden' }).click()
    await expect(results(page)).toHaveCount(Math.min(total, 40))
    await page.getByRole('radio', { name: 'ab 4 Sternen' }).check()
    await expect(page).toHaveURL(/sterne=4/)
    await expect.poll(() => countOf(page)).toBeLessThan(total)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})

test.describe('bad input on the search page', () => {
  const cases: Array<[string, string, string]> = [
    [`anreise=${ARRIVAL}&abreise=${isoInDays(29)}`, 'Abreise', 'Die Abreise muss nach der Anreise liegen.'],
    [
      `anreise=${isoInDays(-2)}&abreise=${isoInDays(3)}`,
      'Anreise',
      'Das Anreisedatum liegt in der Vergangenheit.',
    ],
    [
      `anreise=${ARRIVAL}&abreise=${isoInDays(61)}`,
      'Abreise',
      'Ein Aufenthalt kann höchstens 30 Nächte dauern.',
    ],
    [`${STAY}&zimmer=10&erwachsene=10`, 'Zimmer', 'Sie können höchstens 9 Zimmer auf einmal suchen.'],
    [
      `${STAY}&kind=18`,
      'Alter Kind 1',
      'Bitte geben Sie das Alter jedes Kindes zwischen 0 und 17 Jahren an.',
    ],
  ]
  for (const [query, field, message] of cases) {
    test(`"${message}" next to the field, hotels still shown`, async ({ page }) => {
      const response = await page.goto(`/hotel?${query}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(message)).toBeVisible()
      if (field !== 'Alter Kind 1') {
        await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(message)
      }
      await expect(results(page).first()).toContainText('günstigster Preis der nächsten Wochen')
    })
  }

  test('unknown filter values, garbage and pages past the end are normalised, never a server error', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(
      '/hotel?verpflegung=kaviar&ausstattung=%3Cscript%3E&sterne=12&sortierung=zufall',
    )
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('radio', { name: 'Alle' }).first()).toBeChecked()
    // With JavaScript the sort is the enhanced select (a combobox), without it the native one.
    if (javaScriptEnabled)
      await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toHaveText(/^Empfohlen/)
    else await expect(page.getByLabel('Sortieren nach')).toHaveValue('empfohlen')

    await page.goto('/hotel?seite=999')
    await expect(page.getByRole('status').filter({ hasText: 'Seite 999 gibt es nicht' })).toBeVisible()
    await expect(results(page).first()).toBeVisible()

    for (const query of [
      'zimmer=%00',
      'anreise=9999-99-99&abreise=x',
      'kind=-1&kind=abc',
      'preis_min=1e99',
      'ziel=' + 'x'.repeat(500),
    ]) {
      const answer = await request.get(`/hotel?${query}`)
      expect(answer.status(), query).toBe(200)
    }
  })

  test('a GET form submission is redirected to the short search address; data requests are not', async ({
    request,
  }) => {
    const submitted = await request.get(
      '/hotel?ziel=Ostsee&anreise=&abreise=&zimmer=1&erwachsene=2&kind=&kind=',
      {
        maxRedirects: 0,
      },
    )
    expect(submitted.status()).toBe(302)
    expect(submitted.headers()['location']).toBe('/hotel?ziel=Ostsee')
    // Remix's client navigation asks for the same search with `_data`: answered, not redirected
    const data = await request.get('/hotel?ziel=Ostsee&_data=routes%2Fhotel._index', { maxRedirects: 0 })
    expect(data.status()).toBe(200)
    expect(data.headers()['x-remix-redirect']).toBeUndefined()
  })

  test('a search that finds nothing says so and suggests a way out', async ({ page }) => {
    await page.goto('/hotel?ziel=Atlantis-gibt-es-nicht&sterne=5')
    await expect(page.getByRole('heading', { name: 'Keine Hotels gefunden' })).toBeVisible()
    await page.getByRole('link', { name: 'Alle Filter entfernen' }).click()
    await expect(page).not.toHaveURL(/sterne=5/)
    await expectNoAxeViolations(page)
  })
})

test.describe('hotel search on a phone', () => {
  const PHONE = { width: 412, height: 915 }
  test.use({ viewport: PHONE })
  /** "2026-12-24" → "24.12.", as the one-line summary of the search shows a date */
  const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`
  const summary = (page: Page, text: RegExp) => page.locator('summary').filter({ hasText: text })

  test('the results come first: the search is one line and the filters are folded away', async ({ page }) => {
    await page.goto(`/hotel?ziel=Ostsee&${STAY}`)
    const first = results(page).first()
    await expect(first).toBeVisible()
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height)
    await expect(
      summary(page, /Ändern/).getByText(
        `Ostsee · ${dayMonth(ARRIVAL)}–${dayMonth(DEPARTURE)} · 2 Erwachsene`,
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Anreise')).toBeHidden()
    await expect(summary(page, /^Filter/)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'ab 4 Sternen' })).toBeHidden()
    await expectNoAxeViolations(page)
  })

  test('"Ändern" opens the search form and "Filter" the filters', async ({ page }) => {
    await page.goto(`/hotel?ziel=Ostsee&${STAY}`)
    await summary(page, /Ändern/).click()
    await openTravellers(page)
    await page.getByLabel('Erwachsene').fill('3')
    await page.getByRole('button', { name: 'Hotels suchen' }).click()
    await expect(page).toHaveURL(/erwachsene=3/)
    await expect(summary(page, /· 3 Erwachsene/)).toBeVisible()
    await expect(page.getByLabel('Erwachsene')).toBeHidden()

    // several filters, then "Filter anwenden": the list does not reload after each one, with JavaScript either
    await summary(page, /^Filter/).click()
    await page.getByRole('radio', { name: 'ab 4 Sternen' }).check()
    await page.getByRole('checkbox', { name: 'Kostenlos stornierbar' }).check()
    await page.getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/sterne=4/)
    await expect(page).toHaveURL(/storno=1/)
    await expect(summary(page, /^Filter \(2 aktiv\)/)).toBeVisible()
    expect((await results(page).first().boundingBox())!.y).toBeLessThan(PHONE.height)
  })

  test('a search with a mistake opens with the message next to the field', async ({ page }) => {
    await page.goto(`/hotel?ziel=Ostsee&anreise=${DEPARTURE}&abreise=${ARRIVAL}`)
    await expect(page.getByText('Die Abreise muss nach der Anreise liegen.')).toBeVisible()
    await expect(page.getByLabel('Abreise')).toBeVisible()
  })
})

test.describe('hotel detail', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  async function firstHotelHref(page: Page): Promise<string> {
    await page.goto(`/hotel?ziel=Ostsee&${STAY}`)
    const link = results(page).first().getByRole('heading', { level: 3 }).getByRole('link')
    return (await link.getAttribute('href'))!
  }

  test("guests' reviews: each category's mean and the newest texts, as Directus has them", async ({
    page,
  }) => {
    const href = await firstHotelHref(page)
    const id = Number(/\/hotel\/details\/(\d+)/.exec(href)![1])
    const query = new URLSearchParams({
      'filter[hotel][_eq]': String(id),
      'filter[status][_eq]': 'published',
      fields: 'title,score_cleanliness,score_location,score_breakfast',
      limit: '-1',
    })
    const answer = await fetch(`${process.env.DIRECTUS_URL}/items/hotel_reviews?${query}`, {
      headers: { authorization: `Bearer ${process.env.DIRECTUS_ADMIN_TOKEN}` },
    })
    const reviews = ((await answer.json()) as { data: Array<Record<string, string | number | null>> }).data
    expect(reviews.length).toBeGreaterThanOrEqual(3)
    const mean = (key: string) => {
      const scores = reviews.map((review) => review[key]).filter((score) => typeof score === 'number')
      return new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10,
      )
    }

    await page.goto(href)
    const section = page.getByRole('region', { name: 'Erfahrungen von Gästen' })
    await expect(section).toContainText(`Durchschnitt aus ${reviews.length} Bewertungen mit Text`)
    const categories = section.getByRole('definition')
    await expect(section.getByRole('term')).toContainText([
      'Sauberkeit',
      'Lage',
      'Service',
      'Zimmer',
      'Preis-Leistung',
    ])
    await expect(categories.first()).toHaveText(mean('score_cleanliness'))
    await expect(categories.nth(1)).toHaveText(mean('score_location'))
    const texts = section.getByRole('article')
    await expect(texts).toHaveCount(Math.min(reviews.length, 5))
    await expect(texts.first()).toContainText(
      /Aufenthalt (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
    )
    expect(reviews.map((review) => review.title)).toContain(
      (await texts.first().getByRole('heading', { level: 3 }).textContent())?.trim(),
    )
    await page.getByRole('link', { name: 'Erfahrungen von Gästen lesen' }).click()
    await expect(page).toHaveURL(/#erfahrungen$/)
    await expectNoAxeViolations(page)
  })

  test('with dates: rooms and rates with board, cancellation, price breakdown and a booking link', async ({
    page,
  }) => {
    const href = await firstHotelHref(page)
    expect(href).toContain(STAY)
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Zimmer und Preise' })).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Preis für 4 Nächte' })).toBeVisible()
    const book = table.getByRole('link', { name: /buchen$/ }).first()
    await expect(book).toHaveAttribute(
      'href',
      new RegExp(`^/hotel/buchen/\\d+\\?anreise=${ARRIVAL}&abreise=${DEPARTURE}.*zimmertyp=\\d+&tarif=\\d+`),
    )
    await expect(table).toContainText(/Kostenlos stornierbar bis|Nicht erstattbar/)
    await expect(table).toContainText('Kurtaxe')
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Ostsee')

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    const types = (jsonLd['@graph'] as Array<{ '@type': string }>).map((node) => node['@type'])
    expect(types).toEqual(['Hotel', 'BreadcrumbList'])
    const hotel = jsonLd['@graph'][0]
    expect(hotel.makesOffer.length).toBeGreaterThan(0)
    expect(hotel.makesOffer[0].priceCurrency).toBe('EUR')
    await expectNoAxeViolations(page)
  })

  test('the change-your-stay form reprices the rooms', async ({ page }) => {
    const href = await firstHotelHref(page)
    await page.goto(href.split('?')[0]!)
    await expect(
      page.getByText('Wählen Sie Ihre Reisedaten, um freie Zimmer und Gesamtpreise zu sehen.'),
    ).toBeVisible()
    await page.getByLabel('Anreise').fill(ARRIVAL)
    await page.getByLabel('Abreise').fill(isoInDays(32))
    await page.getByRole('button', { name: 'Preise anzeigen' }).click()
    await expect(page.getByRole('columnheader', { name: 'Preis für 2 Nächte' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`anreise=${ARRIVAL}`))
  })

  test('the pictures open full screen: a link each without JavaScript, a keyboard-usable dialog with it', async ({
    page,
    javaScriptEnabled,
  }) => {
    const href = await firstHotelHref(page)
    await page.goto(href)
    const strip = page.getByRole('list', { name: /^Bilder von / })
    const links = strip.getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(2)
    await expect(links.first()).toHaveAttribute('href', /^\/medien\/[^?]+\?breite=1280$/)
    if (!javaScriptEnabled) {
      const response = await page.request.get((await links.nth(1).getAttribute('href'))!)
      expect(response.headers()['content-type']).toMatch(/^image\//)
      return
    }
    await links.nth(1).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Bilder von / })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText(`Bild 2 von ${count}`)
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', new RegExp(`Bild 2 von ${count}$`))
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('status')).toHaveText(`Bild 3 von ${count}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByRole('status')).toHaveText(`Bild 1 von ${count}`)
    await dialog.getByRole('button', { name: 'Vorheriges Bild' }).click()
    await expect(dialog.getByRole('status')).toHaveText(`Bild ${count} von ${count}`)
    await dialog.getByRole('button', { name: 'Nächstes Bild' }).click()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(links.nth(1)).toBeFocused()
  })

  test('a price calendar shows the next 60 arrival days; a day sets the dates', async ({ page }) => {
    const href = await firstHotelHref(page)
    await page.goto(href.split('?')[0]!)
    const calendar = page.getByRole('region', { name: 'Preiskalender' })
    await expect(calendar).toContainText('für 2 Nächte, 1 Zimmer, 2 Erwachsene')
    const days = calendar.getByRole('listitem')
    await expect(days).toHaveCount(60)
    // With the search's four nights, longer than any minimum stay: two nights have no price on the coast
    // while its high season asks for three, and the next 60 days can all lie in it.
    await page.goto(href)
    await expect(calendar).toContainText('für 4 Nächte, 1 Zimmer, 2 Erwachsene')
    await expect(days).toHaveCount(60)
    const day = calendar.getByRole('link').nth(3)
    const price = euros((await day.textContent()) ?? '')
    const target = (await day.getAttribute('href'))!
    const arrival = /anreise=(\d{4}-\d{2}-\d{2})/.exec(target)![1]!
    await day.click()
    await expect(page).toHaveURL(new RegExp(`anreise=${arrival}&abreise=${addDays(arrival, 4)}`))
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Preis für 4 Nächte' })).toBeVisible()
    // the day is marked as the one shown, and the calendar keeps prices for the same stay length
    await expect(calendar.locator('[aria-current="date"]')).toHaveAttribute('href', target)
    expect(euros((await calendar.locator('[aria-current="date"]').textContent()) ?? '')).toBe(price)
    await expectNoAxeViolations(page)
  })

  test('an unknown or malformed id answers 404', async ({ page, request }) => {
    const response = await page.goto('/hotel/details/999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found: /hotel/details/999999')).toBeVisible()
    expect((await request.get('/hotel/details/abc')).status()).toBe(404)
    expect((await request.get('/hotel/details/1e3')).status()).toBe(404)
  })
})

test.describe('hotel themes', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('a theme shows its intro, child themes and the hotels of its criteria', async ({ page }) => {
    const response = await page.goto('/hotel/thema/wellness')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellnesshotels')
    await expect(page.getByText('Sauna, Spa und Zeit für sich')).toBeVisible()
    for (const card of await results(page).all()) {
      await expect(card.getByRole('list', { name: 'Ausstattung' })).toContainText('Spa')
    }
    await page
      .getByRole('navigation', { name: 'Unterthemen' })
      .getByRole('link', { name: 'Wellnesshotels an der Ostsee' })
      .click()
    await expect(page).toHaveURL(/\/hotel\/thema\/wellness\/ostsee$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellnesshotels an der Ostsee')
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(crumbs.getByRole('link', { name: 'Wellnesshotels' })).toHaveAttribute(
      'href',
      '/hotel/thema/wellness',
    )
    expect(await results(page).count()).toBeGreaterThan(0)
    for (const card of await results(page).all()) await expect(card).toContainText('Ostsee')
    await expectNoAxeViolations(page)
  })

  test('theme pages filter and paginate like the search', async ({ page, javaScriptEnabled }) => {
    await page.goto('/hotel/thema/wellness')
    const all = await countOf(page)
    await page.getByRole('radio', { name: 'ab 4 Sternen' }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filter anwenden' }).click()
    await expect(page).toHaveURL(/\/hotel\/thema\/wellness\?sterne=4/)
    await expect.poll(() => countOf(page)).toBeLessThanOrEqual(all)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellnesshotels')
  })

  test('an unknown theme answers 404', async ({ page }) => {
    const response = await page.goto('/hotel/thema/gibt-es-nicht/tief')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Page not found: /hotel/thema/gibt-es-nicht/tief')).toBeVisible()
  })
})

test.describe('hotel detail on a phone', () => {
  const PHONE = { width: 412, height: 915 }
  test.use({ viewport: PHONE })

  test('a bar at the bottom shows the total for the stay and jumps to the rooms', async ({ page }) => {
    await page.goto(`/hotel?ziel=Ostsee&${STAY}`)
    const href = (await results(page)
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .getAttribute('href'))!
    await page.goto(href)
    const bar = page.getByRole('region', { name: 'Preis und Zimmer' })
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('gesamt für 4 Nächte')
    const box = (await bar.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1)
    expect(box.y).toBeGreaterThan(PHONE.height / 2)
    // the bar's total is the lowest total of the rooms for the stay
    const total = euros((await bar.textContent()) ?? '')
    const cheapest = page
      .getByRole('table')
      .getByRole('link', { name: /buchen$/ })
      .first()
    expect(euros((await cheapest.getAttribute('aria-label')) ?? '')).toBe(total)
    await bar.getByRole('link', { name: 'Zimmer ansehen' }).click()
    await expect(page).toHaveURL(/#zimmer-preise$/)
    await expect(page.getByRole('heading', { name: 'Zimmer und Preise' })).toBeInViewport()

    // without dates: the price from which the hotel starts; at the end of the page the bar covers nothing
    await page.goto(href.split('?')[0]!)
    await expect(bar).toContainText(/ab \d[\d.]*\s€\s*pro Zimmer und Nacht/)
    await page.keyboard.press('End')
    await expect(page.getByRole('contentinfo')).toBeInViewport()
    const barBox = (await bar.boundingBox())!
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1)
    await expectNoAxeViolations(page)
  })
})
