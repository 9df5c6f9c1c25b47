import { describe, expect, it } from 'vitest'

import { addDays } from '../../core/hotel-search'
import * as pricing from '../../core/pricing'
import type { Offer } from '../../trpc/hotel-offers'

// The offers the search and hotel pages show are priced in Directus (core/pricing.ts,
// answered by the catalogue extension), with the same module that quotes a booking. A visitor must be
// charged what the offer said: besides the examples, every offer of generated hotels and stays is quoted.

interface RoomType {
  id: number
  name: string
  max_adults: number
  max_children: number
  max_occupancy: number
  allotment: number
}
interface Rate {
  id: number
  room_type: number
  name: string
  board: string
  season_from: string
  season_to: string
  price_per_night: number
  free_cancellation_days: number | null
  min_nights: number | null
}
interface Inventory {
  room_type: number
  night: string
  rooms_booked: number
  closed: boolean
}
interface Stay {
  arrival: string
  departure: string
  adults: number
  childrenAges: number[]
  rooms: number
}
type Shown = { offer: Offer | null; unavailable: 'sold_out' | 'occupancy' | 'min_nights' | 'no_match' | null }

const { stayOffers, shownOffer, quoteOffer } = pricing as {
  stayOffers: (input: {
    stay: Omit<Stay, 'childrenAges'> & { children: number }
    today: string
    roomTypes: RoomType[]
    ratesByRoomType: Map<number, Rate[]>
    inventoryByRoomType: Map<number, Inventory[]>
    touristTax: number | null
  }) => Offer[]
  shownOffer: (offers: Offer[], filters: { boards: string[]; freeCancellation: boolean }) => Shown
  quoteOffer: (input: {
    hotel: { id: number; name: string; city: string; stars: number; tourist_tax: number | null }
    roomType: RoomType
    rate: Rate
    rates: Rate[]
    inventory: Inventory[]
    stay: Stay
    today: string
  }) => Record<string, unknown>
}

function groups<T extends { room_type: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const row of rows) map.set(row.room_type, [...(map.get(row.room_type) ?? []), row])
  return map
}

/** The offers of one hotel, as the catalogue extension asks for them. */
function offers(input: {
  stay: Stay
  today?: string
  roomTypes: RoomType[]
  rates: Rate[]
  inventory?: Inventory[]
  touristTax?: number | null
}): Offer[] {
  const { childrenAges, ...party } = input.stay
  return stayOffers({
    stay: { ...party, children: childrenAges.length },
    today: input.today ?? '2026-11-23',
    roomTypes: input.roomTypes,
    ratesByRoomType: groups(input.rates),
    inventoryByRoomType: groups(input.inventory ?? []),
    touristTax: input.touristTax ?? null,
  })
}

const double: RoomType = {
  id: 1,
  name: 'Doppelzimmer',
  max_adults: 2,
  max_children: 1,
  max_occupancy: 3,
  allotment: 3,
}
const single: RoomType = {
  ...double,
  id: 2,
  name: 'Einzelzimmer',
  max_adults: 1,
  max_children: 0,
  max_occupancy: 1,
  allotment: 1,
}

const rate = (over: Partial<Rate>): Rate => ({
  id: 10,
  room_type: 1,
  name: 'Flex-Tarif',
  board: 'breakfast',
  season_from: '2026-12-01',
  season_to: '2026-12-31',
  price_per_night: 100,
  free_cancellation_days: 7,
  min_nights: 1,
  ...over,
})

const stay: Stay = { arrival: '2026-12-30', departure: '2027-01-02', rooms: 1, adults: 2, childrenAges: [] }

describe('the offers of a stay (core/pricing.ts stayOffers)', () => {
  const rates = [
    rate({}),
    rate({ id: 11, season_from: '2027-01-01', season_to: '2027-03-31', price_per_night: 80.5 }),
    rate({
      id: 12,
      name: 'Spar-Tarif',
      price_per_night: 90,
      free_cancellation_days: null,
      season_to: '2027-03-31',
    }),
  ]

  it('prices each night with the rate of its season and adds the tourist tax', () => {
    const list = offers({ stay, roomTypes: [double], rates, touristTax: 2.5 })
    const flex = list.find((offer) => offer.rateName === 'Flex-Tarif')!
    expect(flex.roomPrice).toBe(280.5) // 100 + 100 + 80.50
    expect(flex.touristTax).toBe(15) // 2 persons × 3 nights × 2.50
    expect(flex.total).toBe(295.5)
    expect(flex.perNight).toBe(98.5)
    expect(flex.freeCancellationUntil).toBe('2026-12-23')
    expect(flex.rateId).toBe(10) // the rate of the first night, the booking's key
    const spar = list.find((offer) => offer.rateName === 'Spar-Tarif')!
    expect(spar.freeCancellationUntil).toBeNull()
    expect(list.map((offer) => offer.total)).toEqual([285, 295.5])
  })

  it('leaves out a tariff that does not cover every night', () => {
    expect(offers({ stay, roomTypes: [double], rates: [rate({})] })).toEqual([])
  })

  it('marks sold-out nights, closures, occupancy and minimum stays', () => {
    const booked = [{ room_type: 1, night: '2026-12-31', rooms_booked: 3, closed: false }]
    const soldOut = offers({ stay, roomTypes: [double], rates, inventory: booked })
    expect(soldOut.map((offer) => [offer.reason, offer.available])).toEqual([
      ['sold_out', false],
      ['sold_out', false],
    ])
    const closure = [{ room_type: 1, night: '2026-12-30', rooms_booked: 0, closed: true }]
    expect(offers({ stay, roomTypes: [double], rates, inventory: closure })[0]!.reason).toBe('sold_out')
    const singles = rates.map((r) => ({ ...r, room_type: 2 }))
    expect(offers({ stay, roomTypes: [single], rates: singles })[0]!.reason).toBe('occupancy')
    const long = rates.map((r) => ({ ...r, min_nights: 5 }))
    expect(offers({ stay, roomTypes: [double], rates: long })[0]).toMatchObject({
      reason: 'min_nights',
      minNights: 5,
    })
  })

  it('counts rooms left over the whole stay and needs enough for every room', () => {
    const inventory = [{ room_type: 1, night: '2026-12-31', rooms_booked: 1, closed: false }]
    const two = offers({ stay: { ...stay, rooms: 2, adults: 4 }, roomTypes: [double], rates, inventory })
    expect(two[0]).toMatchObject({ roomsLeft: 2, available: true, roomPrice: 540, rooms: 2 })
    const three = offers({ stay: { ...stay, rooms: 3, adults: 3 }, roomTypes: [double], rates, inventory })
    expect(three[0]!.available).toBe(false)
  })

  it('lists available offers first, each group cheapest first', () => {
    const inventory = [{ room_type: 2, night: '2026-12-31', rooms_booked: 1, closed: false }]
    const list = offers({
      stay: { ...stay, adults: 1 },
      roomTypes: [double, single],
      rates: [...rates, ...rates.map((r) => ({ ...r, id: r.id + 10, room_type: 2, price_per_night: 50 }))],
      inventory,
    })
    expect(list.map((offer) => [offer.roomTypeName, offer.total, offer.available])).toEqual([
      ['Doppelzimmer', 270, true],
      ['Doppelzimmer', 280.5, true],
      ['Einzelzimmer', 150, false],
      ['Einzelzimmer', 150, false],
    ])
  })
})

describe('the offer a search result shows (shownOffer)', () => {
  const offer = (over: Partial<Offer>): Offer => ({
    roomTypeId: 1,
    roomTypeName: 'Doppelzimmer',
    rateId: 1,
    rateName: 'Flex-Tarif',
    board: 'breakfast',
    freeCancellationUntil: '2027-02-20',
    minNights: 1,
    rooms: 1,
    roomsLeft: 2,
    roomPrice: 300,
    touristTax: 0,
    total: 300,
    perNight: 100,
    available: true,
    reason: null,
    ...over,
  })
  const none = { boards: [], freeCancellation: false }

  it('is the cheapest available offer that passes the board and cancellation filters', () => {
    const saver = offer({ rateId: 2, rateName: 'Spar-Tarif', total: 270, freeCancellationUntil: null })
    const flexible = offer({})
    const halfBoard = offer({ rateId: 3, board: 'half_board', total: 390 })
    const list = [saver, flexible, halfBoard]
    expect(shownOffer(list, none)).toEqual({ offer: saver, unavailable: null })
    expect(shownOffer(list, { ...none, freeCancellation: true }).offer).toBe(flexible)
    expect(shownOffer(list, { ...none, boards: ['half_board'] }).offer).toBe(halfBoard)
    expect(shownOffer(list, { ...none, boards: ['all_inclusive'] })).toEqual({
      offer: null,
      unavailable: 'no_match',
    })
  })

  it('says why there is none: sold out before too small, too small only when every room is', () => {
    const soldOut = offer({ available: false, reason: 'sold_out', roomsLeft: 0 })
    const tooSmall = offer({ available: false, reason: 'occupancy' })
    const tooShort = offer({ available: false, reason: 'min_nights', minNights: 4 })
    const reason = (list: Offer[]) => shownOffer(list, none).unavailable
    expect(reason([])).toBe('no_match')
    expect(reason([tooSmall, soldOut])).toBe('sold_out')
    expect(reason([tooSmall, tooSmall])).toBe('occupancy')
    expect(reason([tooSmall, tooShort])).toBe('min_nights')
    expect(shownOffer([offer({}), soldOut], { ...none, boards: ['half_board'] }).unavailable).toBe('sold_out')
  })
})

/** mulberry32: the same cases on every run. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const BASE = '2027-03-01'

/** A hotel of up to four room types, tariffs with seasons (sometimes with gaps), bookings and closures, and a stay. */
function generated(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(values: T[]) => values[int(0, values.length - 1)]!
  const roomTypes: RoomType[] = []
  const rates: Rate[] = []
  const inventory: Inventory[] = []
  for (let id = 1; id <= int(0, 4); id++) {
    const maxAdults = int(1, 4)
    roomTypes.push({
      id,
      name: `Zimmer ${id}`,
      max_adults: maxAdults,
      max_children: int(0, 3),
      max_occupancy: maxAdults + int(0, 2),
      allotment: int(1, 6),
    })
    for (const name of ['Flex-Tarif', 'Spar-Tarif'].slice(0, int(1, 2))) {
      for (const board of ['breakfast', 'half_board', 'all_inclusive'].slice(0, int(1, 3))) {
        let from = int(-5, 5)
        for (let season = 0; season < int(1, 3); season++) {
          const to = from + int(2, 12)
          rates.push({
            id: rates.length + 1,
            room_type: id,
            name,
            board,
            season_from: addDays(BASE, from),
            season_to: addDays(BASE, to),
            price_per_night: int(4_000, 30_000) / 100,
            free_cancellation_days: pick([null, 0, 3, 14, 30]),
            min_nights: pick([null, 1, 2, 4]),
          })
          from = to + int(1, 2)
        }
      }
    }
    for (let night = 0; night < 20; night++) {
      if (next() < 0.3) {
        inventory.push({
          room_type: id,
          night: addDays(BASE, night),
          rooms_booked: int(0, 6),
          closed: next() < 0.2,
        })
      }
    }
  }
  const adults = int(1, 6)
  const arrival = addDays(BASE, int(0, 12))
  return {
    stay: {
      arrival,
      departure: addDays(arrival, int(1, 8)),
      adults,
      childrenAges: Array.from({ length: int(0, 3) }, () => int(0, 17)),
      rooms: int(1, Math.min(adults, 3)),
    },
    today: addDays(arrival, -int(0, 40)),
    roomTypes,
    rates,
    inventory,
    touristTax: pick([null, 0, 1.5, 2.35]),
  }
}

const quoteError = (quote: () => unknown) => {
  try {
    quote()
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

describe('every offer of generated hotels and stays', () => {
  it('quotes as listed: the same price, tax, cancellation deadline and rooms left, or the same refusal', () => {
    const next = random(16)
    const seen = new Map<string, number>()
    for (let i = 0; i < 2_000; i++) {
      const c = generated(next)
      const hotel = { id: 1, name: 'Testhotel', city: 'Testdorf', stars: 3, tourist_tax: c.touristTax }
      for (const offer of offers(c)) {
        const context = JSON.stringify({ ...c, offer })
        const quote = () =>
          quoteOffer({
            hotel,
            roomType: c.roomTypes.find((roomType) => roomType.id === offer.roomTypeId)!,
            rate: c.rates.find((candidate) => candidate.id === offer.rateId)!,
            rates: c.rates.filter((candidate) => candidate.room_type === offer.roomTypeId),
            inventory: c.inventory.filter((row) => row.room_type === offer.roomTypeId),
            stay: c.stay,
            today: c.today,
          })
        if (offer.reason === 'occupancy' || offer.reason === 'min_nights') {
          expect(quoteError(quote), context).toBe(offer.reason === 'occupancy' ? 'OCCUPANCY' : 'MIN_NIGHTS')
        } else {
          expect(quote(), context).toMatchObject({
            rate: { id: offer.rateId, name: offer.rateName, board: offer.board },
            room_price: offer.roomPrice,
            tourist_tax: offer.touristTax,
            total: offer.total,
            free_cancellation_until: offer.freeCancellationUntil,
            rooms_left: offer.roomsLeft,
          })
          expect(offer.available, context).toBe(offer.roomsLeft >= c.stay.rooms)
        }
        const kind = `${offer.reason ?? 'available'}${offer.freeCancellationUntil ? ', free cancellation' : ''}`
        seen.set(kind, (seen.get(kind) ?? 0) + 1)
      }
    }
    // the cases reach offers that can be booked (with free cancellation and without) and every reason not
    const kinds = ['available', 'sold_out', 'occupancy', 'min_nights']
    expect([...seen.keys()].sort()).toEqual(
      [...kinds, ...kinds.map((kind) => `${kind}, free cancellation`)].sort(),
    )
    expect(Math.min(...seen.values())).toBeGreaterThan(50)
  })
})
