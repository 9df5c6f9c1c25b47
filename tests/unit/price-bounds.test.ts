import { createRequire } from 'node:module'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays } from '../../core/hotel-search'
import {
  shownOffer,
  stayNights,
  stayOffers,
  type InventoryNight,
  type PricedRate,
  type PricedRoomType,
} from '../../core/pricing'
import {
  parseSearch,
  type Search,
  type SearchStay,
} from '../../directus/extensions/reiseportal/src/catalogue/query'
import { WALK_SIZES, walkedPage } from '../../directus/extensions/reiseportal/src/catalogue/search'
import {
  byCap,
  byPriceBound,
  cappedTotals,
  capSkips,
  fitting,
  matching,
  stayTotals,
} from '../../directus/extensions/reiseportal/src/catalogue/sql'
import { flagsOf, roomFitsOf } from '../../directus/extensions/reiseportal/src/search-indexes/flags'
import {
  SEARCH_INDEXES,
  createIndexes,
  prepareSearchIndexes,
} from '../../directus/extensions/reiseportal/src/search-indexes/index'
import {
  createPriceBounds,
  fillPriceBounds,
  lowColumn,
  monthsOf,
  PRICE_BOUNDS_TABLE,
  refreshPriceBounds,
} from '../../directus/extensions/reiseportal/src/search-indexes/price-bounds'
import { Rng } from '../../directus/seed/prng'

// The price bounds per hotel and month (search-indexes/price-bounds.ts) are SQL; here they run on SQLite as
// Directus stores the catalogue there (dates as epoch milliseconds), over generated hotels whose seasons
// start and end on any day, and are checked against the pricing of core/pricing.ts: whatever the stay and
// the party, no offer costs less than rooms × each month's nights at that month's `lo` plus the tourist tax
// (nor than that of the rooms taking the party's persons per room), nor more than nights × rooms × the
// highest `hi` plus the tourist tax, and a hotel with an offer has a row for each month, none asking for more nights than the
// stay has. Where the capped tariff of the party's
// room class is an offer of the stay (`cappedTotals`: room free, rates covering the stay, filters passed),
// the offer the card shows costs at most rooms × each night's month's cap, summed, plus the tourist tax.

// knex is Directus's (its types too): the type comes from the module under test
type Knex = Parameters<typeof createPriceBounds>[0]
const requireFromDirectus = createRequire(path.resolve(import.meta.dirname, '../../directus/package.json'))
const knex = requireFromDirectus('knex') as (config: object) => Knex

const TODAY = '2026-11-20'
const epoch = (day: string) => Date.parse(`${day}T00:00:00Z`)

interface Generated {
  id: number
  touristTax: number
  roomTypes: PricedRoomType[]
  rates: (PricedRate & { room_type: number })[]
  inventory: (InventoryNight & { room_type: number })[]
}

/** Seasons from a random day on, of 5 to 120 days each, with a gap now and then, over 14 months. */
function seasons(rng: Rng) {
  const out: { from: string; to: string }[] = []
  let from = addDays(TODAY, rng.int(-20, 10))
  while (from < addDays(TODAY, 430)) {
    const to = addDays(from, rng.int(4, 120))
    if (!rng.chance(0.1)) out.push({ from, to })
    from = addDays(to, 1)
  }
  return out
}

function generate(rng: Rng, hotels: number): Generated[] {
  let roomTypeId = 0
  let rateId = 0
  return Array.from({ length: hotels }, (_, h) => {
    const roomTypes = Array.from({ length: rng.int(1, 3) }, (): PricedRoomType => {
      const adults = rng.int(1, 4)
      const children = rng.int(0, 3)
      return {
        id: ++roomTypeId,
        name: `Zimmer ${roomTypeId}`,
        max_adults: adults,
        max_children: children,
        max_occupancy: adults + children - rng.int(0, 1),
        allotment: rng.int(1, 5),
      }
    })
    const rates = roomTypes.flatMap((roomType) =>
      ['Flex', 'Spar'].slice(0, rng.int(1, 2)).flatMap((name) =>
        ['breakfast', 'half_board'].slice(0, rng.int(1, 2)).flatMap((board) =>
          seasons(rng).map((season) => ({
            id: ++rateId,
            room_type: roomType.id,
            name,
            board,
            season_from: season.from,
            season_to: season.to,
            price_per_night: Math.round(rng.float(30, 400) * 100) / 100,
            free_cancellation_days: name === 'Flex' ? rng.int(0, 14) : null,
            min_nights: rng.chance(0.8) ? 1 : rng.int(2, 4),
          })),
        ),
      ),
    )
    // nights with rooms booked, all of them now and then, or closed
    const inventory = roomTypes.flatMap((roomType) =>
      Array.from({ length: rng.int(0, 12) }, () => ({
        room_type: roomType.id,
        night: addDays(TODAY, rng.int(0, 400)),
        rooms_booked: rng.int(0, roomType.allotment),
        closed: rng.chance(0.1),
      })),
    )
    return {
      id: h + 1,
      touristTax: rng.chance(0.5) ? Math.round(rng.float(0, 4) * 100) / 100 : 0,
      roomTypes,
      rates,
      inventory: [...new Map(inventory.map((row) => [`${row.room_type}:${row.night}`, row])).values()],
    }
  })
}

/** The offer a hotel's card shows for a stay (core/pricing.ts), with its inventory or other nights booked. */
function cardOffer(
  hotel: Generated,
  stay: Omit<SearchStay, 'last' | 'today'>,
  filters: { boards: string[]; freeCancellation: boolean },
  inventory = hotel.inventory,
) {
  return shownOffer(
    stayOffers({
      stay,
      today: TODAY,
      roomTypes: hotel.roomTypes,
      ratesByRoomType: new Map(
        hotel.roomTypes.map((t) => [t.id, hotel.rates.filter((rate) => rate.room_type === t.id)]),
      ),
      inventoryByRoomType: new Map(
        hotel.roomTypes.map((t) => [t.id, inventory.filter((night) => night.room_type === t.id)]),
      ),
      touristTax: hotel.touristTax,
    }),
    filters,
  ).offer
}

let database: Knex
const rng = new Rng('price-bounds')
const catalogue = generate(rng, 40)

/** A hotel's stars: one to five, in turn. */
const starsOf = (id: number) => (id % 5) + 1

async function write(hotels: Generated[], into: Knex = database) {
  for (const hotel of hotels) {
    await into('hotels').insert({
      id: hotel.id,
      region: (hotel.id % 3) + 1,
      stars: starsOf(hotel.id),
      tourist_tax: hotel.touristTax,
      status: 'published',
      price_from: 1,
      room_fits: roomFitsOf(hotel.roomTypes),
      search_flags: flagsOf({
        boards: [...new Set(hotel.rates.map((rate) => rate.board))],
        freeCancellation: hotel.rates.some((rate) => rate.free_cancellation_days !== null),
      }),
    })
    if (hotel.inventory.length > 0)
      await into('inventory').insert(hotel.inventory.map((row) => ({ ...row, night: epoch(row.night) })))
    for (const roomType of hotel.roomTypes) await into('room_types').insert({ ...roomType, hotel: hotel.id })
    for (let i = 0; i < hotel.rates.length; i += 100)
      await into('rates').insert(
        hotel.rates.slice(i, i + 100).map((rate) => ({
          ...rate,
          season_from: epoch(rate.season_from),
          season_to: epoch(rate.season_to),
        })),
      )
  }
}

type Bound = { hotel: number; month: number; region: number; hi: number } & Record<string, number | null>
const bounds = async (): Promise<Bound[]> =>
  database(PRICE_BOUNDS_TABLE).select('*').orderBy(['hotel', 'month'])

/** An empty catalogue on SQLite in memory: the columns the bounds, the walks and the search flags read. */
async function emptyCatalogue(): Promise<Knex> {
  const into = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true })
  await into.schema.createTable('hotels', (table) => {
    table.integer('id').primary()
    table.integer('region')
    table.integer('stars')
    table.decimal('tourist_tax', 10, 2)
    table.string('status')
    table.decimal('price_from', 10, 2)
    table.integer('room_fits')
    table.integer('search_flags')
    for (const column of ['amenities', 'board_types']) table.string(column)
  })
  await into.schema.createTable('inventory', (table) => {
    for (const column of ['room_type', 'night', 'rooms_booked']) table.integer(column)
    table.boolean('closed')
  })
  await into.schema.createTable('room_types', (table) => {
    table.integer('id').primary()
    for (const column of ['hotel', 'max_adults', 'max_children', 'max_occupancy', 'allotment'])
      table.integer(column)
    table.string('name')
  })
  await into.schema.createTable('rates', (table) => {
    table.integer('id').primary()
    for (const column of ['room_type', 'season_from', 'season_to', 'free_cancellation_days', 'min_nights'])
      table.integer(column)
    table.string('name')
    table.string('board')
    table.decimal('price_per_night', 10, 2)
  })
  return into
}

beforeAll(async () => {
  database = await emptyCatalogue()
  await write(catalogue)
  expect(await createPriceBounds(database)).toBe(true)
  expect(await fillPriceBounds(database)).toBe(true)
})

afterAll(async () => {
  await database.destroy()
})

describe('the price bounds per hotel and month', () => {
  it(
    'never lie above an offer for the up walk nor below it for the down walk, for any stay and party',
    { timeout: 60_000 },
    async () => {
      const rows = await bounds()
      const byHotelMonth = new Map(rows.map((row) => [`${row.hotel}:${row.month}`, row]))
      let offersChecked = 0
      let classChecked = 0
      const wrong: string[] = []
      for (let i = 0; i < 200; i++) {
        const arrival = addDays(TODAY, rng.int(0, 400))
        const nights = stayNights(arrival, addDays(arrival, rng.int(1, 30)))
        const stay = {
          arrival,
          departure: addDays(arrival, nights.length),
          adults: rng.int(1, 6),
          children: rng.int(0, 3),
          rooms: rng.int(1, 2),
          nights,
        }
        const months = monthsOf(nights)
        for (const hotel of catalogue) {
          const offers = stayOffers({
            stay,
            today: TODAY,
            roomTypes: hotel.roomTypes,
            ratesByRoomType: new Map(
              hotel.roomTypes.map((roomType) => [
                roomType.id,
                hotel.rates.filter((rate) => rate.room_type === roomType.id),
              ]),
            ),
            inventoryByRoomType: new Map(),
            touristTax: hotel.touristTax,
          })
          if (offers.length === 0) continue
          const own = months.map((month) => byHotelMonth.get(`${hotel.id}:${month}`))
          if (!own.every(Boolean)) {
            wrong.push(`hotel ${hotel.id} has no row for a month of ${arrival}`)
            continue
          }
          // each month's nights at that month's bound, for each room
          const perMonth = months.map((month) =>
            nights.filter((night) => Number(night.slice(5, 7)) === month),
          )
          const lowestOf = (column: string) => {
            const lows = own.map((row) => row![column])
            // a hotel with an offer has a room taking the party in every month of the stay
            if (lows.some((low) => low === null || low === undefined)) return Infinity
            return (
              lows.reduce<number>((sum, low, m) => sum + Number(low) * perMonth[m]!.length, 0) * stay.rooms
            )
          }
          const adultsPerRoom = Math.ceil(stay.adults / stay.rooms)
          const childrenPerRoom = Math.ceil(stay.children / stay.rooms)
          const persons = adultsPerRoom + childrenPerRoom
          const highest = Math.max(...own.map((row) => Number(row!.hi))) * nights.length * stay.rooms
          const tax = hotel.touristTax * (stay.adults + stay.children) * nights.length
          for (const offer of offers) {
            // every room's bound holds for any offer; the room class's for a room that takes the party
            const fits = offer.reason !== 'occupancy'
            const lowest = Math.max(
              lowestOf('lo'),
              fits ? lowestOf(lowColumn(adultsPerRoom, childrenPerRoom)) : 0,
            )
            if (offer.total < lowest + tax - 0.01 || offer.total > highest + tax + 0.01)
              wrong.push(
                `hotel ${hotel.id}, ${arrival}, ${nights.length} nights, ${persons} per room: ${offer.total} not in ${lowest + tax}–${highest + tax}`,
              )
            // a tariff allowing the stay's length: no month of the stay asks for more nights
            const allowed = offer.reason === null || offer.reason === 'sold_out'
            if (allowed && own.some((row) => row!.min_nights! > nights.length))
              wrong.push(
                `hotel ${hotel.id}, ${arrival}, ${nights.length} nights: offered, but a month asks more`,
              )
            offersChecked++
            if (fits && persons > 1) classChecked++
          }
        }
      }
      expect(wrong).toEqual([])
      expect(offersChecked).toBeGreaterThan(1000)
      expect(classChecked).toBeGreaterThan(500)
    },
  )

  it(
    "cap the card's offer where the capped tariff is an offer of the stay, for any stay, party and filters",
    { timeout: 60_000 },
    async () => {
      let capped = 0
      let refundable = 0
      const wrong: string[] = []
      for (let i = 0; i < 200; i++) {
        const arrival = addDays(TODAY, rng.int(0, 400))
        const departure = addDays(arrival, rng.int(1, 30))
        const nights = stayNights(arrival, departure)
        const adults = rng.int(1, 6)
        const stay: SearchStay = {
          arrival,
          departure,
          last: nights.at(-1)!,
          nights,
          adults,
          children: rng.int(0, 3),
          rooms: rng.int(1, Math.min(adults, 2)),
          today: TODAY,
        }
        const filters = {
          boards: rng.chance(0.3) ? ['half_board'] : [],
          freeCancellation: rng.chance(0.3),
        }
        const rows = (await cappedTotals(
          database,
          filters as Search,
          stay,
          catalogue.map((hotel) => hotel.id),
        )) as { id: number; cap: number }[]
        for (const row of rows) {
          const hotel = catalogue.find((h) => h.id === row.id)!
          const offer = cardOffer(hotel, stay, filters)
          const most =
            Number(row.cap) * stay.rooms + hotel.touristTax * (stay.adults + stay.children) * nights.length
          if (!offer || offer.total > most + 0.01)
            wrong.push(
              `hotel ${hotel.id}, ${arrival}, ${JSON.stringify(filters)}: ${offer?.total} above ${most}`,
            )
          capped++
          if (filters.freeCancellation) refundable++
        }
      }
      expect(wrong).toEqual([])
      // the caps reach many stays, with and without filters: the cancellation filter's by the refundable cap
      expect(capped).toBeGreaterThan(300)
      expect(refundable).toBeGreaterThan(60)
    },
  )

  it('bound the card under the cancellation filter by the refundable tariff when a saver tariff is cheaper', async () => {
    // a double room with a saver tariff (not refundable) and a dearer flexible one, over the whole year
    const season = { season_from: addDays(TODAY, -10), season_to: addDays(TODAY, 420), min_nights: 1 }
    const hotel: Generated = {
      id: 1,
      touristTax: 2,
      roomTypes: [
        { id: 1, name: 'Doppelzimmer', max_adults: 2, max_children: 0, max_occupancy: 2, allotment: 3 },
      ],
      rates: [
        {
          id: 1,
          room_type: 1,
          name: 'Spar',
          board: 'breakfast',
          price_per_night: 80,
          free_cancellation_days: null,
          ...season,
        },
        {
          id: 2,
          room_type: 1,
          name: 'Flex',
          board: 'breakfast',
          price_per_night: 100,
          free_cancellation_days: 3,
          ...season,
        },
      ],
      inventory: [],
    }
    const own = await emptyCatalogue()
    try {
      await write([hotel], own)
      await createPriceBounds(own)
      await fillPriceBounds(own)
      const arrival = addDays(TODAY, 30)
      const nights = stayNights(arrival, addDays(arrival, 3))
      const stay: SearchStay = {
        arrival,
        departure: addDays(arrival, 3),
        last: nights.at(-1)!,
        nights,
        adults: 2,
        children: 0,
        rooms: 1,
        today: TODAY,
      }
      for (const freeCancellation of [false, true]) {
        const filters = { boards: [], freeCancellation }
        const [row] = (await cappedTotals(own, filters as unknown as Search, stay, [1])) as { cap: number }[]
        const card = cardOffer(hotel, stay, filters)!
        // the card's total is the capped tariff's: the saver's without the filter, the flexible one's with it
        expect(Number(row?.cap) + 2 * 2 * 3).toBeCloseTo(card.total)
        expect(card.total).toBe(freeCancellation ? 312 : 252)
      }
      // the walk down reads the same on the bound row: a capped card of 240 (saver) or 300 (flexible) plus
      // the tourist tax; passed over below 90 a night without the filter, kept with it; and two days before
      // the arrival, past the flexible tariff's free cancellation, neither a cap nor passed over with it
      const walk = async (days: number, freeCancellation: boolean, capBelow: number | null) => {
        const arrival = addDays(TODAY, days)
        const query = parseSearch({
          arrival,
          departure: addDays(arrival, 3),
          adults: '2',
          children: '0',
          rooms: '1',
          today: TODAY,
          order: 'preis-absteigend',
          regions: '2',
          ...(freeCancellation ? { free_cancellation: '1' } : {}),
        })
        expect(capSkips(query, query.stay!)).toBe(true)
        return (await byPriceBound(own, query, query.stay!, 'desc', 0, 10, {
          capped: capBelow === null,
          capBelow,
        })) as { id: number; cap?: unknown }[]
      }
      expect((await walk(30, false, null)).map((row) => Number(row.cap))).toEqual([240])
      expect((await walk(30, true, null)).map((row) => Number(row.cap))).toEqual([300])
      expect(await walk(30, false, 90)).toEqual([])
      expect((await walk(30, true, 90)).map((row) => row.id)).toEqual([1])
      expect((await walk(2, true, null)).map((row) => row.cap)).toEqual([null])
      expect((await walk(2, true, 1000)).map((row) => row.id)).toEqual([1])
      expect(await walk(3, true, 1000)).toEqual([])
    } finally {
      await own.destroy()
    }
  })

  it(
    "let the walk down pass over a hotel on its bound row only where the card's offer costs less than the page's last, and bound the card by the row's cap",
    { timeout: 60_000 },
    async () => {
      let passed = 0
      let read = 0
      let headed = 0
      let spanning = 0
      let boundCapped = 0
      let refundablePassed = 0
      const wrong: string[] = []
      for (let i = 0; i < 300; i++) {
        // a stay within one calendar month or two, now and then beyond the rates' last season
        const arrival = addDays(TODAY, rng.int(0, 560))
        const departure = addDays(arrival, rng.int(1, 14))
        const adults = rng.int(1, 4)
        const criteria = {
          arrival,
          departure,
          adults: String(adults),
          children: String(rng.int(0, 2)),
          rooms: String(rng.int(1, Math.min(adults, 2))),
          today: TODAY,
          order: 'preis-absteigend',
          regions: String(rng.int(1, 3)),
          ...(rng.chance(0.3) ? { boards: rng.chance(0.5) ? 'half_board' : 'breakfast,half_board' } : {}),
        }
        // the cancellation filter within one month (the row holds the refundable cap of its own month)
        const oneMonth = monthsOf(parseSearch(criteria).stay!.nights).length === 1
        const query = parseSearch({
          ...criteria,
          ...(oneMonth && rng.chance(0.4) ? { free_cancellation: '1' } : {}),
        })
        const stay = query.stay!
        const filters = { boards: query.boards, freeCancellation: query.freeCancellation }
        if (monthsOf(stay.nights).length > 1) spanning++
        expect(capSkips(query, stay)).toBe(true)
        // the page's last card, per night and room, without the tourist tax
        const below = rng.float(40, 400)
        // a hotel comes once per month of the stay
        const rows = [
          ...new Map(
            (
              (await byPriceBound(database, query, stay, 'desc', 0, 1000, { capped: true })) as {
                id: number
                cap: unknown
                tax: unknown
              }[]
            ).map((row) => [row.id, row]),
          ).values(),
        ]
        const kept = (await byPriceBound(database, query, stay, 'desc', 0, 1000, { capBelow: below })) as {
          id: number
        }[]
        // the capped rooms' inventory probed per row passes over the same hotels as hashed once per scan
        expect(
          await byPriceBound(database, query, stay, 'desc', 0, 1000, { capBelow: below, touched: 'probed' }),
        ).toEqual(kept)
        const keptIds = new Set(kept.map((row) => row.id))
        read += rows.length
        // the hotels priced first: a capped tariff that is an offer, from the dearest cap down
        const first = (await byCap(database, query, stay, 1000)) as { id: number; cap: unknown }[]
        if (monthsOf(stay.nights).length === 1)
          expect(first.map((row) => Number(row.cap))).toEqual(
            first.map((row) => Number(row.cap)).sort((a, b) => b - a),
          )
        headed += first.length
        const capOf = new Map(first.map((row) => [row.id, Number(row.cap)]))
        for (const { id, cap, tax: taxPerNight } of rows) {
          const hotel = catalogue.find((h) => h.id === id)!
          // the card's offer, and with every room free without the cancellation filter (`byCap`'s tariff)
          const offer = cardOffer(hotel, stay, filters)
          const offerFree = cardOffer(hotel, stay, { ...filters, freeCancellation: false }, [])
          const tax = hotel.touristTax * (stay.adults + stay.children) * stay.nights.length
          // the cap a row comes with bounds the card (the walk prices the hotels that could beat the page)
          if (cap !== null) {
            boundCapped++
            const most =
              Number(cap) * stay.rooms +
              Number(taxPerNight ?? 0) * (stay.adults + stay.children) * stay.nights.length
            if (!offer || offer.total > most + 0.005)
              wrong.push(
                `hotel ${id}, ${JSON.stringify(stay)}, row's cap ${cap}: ${offer?.total ?? 'no offer'}`,
              )
          }
          if (keptIds.has(id) && !capOf.has(id)) continue
          const capped = capOf.get(id)
          if (capped !== undefined && (!offerFree || offerFree.total > capped * stay.rooms + tax + 0.005))
            wrong.push(
              `hotel ${id}, ${JSON.stringify(stay)}, cap ${capped}: ${offerFree?.total ?? 'no offer'}`,
            )
          if (keptIds.has(id)) continue
          passed++
          if (query.freeCancellation) refundablePassed++
          if (!offer || offer.total >= below * stay.nights.length * stay.rooms + tax + 0.005)
            wrong.push(`hotel ${id}, ${JSON.stringify(stay)}, below ${below}: ${offer?.total ?? 'no offer'}`)
        }
      }
      expect(wrong).toEqual([])
      // the walk passes over many hotels and reads many others, and finds capped offers to price first
      expect(passed).toBeGreaterThan(300)
      expect(read - passed).toBeGreaterThan(300)
      expect(headed).toBeGreaterThan(300)
      expect(spanning).toBeGreaterThan(50)
      expect(boundCapped).toBeGreaterThan(300)
      expect(refundablePassed).toBeGreaterThan(50)
    },
  )

  it(
    'give the price walks the page that pricing every hotel of the search gives, read and priced a few hotels at a time',
    { timeout: 60_000 },
    async () => {
      // steps of a few hotels, so that the walks go through every turn on 40 hotels: reads that stop
      // within a month's rows, hotels read in one month of two, pricing in several batches
      const sizes = {
        ...WALK_SIZES,
        fewest: 0,
        first: 3,
        firstPerPageHotel: 0,
        stepMost: 12,
        downReadFirst: 4,
        downReadStepMost: 12,
        downPriceFirst: 3,
      }
      // a catalogue of its own, of more hotels than a page or two in each region
      const walks = await emptyCatalogue()
      await write(generate(new Rng('price-walks'), 400), walks)
      expect(await createPriceBounds(walks)).toBe(true)
      expect(await fillPriceBounds(walks)).toBe(true)
      await createIndexes(walks, { info: () => {}, warn: () => {} })
      const stays = new Rng('price-walks-stays')
      let certain = 0
      let few = 0
      let spanning = 0
      const wrong: string[] = []
      for (let i = 0; i < 200; i++) {
        const arrival = addDays(TODAY, stays.int(0, 420))
        const adults = stays.int(1, 4)
        const order = stays.chance(0.5) ? 'preis-aufsteigend' : 'preis-absteigend'
        const regions = stays.pick([null, '1', '2,3'])
        const query = parseSearch({
          arrival,
          departure: addDays(arrival, stays.int(1, 14)),
          adults: String(adults),
          children: String(stays.int(0, 2)),
          rooms: String(stays.int(1, Math.min(adults, 2))),
          today: TODAY,
          order,
          page_no: String(stays.int(1, 3)),
          ...(regions ? { regions } : {}),
          ...(stays.chance(0.2) ? { boards: 'breakfast' } : {}),
          ...(stays.chance(0.15) ? { free_cancellation: '1' } : {}),
          ...(i % 3 === 1 ? { stars_min: String(stays.int(3, 5)) } : {}),
        })
        const stay = query.stay!
        if (monthsOf(stay.nights).length > 1) spanning++
        // every hotel of the search priced, in the sort's order, then those without an offer by id
        const searched = (
          (await walks('hotels as h').where(matching(query)).orderBy('h.id').select('h.id')) as {
            id: number
          }[]
        ).map((row) => row.id)
        const totals = (
          (await stayTotals(walks, query, stay, searched)) as { id: number; total: unknown }[]
        ).map((row) => ({ id: row.id, total: Number(row.total) }))
        totals.sort((a, b) =>
          order === 'preis-aufsteigend' ? a.total - b.total || a.id - b.id : b.total - a.total || a.id - b.id,
        )
        const offered = new Set(totals.map((row) => row.id))
        const need = query.page * 20
        const expected = [...totals.map((row) => row.id), ...searched.filter((id) => !offered.has(id))].slice(
          need - 20,
          need,
        )
        // a page whose last hotel has an offer and more hotels after it: the walk must stop on its own
        if (totals.length > need) certain++
        // every fourth search: so few hotels have a room for the party that the walk prices them all at once
        const fewest = i % 4 === 0 ? 150 : 0
        // every other search checks the capped rooms' inventory per row (SQLite estimates none: 0 rows)
        const probeTouchedFrom = i % 2 === 0 ? Infinity : 0
        const walked = await walkedPage(walks, query, query.page, null, {
          ...sizes,
          fewest,
          probeTouchedFrom,
        })
        if (
          ((await fitting(walks, query, stay, fewest + 1)) as unknown[]).length <= fewest &&
          totals.length > 1
        )
          few++
        if (JSON.stringify(walked) !== JSON.stringify(expected))
          wrong.push(
            `${JSON.stringify(query)}: walked ${JSON.stringify(walked)}, priced ${JSON.stringify(expected)}`,
          )
      }
      await walks.destroy()
      expect(wrong).toEqual([])
      expect(certain).toBeGreaterThan(80)
      expect(spanning).toBeGreaterThan(40)
      expect(few).toBeGreaterThan(10)
    },
  )

  it("go on after a hotel's row of one month with its row of the other month at the same bound", async () => {
    // a hotel whose lowest price is the same in two months running (a season over the turn of the month)
    const rows = await bounds()
    const first = rows.find((row) =>
      rows.some((next) => next.hotel === row.hotel && next.month === row.month + 1 && next.lo === row.lo),
    )!
    expect(first).toBeDefined()
    // a stay over the turn of those months, for one adult (the bound rows' `lo`)
    const arrival = `${first.month >= 11 ? 2026 : 2027}-${String(first.month).padStart(2, '0')}-28`
    const query = parseSearch({
      arrival,
      departure: addDays(arrival, 6),
      adults: '1',
      children: '0',
      rooms: '1',
      today: TODAY,
      order: 'preis-aufsteigend',
    })
    const after = { bound: first.lo, id: first.hotel, month: first.month }
    const read = (await byPriceBound(database, query, query.stay!, 'asc', 0, 5, {
      after,
      withMonth: true,
    })) as { id: number; month: number }[]
    expect(read[0]).toMatchObject({ id: first.hotel, month: first.month + 1 })
  })

  it('carry the region and the stars, and each hotel has as many rows as months its seasons touch', async () => {
    const rows = await bounds()
    for (const hotel of catalogue) {
      const months = new Set(
        hotel.rates.flatMap((rate) => monthsOf(stayNights(rate.season_from, addDays(rate.season_to, 1)))),
      )
      const own = rows.filter((row) => row.hotel === hotel.id)
      expect(own.map((row) => row.month).sort((a, b) => a - b)).toEqual([...months].sort((a, b) => a - b))
      expect(new Set(own.map((row) => row.region))).toEqual(new Set([(hotel.id % 3) + 1]))
      expect(new Set(own.map((row) => row.stars))).toEqual(new Set([starsOf(hotel.id)]))
    }
  })

  it('follow a change of rates, of the region, the stars and the flags when refreshed, as a fill from scratch computes them', async () => {
    const changed = catalogue.slice(0, 5).map((hotel) => hotel.id)
    await database('rates')
      .whereIn('room_type', database('room_types').whereIn('hotel', changed).select('id'))
      .update({ price_per_night: database.raw('price_per_night * 2') })
    await database('rates').where('room_type', catalogue[5]!.roomTypes[0]!.id).delete()
    await database('hotels').whereIn('id', changed).update({ region: 9, stars: 6, search_flags: 7 })
    await refreshPriceBounds(database, [...changed, catalogue[5]!.id])
    const refreshed = await bounds()
    await database(PRICE_BOUNDS_TABLE).delete()
    expect(await fillPriceBounds(database)).toBe(true)
    expect(await bounds()).toEqual(refreshed)
    for (const [column, value] of [
      ['region', 9],
      ['stars', 6],
      ['flags', 7],
    ] as const)
      expect(refreshed.filter((row) => row[column] === value).map((row) => row.hotel)).toEqual(
        expect.arrayContaining(changed),
      )
  })

  it('are filled at the start that finds them empty, and have every search index of theirs after it', async () => {
    const started = await emptyCatalogue()
    try {
      await write(catalogue, started)
      await createPriceBounds(started)
      await createIndexes(started, console)
      const indexesOf = async () =>
        (
          (await started('sqlite_master')
            .where({ type: 'index', tbl_name: PRICE_BOUNDS_TABLE })
            .pluck('name')) as string[]
        ).sort()
      const expected = SEARCH_INDEXES.filter((index) => index.table === PRICE_BOUNDS_TABLE).map(
        (index) => index.name,
      )
      expect(await indexesOf()).toEqual(expect.arrayContaining(expected))
      await prepareSearchIndexes(started, {
        info: () => {},
        warn: (message: unknown) => expect.fail(String(message)),
      })
      expect(await indexesOf()).toEqual(expect.arrayContaining(expected))
      // the bounds a fill from scratch gives
      const boundsOf = () => started(PRICE_BOUNDS_TABLE).select('*').orderBy(['hotel', 'month'])
      const atStart = await boundsOf()
      expect(atStart.length).toBeGreaterThan(catalogue.length)
      await started(PRICE_BOUNDS_TABLE).delete()
      expect(await fillPriceBounds(started)).toBe(true)
      expect(await boundsOf()).toEqual(atStart)
    } finally {
      await started.destroy()
    }
  })

  it('are made again and filled at the start that finds a table without the room classes', async () => {
    const current = await bounds()
    await database.schema.dropTable(PRICE_BOUNDS_TABLE)
    await database.schema.createTable(PRICE_BOUNDS_TABLE, (table) => {
      for (const column of ['hotel', 'month', 'region']) table.integer(column)
      for (const column of ['lo', 'hi']) table.decimal(column, 10, 2)
    })
    await database(PRICE_BOUNDS_TABLE).insert({ hotel: 1, month: 1, region: 1, lo: 1, hi: 2 })
    expect(await createPriceBounds(database)).toBe(true)
    expect(await fillPriceBounds(database)).toBe(true)
    expect(await bounds()).toEqual(current)
    expect(await createPriceBounds(database)).toBe(false)
  })
})
