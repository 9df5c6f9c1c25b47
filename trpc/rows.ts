import type { Hotel } from '../core/collections'

// Mappers for what Directus's REST API returns differently by database or by query: decimals (numbers on
// SQLite, strings on PostgreSQL) become numbers here, and relations that a query did not expand stay ids.
// The catalogue extension's answers are mapped where they are parsed (adapters/catalogue.ts).

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

/** The lowest price of a round-trip variant per person, or null. */
export const variantPrice = (price: Decimal | null) => optionalDecimal(price)

/** A departure row with its prices as numbers and its variant as an id. */
export function departureRow<
  Row extends {
    price_per_person: Decimal
    single_supplement: Decimal | null
    triple_reduction: Decimal | null
    child_price: Decimal | null
    variant: number | { id: number }
  },
>(row: Row) {
  return {
    ...row,
    variant: idOf(row.variant),
    price_per_person: decimal(row.price_per_person),
    single_supplement: optionalDecimal(row.single_supplement),
    triple_reduction: optionalDecimal(row.triple_reduction),
    child_price: optionalDecimal(row.child_price),
  }
}
