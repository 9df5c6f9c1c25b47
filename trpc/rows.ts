import type { Hotel } from '../core/collections'

// One mapper per collection for what Directus returns differently by database or by query: decimals
// (numbers on SQLite, strings on PostgreSQL) become numbers here and nowhere else, and relations that a
// query did not expand stay ids.

type Decimal = number | string

const decimal = (value: Decimal) => Number(value)
const optionalDecimal = (value: Decimal | null | undefined) =>
  value === null || value === undefined ? null : Number(value)

/** The id of a many-to-one field, expanded or not. */
const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

type HotelDecimals = Partial<Pick<Hotel, 'rating' | 'tourist_tax' | 'price_from'>>

/** A hotel row with its decimals as numbers (rating, tourist tax per person and night, lowest price). */
export function hotelRow<Row extends HotelDecimals>(row: Row) {
  return {
    ...row,
    rating: optionalDecimal(row.rating),
    tourist_tax: optionalDecimal(row.tourist_tax) ?? 0,
    price_from: optionalDecimal(row.price_from),
  }
}

export function roomTypeRow<Row extends { hotel: number | { id: number } }>(row: Row) {
  return { ...row, hotel: idOf(row.hotel) }
}

export function rateRow<Row extends { room_type: number | { id: number }; price_per_night: Decimal }>(
  row: Row,
) {
  return { ...row, room_type: idOf(row.room_type), price_per_night: decimal(row.price_per_night) }
}

export function inventoryRow<Row extends { room_type: number | { id: number } }>(row: Row) {
  return { ...row, room_type: idOf(row.room_type) }
}

/** The lowest price of a round-trip variant per person, or null. */
export const variantPrice = (price: Decimal | null) => optionalDecimal(price)

/** A departure row with its prices as numbers and its variant as an id. */
export function departureRow<
  Row extends {
    price_per_person: Decimal
    single_supplement: Decimal | null
    variant: number | { id: number }
  },
>(row: Row) {
  return {
    ...row,
    variant: idOf(row.variant),
    price_per_person: decimal(row.price_per_person),
    single_supplement: optionalDecimal(row.single_supplement),
  }
}
