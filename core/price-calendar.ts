import { z } from 'zod'

import { MAX_ADULTS, MAX_CHILDREN, MAX_NIGHTS, MAX_ROOMS, type ParsedSearch } from './hotel-search'

// A hotel page's price calendar: the lowest total of the next arrival days for the visitor's travellers and
// stay length, priced by the catalogue from the same rates and inventory as the page's offers.

/** How many arrival days the calendar shows, from today on. */
export const CALENDAR_DAYS = 60
/** The stay length of the calendar when the visitor has not chosen dates. */
export const CALENDAR_NIGHTS = 2

export interface CalendarParty {
  nights: number
  rooms: number
  adults: number
  children: number
}

export const calendarPartySchema = z.object({
  nights: z.number().int().min(1).max(MAX_NIGHTS),
  rooms: z.number().int().min(1).max(MAX_ROOMS),
  adults: z.number().int().min(1).max(MAX_ADULTS),
  children: z.number().int().min(0).max(MAX_CHILDREN),
}) satisfies z.ZodType<CalendarParty>

/**
 * The calendar's party: the stay's when the URL has one; without dates the travellers of the URL (when they
 * are valid) for CALENDAR_NIGHTS nights; otherwise two adults in one room.
 */
export function calendarParty({ criteria: { stay }, values, errors }: ParsedSearch): CalendarParty {
  if (stay)
    return { nights: stay.nights, rooms: stay.rooms, adults: stay.adults, children: stay.childrenAges.length }
  const party = { nights: CALENDAR_NIGHTS, rooms: 1, adults: 2, children: 0 }
  if (errors.zimmer || errors.erwachsene || errors.kind) return party
  const rooms = values.zimmer === '' ? 1 : Number(values.zimmer)
  const adults = values.erwachsene === '' ? 2 : Number(values.erwachsene)
  const children = values.kind.filter((age) => age !== '').length
  const parsed = calendarPartySchema.safeParse({ ...party, rooms, adults, children })
  return parsed.success && rooms <= adults ? parsed.data : party
}
