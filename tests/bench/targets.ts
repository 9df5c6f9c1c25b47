/**
 * What `npm run bench` measures. Edit this file when the pages change: every URL is built from data the
 * harness reads from the seeded Directus (`BenchData`), never hard-coded ids.
 */
import type { Stream, TrafficData } from './traffic'
import { todayInGermany } from '../../core/hotel-search'

export interface BenchData extends TrafficData {
  /** A published region with many hotels (the one with the most published hotels). */
  region: { id: number; name: string; slug: string; hotels: number }
  /** The top "recommended" published hotel of that region. */
  hotel: { id: number; name: string }
  /** Arrival 30 days and departure 37 days from today (Europe/Berlin), ISO dates. */
  arrival: string
  departure: string
  /** Published hotels in all. */
  publishedHotels: number
}

export interface LoadTarget {
  name: string
  description: string
  /** One URL, repeated by every request… */
  path?: (d: BenchData) => string
  /** …or every request a URL of its own, from a stream of varied traffic (tests/bench/traffic.ts). */
  varied?: Stream
  /**
   * What the page must show before it is measured, e.g. bookable offers: a page that renders without
   * them (data that does not fit the stay) is lighter than the real one and its figures mean nothing. For
   * varied traffic, on average over a sample of the stream's pages.
   */
  shows?: { text: string; atLeast: number }
}

/**
 * Load targets for autocannon (req/s, p50, p99). `bare` is the reference the other pages are compared
 * with: a page rendered through the same Remix request handler, root loader and shell as every page, but
 * without a route loader and so without Directus work of its own. The root loader's Directus reads
 * (translations, site settings, footer links) are served from the per-process TTL cache after the first
 * request, so in steady state `bare` costs: express middleware, session and security headers, the root
 * loader from cache, React server rendering of the shell, compression.
 *
 * `search` and `detail` are varied traffic (every request a search or stay nobody asked before, so the
 * result cache never answers); the `-repeated` targets ask for one URL again and again, which the result
 * cache answers after the first request.
 */
export const LOAD_TARGETS: LoadTarget[] = [
  {
    name: 'bare',
    description: 'bare Remix page: /wartungsarbeiten (shell only, no route loader, no Directus work)',
    path: () => '/wartungsarbeiten',
  },
  {
    name: 'search',
    description: 'search pages, each with its own region, stay, travellers, filters and sort',
    varied: 'search',
    shows: { text: '>Gesamtpreis für ', atLeast: 8 },
  },
  {
    name: 'search-repeated',
    description: 'one search page (destination, dates, 2 adults) again and again',
    path: (d) =>
      // the canonical query (2 adults are the default): anything else answers with a redirect to it
      `/hotel?${new URLSearchParams({ ziel: d.region.name, anreise: d.arrival, abreise: d.departure })}`,
    shows: { text: 'Gesamtpreis für 7 Nächte', atLeast: 10 },
  },
  {
    name: 'search-nodates',
    description: 'search page without any parameter',
    path: () => '/hotel',
  },
  {
    name: 'detail',
    description: 'hotel pages, each with its own hotel, stay and travellers',
    varied: 'detail',
    shows: { text: 'href="/hotel/buchen/', atLeast: 1 },
  },
  {
    name: 'detail-repeated',
    description: 'one hotel page with dates and 2 adults again and again',
    path: (d) =>
      `/hotel/details/${d.hotel.id}?${new URLSearchParams({ anreise: d.arrival, abreise: d.departure })}`,
    shows: { text: 'href="/hotel/buchen/', atLeast: 1 },
  },
]

export interface SearchProbe {
  name: string
  description: string
  /** 'web' = path on the web server (browser headers); 'directus' = path on Directus (static token). */
  on: 'web' | 'directus'
  /** The probe's request for one search page of the varied stream (a path with its query). */
  path: (searchPage: string, d: BenchData) => string
}

/**
 * Sequential probes for "the time per search at 100,000 hotels is at most 1.2× the time at 10,000": one
 * request at a time, so each figure is the latency of one search, not queueing. Each probe takes its own
 * searches from the varied stream (the same ones at every size), so none is answered from a cache.
 */
export const SEARCH_PROBES: SearchProbe[] = [
  {
    name: 'page',
    description: 'search page rendered on the server',
    on: 'web',
    path: (searchPage) => searchPage,
  },
  {
    name: 'catalogue',
    description:
      'the catalogue extension behind a search, straight to Directus: a page of published hotels of the region, each with its offer for the stay',
    on: 'directus',
    path: (searchPage, d) => {
      const search = new URL(searchPage, 'http://bench').searchParams
      const region = d.regions.find((r) => r.name === search.get('ziel'))
      const query = new URLSearchParams({
        regions: String(region?.id ?? 0),
        arrival: search.get('anreise') ?? '',
        departure: search.get('abreise') ?? '',
        adults: search.get('erwachsene') ?? '2',
        children: String(search.getAll('kind').length),
        rooms: search.get('zimmer') ?? '1',
        today: todayInGermany(),
      })
      return `/catalogue/hotels?${query}`
    },
  },
]
