import type { Hotel } from '../core/collections'

// Mappers for what Directus's REST API returns differently by database: decimals (numbers on SQLite,
// strings on PostgreSQL) become numbers here. The catalogue extension's answers are mapped where they are
// parsed (adapters/catalogue.ts).

type Decimal = number | string

const optionalDecimal = (value: Decimal | null | undefined) =>
  value === null || value === undefined ? null : Number(value)

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
