import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import { Rng } from '../../directus/seed/prng'
import type { Offer } from '../../trpc/hotel-offers'
import { directusCall as call } from '../support/directus-admin'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Every sort and filter on a price works on the price a result card shows: with dates the offer's total
// for the stay and party (its "pro Nacht" figure for the price filter, whose label says "Preis pro Nacht"),
// without dates the "ab" price in whole euros. Property test over random stays and parties: one fixed seed
// and a few random ones (printed with each failure, so a failing case can be replayed).

const directusUrl = process.env.DIRECTUS_URL!.replace(/\/+$/, '')
const staticToken = process.env.DIRECTUS_STATIC_TOKEN!
const SEEDS = [20261127, ...Array.from({ length: 3 }, () => Math.floor(Math.random() * 2 ** 31))]

interface Hit {
  id: number
  price_from: number | null
  offer?: Offer | null
}

interface Case {
  seed: number
  arrival: string
  departure: string
  adults: number
  children: number[]
  rooms: number
  order: 'preis-aufsteigend' | 'preis-absteigend'
  priceMin: number | null
  priceMax: number | null
  boards: string[]
  freeCancellation: boolean
}

function randomCase(rng: Rng, seed: number, today: string): Case {
  const adults = rng.int(1, 4)
  const rooms = rng.int(1, Math.min(adults, 2))
  const arrival = addDays(today, rng.int(1, 300))
  const filter = rng.next()
  const priceMax = filter < 0.5 ? rng.int(60, 400) : null
  return {
    seed,
    arrival,
    departure: addDays(arrival, rng.int(1, 14)),
    adults,
    children: Array.from({ length: rng.int(0, 2) }, () => rng.int(0, 17)),
    rooms,
    order: rng.next() < 0.5 ? 'preis-aufsteigend' : 'preis-absteigend',
    priceMin: filter > 0.3 && filter < 0.8 ? rng.int(40, priceMax ?? 250) : null,
    priceMax,
    boards: rng.next() < 0.2 ? ['breakfast', 'half_board'] : [],
    freeCancellation: rng.next() < 0.2,
  }
}

/** Whether prices come in the order of the sort. */
const sorted = (values: number[], order: Case['order']) =>
  values.every(
    (value, i) =>
      i === 0 || (order === 'preis-aufsteigend' ? values[i - 1]! <= value : values[i - 1]! >= value),
  )

describe('price sorts and the price filter of the catalogue', () => {
  const today = todayInGermany()

  it('order the first page by the total each card shows and keep only cards within the price filter', async () => {
    let checked = 0
    let compared = 0
    for (const seed of SEEDS) {
      const rng = new Rng(seed)
      for (let i = 0; i < 12; i++) {
        const c = randomCase(rng, seed, today)
        const query: Record<string, string> = {
          arrival: c.arrival,
          departure: c.departure,
          adults: String(c.adults),
          children: String(c.children.length),
          rooms: String(c.rooms),
          today,
          order: c.order,
        }
        if (c.priceMin !== null) query.price_min = String(c.priceMin)
        if (c.priceMax !== null) query.price_max = String(c.priceMax)
        if (c.boards.length) query.boards = c.boards.join(',')
        if (c.freeCancellation) query.free_cancellation = '1'
        const answer = await call(staticToken, 'GET', `/catalogue/hotels?${new URLSearchParams(query)}`)
        expect(answer.status, JSON.stringify(c)).toBe(200)
        const { hotels, total } = answer.data as { hotels: Hit[]; total: number }
        const offers = hotels.map((hotel) => hotel.offer ?? null)
        // hotels with an offer first, in the order of the totals they show
        const firstWithout = offers.indexOf(null)
        if (firstWithout >= 0)
          expect(
            offers.slice(firstWithout).every((o) => o === null),
            JSON.stringify(c),
          ).toBe(true)
        const totals = offers.filter((o): o is Offer => o !== null).map((o) => o.total)
        expect(sorted(totals, c.order), `${JSON.stringify(c)} ${JSON.stringify(totals)}`).toBe(true)
        if (c.priceMin !== null || c.priceMax !== null) {
          for (const offer of offers) {
            expect(offer, JSON.stringify(c)).not.toBeNull()
            if (c.priceMin !== null)
              expect(offer!.perNight, JSON.stringify(c)).toBeGreaterThanOrEqual(c.priceMin)
            if (c.priceMax !== null)
              expect(offer!.perNight, JSON.stringify(c)).toBeLessThanOrEqual(c.priceMax)
          }
          if (total <= 20) expect(hotels.length, JSON.stringify(c)).toBe(total)
        }
        checked += totals.length
        // a price sort walks a bound on the prices; pricing every hotel (a price filter from 0 does) lists
        // the same hotels with an offer first, in the same order
        const { price_min: _min, price_max: _max, ...unfiltered } = query
        const [walkedAnswer, fullAnswer] = await Promise.all(
          [unfiltered, { ...unfiltered, price_min: '0' }].map((q) =>
            call(staticToken, 'GET', `/catalogue/hotels?${new URLSearchParams(q)}`),
          ),
        )
        const withOffer = (answered: typeof answer) =>
          (answered.data as { hotels: Hit[] }).hotels
            .filter((hotel) => hotel.offer)
            .map((hotel) => [hotel.id, hotel.offer?.total])
        const walked = withOffer(walkedAnswer!)
        expect(walked, JSON.stringify(c)).toEqual(
          withOffer(fullAnswer!).slice(0, Math.max(walked.length, 20)),
        )
        compared += walked.length
      }
    }
    // the cases reach priced hotels, not only empty pages
    expect(checked).toBeGreaterThan(100)
    expect(compared).toBeGreaterThan(100)
  })

  it('without dates, sorts and filters by the "ab" price a card shows in whole euros', async () => {
    for (const [order, priceMin, priceMax] of [
      ['preis-aufsteigend', 80, 150],
      ['preis-absteigend', null, 120],
      ['preis-aufsteigend', 100, null],
    ] as const) {
      const query: Record<string, string> = { order }
      if (priceMin !== null) query.price_min = String(priceMin)
      if (priceMax !== null) query.price_max = String(priceMax)
      const answer = await call(staticToken, 'GET', `/catalogue/hotels?${new URLSearchParams(query)}`)
      const shown = (answer.data as { hotels: Hit[] }).hotels.map((hotel) => Math.round(hotel.price_from!))
      expect(shown.length).toBeGreaterThan(0)
      expect(sorted(shown, order), JSON.stringify(shown)).toBe(true)
      for (const price of shown) {
        if (priceMin !== null) expect(price).toBeGreaterThanOrEqual(priceMin)
        if (priceMax !== null) expect(price).toBeLessThanOrEqual(priceMax)
      }
    }
  })
})

/** The prices the cards of a search page show, in the order of the list: total and per night, or null. */
function cardPrices(html: string): Array<{ total: number; perNight: number } | null> {
  const list = html.slice(html.indexOf('aria-label="Suchergebnisse"'))
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
  return list
    .split('<article')
    .slice(1)
    .map((card) => {
      const total = /<p class="price">([^<]*)<\/p>/.exec(card)
      const perNight = /([\d.,]+)\s€ pro Nacht/.exec(card)
      return total && perNight ? { total: amount(total[1]!), perNight: amount(perNight[1]!) } : null
    })
}

describe('the search page and its map view', () => {
  let site: Awaited<ReturnType<typeof startWebServer>>

  beforeAll(async () => {
    site = await startWebServer({ DIRECTUS_URL: directusUrl, DIRECTUS_STATIC_TOKEN: staticToken })
  })

  afterAll(async () => {
    await site?.stop()
  })

  it('list the cards in the order of the prices they show and within the price filter', async () => {
    const today = todayInGermany()
    let cards = 0
    for (const seed of SEEDS.slice(0, 2)) {
      const rng = new Rng(seed)
      for (let i = 0; i < 4; i++) {
        const c = randomCase(rng, seed, today)
        const params = new URLSearchParams({
          anreise: c.arrival,
          abreise: c.departure,
          zimmer: String(c.rooms),
          erwachsene: String(c.adults),
          sortierung: c.order,
        })
        for (const age of c.children) params.append('kind', String(age))
        if (c.priceMin !== null) params.set('preis_min', String(c.priceMin))
        if (c.priceMax !== null) params.set('preis_max', String(c.priceMax))
        for (const view of ['liste', 'karte']) {
          if (view === 'karte') params.set('ansicht', 'karte')
          const response = await fetch(`${site.site}/hotel?${params}`, { headers: BROWSER_HEADERS })
          expect(response.status, `${view} ${JSON.stringify(c)}`).toBe(200)
          const shown = cardPrices(await response.text())
          const firstWithout = shown.indexOf(null)
          if (firstWithout >= 0) expect(shown.slice(firstWithout).every((p) => p === null)).toBe(true)
          const priced = shown.filter((p): p is { total: number; perNight: number } => p !== null)
          const totals = priced.map((p) => p.total)
          expect(sorted(totals, c.order), `${view} ${JSON.stringify(c)} ${JSON.stringify(totals)}`).toBe(true)
          if (c.priceMin !== null || c.priceMax !== null) {
            expect(firstWithout, `${view} ${JSON.stringify(c)}`).toBe(-1)
            for (const { perNight } of priced) {
              if (c.priceMin !== null)
                expect(perNight, `${view} ${JSON.stringify(c)}`).toBeGreaterThanOrEqual(c.priceMin)
              if (c.priceMax !== null)
                expect(perNight, `${view} ${JSON.stringify(c)}`).toBeLessThanOrEqual(c.priceMax)
            }
          }
          cards += priced.length
        }
      }
    }
    expect(cards).toBeGreaterThan(20)
  })
})
