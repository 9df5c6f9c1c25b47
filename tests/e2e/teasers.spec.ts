import { randomUUID } from 'node:crypto'

import type { Locator, Page } from '@playwright/test'

import { HOME_PAGE_PATH } from '../../core/home-page'
import { isoInDays } from '../support/dates'
import { createItem, readItems, type TestItem } from '../support/directus-admin'
import { expect, test } from '../support/fixtures'

// Every card that leads to a hotel or a round trip says what the page it opens says: its name, its "ab"
// price, its length and the departures it lists, as the visitor reads them (de-DE). The cards of the home
// page, the landing pages, the travel tips, the Merkzettel and the hotel search, JavaScript on and off.

const MERKZETTEL = '/hotel/account/gespeicherte-reisen'

/** Each test opens the page of every card it finds: some forty pages on a busy machine. */
const LONG_JOURNEY = 180_000

/** The cards' pages are read as served: their images and islands may load meanwhile. */
const served = { waitUntil: 'domcontentloaded' } as const

/** Text as read: no-break and narrow spaces as spaces, each run of blanks one space. */
const squash = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ')

const WHOLE_EUROS = /(\d{1,3}(?:\.\d{3})*) €/.source
const EUROS = /(\d{1,3}(?:\.\d{3})*,\d{2}) €/.source

/** The last "ab 1.639 €" (or "Ab …") of a text: the price a card or page starts from. */
function priceFrom(text: string, after = ''): string | undefined {
  const matches = [...squash(text).matchAll(new RegExp(`\\bab ${WHOLE_EUROS}${after}`, 'gi'))]
  const amount = matches.at(-1)?.[1]
  return amount === undefined ? undefined : `${amount} €`
}

/** "1.639,00 €" as a card shows it in whole euros: "1.639 €". */
function inWholeEuros(text: string): string {
  const amount = new RegExp(EUROS).exec(squash(text))?.[1]
  if (amount === undefined) return `no price in "${text}"`
  const euros = Math.round(Number(amount.replace(/\./g, '').replace(',', '.')))
  return squash(
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
      euros,
    ),
  )
}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? ''

interface Departure {
  date: string
  days: string
  price: string
}

interface TripFigures {
  title: string
  days: string | undefined
  price: string | undefined
  departures: Departure[]
}

interface HotelFigures {
  name: string
  price: string | undefined
}

interface Teaser<F> {
  /** where the card is, e.g. "/ → /rundreisen/reise/island-…" */
  where: string
  href: string
  figures: F
}

/** A card's heading link: its target and the name it shows; null for a card that links nowhere. */
async function headingLink(card: Locator): Promise<{ href: string; name: string } | null> {
  const link = card.getByRole('heading', { level: 3 }).getByRole('link')
  if ((await link.count()) !== 1) return null
  const href = await link.getAttribute('href')
  return href === null ? null : { href, name: (await link.innerText()).trim() }
}

/** "12. Juni 2027, 7 Tage · wenige Plätze 1.639 €" → its date, days and price. */
async function cardDepartures(card: Locator): Promise<Departure[]> {
  const lines = await card.getByRole('listitem').allInnerTexts()
  return lines.map((line) => {
    const match = new RegExp(`^(.*?\\d{4}), (\\d+) Tage\\b.*?${WHOLE_EUROS}$`).exec(
      squash(line).replace(/\s+/g, ' ').trim(),
    )
    return { date: match?.[1] ?? line, days: match?.[2] ?? '?', price: match ? `${match[3]} €` : '?' }
  })
}

/** The hotel and round-trip cards within `scope`, with what each shows. */
async function teasersIn(scope: Locator, where: string) {
  const trips: Array<Teaser<TripFigures>> = []
  const hotels: Array<Teaser<HotelFigures>> = []
  for (const card of await scope.getByRole('article').all()) {
    const link = await headingLink(card)
    if (!link) continue
    const text = await card.innerText()
    const label = `${where} → ${link.href}`
    if (link.href.startsWith('/rundreisen/reise/'))
      trips.push({
        where: label,
        href: link.href,
        figures: {
          title: link.name,
          days: /(\d+) Tage/.exec(firstLine(text))?.[1],
          price: priceFrom(text),
          departures: await cardDepartures(card),
        },
      })
    else if (link.href.startsWith('/hotel/details/'))
      hotels.push({ where: label, href: link.href, figures: { name: link.name, price: priceFrom(text) } })
  }
  return { trips, hotels }
}

/** Cards with the same target and figures are followed once. */
function distinct<F>(teasers: Array<Teaser<F>>): Array<Teaser<F>> {
  const byTarget = new Map<string, Teaser<F>>()
  for (const teaser of teasers) {
    const key = JSON.stringify([teaser.href, teaser.figures])
    const known = byTarget.get(key)
    byTarget.set(key, known ? { ...known, where: `${known.where}; ${teaser.where}` } : teaser)
  }
  return [...byTarget.values()]
}

/** What a round trip's page shows; its first bookable departures as many as the card lists. */
async function tripPage(page: Page, href: string, departures: number): Promise<TripFigures> {
  await page.goto(href, served)
  const main = squash(await page.getByRole('main').innerText()).replace(/\s+/g, ' ')
  const days = /Reisedauer (\d+) Tage/.exec(main)?.[1]
  const rows = page
    .getByRole('region', { name: 'Termine und Preise' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
  const offered: Departure[] = []
  for (const row of await rows.all()) {
    if (offered.length >= departures) break
    const [dates, cells] = await Promise.all([
      row.getByRole('rowheader').innerText(),
      row.getByRole('cell').allInnerTexts(),
    ])
    if (cells.some((cell) => cell.includes('ausgebucht'))) continue
    offered.push({
      date: (squash(dates).split(' – ')[0] ?? '').trim(),
      days: days ?? '?',
      // the cells: the party's total, then the price per person in a double room, which the card shows
      price: inWholeEuros(cells[1] ?? ''),
    })
  }
  return {
    title: (await page.getByRole('heading', { level: 1 }).innerText()).trim(),
    days,
    // The first price of the page: its box beside the title (the other variants' prices follow later).
    price: priceFrom(/\bab [\d.]+ € pro Person im Doppelzimmer/i.exec(main)?.[0] ?? ''),
    departures: offered,
  }
}

/** What a hotel's page without travel dates shows: its name and lowest price per room and night. */
async function hotelPage(page: Page, href: string): Promise<HotelFigures> {
  await page.goto(href, served)
  const rates = await page.getByRole('region', { name: 'Zimmer und Preise' }).innerText()
  return {
    name: (await page.getByRole('heading', { level: 1 }).innerText()).trim(),
    price: priceFrom(rates, ' pro Zimmer und Nacht'),
  }
}

async function expectTripsAgree(page: Page, teasers: Array<Teaser<TripFigures>>) {
  for (const teaser of distinct(teasers)) {
    const shown = await tripPage(page, teaser.href, teaser.figures.departures.length)
    expect.soft(shown, teaser.where).toEqual(teaser.figures)
  }
}

async function expectHotelsAgree(page: Page, teasers: Array<Teaser<HotelFigures>>) {
  for (const teaser of distinct(teasers)) {
    expect.soft(await hotelPage(page, teaser.href), teaser.where).toEqual(teaser.figures)
  }
}

/** The published landing pages' addresses, and the home page. */
async function landingPaths(): Promise<string[]> {
  const pages = await readItems<{ path: string }>('pages', {
    fields: 'path',
    'filter[status][_eq]': 'published',
    limit: '-1',
  })
  return ['/', ...pages.flatMap((row) => (row.path === HOME_PAGE_PATH ? [] : [`/${row.path}`]))]
}

test.describe('teasers and the pages they open', () => {
  test('round-trip and hotel cards of the home and landing pages', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY)
    const trips: Array<Teaser<TripFigures>> = []
    const hotels: Array<Teaser<HotelFigures>> = []
    for (const path of await landingPaths()) {
      await page.goto(path, served)
      const found = await teasersIn(page.getByRole('main'), path)
      trips.push(...found.trips)
      hotels.push(...found.hotels)
    }
    // Home, "Rundreisen" and two offers list round trips, with their next departures.
    expect(new Set(trips.map((trip) => trip.where.split(' → ')[0])).size).toBeGreaterThanOrEqual(4)
    expect(trips.some((trip) => trip.figures.departures.length > 0)).toBe(true)
    expect(hotels.length).toBeGreaterThan(6)
    await expectTripsAgree(page, trips)
    await expectHotelsAgree(page, hotels)
  })

  test('the round trips and hotels a travel tip suggests', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY)
    // The seed's tips are in regions without round trips: an article of the test's own in each country
    // a published round trip goes to. (Slugs with the prefix that the sitemap checks leave to tests.)
    const countries = new Set(
      (
        await readItems<{ country: string | null }>('round_trips', {
          fields: 'country',
          'filter[status][_eq]': 'published',
          limit: '-1',
        })
      ).flatMap((trip) => (trip.country ? [trip.country] : [])),
    )
    expect(countries.size).toBeGreaterThan(0)
    const created: TestItem[] = []
    const articles: string[] = []
    try {
      for (const country of countries) {
        const tag = randomUUID().slice(0, 8)
        const region = await createItem('regions', {
          status: 'published',
          slug: `testthema-region-${tag}`,
          name: `Testgebiet ${tag}`,
          country,
        })
        created.push(region)
        created.push(
          await createItem('articles', {
            status: 'published',
            slug: `testartikel-${tag}`,
            title: `Unterwegs in ${country}`,
            teaser: 'Ein Reisetipp nur für diesen Test.',
            body: '<p>Was Sie unterwegs erwartet.</p>',
            region: region.id,
            author: 'Testautorin',
            // Long ago: the article stays out of the newest tips of other tests.
            published_at: '2001-05-04T08:00:00',
          }),
        )
        articles.push(`/reisetipps/testthema-region-${tag}/testartikel-${tag}`)
      }
      const sitemap = await (await page.request.get('/sitemap.xml')).text()
      const seeded = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]!).pathname)
        .filter((path) => /^\/reisetipps\/[\w-]+\/[\w-]+$/.test(path) && !path.includes('/testthema-'))
      expect(seeded.length).toBeGreaterThan(0)

      const trips: Array<Teaser<TripFigures>> = []
      const hotels: Array<Teaser<HotelFigures>> = []
      for (const path of [...articles, ...seeded]) {
        await page.goto(path, served)
        for (const section of await page
          .getByRole('region', { name: /^(Rundreisen in|Hotels in der Region|Beliebte Hotels)/ })
          .all()) {
          const found = await teasersIn(section, path)
          trips.push(...found.trips)
          hotels.push(...found.hotels)
        }
      }
      expect(new Set(trips.map((trip) => trip.href)).size).toBeGreaterThanOrEqual(countries.size)
      expect(hotels.length).toBeGreaterThan(0)
      await expectTripsAgree(page, trips)
      await expectHotelsAgree(page, hotels)
    } finally {
      for (const item of created.reverse()) await item.remove()
    }
  })

  test('the entries of the Merkzettel, in the session and in the account', async ({
    page,
    baseURL,
    customer,
    signIn,
  }) => {
    test.setTimeout(LONG_JOURNEY)
    const trips = await readItems<{ id: number }>('round_trips', {
      fields: 'id',
      'filter[status][_eq]': 'published',
      limit: '-1',
    })
    const html = await (await page.request.get('/hotel')).text()
    const hotelIds = [...new Set([...html.matchAll(/href="\/hotel\/details\/(\d+)"/g)].map((m) => m[1]!))]
    const saved = [
      ...trips.map((trip) => ({ art: 'rundreise', id: String(trip.id) })),
      ...hotelIds.slice(0, 4).map((id) => ({ art: 'hotel', id })),
    ]
    // Saved as the "Merken" buttons' form does.
    for (const entry of saved) {
      const response = await page.request.post('/merkzettel', {
        form: { ...entry, aktion: 'merken', zurueck: MERKZETTEL },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(303)
    }

    const list = page.getByRole('list', { name: 'Gemerkte Reisen' })
    await page.goto(MERKZETTEL)
    await expect(list.getByRole('listitem')).toHaveCount(saved.length)
    const inSession = await teasersIn(list, 'Merkzettel')
    expect(inSession.trips).toHaveLength(trips.length)
    expect(inSession.hotels).toHaveLength(saved.length - trips.length)

    // Signed in, the same entries come from the account, with the same figures.
    await signIn(customer)
    await page.goto(MERKZETTEL)
    await expect(page.getByText('Ihre gespeicherten Reisen sind in diesem Browser gespeichert.')).toHaveCount(
      0,
    )
    await expect(list.getByRole('listitem')).toHaveCount(saved.length)
    const inAccount = await teasersIn(list, 'Merkzettel')
    expect(new Set(inAccount.trips.map((trip) => JSON.stringify(trip)))).toEqual(
      new Set(inSession.trips.map((trip) => JSON.stringify(trip))),
    )
    expect(new Set(inAccount.hotels.map((hotel) => JSON.stringify(hotel)))).toEqual(
      new Set(inSession.hotels.map((hotel) => JSON.stringify(hotel))),
    )

    await expectTripsAgree(page, inAccount.trips)
    await expectHotelsAgree(page, inAccount.hotels)
  })

  test('hotel search cards without travel dates: the lowest price per night', async ({ page }) => {
    test.setTimeout(LONG_JOURNEY)
    await page.goto('/hotel')
    const { hotels } = await teasersIn(page.getByRole('list', { name: 'Suchergebnisse' }), '/hotel')
    expect(hotels.length).toBeGreaterThan(6)
    await expectHotelsAgree(page, hotels)
  })
})

interface StayFigures {
  name: string
  nights: string | undefined
  /** total, per night, room · board and cancellation of the offer shown; null where nothing can be booked */
  offer: { total: string; perNight: string; room: string; cancellation: string } | null
}

/** A search card for a stay: the offer it shows, or that nothing fits. */
async function stayCard(card: Locator, name: string): Promise<StayFigures> {
  const text = squash(await card.innerText())
  const nights = /Gesamtpreis für (\d+) Nächte?/.exec(text)
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const perNightLine = lines.findIndex((line) => / pro Nacht · inkl\. Kurtaxe$/.test(line))
  if (!nights || perNightLine < 0) return { name, nights: nights?.[1], offer: null }
  return {
    name,
    nights: nights[1],
    offer: {
      total: new RegExp(EUROS).exec(text.slice(nights.index))?.[0] ?? '?',
      perNight: new RegExp(EUROS).exec(lines[perNightLine]!)?.[0] ?? '?',
      room: lines[perNightLine + 1] ?? '?',
      cancellation: /Kostenlos stornierbar bis .+/.exec(text)?.[0] ?? 'Nicht erstattbar',
    },
  }
}

/**
 * A hotel page for a stay: the cheapest of the rooms it offers to book (of equally cheap ones the card's),
 * or null when none; and the stay and party it says it prices.
 */
async function stayPage(
  page: Page,
  href: string,
  card: StayFigures['offer'],
): Promise<StayFigures & { stay: string }> {
  await page.goto(href, served)
  const rates = page.getByRole('region', { name: 'Zimmer und Preise' })
  const header = await rates.getByRole('columnheader', { name: /^Preis für/ }).allInnerTexts()
  const offers: Array<NonNullable<StayFigures['offer']>> = []
  const bookable = rates.getByRole('row').filter({ has: page.getByRole('link', { name: /buchen$/ }) })
  for (const row of await bookable.all()) {
    const [room, cells] = await Promise.all([
      row.getByRole('rowheader').innerText(),
      row.getByRole('cell').allInnerTexts(),
    ])
    const [board = '', cancellation = '', price = ''] = cells.map(squash)
    offers.push({
      total: new RegExp(EUROS).exec(price)?.[0] ?? '?',
      perNight: new RegExp(`${EUROS} pro Nacht`).exec(price)?.[0].replace(' pro Nacht', '') ?? '?',
      room: `${firstLine(room).trim()} · ${board.trim()}`,
      cancellation: cancellation.trim(),
    })
  }
  const amount = (euros: string) => Number(euros.replace(/[^\d,]/g, '').replace(',', '.'))
  const lowest = Math.min(...offers.map((offer) => amount(offer.total)))
  const cheapest = offers.filter((offer) => amount(offer.total) === lowest)
  return {
    name: (await page.getByRole('heading', { level: 1 }).innerText()).trim(),
    nights: /für (\d+) Nächte?/.exec(header[0] ?? '')?.[1],
    offer: cheapest.find((offer) => JSON.stringify(offer) === JSON.stringify(card)) ?? cheapest[0] ?? null,
    stay: firstLine(
      squash(await rates.innerText())
        .split('\n')
        .slice(1)
        .join('\n'),
    ).trim(),
  }
}

test.describe('hotel search cards for a stay', () => {
  test('show the total, the price per night, room, board and cancellation of the cheapest room the hotel page offers for that stay and party', async ({
    page,
  }) => {
    test.setTimeout(LONG_JOURNEY)
    await page.goto(`/hotel?anreise=${isoInDays(30)}&abreise=${isoInDays(34)}&erwachsene=2&kind=8`)
    const cards = page.getByRole('list', { name: 'Suchergebnisse' }).getByRole('article')
    await expect(cards.first()).toContainText('Gesamtpreis für 4 Nächte')
    const teasers: Array<Teaser<StayFigures>> = []
    for (const card of await cards.all()) {
      const link = await headingLink(card)
      if (!link) continue
      teasers.push({
        where: `/hotel → ${link.href}`,
        href: link.href,
        figures: await stayCard(card, link.name),
      })
    }
    expect(teasers.filter((teaser) => teaser.figures.offer !== null).length).toBeGreaterThan(3)
    for (const teaser of teasers) {
      const { stay, ...shown } = await stayPage(page, teaser.href, teaser.figures.offer)
      expect.soft(stay, teaser.where).toMatch(/ · 4 Nächte · 1 Zimmer · 2 Erwachsene · 1 Kind$/)
      // A card without an offer (sold out, rooms too small) leads to a page without a room to book.
      expect.soft(shown, teaser.where).toEqual({
        ...teaser.figures,
        nights: teaser.figures.offer ? teaser.figures.nights : shown.nights,
      })
    }
  })
})
