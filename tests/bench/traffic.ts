/**
 * Varied traffic for `npm run bench`: search and detail URLs that no earlier request of the run used, drawn
 * from the seeded data with a fixed seed, so that a run can be repeated request by request.
 *
 * Request number `n` of a stream maps through a permutation of a finite space of base tuples (region or
 * hotel, arrival, nights, adults, children, rooms): distinct numbers give distinct tuples, hence distinct
 * URLs; filters and sorting are drawn on top from a PRNG seeded with the tuple. Each use of a stream (a
 * round's load run, the Directus request count, the search-time probes) has its own block of numbers.
 */
import { addDays, parseSearchParams, searchQuery, SORTS } from '../../core/hotel-search'
import { Rng } from '../../directus/seed/prng'

export interface TrafficData {
  /** Today in Germany (the day the URLs are made for). */
  today: string
  /** Published regions that have published hotels, by name (the same list at every size). */
  regions: Array<{ id: number; name: string }>
  /** Published hotel ids (all, or a sample of a large catalogue). */
  hotelIds: number[]
  /** Amenity and board codes that published hotels have. */
  amenities: string[]
  boards: string[]
}

export type Stream = 'search' | 'detail'

const ARRIVAL_DAYS = 330 // rates run twelve months ahead; the longest stay must fit before they end
const NIGHTS = 14
const ADULTS = 4
const CHILDREN = 3 // 0, 1 or 2 children
const ROOMS = 2

/**
 * The uses of a stream, each with a block of request numbers of its own so that no URL repeats within a
 * bench run: the load runs of rounds 1–10, the Directus request count, the search-time probes and the
 * check of what the pages show. A block is a sixteenth of the stream (tens of thousands of requests).
 */
export type StreamUse = { round: number } | 'count' | 'probe' | 'check'
const SLOTS = 16

function slot(use: StreamUse): number {
  if (typeof use === 'object') {
    if (use.round < 1 || use.round > 10) throw new Error('varied traffic has blocks for rounds 1 to 10')
    return use.round - 1
  }
  return { count: 10, probe: 11, check: 12 }[use]
}

function isPrime(n: number): boolean {
  if (n < 2) return false
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false
  return true
}

/**
 * A bijection of [0, size) (cycle-walking an affine map modulo a prime ≥ size): consecutive request numbers
 * land far apart in the tuple space, so a run does not walk one region or one week in order.
 */
function permutation(size: number) {
  let prime = size
  while (!isPrime(prime)) prime++
  const a = 48_271 % prime || 1
  const b = Math.floor(prime / 3)
  return (n: number) => {
    let x = n
    do x = (a * x + b) % prime
    while (x >= size)
    return x
  }
}

interface Tuple {
  pick: number
  arrival: number
  nights: number
  adults: number
  children: number
  rooms: number
}

function decode(x: number, picks: number): Tuple {
  const digits = [picks, ARRIVAL_DAYS, NIGHTS, ADULTS, CHILDREN, ROOMS]
  const out: number[] = []
  for (const base of digits) {
    out.push(x % base)
    x = Math.floor(x / base)
  }
  const [pick, arrival, nights, adults, children, rooms] = out as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return { pick, arrival, nights, adults, children, rooms }
}

function stayParams(d: TrafficData, t: Tuple, rng: Rng): URLSearchParams {
  const arrival = addDays(d.today, 1 + t.arrival)
  const adults = 1 + t.adults
  const params = new URLSearchParams({ anreise: arrival, abreise: addDays(arrival, 1 + t.nights) })
  // a second room only where each room keeps an adult
  if (t.rooms === 1 && adults >= 2) params.set('zimmer', '2')
  params.set('erwachsene', String(adults))
  for (let c = 0; c < t.children; c++) params.append('kind', String(rng.int(0, 17)))
  return params
}

function searchParams(d: TrafficData, t: Tuple, rng: Rng): URLSearchParams {
  const params = stayParams(d, t, rng)
  params.set('ziel', d.regions[t.pick]!.name)
  if (rng.chance(0.3)) params.set('sterne', String(rng.pick([3, 4])))
  if (rng.chance(0.2)) params.set('bewertung', String(rng.pick([7, 8])))
  if (d.boards.length && rng.chance(0.15)) params.append('verpflegung', rng.pick(d.boards))
  if (d.amenities.length && rng.chance(0.2)) params.append('ausstattung', rng.pick(d.amenities))
  if (rng.chance(0.1)) params.set('storno', '1')
  if (rng.chance(0.3)) params.set('sortierung', rng.pick(SORTS.filter((sort) => sort !== 'empfohlen')))
  if (rng.chance(0.1)) params.set('seite', '2')
  return params
}

/** The canonical form of a query, as the pages redirect to it: a bench URL must be answered with 200. */
function canonical(params: URLSearchParams, today: string): string {
  const parsed = parseSearchParams(params, today)
  if (Object.keys(parsed.errors).length > 0)
    throw new Error(`bench URL with input errors: ?${params} ${JSON.stringify(parsed.errors)}`)
  return searchQuery(parsed.criteria, parsed.values)
}

/** Request paths of a stream for one use, from the `offset`th of its block on; no path repeats another. */
export function* variedPaths(d: TrafficData, stream: Stream, use: StreamUse, offset = 0): Generator<string> {
  const picks = stream === 'search' ? d.regions.length : d.hotelIds.length
  if (picks === 0) throw new Error(`no ${stream === 'search' ? 'regions' : 'hotels'} to draw from`)
  const size = picks * ARRIVAL_DAYS * NIGHTS * ADULTS * CHILDREN * ROOMS
  const block = Math.floor(size / SLOTS)
  const permute = permutation(size)
  for (let n = slot(use) * block + offset; ; n++) {
    if (n >= (slot(use) + 1) * block) throw new Error(`the ${stream} stream has ${block} requests per use`)
    const x = permute(n)
    const t = decode(x, picks)
    const rng = new Rng(x)
    yield stream === 'search'
      ? `/hotel${canonical(searchParams(d, t, rng), d.today)}`
      : `/hotel/details/${d.hotelIds[t.pick]}${canonical(stayParams(d, t, rng), d.today)}`
  }
}

/** The first `count` paths of a stream for one use (see variedPaths). */
export function takePaths(
  d: TrafficData,
  stream: Stream,
  use: StreamUse,
  count: number,
  offset = 0,
): string[] {
  const out: string[] = []
  for (const path of variedPaths(d, stream, use, offset)) {
    if (out.length === count) break
    out.push(path)
  }
  return out
}
