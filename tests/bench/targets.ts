/**
 * What `npm run bench` measures. Edit this file when the pages change: every URL is built from data the
 * harness reads from the seeded Directus (`BenchData`), never hard-coded ids.
 */

export interface BenchData {
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
  path: (d: BenchData) => string
  /**
   * What the page must show before it is measured, e.g. bookable offers: a page that renders without
   * them (data that does not fit the stay) is lighter than the real one and its figures mean nothing.
   */
  shows?: { text: string; atLeast: number }
}

/**
 * Load targets for autocannon (req/s, p50, p99). `bare` is the reference the search page is compared
 * with: a page rendered through the same Remix request handler, root loader and shell as every page, but
 * without a route loader and so without Directus work of its own. The root loader's Directus reads
 * (translations, site settings, footer links) are served from the per-process TTL cache after the first
 * request, so in steady state `bare` costs: express middleware, session and security headers, the root
 * loader from cache, React server rendering of the shell, compression.
 */
export const LOAD_TARGETS: LoadTarget[] = [
  {
    name: 'bare',
    description: 'bare Remix page: /wartungsarbeiten (shell only, no route loader, no Directus work)',
    path: () => '/wartungsarbeiten',
  },
  {
    name: 'search',
    description: 'search page with destination, dates and 2 adults',
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
    description: 'hotel detail page with dates and 2 adults',
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
  path: (d: BenchData) => string
}

/**
 * Sequential probes for "search time with 100,000 hotels is at most 2× the time with 10,000": one request
 * at a time, so each figure is the latency of one search, not queueing.
 */
export const SEARCH_PROBES: SearchProbe[] = [
  {
    name: 'trpc',
    description: 'tRPC query hotel.search (skipped while the procedure does not exist)',
    on: 'web',
    path: (d) =>
      `/api/trpc/hotel.search?input=${encodeURIComponent(
        JSON.stringify({
          query: `?${new URLSearchParams({ ziel: d.region.name, anreise: d.arrival, abreise: d.departure })}`,
        }),
      )}`,
  },
  {
    name: 'page',
    description: 'search page rendered on the server',
    on: 'web',
    path: (d) => LOAD_TARGETS.find((t) => t.name === 'search')!.path(d),
  },
  {
    name: 'directus',
    description:
      'the list query behind a search, straight to Directus: published hotels of the region, sorted by recommended_score, 20 rows plus the total count',
    on: 'directus',
    path: (d) =>
      `/items/hotels?${new URLSearchParams({
        'filter[status][_eq]': 'published',
        'filter[region][_eq]': String(d.region.id),
        sort: '-recommended_score',
        limit: '20',
        fields: 'id,name,slug,stars,rating,price_from,city',
        meta: 'filter_count',
      })}`,
  },
]
