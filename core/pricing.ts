import { tBooking } from './copy/booking'
import { tStay } from './copy/stay'
import { addDays, daysBetween, MAX_NIGHTS } from './hotel-search'

// Prices and availability of a stay: the offers the search and hotel pages show (`stayOffers`, answered by
// the catalogue extension in Directus) and a booking's quote (`quoteOffer`, the booking extension) are
// computed here, once; tests/unit/offer-pricing.test.ts checks that every offer quotes as listed. A tariff
// is a rate name and board of one room type; each night costs the rate of its season; rooms left =
// allotment − booked on every night (a closed night has none); the tourist tax is per person and night.
// Every date here is an ISO day and every price a number: the callers convert database values first.

export interface PricedRoomType {
  id: number
  name: string
  max_adults: number
  max_children: number
  max_occupancy: number
  allotment: number
}

export interface PricedRate {
  id: number
  name: string
  board: string
  season_from: string
  season_to: string
  price_per_night: number
  free_cancellation_days: number | null
  min_nights: number | null
}

export interface InventoryNight {
  night: string
  rooms_booked: number
  closed: boolean
}

export type Unavailable = 'sold_out' | 'min_nights' | 'occupancy'

/**
 * An offer of a hotel for a stay: a room type with a tariff (rate name and board), priced for every night
 * with the rate of its season, with the rooms left and why it cannot be booked, if it cannot. The site
 * parses the catalogue's answers into it (trpc/adapters/catalogue.ts), so that a price on the site is the
 * price the booking charges.
 */
export interface PricedOffer {
  roomTypeId: number
  roomTypeName: string
  /** the rate of the first night; the booking page takes it as the offer's key */
  rateId: number
  rateName: string
  board: string
  /** last day of free cancellation (ISO), null when not refundable (any more) */
  freeCancellationUntil: string | null
  minNights: number
  rooms: number
  roomsLeft: number
  /** price of all rooms for all nights */
  roomPrice: number
  touristTax: number
  total: number
  perNight: number
  available: boolean
  reason: Unavailable | null
}

/** Why an offer cannot be quoted as asked; `code` is the booking endpoint's error code. */
export class QuoteRefusal extends Error {
  constructor(
    readonly code: 'INVALID_DATES' | 'OCCUPANCY' | 'NO_RATE' | 'MIN_NIGHTS',
    message: string,
  ) {
    super(message)
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The nights of a stay (ISO days), from the arrival to the night before departure. */
export function stayNights(arrival: string, departure: string): string[] {
  const nights: string[] = []
  const date = new Date(`${arrival}T00:00:00Z`)
  for (let i = daysBetween(arrival, departure); i > 0; i--) {
    nights.push(date.toISOString().slice(0, 10))
    date.setUTCDate(date.getUTCDate() + 1)
  }
  return nights
}

/** Whether a room type takes the travellers when they are spread evenly over the rooms. */
export function fitsParty(
  roomType: Pick<PricedRoomType, 'max_adults' | 'max_children' | 'max_occupancy'>,
  allAdults: number,
  allChildren: number,
  rooms: number,
) {
  const adults = Math.ceil(allAdults / rooms)
  const children = Math.ceil(allChildren / rooms)
  return (
    adults <= roomType.max_adults &&
    children <= roomType.max_children &&
    adults + children <= roomType.max_occupancy
  )
}

/**
 * Each inventory list by night, kept while the list lives: a price calendar prices 60 stays from one list.
 * Callers read their lists per request and never change them.
 */
const inventoryByNight = new WeakMap<InventoryNight[], Map<string, InventoryNight>>()

/** The fewest rooms left on any night of the stay (a night without a row has the whole allotment). */
export function roomsLeft(allotment: number, nights: string[], inventory: InventoryNight[]): number {
  let byNight = inventoryByNight.get(inventory)
  if (!byNight) {
    byNight = new Map(inventory.map((row) => [row.night, row]))
    inventoryByNight.set(inventory, byNight)
  }
  let left = allotment
  for (const night of nights) {
    const row = byNight.get(night)
    const free = row ? (row.closed ? 0 : allotment - row.rooms_booked) : allotment
    left = Math.min(left, free)
  }
  return Math.max(0, left)
}

/**
 * The terms of a tariff for a stay, from the rate of each night: the longest minimum stay, and the last day
 * of free cancellation (null when a night is not refundable or the day has passed).
 */
function tariffTerms(perNight: PricedRate[], arrival: string, today: string) {
  const minNights = Math.max(...perNight.map((rate) => rate.min_nights ?? 1))
  const cancellationDays = perNight.some((rate) => rate.free_cancellation_days === null)
    ? null
    : Math.max(...perNight.map((rate) => rate.free_cancellation_days ?? 0))
  const deadline = cancellationDays === null ? null : addDays(arrival, -cancellationDays)
  return { minNights, freeCancellationUntil: deadline !== null && deadline >= today ? deadline : null }
}

/** The rate of each night for one tariff (undefined where no rate of it covers the night). */
const ratesPerNight = (tariff: PricedRate[], nights: string[]) =>
  nights.map((night) => tariff.find((rate) => rate.season_from <= night && night <= rate.season_to))

const covered = (rates: (PricedRate | undefined)[]): rates is PricedRate[] =>
  rates.every((rate) => rate !== undefined)

/** A search's stay: the travellers as counts, and its nights when the caller has them already. */
export interface OfferStay {
  arrival: string
  departure: string
  adults: number
  children: number
  rooms: number
  nights?: string[]
}

/** Each rate list's tariffs, kept while the list lives (as `inventoryByNight`). */
const tariffsByRates = new WeakMap<PricedRate[], PricedRate[][]>()

function tariffsOf(rates: PricedRate[]): PricedRate[][] {
  const known = tariffsByRates.get(rates)
  if (known) return known
  const tariffs = new Map<string, PricedRate[]>()
  for (const rate of rates) {
    const key = `${rate.name}\u0000${rate.board}`
    const tariff = tariffs.get(key)
    if (tariff) tariff.push(rate)
    else tariffs.set(key, [rate])
  }
  const list = [...tariffs.values()]
  tariffsByRates.set(rates, list)
  return list
}

/**
 * Every offer (room type × tariff × board) of one hotel for a stay, cheapest available first. A tariff is
 * offered when a rate of it covers each night (a stay may span seasons); unavailable offers are kept with
 * their reason so that the hotel's page can say why. The total is everything the guest pays: rooms and
 * tourist tax.
 */
export function stayOffers({
  stay,
  today,
  roomTypes,
  ratesByRoomType,
  inventoryByRoomType,
  touristTax,
}: {
  stay: OfferStay
  today: string
  roomTypes: PricedRoomType[]
  ratesByRoomType: Map<number, PricedRate[]>
  inventoryByRoomType: Map<number, InventoryNight[]>
  touristTax: number | null
}): PricedOffer[] {
  // a search prices 20 hotels for one stay: its nights may come with it
  const nights = stay.nights ?? stayNights(stay.arrival, stay.departure)
  const tax = round2((touristTax ?? 0) * (stay.adults + stay.children) * nights.length)
  const offers: PricedOffer[] = []
  for (const roomType of roomTypes) {
    const tariffs = tariffsOf(ratesByRoomType.get(roomType.id) ?? [])
    if (tariffs.length === 0) continue
    const left = roomsLeft(roomType.allotment, nights, inventoryByRoomType.get(roomType.id) ?? [])
    const fits = fitsParty(roomType, stay.adults, stay.children, stay.rooms)
    for (const tariff of tariffs) {
      const used = ratesPerNight(tariff, nights)
      const first = used[0]
      if (!covered(used) || first === undefined) continue
      const { minNights, freeCancellationUntil } = tariffTerms(used, stay.arrival, today)
      const roomPrice = round2(used.reduce((sum, rate) => sum + rate.price_per_night, 0) * stay.rooms)
      const total = round2(roomPrice + tax)
      const reason: Unavailable | null = !fits
        ? 'occupancy'
        : nights.length < minNights
          ? 'min_nights'
          : left < stay.rooms
            ? 'sold_out'
            : null
      offers.push({
        roomTypeId: roomType.id,
        roomTypeName: roomType.name,
        rateId: first.id,
        rateName: first.name,
        board: first.board,
        freeCancellationUntil,
        minNights,
        rooms: stay.rooms,
        roomsLeft: left,
        roomPrice,
        touristTax: tax,
        total,
        perNight: round2(total / nights.length),
        available: reason === null,
        reason,
      })
    }
  }
  return offers.sort((a, b) => Number(b.available) - Number(a.available) || a.total - b.total)
}

export type NoOffer = 'sold_out' | 'occupancy' | 'min_nights' | 'no_match'

/** The offer a result list shows: the cheapest available one that passes the board and cancellation filters, or why there is none. */
export function shownOffer(
  offers: PricedOffer[],
  { boards, freeCancellation }: { boards: string[]; freeCancellation: boolean },
): { offer: PricedOffer; unavailable: null } | { offer: null; unavailable: NoOffer } {
  const offer = offers.find(
    (candidate) =>
      candidate.available &&
      (boards.length === 0 || boards.includes(candidate.board)) &&
      (!freeCancellation || candidate.freeCancellationUntil !== null),
  )
  if (offer) return { offer, unavailable: null }
  const unavailable: NoOffer =
    offers.length === 0
      ? 'no_match'
      : offers.some((candidate) => candidate.reason === 'sold_out')
        ? 'sold_out'
        : offers.every((candidate) => candidate.reason === 'occupancy')
          ? 'occupancy'
          : offers.some((candidate) => candidate.reason === 'min_nights')
            ? 'min_nights'
            : 'no_match'
  return { offer: null, unavailable }
}

/** A booking's stay: the children with their ages. */
export interface BookingStay {
  arrival: string
  departure: string
  rooms: number
  adults: number
  childrenAges: number[]
}

export interface QuotedHotel {
  id: number
  name: string
  city: string | null
  stars: number | null
  check_in?: string | null
  check_out?: string | null
  tourist_tax: number | null
}

/** The checks of a stay before any rate is looked at; throws a QuoteRefusal. */
function checkStay(roomType: PricedRoomType, stay: BookingStay, nights: string[], today: string) {
  if (stay.arrival < today) throw new QuoteRefusal('INVALID_DATES', tStay('search.dates.arrivalPast'))
  if (nights.length < 1) throw new QuoteRefusal('INVALID_DATES', tStay('search.dates.departureBeforeArrival'))
  if (nights.length > MAX_NIGHTS)
    throw new QuoteRefusal('INVALID_DATES', tStay('search.dates.tooManyNights', { max: MAX_NIGHTS }))
  if (!fitsParty(roomType, stay.adults, stay.childrenAges.length, stay.rooms)) {
    throw new QuoteRefusal('OCCUPANCY', tBooking('booking.refusal.tooManyTravellers'))
  }
}

/**
 * The quote of one offer (the tariff of `rate` for the stay), from rows read in the caller's transaction.
 * Throws a QuoteRefusal when the offer cannot be booked as asked; sold-out nights are not a refusal here
 * but `rooms_left` below the rooms asked for.
 */
export function quoteOffer({
  hotel,
  roomType,
  rate,
  rates,
  inventory,
  stay,
  today,
}: {
  hotel: QuotedHotel
  roomType: PricedRoomType
  rate: PricedRate
  rates: PricedRate[]
  inventory: InventoryNight[]
  stay: BookingStay
  today: string
}) {
  const nights = stayNights(stay.arrival, stay.departure)
  checkStay(roomType, stay, nights, today)
  const tariff = rates.filter((candidate) => candidate.name === rate.name && candidate.board === rate.board)
  const perNight = ratesPerNight(tariff, nights)
  if (!covered(perNight) || perNight[0]?.id !== rate.id) {
    throw new QuoteRefusal('NO_RATE', tBooking('booking.refusal.noRate'))
  }
  const { minNights, freeCancellationUntil } = tariffTerms(perNight, stay.arrival, today)
  if (nights.length < minNights) {
    throw new QuoteRefusal('MIN_NIGHTS', tBooking('booking.refusal.minNights', { minNights }))
  }
  const persons = stay.adults + stay.childrenAges.length
  const touristTax = round2((hotel.tourist_tax ?? 0) * persons * nights.length)
  const nightly = nights.map((night, i) => ({ night, price: round2(perNight[i]?.price_per_night ?? 0) }))
  const roomPrice = round2(nightly.reduce((sum, night) => sum + night.price, 0) * stay.rooms)
  return {
    hotel: {
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      stars: hotel.stars,
      check_in: hotel.check_in,
      check_out: hotel.check_out,
    },
    room_type: { id: roomType.id, name: roomType.name },
    rate: { id: rate.id, name: rate.name, board: rate.board },
    arrival: stay.arrival,
    departure: stay.departure,
    nights: nights.length,
    rooms: stay.rooms,
    adults: stay.adults,
    children_ages: stay.childrenAges,
    nightly,
    room_price: roomPrice,
    tourist_tax: touristTax,
    total: round2(roomPrice + touristTax),
    free_cancellation_until: freeCancellationUntil,
    rooms_left: roomsLeft(roomType.allotment, nights, inventory),
  }
}

export type Quote = ReturnType<typeof quoteOffer>
