// An offer of a hotel for a stay (ARCHITECTURE §4): a room type with a tariff (rate name and board), priced
// for every night with the rate of its season, with the rooms left (allotment − booked on every night) and
// why it cannot be booked, if it cannot. Offers are computed in Directus, by the catalogue extension with
// the booking's own pricing (directus/extensions/booking/pricing.js `stayOffers`), so that a price on the
// site is the price the booking charges; the site parses them (trpc/adapters/catalogue.ts).

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
