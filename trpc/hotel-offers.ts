// An offer of a hotel for a stay, as the search and hotel pages show it: computed in Directus by the
// catalogue extension with the booking's own pricing (core/pricing.ts), so that a price on the site is the
// price the booking charges; the site parses them (trpc/adapters/catalogue.ts).
export type { PricedOffer as Offer, Unavailable } from '../core/pricing'
