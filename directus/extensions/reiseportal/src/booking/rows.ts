// The booking extension's tables as the database drivers hand their rows back (dates and decimals as the
// driver gives them: shared/db-values.ts makes them plain).
import type { PricedRoomType } from '../../../../../core/pricing'

export interface HotelRow {
  id: number
  name: string
  city: string | null
  stars: number | null
  check_in: string | null
  check_out: string | null
  tourist_tax: number | string | null
}

/** Room types hold plain integers on every driver, so the row is the priced type itself. */
export type RoomTypeRow = PricedRoomType

export interface RateRow {
  id: number
  room_type: number
  name: string
  board: string
  season_from: unknown
  season_to: unknown
  price_per_night: number | string
  free_cancellation_days: number | null
  min_nights: number | null
}

export interface InventoryRow {
  night: unknown
  rooms_booked: number | string
  closed: boolean | number
}

export interface FolderRow {
  id: string
  number: string
  email: string
  user: string | null
  status: string
  email_confirmed: unknown
  date_created: unknown
}

export interface BookingRow {
  id: string
  folder: string
  status: string
  hotel: number | null
  room_type: number
  rate: number | null
  board: string
  arrival: unknown
  departure: unknown
  rooms: number
  adults: number
  children_ages: unknown
  guests: unknown
  price_total: number | string
  price_breakdown: unknown
  payment_method: string
  arrival_time: string | null
  wishes: string | null
  free_cancellation_until: unknown
  date_created: unknown
}

export interface SegmentRow {
  id: string
  booking: string
  sort: number
  kind: string
  title: string
  start_date: unknown
  end_date: unknown
}
