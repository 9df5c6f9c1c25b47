import { formatPrice } from '~/lib/format'

import { tHotel } from '../../../core/copy/hotel'
import { tSearch } from '../../../core/copy/search'
import type { Stay } from '../../../core/hotel-search'
import type { HotelDetail } from '../../../trpc/types'

/**
 * On phones, a bar at the bottom of the screen while the page is read: the stay's lowest total (or the price
 * per night from which the hotel starts, without dates) and a link to the rooms. It sticks to the bottom of
 * the page's main element, so at the end of the page it takes its own place instead of covering anything.
 */
export function StayBar({ hotel, stay }: { hotel: HotelDetail; stay: Stay | null }) {
  const cheapest = hotel.offers?.find((offer) => offer.available) ?? null
  const price = stay
    ? cheapest
      ? {
          amount: formatPrice(cheapest.total),
          note: tHotel('hotel.stayTotal', { count: stay.nights }),
        }
      : { amount: null, note: tHotel('hotel.noRoomsForDates') }
    : hotel.priceFrom !== null
      ? {
          amount: `ab ${formatPrice(hotel.priceFrom, { whole: true })}`,
          note: tSearch('search.perRoomNight'),
        }
      : null
  return (
    <section
      aria-label={tHotel('hotel.priceAndRooms')}
      className="sticky bottom-0 z-10 -mx-4 mt-8 sm:-mx-6 sm:px-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(15,23,42,0.08)] md:hidden"
    >
      <p className="min-w-0 leading-tight">
        {price?.amount && <strong className="block text-lg">{price.amount}</strong>}
        {price && <span className="block text-sm text-slate-600">{price.note}</span>}
      </p>
      <a
        href="#zimmer-preise"
        className="shrink-0 rounded-lg bg-brand-dark px-4 py-2.5 font-semibold text-white hover:bg-slate-900"
      >
        {tHotel('hotel.viewRooms')}
      </a>
    </section>
  )
}
