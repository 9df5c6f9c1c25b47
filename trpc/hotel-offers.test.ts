import { describe, expect, it } from 'vitest'

import { bestOffer, computeOffers, type RateInput, type RoomTypeInput } from './hotel-offers'

const double: RoomTypeInput = {
  id: 1,
  name: 'Doppelzimmer',
  max_adults: 2,
  max_children: 1,
  max_occupancy: 3,
  allotment: 3,
}
const single: RoomTypeInput = {
  id: 2,
  name: 'Einzelzimmer',
  max_adults: 1,
  max_children: 0,
  max_occupancy: 1,
  allotment: 1,
}

const rate = (over: Partial<RateInput>): RateInput => ({
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

const stay = {
  arrival: '2026-12-30',
  departure: '2027-01-02',
  nights: 3,
  rooms: 1,
  adults: 2,
  childrenAges: [],
}

describe('computeOffers', () => {
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
    const offers = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates,
      inventory: [],
      touristTaxPerPersonNight: 2.5,
    })
    const flex = offers.find((offer) => offer.rateName === 'Flex-Tarif')!
    expect(flex.roomPrice).toBe(280.5) // 100 + 100 + 80.50
    expect(flex.touristTax).toBe(15) // 2 persons × 3 nights × 2.50
    expect(flex.total).toBe(295.5)
    expect(flex.perNight).toBe(98.5)
    expect(flex.freeCancellationUntil).toBe('2026-12-23')
    const spar = offers.find((offer) => offer.rateName === 'Spar-Tarif')!
    expect(spar.freeCancellationUntil).toBeNull()
    expect(offers[0]!.total).toBeLessThanOrEqual(offers[1]!.total)
  })

  it('leaves out a tariff that does not cover every night', () => {
    const offers = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates: [rate({})],
      inventory: [],
      touristTaxPerPersonNight: 0,
    })
    expect(offers).toEqual([])
  })

  it('marks sold-out nights, closures, occupancy and minimum stays', () => {
    const inventory = [{ room_type: 1, night: '2026-12-31', rooms_booked: 3, closed: false }]
    const soldOut = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates,
      inventory,
      touristTaxPerPersonNight: 0,
    })
    expect(soldOut.every((offer) => offer.reason === 'sold_out' && !offer.available)).toBe(true)

    const closed = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates,
      inventory: [{ room_type: 1, night: '2026-12-30', rooms_booked: 0, closed: true }],
      touristTaxPerPersonNight: 0,
    })
    expect(closed[0]!.reason).toBe('sold_out')

    const tooMany = computeOffers({
      stay: { ...stay, adults: 2 },
      today: '2026-11-23',
      roomTypes: [single],
      rates: rates.map((r) => ({ ...r, room_type: 2 })),
      inventory: [],
      touristTaxPerPersonNight: 0,
    })
    expect(tooMany[0]!.reason).toBe('occupancy')

    const minStay = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates: rates.map((r) => ({ ...r, min_nights: 5 })),
      inventory: [],
      touristTaxPerPersonNight: 0,
    })
    expect(minStay[0]!.reason).toBe('min_nights')
  })

  it('counts rooms left over the whole stay and needs enough for every room', () => {
    const inventory = [{ room_type: 1, night: '2026-12-31', rooms_booked: 1, closed: false }]
    const offers = computeOffers({
      stay: { ...stay, rooms: 2, adults: 4 },
      today: '2026-11-23',
      roomTypes: [double],
      rates,
      inventory,
      touristTaxPerPersonNight: 0,
    })
    expect(offers[0]!.roomsLeft).toBe(2)
    expect(offers[0]!.available).toBe(true)
    expect(offers[0]!.roomPrice).toBeGreaterThan(500)
    const three = computeOffers({
      stay: { ...stay, rooms: 3, adults: 3 },
      today: '2026-11-23',
      roomTypes: [double],
      rates,
      inventory,
      touristTaxPerPersonNight: 0,
    })
    expect(three[0]!.available).toBe(false)
  })
})

describe('bestOffer', () => {
  it('picks the cheapest available offer that passes board and cancellation filters', () => {
    const offers = computeOffers({
      stay,
      today: '2026-11-23',
      roomTypes: [double],
      rates: [
        rate({ season_to: '2027-03-31', price_per_night: 100 }),
        rate({
          id: 12,
          name: 'Spar-Tarif',
          price_per_night: 90,
          free_cancellation_days: null,
          season_to: '2027-03-31',
        }),
        rate({ id: 13, board: 'half_board', price_per_night: 130, season_to: '2027-03-31' }),
      ],
      inventory: [],
      touristTaxPerPersonNight: 0,
    })
    expect(bestOffer(offers, { boards: [], freeCancellation: false })?.rateName).toBe('Spar-Tarif')
    expect(bestOffer(offers, { boards: [], freeCancellation: true })?.total).toBe(300)
    expect(bestOffer(offers, { boards: ['half_board'], freeCancellation: false })?.board).toBe('half_board')
    expect(bestOffer(offers, { boards: ['all_inclusive'], freeCancellation: false })).toBeNull()
  })
})
