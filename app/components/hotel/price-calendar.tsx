import { formatPrice } from '~/lib/format'

import { tCommon } from '../../../core/copy/common'
import { tHotel } from '../../../core/copy/hotel'
import { tSearchForm } from '../../../core/copy/search-form'
import { stayQuery } from '../../../core/hotel-search'
import type { CalendarParty } from '../../../core/price-calendar'
import type { CalendarDay } from '../../../trpc/types'

const LOCALE = 'de-DE'
const month = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' })
const weekdayDay = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
const fullDay = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)

const UNAVAILABLE: Record<NonNullable<CalendarDay['unavailable']>, string> = {
  sold_out: tCommon('common.soldOut'),
  min_nights: tHotel('hotel.calendar.longer'),
  occupancy: tHotel('hotel.calendar.tooSmall'),
  no_match: tHotel('hotel.calendar.noPrice'),
}

function partyText({ nights, rooms, adults, children }: CalendarParty) {
  return [
    tCommon('common.nightCount', { count: nights }),
    tSearchForm('searchForm.roomCount', { count: rooms }),
    tCommon('common.adultCount', { count: adults }),
    children > 0 ? tCommon('common.childCount', { count: children }) : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/**
 * The lowest total of each of the next arrival days for the visitor's travellers and stay length, grouped by
 * month; a day with a price links to the page with those dates (a plain link, with or without JavaScript).
 */
export function PriceCalendar({
  hotelId,
  days,
  party,
  childrenAges,
  arrival,
}: {
  hotelId: number
  days: CalendarDay[]
  party: CalendarParty
  childrenAges: number[]
  /** the arrival the page shows now, marked as current */
  arrival: string | null
}) {
  if (days.length === 0 || days.every((day) => day.total === null && day.unavailable === 'no_match'))
    return null
  const months = new Map<string, CalendarDay[]>()
  for (const day of days) {
    const key = day.arrival.slice(0, 7)
    months.set(key, [...(months.get(key) ?? []), day])
  }
  const href = (day: CalendarDay) =>
    `/hotel/details/${hotelId}${stayQuery({
      arrival: day.arrival,
      departure: day.departure,
      nights: party.nights,
      rooms: party.rooms,
      adults: party.adults,
      childrenAges,
    })}#zimmer-preise`
  return (
    <section aria-labelledby="preiskalender">
      <h2 id="preiskalender" className="text-2xl font-bold">
        {tHotel('hotel.calendar.title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {tHotel('hotel.calendar.hint', { days: days.length, party: partyText(party) })}
      </p>
      {[...months.entries()].map(([key, monthDays]) => (
        <div key={key} className="mt-4">
          <h3 className="font-semibold">{month.format(utc(`${key}-01`))}</h3>
          <ol className="mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-6 lg:grid-cols-7">
            {monthDays.map((day) => {
              const label = (
                <>
                  <span className="block text-xs">{weekdayDay.format(utc(day.arrival))}</span>
                  <span className="sr-only">{` ${fullDay.format(utc(day.arrival))}: `}</span>
                </>
              )
              return (
                <li key={day.arrival} className="relative">
                  {day.total !== null ? (
                    <a
                      href={href(day)}
                      aria-current={day.arrival === arrival ? 'date' : undefined}
                      className="block rounded-lg bg-white px-1 py-1.5 text-center text-slate-900 ring-1 ring-slate-200 hover:ring-brand-dark aria-[current=date]:bg-brand-dark aria-[current=date]:text-white"
                    >
                      {label}
                      <span className="block text-sm font-semibold">
                        {formatPrice(day.total, { whole: true })}
                      </span>
                    </a>
                  ) : (
                    <p className="rounded-lg bg-slate-100 px-1 py-1.5 text-center text-slate-600">
                      {label}
                      <span className="block text-xs">{UNAVAILABLE[day.unavailable ?? 'no_match']}</span>
                    </p>
                  )}
                </li>
              )
            })}
          </ol>
        </div>
      ))}
    </section>
  )
}
