import { randomBytes, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingPageHref } from '../../core/booking'
import { addDays, todayInGermany } from '../../core/hotel-search'
import type { DirectusConfig } from '../../directus/scripts/lib'
import { startCountingProxy } from '../support/counting-proxy'
import { adminData as admin, directusCall as call } from '../support/directus-admin'
import { instanceConfig, startInstance } from '../support/directus-instances'
import { getFreePorts } from '../support/ports'
import { bookingFormFields, BROWSER_HEADERS, postForm, startWebServer } from '../support/web-server'

// The production shape on the PostgreSQL stage: two Directus instances on one database and one Redis (as
// Directus documents horizontal scaling: the same KEY and SECRET, Redis for cache, rate limits,
// synchronisation and the message bus), each behind a counting proxy, and two web instances that both name
// both (DIRECTUS_URL, server/directus-instances.ts). Bookings go through the booking form's Remix action,
// as a browser sends it. The SQLite run has no shared database for a second Directus.
const config = process.env.TEST_DIRECTUS_CONFIG
  ? (JSON.parse(process.env.TEST_DIRECTUS_CONFIG) as DirectusConfig)
  : undefined
const redisUrl = process.env.TEST_REDIS_URL
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const run = randomUUID().slice(0, 8)
const ROOM_GONE = 'Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar.'
const PRICE = 80

type Proxy = Awaited<ReturnType<typeof startCountingProxy>>
type Directus = Awaited<ReturnType<typeof startInstance>>

describe.runIf(config?.postgres)('two Directus instances behind two web instances', () => {
  const stops: Array<() => Promise<void>> = []
  const directus: Directus[] = []
  const proxies: Proxy[] = []
  const configs: DirectusConfig[] = []
  const webs: string[] = []
  let hotelId: number
  const hotelIds: number[] = []

  /** Directus instance `i` on its own port, sharing the stage's database, uploads, KEY and SECRET. */
  const start = async (i: number) => (directus[i] = await startInstance(configs[i]!))

  beforeAll(async () => {
    if (!redisUrl)
      throw new Error('TEST_REDIS_URL is not set: npm test starts a Redis for the integration stage')
    const cfg = config!
    // a database of Redis of their own: other tests empty theirs
    const redis = `${redisUrl}/5`
    const region = (await admin<Array<{ id: number }>>('GET', '/items/regions?limit=1&fields=id'))[0]!.id
    hotelId = (
      await admin<{ id: number }>('POST', '/items/hotels', {
        status: 'published',
        slug: `zwei-directus-${run}`,
        name: `Zwei Directus ${run}`,
        stars: 3,
        region,
        city: 'Kiel',
        tourist_tax: 0,
        price_from: PRICE,
        check_in: '15:00',
        check_out: '11:00',
      })
    ).id
    const published = await admin<Array<{ id: number }>>(
      'GET',
      '/items/hotels?filter[status][_eq]=published&fields=id&limit=20',
    )
    hotelIds.push(...published.map((hotel) => hotel.id))

    const ports = await getFreePorts(2)
    for (const port of ports) configs.push(instanceConfig(cfg, port!, redis))
    await Promise.all([start(0), start(1)])
    stops.push(async () => void (await Promise.all(directus.map((d) => d.stop()))))
    for (const d of directus) {
      const proxy = await startCountingProxy(d.url)
      proxies.push(proxy)
      stops.push(proxy.stop)
    }
    const env = {
      DIRECTUS_URL: proxies.map((proxy) => proxy.url).join(','),
      DIRECTUS_STATIC_TOKEN: cfg.staticToken,
      REDIS_URL: redis,
      // one secret for all web instances, as in production: a cookie one set is read by the other
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // one client sends everything here: the per-client limits would measure 429s
      SEARCH_RATE_LIMIT: '1000000',
      BOOKING_LIMIT: '1000000',
      BOOKING_ROOMS_LIMIT: '1000000',
      // 400 bookings at once queue up on two cores: each waits its turn for the night's inventory row
      DIRECTUS_TIMEOUT_MS: '30000',
    }
    for (let i = 0; i < 2; i++) {
      const web = await startWebServer(env)
      stops.push(web.stop)
      webs.push(web.site)
    }
  }, 300_000)

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    if (hotelId) {
      await call(adminToken, 'DELETE', '/items/bookings', { query: { filter: { hotel: { _eq: hotelId } } } })
      await call(adminToken, 'DELETE', `/items/hotels/${hotelId}`)
    }
  })

  const roomType = async (rooms: number) =>
    (
      await admin<{ id: number }>('POST', '/items/room_types', {
        hotel: hotelId,
        name: `Einzelzimmer ${rooms}`,
        max_adults: 1,
        max_children: 0,
        max_occupancy: 1,
        allotment: rooms,
      })
    ).id

  const rate = async (roomType: number) =>
    (
      await admin<{ id: number }>('POST', '/items/rates', {
        room_type: roomType,
        name: 'Flexibel',
        board: 'room_only',
        price_per_night: PRICE,
        free_cancellation_days: 1,
        min_nights: 1,
        season_from: todayInGermany(),
        season_to: addDays(todayInGermany(), 400),
      })
    ).id

  /** The booking form as a browser sends it, through web instance `web`; the answer's status and page. */
  const book = async (web: string, offer: Parameters<typeof bookingPageHref>[0], key = randomUUID()) => {
    const answer = await postForm(
      web,
      bookingPageHref(offer),
      bookingFormFields({
        email: `zwei-directus-${key.slice(0, 8)}-${run}@example.com`,
        idempotencyKey: key,
        expectedTotal: PRICE,
      }),
    )
    await answer.arrayBuffer()
    return {
      key,
      status: answer.status,
      location: answer.headers.get('location') ?? '',
      cookies: answer.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]!),
    }
  }

  const offerOf = (type: number, rateId: number, arrival: string) => ({
    hotel: hotelId,
    roomType: type,
    rate: rateId,
    stay: { arrival, departure: addDays(arrival, 1), nights: 1, rooms: 1, adults: 1, childrenAges: [] },
  })

  /** The idempotency keys of the bookings of a room type in PostgreSQL (read through the stage's Directus). */
  const bookedKeys = async (type: number) =>
    (
      await admin<Array<{ idempotency_key: string }>>(
        'GET',
        `/items/bookings?filter[room_type][_eq]=${type}&fields=idempotency_key&limit=-1`,
      )
    ).map((booking) => booking.idempotency_key)

  /** A varied page: a search no earlier request asked, a hotel page, or the home page. */
  const page = (i: number) => {
    const kind = i % 3
    if (kind === 0) return `/hotel?ziel=${encodeURIComponent(`Ort ${run} ${i}`)}`
    if (kind === 1) return `/hotel/details/${hotelIds[i % hotelIds.length]}`
    return '/'
  }
  const get = async (web: string, path: string) => {
    const response = await fetch(`${web}${path}`, { headers: BROWSER_HEADERS })
    await response.arrayBuffer()
    return response.status
  }
  const counts = () => proxies.map((proxy) => proxy.count(/./))

  it('spreads varied pages from both web instances over both Directus instances', async () => {
    const before = counts()
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => get(webs[i % 2]!, page(i))))
    expect(statuses).toEqual(Array(60).fill(200))
    const served = counts().map((count, i) => count - before[i]!)
    console.log(`60 varied pages: Directus A ${served[0]} requests, Directus B ${served[1]}`)
    const total = served[0]! + served[1]!
    for (const share of served) expect(share).toBeGreaterThan(total / 4)
  })

  it('400 bookings at once for the last 5 rooms, half through each web instance: 5 booked, 395 refused', async () => {
    const type = await roomType(5)
    const offer = offerOf(type, await rate(type), addDays(todayInGermany(), 90))
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => book(webs[i % 2]!, offer)))
    const statuses = answers.map((answer) => answer.status)
    const tally = (status: number) => statuses.filter((s) => s === status).length
    console.log(
      `400 bookings for 5 rooms: ${tally(303)} booked (303), ${tally(302)} sent back to the hotel (302), ` +
        `others: ${statuses.filter((s) => s !== 303 && s !== 302).join(', ') || 'none'}`,
    )
    const booked = answers.filter((answer) => answer.status === 303)
    expect(booked.map((answer) => answer.location)).toEqual(
      Array(5).fill('/hotel/buchen/buchung-erfolgreich'),
    )
    // The form posted without JavaScript: a room gone sends the visitor back to the hotel's current offers,
    // with the reason as a message on that page.
    const refused = answers.filter((answer) => answer.status === 302)
    expect(refused).toHaveLength(395)
    for (const answer of refused) expect(answer.location).toMatch(new RegExp(`^/hotel/details/${hotelId}\\?`))
    for (const [i, answer] of refused.slice(0, 10).entries()) {
      const hotelPage = await fetch(`${webs[i % 2]}${answer.location}`, {
        headers: { ...BROWSER_HEADERS, cookie: answer.cookies.join('; ') },
      })
      expect(hotelPage.status).toBe(200)
      expect(await hotelPage.text()).toContain(ROOM_GONE)
    }
    expect((await bookedKeys(type)).sort()).toEqual(booked.map((answer) => answer.key).sort())
  }, 180_000)

  it('one Directus instance killed in the middle of a run: no booking lost or doubled, pages go on, it serves again when back', async () => {
    const type = await roomType(1000)
    const offer = offerOf(type, await rate(type), addDays(todayInGermany(), 92))
    const bookings: Array<Awaited<ReturnType<typeof book>>> = []
    const pages: number[] = []
    let stop = false
    // 10 visitors booking and 10 reading pages, half through each web instance, until told to stop
    const visitors = Array.from({ length: 20 }, async (_, v) => {
      for (let i = 0; !stop; i++) {
        const web = webs[v % 2]!
        if (v < 10) bookings.push(await book(web, offer))
        else pages.push(await get(web, page(v * 1000 + i)))
      }
    })
    const waitFor = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await waitFor(() => bookings.length >= 30)
    const killedAt = { bookings: bookings.length, pages: pages.length }
    process.kill(directus[0]!.pid!, 'SIGKILL')
    await waitFor(() => bookings.length >= killedAt.bookings + 30 && pages.length >= killedAt.pages + 30)
    // back: the same instance on its port again
    const before = proxies[0]!.count(/./)
    await start(0)
    const countAfterStart = proxies[0]!.count(/./)
    await waitFor(() => proxies[0]!.count(/./) >= countAfterStart + 20)
    stop = true
    await Promise.all(visitors)

    const failed = bookings.filter((answer) => answer.status !== 303)
    console.log(
      `killed Directus A after ${killedAt.bookings} bookings: ${bookings.length} booking answers ` +
        `(${failed.length} not 303), ${pages.length} pages (${pages.filter((s) => s !== 200).length} not 200); ` +
        `Directus A served ${proxies[0]!.count(/./) - countAfterStart} requests after its restart ` +
        `(${countAfterStart - before} tried while it was down or starting)`,
    )
    expect(failed.map((answer) => answer.status)).toEqual([])
    expect(pages.filter((status) => status !== 200)).toEqual([])
    // every booking the visitors were told about is in PostgreSQL, once; nothing else is
    const keys = await bookedKeys(type)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(bookings.map((answer) => answer.key).sort())
  }, 300_000)
})
