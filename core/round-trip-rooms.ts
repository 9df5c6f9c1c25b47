import { tEnquiry } from './copy/enquiry'

// Rooms on a round trip: which room arrangements fit a party on a departure, and what the whole party
// pays. The departures table, the enquiry form and the enquiry endpoint in Directus price with this.
//
// Prices are per person: `pricePerPerson` in a double room, plus `singleSupplement` in a single room,
// less `tripleReduction` for each of three in a triple room (offered only where it is set), and
// `childPrice` for a child up to CHILD_PRICE_MAX_AGE in a family room with two adults (offered only where
// it is set). A child never sleeps in a room without an adult.

export const TRIP_ROOMS = {
  double: 'Doppelzimmer',
  single: 'Einzelzimmer',
  triple: 'Dreibettzimmer',
  family: 'Familienzimmer',
} as const
export type TripRoom = keyof typeof TRIP_ROOMS
export const TRIP_ROOM_KEYS = Object.keys(TRIP_ROOMS) as [TripRoom, ...TripRoom[]]

/** The oldest age at which a child in a family room pays the child price. */
export const CHILD_PRICE_MAX_AGE = 11

export interface DeparturePrices {
  pricePerPerson: number
  singleSupplement: number | null
  tripleReduction: number | null
  childPrice: number | null
}

export interface TripParty {
  adults: number
  childrenAges: readonly number[]
}

/** A room arrangement for the whole party: the rooms, what it costs in all, and how it reads. */
export interface RoomPlan {
  room: TripRoom
  /** How many rooms of each kind, e.g. { double: 1, single: 1 }. */
  rooms: Partial<Record<TripRoom, number>>
  total: number
  /** "1 Doppelzimmer + 1 Einzelzimmer" */
  label: string
}

const cents = (amount: number) => Math.round(amount * 100)

/** The kinds of room a departure offers at all: double rooms always, the others where they are priced. */
export function offeredRooms(prices: DeparturePrices): TripRoom[] {
  return TRIP_ROOM_KEYS.filter(
    (room) =>
      room === 'double' ||
      (room === 'single' && prices.singleSupplement !== null) ||
      (room === 'triple' && prices.tripleReduction !== null) ||
      (room === 'family' && prices.childPrice !== null),
  )
}

interface Part {
  rooms: Partial<Record<TripRoom, number>>
  cents: number
}

/**
 * The party in double rooms, one adult with each child; an odd one out, an adult, takes a single room
 * (priced only where the departure has a single supplement).
 */
function inDoubles(adults: number, children: number, prices: DeparturePrices): Part | null {
  const persons = adults + children
  if (children > adults) return null
  const doubles = Math.floor(persons / 2)
  const single = persons % 2
  if (single === 1 && prices.singleSupplement === null) return null
  return {
    rooms: { ...(doubles > 0 && { double: doubles }), ...(single > 0 && { single }) },
    cents: persons * cents(prices.pricePerPerson) + single * cents(prices.singleSupplement ?? 0),
  }
}

function plan(room: TripRoom, party: TripParty, prices: DeparturePrices): Part | null {
  const { adults } = party
  const children = party.childrenAges.length
  const perPerson = cents(prices.pricePerPerson)
  switch (room) {
    case 'double':
      return inDoubles(adults, children, prices)
    case 'single':
      if (children > 0 || prices.singleSupplement === null) return null
      return { rooms: { single: adults }, cents: adults * (perPerson + cents(prices.singleSupplement)) }
    case 'triple': {
      if (prices.tripleReduction === null || adults + children < 3) return null
      // as many children as may share it (two, with one adult), the rest in doubles
      const inTriple = Math.min(children, 2)
      const rest = inDoubles(adults - (3 - inTriple), children - inTriple, prices)
      if (adults < 3 - inTriple || !rest) return null
      return {
        rooms: { triple: 1, ...rest.rooms },
        cents: 3 * (perPerson - cents(prices.tripleReduction)) + rest.cents,
      }
    }
    case 'family': {
      if (prices.childPrice === null || adults < 2 || children === 0) return null
      // the two youngest children with two adults; the others in doubles
      const ages = [...party.childrenAges].sort((a, b) => a - b).slice(0, 2)
      const rest = inDoubles(adults - 2, children - ages.length, prices)
      if (!rest) return null
      const childCents = ages.reduce(
        (sum, age) => sum + (age <= CHILD_PRICE_MAX_AGE ? cents(prices.childPrice ?? 0) : perPerson),
        0,
      )
      return { rooms: { family: 1, ...rest.rooms }, cents: 2 * perPerson + childCents + rest.cents }
    }
  }
}

/** The rooms, the arrangement's own kind first: "1 Familienzimmer + 1 Doppelzimmer". */
const roomsLabel = (room: TripRoom, rooms: Partial<Record<TripRoom, number>>) =>
  [room, ...TRIP_ROOM_KEYS.filter((key) => key !== room)]
    .filter((key) => rooms[key])
    .map((key) => `${rooms[key]} ${TRIP_ROOMS[key]}`)
    .join(' + ')

/** The arrangement for `room`, or null where it does not fit the party or the departure does not offer it. */
export function roomPlan(room: TripRoom, party: TripParty, prices: DeparturePrices): RoomPlan | null {
  const part = plan(room, party, prices)
  return part && { room, rooms: part.rooms, total: part.cents / 100, label: roomsLabel(room, part.rooms) }
}

/**
 * Every arrangement that fits the party on the departure, in the order of TRIP_ROOMS; one adult's
 * "double room" is a single room and is listed once.
 */
export function roomPlans(party: TripParty, prices: DeparturePrices): RoomPlan[] {
  const plans: RoomPlan[] = []
  for (const room of TRIP_ROOM_KEYS) {
    const found = roomPlan(room, party, prices)
    if (found && !plans.some((other) => other.label === found.label)) plans.push(found)
  }
  return plans
}

/** The cheapest arrangement for the party (the first of equals), or null if none fits. */
export function cheapestPlan(party: TripParty, prices: DeparturePrices): RoomPlan | null {
  return roomPlans(party, prices).reduce<RoomPlan | null>(
    (best, candidate) => (best === null || candidate.total < best.total ? candidate : best),
    null,
  )
}

/** Why a room wish does not fit, in German; null if it fits. */
export function roomRefusal(room: TripRoom, party: TripParty, prices: DeparturePrices): string | null {
  if (roomPlan(room, party, prices)) return null
  const offered = roomPlans(party, prices).map((found) => TRIP_ROOMS[found.room])
  return offered.length > 0
    ? tEnquiry('enquiry.refusal.roomNotOffered', { room: TRIP_ROOMS[room], offered: offered.join(', ') })
    : tEnquiry('enquiry.refusal.noRooms')
}
