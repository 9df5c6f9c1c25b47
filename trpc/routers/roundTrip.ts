import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { tError } from '../../core/copy/error'
import { todayInGermany } from '../../core/hotel-search'
import { TRIP_SLUG } from '../../core/round-trips'
import { publicProcedure, router } from '../init'
import { cachedContent } from '../preview'
import { enquiryDeparture, roundTripDetail } from '../round-trips'
import { roundTripTeasers } from '../teasers'

const TEASER_TTL_MS = 60_000
const DETAIL_TTL_MS = 30_000

export const roundTripRouter = router({
  /**
   * Featured round trips, each with the length, lowest price and next departures with seats of the variant
   * its card opens.
   */
  featured: publicProcedure
    .input(z.object({ limit: z.number().int().min(1).max(24).default(4) }).default({}))
    .query(({ ctx, input }) => {
      const today = todayInGermany()
      return cachedContent(ctx, `round-trips-featured:${today}:${input.limit}`, TEASER_TTL_MS, () =>
        roundTripTeasers(ctx, { limit: input.limit, today }),
      )
    }),

  /** A variant's page: trip, itinerary, services, route, the trip's variants and the offered departures. */
  detail: publicProcedure
    .input(z.object({ slug: z.string().max(200).regex(TRIP_SLUG) }))
    .query(async ({ ctx, input }) => {
      const today = todayInGermany()
      // Seats may be half a minute old here; the enquiry checks the departure again.
      const detail = await cachedContent(ctx, `round-trip:${today}:${input.slug}`, DETAIL_TTL_MS, () =>
        roundTripDetail(ctx, input.slug, today),
      )
      if (!detail)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: tError('error.tripNotFound', { slug: input.slug }),
        })
      return detail
    }),

  /** A departure for the enquiry page, with whether it is still offered (begun or cancelled ones are not). */
  departure: publicProcedure
    .input(z.object({ id: z.number().int().min(1).max(2_147_483_647) }))
    .query(async ({ ctx, input }) => {
      const found = await enquiryDeparture(ctx, input.id, todayInGermany())
      if (!found)
        throw new TRPCError({
          code: 'NOT_FOUND',
          message: tError('error.departureNotFound', { id: input.id }),
        })
      return found
    }),
})
