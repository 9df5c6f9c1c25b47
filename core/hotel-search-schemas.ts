import { z } from 'zod'

import { tStay } from './copy/stay'
import { AMENITIES, BOARDS } from './hotel-codes'
import {
  isRealDate,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_NIGHTS,
  MAX_ROOMS,
  SLUG,
  SORTS,
  type SearchCriteria,
  type Stay,
} from './hotel-search'

// The zod schemas of the search's procedure inputs. Apart from `core/hotel-search.ts`, whose constants and
// date helpers the search islands import: they need neither zod nor the search's refusals.

/** A real calendar day in procedure inputs: an impossible one made PostgreSQL fail (a 500). */
export const calendarDay = z.string().refine(isRealDate, () => ({ message: tStay('search.dates.invalid') }))

/** A hotel theme's path (`wellness/ostsee`, any depth): lower-case words joined by slashes. */
export const themePath = z
  .string()
  .max(300)
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)

const codes = <Code extends string>(values: Record<Code, string>) =>
  z.enum(Object.keys(values) as [Code, ...Code[]])

/** A stay as the search parsed it: the input of the procedures that price it. */
export const staySchema = z.object({
  arrival: calendarDay,
  departure: calendarDay,
  nights: z.number().int().min(1).max(MAX_NIGHTS),
  rooms: z.number().int().min(1).max(MAX_ROOMS),
  adults: z.number().int().min(1).max(MAX_ADULTS),
  childrenAges: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_CHILDREN),
}) satisfies z.ZodType<Stay>

/** The search criteria that `parseSearchParams` makes of a URL: the input of `hotel.search`. */
export const searchCriteriaSchema = z.object({
  destination: z.string().max(200),
  stay: staySchema.nullable(),
  filters: z.object({
    priceMin: z.number().min(0).max(1_000_000).nullable(),
    priceMax: z.number().min(0).max(1_000_000).nullable(),
    starsMin: z.number().int().min(1).max(5).nullable(),
    ratingMin: z.number().min(0).max(10).nullable(),
    boards: z.array(codes(BOARDS)).max(10),
    amenities: z.array(codes(AMENITIES)).max(40),
    freeCancellation: z.boolean(),
    regions: z.array(z.string().regex(SLUG)).max(40),
  }),
  sort: z.enum(SORTS),
  page: z.number().int().min(1).max(100_000),
  view: z.enum(['liste', 'karte']),
}) satisfies z.ZodType<SearchCriteria>
