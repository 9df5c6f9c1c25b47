import { addDays, daysBetween, type Stay } from '../core/hotel-search'

// Prices and availability of a stay (ARCHITECTURE §4): a rate is a price per room and night for one room
// type, board and season; inventory is sparse (a row only for nights with bookings or a closure), and
// rooms left = allotment − booked. Everything here is pure so that it can be tested without Directus.

export interface RoomTypeInput {
  id: number
  name: string
  max_adults: number
  max_children: number
  max_occupancy: number
  allotment: number
}

export interface RateInput {
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

export interface InventoryInput {
  room_type: number
  night: string
  rooms_booked: number
  closed: boolean
}

export type Unavailable = 'sold_out' | 'min_nights' | 'occupancy'

export interface Offer {
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

const round2 = (n: number) => Math.round(n * 100) / 100

/** Nights of a stay: arrival up to the night before departure. */
export function stayNights(stay: Pick<Stay, 'arrival' | 'departure'>): string[] {
  return Array.from({ length: daysBetween(stay.arrival, stay.departure) }, (_, i) => addDays(stay.arrival, i))
}

/** Whether a room type takes the travellers when they are spread evenly over the rooms. */
export function fitsOccupancy(roomType: RoomTypeInput, stay: Stay): boolean {
  const adults = Math.ceil(stay.adults / stay.rooms)
  const children = Math.ceil(stay.childrenAges.length / stay.rooms)
  return (
    adults <= roomType.max_adults &&
    children <= roomType.max_children &&
    adults + children <= roomType.max_occupancy
  )
}

/** Rooms of a type left on every night of the stay (a closed night counts as none left). */
export function roomsLeft(roomType: RoomTypeInput, nights: string[], inventory: InventoryInput[]): number {
  const byNight = new Map(
    inventory.filter((row) => row.room_type === roomType.id).map((row) => [row.night, row]),
  )
  let left = roomType.allotment
  for (const night of nights) {
    const row = byNight.get(night)
    const free = row ? (row.closed ? 0 : roomType.allotment - row.rooms_booked) : roomType.allotment
    left = Math.min(left, free)
  }
  return Math.max(0, left)
}

/**
 * Every offer (room type × tariff × board) for a stay, cheapest first. A tariff is offered when a rate of
 * it covers each night (a stay may span seasons); unavailable offers are kept with their reason so that
 * the detail page can say why. The total includes everything the guest must pay: rooms and tourist tax.
 */
export function computeOffers({
  stay,
  today,
  roomTypes,
  rates,
  inventory,
  touristTaxPerPersonNight,
}: {
  stay: Stay
  today: string
  roomTypes: RoomTypeInput[]
  rates: RateInput[]
  inventory: InventoryInput[]
  touristTaxPerPersonNight: number
}): Offer[] {
  const nights = stayNights(stay)
  const persons = stay.adults + stay.childrenAges.length
  const touristTax = round2(touristTaxPerPersonNight * persons * nights.length)
  const offers: Offer[] = []
  for (const roomType of roomTypes) {
    const tariffs = new Map<string, RateInput[]>()
    for (const rate of rates) {
      if (rate.room_type !== roomType.id) continue
      const key = `${rate.name}\u0000${rate.board}`
      tariffs.set(key, [...(tariffs.get(key) ?? []), rate])
    }
    const left = roomsLeft(roomType, nights, inventory)
    const fits = fitsOccupancy(roomType, stay)
    for (const tariffRates of tariffs.values()) {
      const perNight = nights.map((night) =>
        tariffRates.find((rate) => rate.season_from <= night && night <= rate.season_to),
      )
      if (perNight.some((rate) => rate === undefined)) continue
      const used = perNight as RateInput[]
      const first = used[0]!
      const minNights = Math.max(...used.map((rate) => rate.min_nights ?? 1))
      const cancellationDays = used.some((rate) => rate.free_cancellation_days === null)
        ? null
        : Math.max(...used.map((rate) => rate.free_cancellation_days ?? 0))
      const deadline = cancellationDays === null ? null : addDays(stay.arrival, -cancellationDays)
      const roomPrice = round2(used.reduce((sum, rate) => sum + rate.price_per_night, 0) * stay.rooms)
      const total = round2(roomPrice + touristTax)
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
        freeCancellationUntil: deadline !== null && deadline >= today ? deadline : null,
        minNights,
        rooms: stay.rooms,
        roomsLeft: left,
        roomPrice,
        touristTax,
        total,
        perNight: round2(total / nights.length),
        available: reason === null,
        reason,
      })
    }
  }
  return offers.sort((a, b) => Number(b.available) - Number(a.available) || a.total - b.total)
}

/** The offer a result list shows: the cheapest available one that passes the board and cancellation filters. */
export function bestOffer(
  offers: Offer[],
  { boards, freeCancellation }: { boards: readonly string[]; freeCancellation: boolean },
): Offer | null {
  return (
    offers.find(
      (offer) =>
        offer.available &&
        (boards.length === 0 || boards.includes(offer.board)) &&
        (!freeCancellation || offer.freeCancellationUntil !== null),
    ) ?? null
  )
}
