import type { inferRouterOutputs } from '@trpc/server'

import type { AppRouter } from './router'

// The only module of trpc/ that browser code may import: types, erased at build time.
export type { AppRouter }
export type RouterOutputs = inferRouterOutputs<AppRouter>

export type HotelSearchPage = RouterOutputs['hotel']['search']
export type HotelResult = HotelSearchPage['hotels'][number]
export type HotelDetail = RouterOutputs['hotel']['detail']
export type Offer = NonNullable<HotelDetail['offers']>[number]
export type ResolvedBlock = NonNullable<RouterOutputs['page']['byPath']>['blocks'][number]
export type RoundTripDetail = RouterOutputs['roundTrip']['detail']
export type EnquiryDeparture = RouterOutputs['roundTrip']['departure']
export type OwnEnquiry = RouterOutputs['enquiry']['mine'][number]
