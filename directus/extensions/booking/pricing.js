// Prices and availability of a stay: the site's offers (`stayOffers`, which the catalogue extension answers
// to the search and hotel pages) and the booking's quote (`quoteOffer`) are computed here, and
// tests/unit/offer-pricing.test.ts checks that every offer quotes as listed. A tariff is a rate name and
// board of one room type; each night costs the rate of its season; rooms left = allotment − booked on every
// night (a closed night has none); the tourist tax is per person and night.

const round2 = (n) => Math.round(n * 100) / 100

// A search asks for the same few cancellation deadlines of one arrival a hundred times.
const shiftedDays = new Map()

export function addDays(iso, days) {
  const key = `${iso}|${days}`
  let day = shiftedDays.get(key)
  if (day === undefined) {
    const date = new Date(`${iso}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    day = date.toISOString().slice(0, 10)
    if (shiftedDays.size >= 20_000) shiftedDays.clear()
    shiftedDays.set(key, day)
  }
  return day
}

export function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function stayNights(arrival, departure) {
  const nights = []
  const date = new Date(`${arrival}T00:00:00Z`)
  for (let i = daysBetween(arrival, departure); i > 0; i--) {
    nights.push(date.toISOString().slice(0, 10))
    date.setUTCDate(date.getUTCDate() + 1)
  }
  return nights
}

/**
 * `date` values from the database as ISO days. SQLite may hand back epoch milliseconds (midnight UTC) or
 * text; PostgreSQL's driver hands back a Date at midnight in the server's time zone, so its day is the
 * local one (in Berlin, the UTC day would be the day before).
 */
export function isoDay(value) {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return epochDay(value)
  if (value instanceof Date) {
    const pad = (n) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return String(value).slice(0, 10)
}

// A search page converts a few hundred season and night dates, most of them the same few dozen days.
const epochDays = new Map()
function epochDay(ms) {
  let day = epochDays.get(ms)
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10)
    if (epochDays.size < 20_000) epochDays.set(ms, day)
  }
  return day
}

/** A `date` value as Directus stores it: epoch milliseconds on SQLite, the ISO day elsewhere. */
export function dbDate(knex, iso) {
  return knex.client.config.client === 'sqlite3' ? Date.parse(`${iso}T00:00:00Z`) : iso
}

export function fitsOccupancy(roomType, stay) {
  return fitsParty(roomType, stay.adults, stay.childrenAges.length, stay.rooms)
}

/** Whether a room type takes the travellers when they are spread evenly over the rooms. */
function fitsParty(roomType, allAdults, allChildren, rooms) {
  const adults = Math.ceil(allAdults / rooms)
  const children = Math.ceil(allChildren / rooms)
  return (
    adults <= roomType.max_adults &&
    children <= roomType.max_children &&
    adults + children <= roomType.max_occupancy
  )
}

export function roomsLeft(allotment, nights, inventory) {
  const byNight = new Map(inventory.map((row) => [isoDay(row.night), row]))
  let left = allotment
  for (const night of nights) {
    const row = byNight.get(night)
    const free = row ? (row.closed ? 0 : allotment - Number(row.rooms_booked)) : allotment
    left = Math.min(left, free)
  }
  return Math.max(0, left)
}

/**
 * The terms of a tariff for a stay, from the rate of each night: the longest minimum stay, and the last day
 * of free cancellation (null when a night is not refundable or the day has passed).
 */
function tariffTerms(perNight, arrival, today) {
  const minNights = Math.max(...perNight.map((rate) => rate.min_nights ?? 1))
  const cancellationDays = perNight.some((rate) => rate.free_cancellation_days === null)
    ? null
    : Math.max(...perNight.map((rate) => rate.free_cancellation_days ?? 0))
  const deadline = cancellationDays === null ? null : addDays(arrival, -cancellationDays)
  return { minNights, freeCancellationUntil: deadline !== null && deadline >= today ? deadline : null }
}

/**
 * Every offer (room type × tariff × board) of one hotel for a stay, cheapest available first, in the shape
 * of trpc/hotel-offers.ts `Offer`. A tariff is offered when a rate of it covers each night (a stay may span
 * seasons); unavailable offers are kept with their reason so that the hotel's page can say why. The total
 * is everything the guest pays: rooms and tourist tax. Rates and inventory come grouped by room type, their
 * days ISO.
 */
export function stayOffers({ stay, today, roomTypes, ratesByRoomType, inventoryByRoomType, touristTax }) {
  // a search prices 20 hotels for one stay: its nights (ISO) may come with it
  const nights = stay.nights ?? stayNights(stay.arrival, stay.departure)
  const persons = stay.adults + stay.children
  const tax = round2((touristTax ?? 0) * persons * nights.length)
  const offers = []
  for (const roomType of roomTypes) {
    const tariffs = new Map()
    for (const rate of ratesByRoomType.get(roomType.id) ?? []) {
      const key = `${rate.name}\u0000${rate.board}`
      const tariff = tariffs.get(key)
      if (tariff) tariff.push(rate)
      else tariffs.set(key, [rate])
    }
    if (tariffs.size === 0) continue
    const left = roomsLeft(roomType.allotment, nights, inventoryByRoomType.get(roomType.id) ?? [])
    const fits = fitsParty(roomType, stay.adults, stay.children, stay.rooms)
    for (const tariff of tariffs.values()) {
      const used = nights.map((night) =>
        tariff.find((rate) => rate.season_from <= night && night <= rate.season_to),
      )
      if (used.some((rate) => rate === undefined)) continue
      const first = used[0]
      const { minNights, freeCancellationUntil } = tariffTerms(used, stay.arrival, today)
      const roomPrice = round2(used.reduce((sum, rate) => sum + rate.price_per_night, 0) * stay.rooms)
      const total = round2(roomPrice + tax)
      const reason = !fits
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

/** The offer a result list shows: the cheapest available one that passes the board and cancellation filters, or why there is none. */
export function shownOffer(offers, { boards, freeCancellation }) {
  const offer = offers.find(
    (candidate) =>
      candidate.available &&
      (boards.length === 0 || boards.includes(candidate.board)) &&
      (!freeCancellation || candidate.freeCancellationUntil !== null),
  )
  if (offer) return { offer, unavailable: null }
  const unavailable =
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

export class Refusal extends Error {
  constructor(status, code, message, extensions = {}) {
    super(message)
    this.status = status
    this.code = code
    this.extensions = extensions
  }
}

/**
 * The quote of one offer (the tariff of `rate` for the stay), from rows read in the caller's transaction.
 * Throws a Refusal (400) when the offer cannot be booked as asked; sold-out nights are not a refusal here
 * but `rooms_left` below the rooms asked for.
 */
export function quoteOffer({ hotel, roomType, rate, rates, inventory, stay, today }) {
  if (stay.arrival < today)
    throw new Refusal(400, 'INVALID_DATES', 'Das Anreisedatum liegt in der Vergangenheit.')
  const nights = stayNights(stay.arrival, stay.departure)
  if (nights.length < 1) throw new Refusal(400, 'INVALID_DATES', 'Die Abreise muss nach der Anreise liegen.')
  if (nights.length > 30)
    throw new Refusal(400, 'INVALID_DATES', 'Ein Aufenthalt kann höchstens 30 Nächte dauern.')
  if (!fitsOccupancy(roomType, stay)) {
    throw new Refusal(
      400,
      'OCCUPANCY',
      'So viele Reisende passen nicht in diese Zimmer. Bitte wählen Sie mehr Zimmer.',
    )
  }
  const tariff = rates.filter((candidate) => candidate.name === rate.name && candidate.board === rate.board)
  const perNight = nights.map((night) =>
    tariff.find(
      (candidate) => isoDay(candidate.season_from) <= night && night <= isoDay(candidate.season_to),
    ),
  )
  if (perNight.some((candidate) => candidate === undefined) || perNight[0].id !== rate.id) {
    throw new Refusal(400, 'NO_RATE', 'Für diesen Zeitraum gibt es diesen Tarif nicht.')
  }
  const { minNights, freeCancellationUntil } = tariffTerms(perNight, stay.arrival, today)
  if (nights.length < minNights) {
    throw new Refusal(400, 'MIN_NIGHTS', `Dieser Tarif gilt ab ${minNights} Nächten.`)
  }
  const persons = stay.adults + stay.childrenAges.length
  const touristTax = round2(Number(hotel.tourist_tax ?? 0) * persons * nights.length)
  const nightly = nights.map((night, i) => ({ night, price: round2(Number(perNight[i].price_per_night)) }))
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
