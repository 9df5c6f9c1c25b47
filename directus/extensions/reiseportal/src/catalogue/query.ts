import { tError } from '../../../../../core/copy/error'
import { MAX_ADULTS, MAX_CHILDREN, MAX_NIGHTS, MAX_ROOMS } from '../../../../../core/hotel-search'
import { stayNights } from '../../../../../core/pricing'
import { Refusal } from '../shared/refusal'

// The query string of a search or a hotel's page, checked.

export const SORTS = {
  empfohlen: [{ column: 'h.recommended_score', order: 'desc' }, 'h.id'],
  'preis-aufsteigend': ['h.price_from', 'h.id'],
  'preis-absteigend': [{ column: 'h.price_from', order: 'desc' }, 'h.id'],
  bewertung: [{ column: 'h.rating', order: 'desc' }, { column: 'h.review_count', order: 'desc' }, 'h.id'],
  sterne: [{ column: 'h.stars', order: 'desc' }, { column: 'h.rating', order: 'desc' }, 'h.id'],
} as const

export type Query = Record<string, unknown>

export const invalid = (what: string) =>
  new Refusal('invalid', tError('error.invalidSearch', { what }), { code: 'INVALID_QUERY' })

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const CODE = /^[a-z_]{1,40}$/

export function single(query: Query, name: string): string | undefined {
  const value = query[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw invalid(name)
  return value
}

function number(query: Query, name: string, min: number, max: number, { integer = false } = {}) {
  const value = single(query, name)
  if (value === undefined || value === '') return null
  const n = Number(value)
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) throw invalid(name)
  return n
}

function list(query: Query, name: string, pattern: RegExp, max: number) {
  const value = single(query, name)
  if (value === undefined || value === '') return null
  const items = value.split(',')
  if (items.length > max || !items.every((item) => pattern.test(item))) throw invalid(name)
  return items
}

export interface SearchStay {
  arrival: string
  departure: string
  last: string
  nights: string[]
  adults: number
  children: number
  rooms: number
  today: string
}

/**
 * A stay as the SQL and the pricing need it: arrival, departure, every night and the last one (ISO), the
 * travellers, and the day the site counts as today (its pages are kept per day); null without dates.
 */
export function parseStay(query: Query): SearchStay | null {
  const arrival = single(query, 'arrival')
  const departure = single(query, 'departure')
  if (arrival === undefined && departure === undefined) return null
  const days = (Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000
  if (
    arrival === undefined ||
    departure === undefined ||
    !ISO_DAY.test(arrival) ||
    !ISO_DAY.test(departure) ||
    !(days >= 1 && days <= MAX_NIGHTS)
  )
    throw invalid('arrival, departure')
  const today = single(query, 'today')
  if (today === undefined || !ISO_DAY.test(today)) throw invalid('today')
  const adults = number(query, 'adults', 1, MAX_ADULTS, { integer: true })
  if (adults === null) throw invalid('adults')
  const rooms = number(query, 'rooms', 1, MAX_ROOMS, { integer: true })
  if (rooms === null || rooms > adults) throw invalid('rooms')
  const nights = stayNights(arrival, departure)
  return {
    arrival,
    departure,
    last: nights.at(-1) ?? arrival,
    nights,
    adults,
    children: number(query, 'children', 0, MAX_CHILDREN, { integer: true }) ?? 0,
    rooms,
    today,
  }
}

export interface CalendarParty {
  nights: number
  adults: number
  children: number
  rooms: number
  today: string
}

/**
 * The price calendar's stay length and travellers (`calendar_nights`, `adults`, `children`, `rooms`, `today`);
 * null without `calendar_nights`.
 */
export function parseCalendar(query: Query): CalendarParty | null {
  const nights = number(query, 'calendar_nights', 1, MAX_NIGHTS, { integer: true })
  if (nights === null) return null
  const today = single(query, 'today')
  if (today === undefined || !ISO_DAY.test(today)) throw invalid('today')
  const adults = number(query, 'adults', 1, MAX_ADULTS, { integer: true }) ?? 2
  const rooms = number(query, 'rooms', 1, MAX_ROOMS, { integer: true }) ?? 1
  if (rooms > adults) throw invalid('rooms')
  const children = number(query, 'children', 0, MAX_CHILDREN, { integer: true }) ?? 0
  return { nights, adults, children, rooms, today }
}

export type Sort = keyof typeof SORTS

export function parseSearch(query: Query) {
  const text = single(query, 'text')
  if (text !== undefined && text.length > 200) throw invalid('text')
  const order = single(query, 'order') ?? 'empfohlen'
  if (!Object.hasOwn(SORTS, order)) throw invalid('order')
  return {
    regions: list(query, 'regions', /^\d{1,9}$/, 100)?.map(Number) ?? null,
    text: text?.trim() || null,
    priceMin: number(query, 'price_min', 0, 1_000_000),
    priceMax: number(query, 'price_max', 0, 1_000_000),
    starsMin: number(query, 'stars_min', 1, 5, { integer: true }),
    ratingMin: number(query, 'rating_min', 0, 10),
    boards: list(query, 'boards', CODE, 10) ?? [],
    amenities: list(query, 'amenities', CODE, 40) ?? [],
    freeCancellation: single(query, 'free_cancellation') === '1',
    order: order as Sort,
    page: number(query, 'page_no', 1, 100_000, { integer: true }) ?? 1,
    // the web server keeps the count of a search for a while and then asks for pages only
    count: single(query, 'count') !== '0',
    stay: parseStay(query),
  }
}

export type Search = ReturnType<typeof parseSearch>
