import type { inferProcedureOutput, inferRouterOutputs } from '@trpc/server'

import type { HttpRouter } from './http-router'
import type { AppRouter } from './router'

// The only module of trpc/ that browser code may import: types, erased at build time. The browser's
// client is typed against what /api/trpc serves (HttpRouter); loader data against the whole router.
export type { AppRouter, HttpRouter }
export type RouterOutputs = inferRouterOutputs<AppRouter>

export type HotelSearchPage = RouterOutputs['hotel']['search']
export type HotelResult = HotelSearchPage['hotels'][number]
export type HotelDetail = RouterOutputs['hotel']['detail']
export type Offer = NonNullable<HotelDetail['offers']>[number]
export type CalendarDay = NonNullable<HotelDetail['calendar']>[number]
export type HotelReviews = NonNullable<HotelDetail>['reviews']
// In-process output, as loaders pass it on: optional fields may hold undefined.
export type ResolvedBlock = NonNullable<inferProcedureOutput<AppRouter['page']['byPath']>>['blocks'][number]
// As the procedure returns it and loaders pass it on (an itinerary day's `overnight` may hold undefined).
export type { RoundTripDetail } from './round-trips'
export type EnquiryDeparture = RouterOutputs['roundTrip']['departure']
export type OwnEnquiry = RouterOutputs['enquiry']['mine'][number]
