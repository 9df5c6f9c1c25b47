import { tRoundTrip } from './copy/round-trip'
// Round trips: which departures the site still offers, what their availability says, and the
// tabs of the second detail presentation.

export type DepartureStatus = 'bookable' | 'few_seats' | 'sold_out' | 'cancelled'

/** With this many seats left or fewer a departure counts as "wenige Plätze", whatever its status says. */
export const FEW_SEATS = 3

interface DepartureState {
  startDate: string
  status: DepartureStatus
  seatsLeft: number | null
}

/**
 * Whether the site offers a departure (lists it, takes enquiries): not cancelled and not yet begun; a
 * departure that starts today is gone too.
 */
export const isOffered = (departure: Pick<DepartureState, 'startDate' | 'status'>, today: string) =>
  departure.status !== 'cancelled' && departure.startDate > today

export type Availability = 'bookable' | 'few_seats' | 'sold_out'

export const GUARANTEED_LABEL = tRoundTrip('roundTrip.guaranteed')

/** What the visitor is told about a departure's seats; a full one offers the waiting list. */
export function availability(departure: Pick<DepartureState, 'status' | 'seatsLeft'>): Availability {
  if (departure.status === 'sold_out' || departure.seatsLeft === 0) return 'sold_out'
  if (departure.status === 'few_seats' || (departure.seatsLeft !== null && departure.seatsLeft <= FEW_SEATS))
    return 'few_seats'
  return 'bookable'
}

/** "noch 12 Plätze frei", "nur noch 1 Platz frei"; nothing when the seats are unknown or gone. */
export function seatsText(departure: Pick<DepartureState, 'status' | 'seatsLeft'>): string | null {
  const seats = departure.seatsLeft
  if (seats === null || availability(departure) === 'sold_out') return null
  return availability(departure) === 'few_seats'
    ? tRoundTrip('roundTrip.fewSeatsLeft', { count: seats })
    : tRoundTrip('roundTrip.seatsLeft', { count: seats })
}

/** The tabs of /rundreisen/reise2/{slug}: plain links with `?reiter=…`, so they work without JavaScript. */
export const TRIP_TABS = [
  ['ueberblick', tRoundTrip('roundTrip.tab.overview')],
  ['reiseverlauf', tRoundTrip('roundTrip.tab.itinerary')],
  ['leistungen', tRoundTrip('roundTrip.tab.services')],
  ['termine', tRoundTrip('roundTrip.tab.dates')],
] as const
export type TripTab = (typeof TRIP_TABS)[number][0]

const isTripTab = (value: string): value is TripTab => TRIP_TABS.some(([key]) => key === value)

/** The tab a `reiter` value names; the first tab for none or an unknown one. */
export function tripTab(value: string | null): TripTab {
  return value !== null && isTripTab(value) ? value : 'ueberblick'
}

/** A slug as editors write them: lower-case words with hyphens. Anything else is no round trip. */
export const TRIP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
