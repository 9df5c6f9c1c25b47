/**
 * The load of `npm run bench:soak` (tests/bench/soak.ts), for as long as it runs: varied searches and hotel
 * pages (tests/bench/traffic.ts, every request a URL of its own) at a fixed rate, in turn through each web
 * instance, and a steady trickle of bookings as a visitor without JavaScript makes them: a hotel page of a
 * random stay, one of its booking links, the booking page, the form posted to the page's Remix action.
 * Every answer is counted by status class; what a visitor should not get counts as an error.
 */
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { AnswerCounts, BookingCounts } from './soak-report'
import { HEADERS } from './stack'
import { variedPaths, type TrafficData } from './traffic'
import { addDays, stayQuery } from '../../core/hotel-search'
import { Rng } from '../../directus/seed/prng'
import { bookingFormFields, postForm } from '../support/web-server'

/** A request without a complete answer after this long counts as no answer. */
const DEADLINE_MS = 30_000
const EXAMPLES_KEPT = 20
const BOOKED = '/hotel/buchen/buchung-erfolgreich'
/** Hotel pages of random stays a visitor looks at before giving up a booking (until the next one). */
const TRIES = 5
const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const

export interface Tally {
  answers: AnswerCounts
  bookings: BookingCounts
  errors: number
  /** The first errors, e.g. `GET /hotel/details/12?… → 500` */
  examples: string[]
}

interface Answer {
  status: number
  location: string
  text: string
}

function newTally(): Tally {
  return {
    answers: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0 },
    bookings: { booked: 0, refused: 0, noOffer: 0 },
    errors: 0,
    examples: [],
  }
}

function error(tally: Tally, what: string) {
  tally.errors++
  if (tally.examples.length < EXAMPLES_KEPT) tally.examples.push(`${new Date().toISOString()} ${what}`)
}

/** One request, its answer read whole; undefined (and an error) when none came within the deadline. */
async function ask(tally: Tally, what: string, send: (signal: AbortSignal) => Promise<Response>) {
  try {
    const response = await send(AbortSignal.timeout(DEADLINE_MS))
    const answer: Answer = {
      status: response.status,
      location: response.headers.get('location') ?? '',
      text: await response.text(),
    }
    const kind = STATUS_CLASSES[Math.floor(answer.status / 100) - 2]
    if (kind) tally.answers[kind]++
    return answer
  } catch (reason) {
    tally.answers.failed++
    error(tally, `${what}: no answer (${reason instanceof Error ? reason.message : String(reason)})`)
    return undefined
  }
}

const get = (tally: Tally, site: string, path: string) =>
  ask(tally, `GET ${path}`, (signal) => fetch(site + path, { headers: HEADERS, redirect: 'manual', signal }))

/** A page that must be answered with 200; anything else is an error. */
async function page(tally: Tally, site: string, path: string) {
  const answer = await get(tally, site, path)
  if (answer && answer.status !== 200) error(tally, `GET ${path} → ${answer.status} ${answer.location}`)
  return answer?.status === 200 ? answer : undefined
}

/** Pages at `rate` per second, in turn through each web instance, searches and hotel pages alternating. */
async function pages(webs: string[], data: TrafficData, rate: number, tally: Tally, stopped: () => boolean) {
  const streams = [variedPaths(data, 'search', { round: 1 }), variedPaths(data, 'detail', { round: 1 })]
  const pending = new Set<Promise<unknown>>()
  const started = performance.now()
  for (let n = 0; !stopped(); n++) {
    const path = streams[Math.floor(n / webs.length) % streams.length]!.next().value as string
    const request = page(tally, webs[n % webs.length]!, path).finally(() => pending.delete(request))
    pending.add(request)
    // a fixed rate, whatever the answers take: the load does not ease when the site slows down
    await sleep(Math.max(0, started + ((n + 1) * 1000) / rate - performance.now()))
  }
  await Promise.all(pending)
}

/** The booking links of a hotel page (`/hotel/buchen/{hotel}?…`, with the price shown). */
const bookingLinks = (html: string) =>
  [...html.matchAll(/href="(\/hotel\/buchen\/\d+\?[^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1]

/** A stay of one adult in one room, 2 weeks to 10 months ahead, 1 to 4 nights, at a random hotel. */
function hotelPage(data: TrafficData, rng: Rng) {
  const arrival = addDays(data.today, rng.int(14, 300))
  const nights = rng.int(1, 4)
  const stay = { arrival, departure: addDays(arrival, nights), nights, rooms: 1, adults: 1, childrenAges: [] }
  return `/hotel/details/${rng.pick(data.hotelIds)}${stayQuery(stay)}`
}

/** The booking page a booking link leads to, or undefined when the visitor was sent back (refused) or failed. */
async function enterBooking(tally: Tally, site: string, link: string) {
  const entry = await get(tally, site, link)
  if (!entry) return undefined
  if (entry.status === 302 && entry.location.startsWith('/hotel/details/')) {
    tally.bookings.refused++
    return undefined
  }
  if (entry.status !== 302 || !entry.location.startsWith('/hotel/buchen?')) {
    error(tally, `GET ${link} → ${entry.status} ${entry.location}`)
    return undefined
  }
  const form = await page(tally, site, entry.location)
  const expectedTotal = form && hidden(form.text, 'expected_total')
  if (form && !expectedTotal) error(tally, `GET ${entry.location}: no booking form`)
  return form && expectedTotal
    ? { path: entry.location, expectedTotal, key: hidden(form.text, 'idempotency_key') ?? randomUUID() }
    : undefined
}

/** One visitor's booking: hotel pages until one offers a room, its link, the form posted. */
async function book(tally: Tally, site: string, data: TrafficData, rng: Rng, email: string) {
  for (let i = 0; i < TRIES; i++) {
    const hotel = await page(tally, site, hotelPage(data, rng))
    if (!hotel) return
    const links = bookingLinks(hotel.text)
    if (links.length === 0) {
      tally.bookings.noOffer++
      continue
    }
    const form = await enterBooking(tally, site, rng.pick(links))
    if (!form) return
    const fields = bookingFormFields({
      email,
      idempotencyKey: form.key,
      expectedTotal: Number(form.expectedTotal),
    })
    const answer = await ask(tally, `POST ${form.path}`, (signal) =>
      postForm(site, form.path, fields, HEADERS, { signal }),
    )
    if (!answer) return
    if (answer.status === 303 && answer.location === BOOKED) tally.bookings.booked++
    // a room gone meanwhile: back to the hotel's offers (302), or the form again with the reason (409)
    else if (
      (answer.status === 302 && answer.location.startsWith('/hotel/details/')) ||
      answer.status === 409
    )
      tally.bookings.refused++
    else error(tally, `POST ${form.path} → ${answer.status} ${answer.location}`)
    return
  }
}

/** A booking every `seconds`, in turn through each web instance. */
async function bookings(
  webs: string[],
  data: TrafficData,
  seconds: number,
  tally: Tally,
  stopped: () => boolean,
) {
  const rng = new Rng(`soak ${data.today}`)
  const run = randomUUID().slice(0, 8)
  for (let n = 0; !stopped(); n++) {
    const started = performance.now()
    await book(tally, webs[n % webs.length]!, data, rng, `soak-${run}-${n}@example.com`)
    await sleep(Math.max(0, started + seconds * 1000 - performance.now()))
  }
}

/** Starts the load on the web instances `webs`; stop() ends it and waits for the answers under way. */
export function startLoad(webs: string[], data: TrafficData, opts: { rate: number; bookingSeconds: number }) {
  const tally = newTally()
  let stopped = false
  let failure: unknown
  const running = Promise.all([
    pages(webs, data, opts.rate, tally, () => stopped),
    bookings(webs, data, opts.bookingSeconds, tally, () => stopped),
  ])
  running.catch((reason: unknown) => {
    failure = reason
    stopped = true
  })
  return {
    tally,
    /** Why the load stopped by itself (e.g. the varied traffic ran out of URLs), if it did. */
    failure: () => failure,
    async stop() {
      stopped = true
      await running
    },
  }
}
