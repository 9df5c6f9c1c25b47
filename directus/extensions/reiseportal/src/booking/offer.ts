import type { Knex } from 'knex'

import type { HotelRow, InventoryRow, RateRow, RoomTypeRow } from './rows'
import { tBookingPages } from '../../../../../core/copy/booking-pages'
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_ROOMS, todayInGermany } from '../../../../../core/hotel-search'
import {
  QuoteRefusal,
  quoteOffer,
  stayNights,
  type BookingStay,
  type PricedRate,
  type Quote,
} from '../../../../../core/pricing'
import { dbDate, decimal, requiredDay } from '../shared/db-values'
import { Refusal } from '../shared/refusal'

// The offer of a booking: its request, its quote from the rows of one transaction, and the rooms it holds.

export const SOLD_OUT = tBookingPages('bookingPages.refusal.roomGone')

/** The most children one booking may name (a search asks for fewer, core/hotel-search.ts MAX_CHILDREN). */
const MAX_CHILDREN_BOOKED = 20

export interface Offer {
  hotel: number
  roomType: number
  rate: number
  stay: BookingStay
}

export const int = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
const isoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
const ID_MAX = 2 ** 31 - 1

type Body = Record<string, unknown> | undefined

/** The offer of a request body, checked; everything else the offer needs is read from the database. */
export function parseOffer(body: Body): Offer {
  const ages: unknown[] = Array.isArray(body?.children_ages) ? (body.children_ages as unknown[]) : []
  const { hotel, room_type: roomType, rate, arrival, departure, rooms, adults } = body ?? {}
  const childrenAges = ages.filter((age): age is number => int(age, 0, MAX_CHILD_AGE))
  if (
    int(hotel, 1, ID_MAX) &&
    int(roomType, 1, ID_MAX) &&
    int(rate, 1, ID_MAX) &&
    isoDate(arrival) &&
    isoDate(departure) &&
    int(rooms, 1, MAX_ROOMS) &&
    int(adults, 1, MAX_ADULTS) &&
    ages.length <= MAX_CHILDREN_BOOKED &&
    childrenAges.length === ages.length
  ) {
    return { hotel, roomType, rate, stay: { arrival, departure, rooms, adults, childrenAges } }
  }
  throw new Refusal('invalid', tBookingPages('bookingPages.refusal.offerInvalid'), { code: 'INVALID_OFFER' })
}

const pricedRate = (rate: RateRow): PricedRate => ({
  id: rate.id,
  name: rate.name,
  board: rate.board,
  season_from: requiredDay(rate.season_from),
  season_to: requiredDay(rate.season_to),
  price_per_night: Number(rate.price_per_night),
  free_cancellation_days: rate.free_cancellation_days,
  min_nights: rate.min_nights,
})

/** Reads the offer's rows in the given transaction (or connection) and prices it (core/pricing.ts). */
export async function quote(knex: Knex, offer: Offer): Promise<{ quote: Quote; roomType: RoomTypeRow }> {
  const hotel: HotelRow | undefined = await knex('hotels')
    .select('id', 'name', 'city', 'stars', 'check_in', 'check_out', 'tourist_tax')
    .where({ id: offer.hotel, status: 'published' })
    .first()
  const roomType: RoomTypeRow | undefined = hotel
    ? await knex('room_types')
        .select('id', 'name', 'max_adults', 'max_children', 'max_occupancy', 'allotment')
        .where({ id: offer.roomType, hotel: hotel.id })
        .first()
    : undefined
  const rate: RateRow | undefined = roomType
    ? await knex('rates').where({ id: offer.rate, room_type: roomType.id }).first()
    : undefined
  if (!hotel || !roomType || !rate)
    throw new Refusal('not-found', tBookingPages('bookingPages.refusal.offerGone'))
  const rates: RateRow[] = await knex('rates').where({ room_type: roomType.id })
  const inventory: InventoryRow[] = await knex('inventory')
    .select('night', 'rooms_booked', 'closed')
    .where({ room_type: roomType.id })
    .whereIn(
      'slot',
      stayNights(offer.stay.arrival, offer.stay.departure).map((night) => `${roomType.id}:${night}`),
    )
  try {
    const priced = quoteOffer({
      hotel: { ...hotel, tourist_tax: decimal(hotel.tourist_tax) },
      roomType,
      rate: pricedRate(rate),
      rates: rates.map(pricedRate),
      inventory: inventory.map((row) => ({
        night: requiredDay(row.night),
        rooms_booked: Number(row.rooms_booked),
        closed: Boolean(row.closed),
      })),
      stay: offer.stay,
      today: todayInGermany(),
    })
    return { quote: priced, roomType }
  } catch (error) {
    if (error instanceof QuoteRefusal) throw new Refusal('invalid', error.message, { code: error.code })
    throw error
  }
}

/**
 * Takes `rooms` rooms of a type on every night, or throws SOLD_OUT (and the caller's transaction rolls
 * back everything taken so far). The slot row is created when missing, then increased only where enough
 * rooms are left; the database's row lock makes concurrent updates of one slot wait for each other.
 */
export async function takeRooms(trx: Knex, roomType: RoomTypeRow, nights: string[], rooms: number) {
  for (const night of nights) {
    const slot = `${roomType.id}:${night}`
    await trx('inventory')
      .insert({ room_type: roomType.id, night: dbDate(trx, night), rooms_booked: 0, closed: false, slot })
      .onConflict('slot')
      .ignore()
    const taken = await trx('inventory')
      .where({ slot, closed: false })
      .andWhere('rooms_booked', '<=', roomType.allotment - rooms)
      .increment('rooms_booked', rooms)
    if (taken !== 1) throw new Refusal('conflict', SOLD_OUT, { code: 'SOLD_OUT' })
  }
}

export async function giveBackRooms(trx: Knex, roomTypeId: number, nights: string[], rooms: number) {
  for (const night of nights) {
    await trx('inventory')
      .where({ slot: `${roomTypeId}:${night}` })
      .andWhere('rooms_booked', '>=', rooms)
      .decrement('rooms_booked', rooms)
  }
}

/** The nights a booking row holds. */
export const bookedNights = (booking: { arrival: unknown; departure: unknown }) =>
  stayNights(requiredDay(booking.arrival), requiredDay(booking.departure))
