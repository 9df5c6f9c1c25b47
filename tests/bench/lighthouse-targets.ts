/**
 * The pages `npm run bench:lighthouse` audits. Add a page type here when it is built: a name, how to find
 * its path from the seeded data (or from the site itself, e.g. a link on another page), and whether search
 * engines may index it (then SEO must score 100 as well).
 */
import { HEADERS } from './stack'

export interface LighthouseData {
  /** a published region with many hotels, its top recommended hotel and a published hotel theme */
  region: string
  hotel: number
  theme: string
  /** a stay 30 days ahead, three nights */
  arrival: string
  departure: string
}

export interface LighthouseTarget {
  name: string
  path: (d: LighthouseData, site: string) => string | Promise<string>
  indexable: boolean
}

const stay = (d: LighthouseData) => new URLSearchParams({ anreise: d.arrival, abreise: d.departure })

/** The booking page of the first offer the hotel's page links to (the link redirects there). */
async function bookingPage(d: LighthouseData, site: string): Promise<string> {
  const html = await (await fetch(`${site}/hotel/details/${d.hotel}?${stay(d)}`, { headers: HEADERS })).text()
  // an offer's link names the hotel (the header's „Buchung verwalten“ also starts with /hotel/buchen/)
  const link = /href="(\/hotel\/buchen\/\d+\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  if (!link) throw new Error(`hotel ${d.hotel} offers nothing to book for ${d.arrival} – ${d.departure}`)
  const answer = await fetch(site + link, { headers: HEADERS, redirect: 'manual' })
  const location = answer.headers.get('location')
  if (!location)
    throw new Error(`${link} answered ${answer.status} instead of sending on to the booking page`)
  return location
}

/** The first link on a page of the site whose path matches `pattern` (a round trip, an article). */
async function firstLink(site: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(site + page, { headers: HEADERS })).text()
  const link = pattern.exec(html)?.[0]
  if (!link) throw new Error(`${page} links to nothing like ${pattern}`)
  return link
}

export const LIGHTHOUSE_TARGETS: LighthouseTarget[] = [
  { name: 'home', path: () => '/', indexable: true },
  {
    name: 'search',
    path: (d) => `/hotel?${new URLSearchParams({ ziel: d.region, ...Object.fromEntries(stay(d)) })}`,
    indexable: true,
  },
  { name: 'detail', path: (d) => `/hotel/details/${d.hotel}?${stay(d)}`, indexable: true },
  { name: 'theme', path: (d) => `/hotel/thema/${d.theme}`, indexable: true },
  // robots.txt keeps /hotel/account and /hotel/buchen out of search engines
  { name: 'login', path: () => '/hotel/account/anmelden', indexable: false },
  { name: 'booking', path: bookingPage, indexable: false },
  {
    name: 'round-trip',
    path: (_d, site) => firstLink(site, '/', /\/rundreisen\/reise\/[\w-]+/),
    indexable: true,
  },
  {
    name: 'article',
    path: (_d, site) => firstLink(site, '/reisetipps', /\/reisetipps\/[\w-]+\/[\w-]+/),
    indexable: true,
  },
]
