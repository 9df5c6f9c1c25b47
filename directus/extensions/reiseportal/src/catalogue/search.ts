import type { Knex } from 'knex'

import type { CalendarParty, Search, SearchStay } from './query'
import {
  byCap,
  byPriceBound,
  cappedTotals,
  capSkips,
  countFound,
  fitting,
  fromJson,
  highestTouristTax,
  jsonObject,
  jsonRow,
  nightsPerMonth,
  ordered,
  ordersByStayPrice,
  priceWalk,
  searched,
  stayInventoryEstimate,
  stayTotals,
  withoutOffer,
  WORST_NIGHT,
  worstNightBindings,
  type BoundKey,
  type TouchedCheck,
} from './sql'
import {
  HOTEL_DETAIL_FIELDS,
  HOTEL_LIST_FIELDS,
  INVENTORY_FIELDS,
  RATE_FIELDS,
  ROOM_TYPE_DETAIL_FIELDS,
  ROOM_TYPE_FIELDS,
} from '../../../../../core/catalogue-fields'
import { addDays, COUNT_MOST, PAGE_SIZE, pageCountOf } from '../../../../../core/hotel-search'
import { CALENDAR_DAYS } from '../../../../../core/price-calendar'
import {
  shownOffer,
  stayNights,
  stayOffers,
  type InventoryNight,
  type PricedRate,
  type PricedRoomType,
} from '../../../../../core/pricing'
import { REVIEW_FIELDS, REVIEW_SCORE_KEYS, REVIEWS_SHOWN } from '../../../../../core/reviews'
import { monthsOf } from '../search-indexes/price-bounds'
import { regionsMayMatch } from '../search-indexes/region-flags'
import { dbDate, decimal, isoDay, requiredDay } from '../shared/db-values'

// A search page and a hotel's page, each read with a few indexed queries and priced here (core/pricing.ts,
// the same code as the booking's quote): a search answers the offer each hotel shows, a hotel's page every
// offer.

const csv = (value: unknown) => (value ? String(value).split(',').filter(Boolean) : [])

interface HotelJson extends Record<string, unknown> {
  id: number
  tourist_tax: unknown
  region_name?: string | null
  region_slug?: string | null
  region?: unknown
}

/** A hotel of `hotels()` as the answer has it (a search's count rides along on each row and stays behind). */
function hotelRow(result: { row: unknown }) {
  const { region_name: name, region_slug: slug, region, ...hotel } = fromJson(result.row) as HotelJson
  return {
    ...hotel,
    rating: decimal(hotel.rating),
    price_from: decimal(hotel.price_from),
    tourist_tax: decimal(hotel.tourist_tax),
    amenities: csv(hotel.amenities),
    board_types: csv(hotel.board_types),
    region: region !== null && name !== null ? { name, slug } : null,
  }
}

type Hotel = ReturnType<typeof hotelRow>

/** Hotels with their region's name and slug, where the region is published; with a stay, its rates. */
function hotels(database: Knex, fields: string[], stay: SearchStay | null = null) {
  const builder = database('hotels as h')
    .leftJoin('regions as g', (on) => on.on('g.id', 'h.region').andOnVal('g.status', 'published'))
    .select(
      jsonRow(database, [
        ...fields.map((field): [string, string] => [field, `h.${field}`]),
        ['region_name', 'g.name'],
        ['region_slug', 'g.slug'],
      ]),
    )
  return stay ? builder.select(stayRatesColumn(database, stay)) : builder
}

type RoomTypeRow = PricedRoomType & { hotel: number }
type RateRow = PricedRate & { room_type: number }
type InventoryRow = InventoryNight & { room_type: number }

interface StayRows {
  room_types: RoomTypeRow[]
  rates: RateRow[]
  inventory: InventoryRow[]
}

const rateRow = (rate: Record<string, unknown>): RateRow =>
  ({
    ...rate,
    season_from: requiredDay(rate.season_from),
    season_to: requiredDay(rate.season_to),
    price_per_night: decimal(rate.price_per_night),
  }) as RateRow
const inventoryRow = (row: Record<string, unknown>): InventoryRow =>
  ({ ...row, night: requiredDay(row.night), closed: Boolean(row.closed) }) as InventoryRow

/** The rooms of some hotels, and the rates and inventory rows of a stay for them. */
async function stayRows(
  database: Knex,
  hotelIds: number[],
  stay: SearchStay | null,
  roomFields: string[],
): Promise<StayRows> {
  if (hotelIds.length === 0) return { room_types: [], rates: [], inventory: [] }
  const roomTypes: RoomTypeRow[] = await database('room_types')
    .select(roomFields)
    .whereIn('hotel', hotelIds)
    .orderBy(['sort', 'id'])
  if (!stay) return { room_types: roomTypes, rates: [], inventory: [] }
  return { room_types: roomTypes, ...(await ratesAndInventory(database, roomTypes, stay)) }
}

/** The rates covering some nights (from `arrival` to `last`) for some room types, and their inventory. */
async function ratesAndInventory(
  database: Knex,
  roomTypes: { id: number }[],
  stay: Pick<SearchStay, 'arrival' | 'last'>,
): Promise<Omit<StayRows, 'room_types'>> {
  const ids = roomTypes.map((roomType) => roomType.id)
  if (ids.length === 0) return { rates: [], inventory: [] }
  const [rates, inventory] = await Promise.all([
    database('rates')
      .select(RATE_FIELDS)
      .whereIn('room_type', ids)
      .where('season_from', '<=', dbDate(database, stay.last))
      .where('season_to', '>=', dbDate(database, stay.arrival)),
    database('inventory')
      .select(INVENTORY_FIELDS)
      .whereIn('room_type', ids)
      .whereBetween('night', [dbDate(database, stay.arrival), dbDate(database, stay.last)]),
  ])
  return { rates: rates.map(rateRow), inventory: inventory.map(inventoryRow) }
}

type SearchRow = Record<string, unknown> & { t_id: number; t_taken: unknown }

/** Splits the rows of `stayRates` into room types, rates and each room type's worst night. */
function splitStayRows(rated: SearchRow[], stay: SearchStay): StayRows {
  // objects written out rather than built field by field: a search reads a hundred or more of these rows
  const roomTypes = new Map<number, RoomTypeRow>()
  const inventory: InventoryRow[] = []
  const rates: RateRow[] = []
  for (const row of rated) {
    rates.push(
      rateRow({
        id: row.id,
        room_type: row.room_type,
        name: row.name,
        board: row.board,
        season_from: row.season_from,
        season_to: row.season_to,
        price_per_night: row.price_per_night,
        free_cancellation_days: row.free_cancellation_days,
        min_nights: row.min_nights,
      }),
    )
    if (roomTypes.has(row.t_id)) continue
    roomTypes.set(row.t_id, {
      id: row.t_id,
      hotel: row.t_hotel as number,
      name: row.t_name as string,
      max_adults: row.t_max_adults as number,
      max_children: row.t_max_children as number,
      max_occupancy: row.t_max_occupancy as number,
      allotment: row.t_allotment as number,
    })
    if (row.t_taken !== null)
      inventory.push({
        room_type: row.t_id,
        night: stay.arrival,
        rooms_booked: Number(row.t_taken),
        closed: false,
      })
  }
  return { room_types: [...roomTypes.values()], rates, inventory }
}

/**
 * The rates of a stay, each with its room type and the stay's worst night for that room type, as one JSON
 * object per rate on `room_types as t` joined with `rates as r` (a room type without a rate for the stay is
 * left out: it has no offer). The worst night comes as one inventory row on the arrival, its rooms taken the
 * most any night of the stay has (a closed night: all): the fewest rooms left on any night, which is all
 * that `roomsLeft` (core/pricing.ts) reads from a stay's rows.
 */
function stayRates(database: Knex, stay: SearchStay) {
  const arrival = dbDate(database, stay.arrival)
  const last = dbDate(database, stay.last)
  const object = jsonObject(
    database,
    [
      ...ROOM_TYPE_FIELDS.map((field): [string, string] => [`t_${field}`, `t.${field}`]),
      ...RATE_FIELDS.map((field): [string, string] => [field, `r.${field}`]),
    ],
    { key: 't_taken', sql: WORST_NIGHT, bindings: worstNightBindings(arrival, last) },
  )
  const rates = database('room_types as t')
    .join('rates as r', 'r.room_type', 't.id')
    .where('r.season_from', '<=', last)
    .where('r.season_to', '>=', arrival)
  return { rates, object, order: ['t.sort', 't.id', 'r.id'] }
}

/**
 * The stay's rates (`stayRates`) of the hotel `h`, as the column `stay_rates` of its row: a JSON array in the
 * room types' order. A search page's hotels come with their stays in the page's one query (a query costs
 * Directus about a millisecond of CPU on top of its SQL, and PostgreSQL its planning).
 */
function stayRatesColumn(database: Knex, stay: SearchStay) {
  const { rates, object, order } = stayRates(database, stay)
  const [sql, bindings] = object
  const aggregate = database.client.config.client === 'sqlite3' ? 'json_group_array' : 'json_agg'
  return rates
    .where('t.hotel', database.ref('h.id'))
    .select(database.raw(`${aggregate}(${sql} ORDER BY ??, ??, ??)`, [...bindings, ...order]))
    .as('stay_rates')
}

/** The stay's rates (`stayRates`) of some hotels, in one query. */
async function searchStayRows(database: Knex, hotelIds: number[], stay: SearchStay): Promise<StayRows> {
  if (hotelIds.length === 0) return { room_types: [], rates: [], inventory: [] }
  const { rates, object, order } = stayRates(database, stay)
  const [sql, bindings] = object
  const rated = (
    await rates
      .whereIn('t.hotel', hotelIds)
      .select(database.raw(`${sql} AS ??`, [...bindings, 'row']))
      .orderBy(order)
  ).map((result: { row: unknown }) => fromJson(result.row) as SearchRow)
  return splitStayRows(rated, stay)
}

const byKey = <T, K extends keyof T>(rows: T[], key: K) => {
  const groups = new Map<T[K], T[]>()
  for (const row of rows) {
    const group = groups.get(row[key])
    if (group) group.push(row)
    else groups.set(row[key], [row])
  }
  return groups
}

/** Every offer of each hotel for the stay (core/pricing.ts), from the rows read for them. */
function offersOf(rows: StayRows, found: Hotel[], stay: SearchStay) {
  const roomTypes = byKey(rows.room_types, 'hotel')
  const ratesByRoomType = byKey(rows.rates, 'room_type')
  const inventoryByRoomType = byKey(rows.inventory, 'room_type')
  return found.map((hotel) =>
    stayOffers({
      stay,
      today: stay.today,
      roomTypes: roomTypes.get(hotel.id) ?? [],
      ratesByRoomType,
      inventoryByRoomType,
      touristTax: hotel.tourist_tax,
    }),
  )
}

/**
 * How many hotels the price walks read and price: first, at most in one step (the stays of a step are priced
 * in one query), and at most in all before they price the whole search instead. Tests walk a small catalogue
 * with small steps to go through every turn of a walk.
 */
export const WALK_SIZES = {
  /** either way: no walk where at most so many hotels of the search have a room for the party */
  fewest: 200,
  /** up: hotels read and priced first, and per hotel of the pages up to the one asked if that is more */
  first: 200,
  firstPerPageHotel: 2,
  /** hotels read (up) or priced (either way) in one step at most */
  stepMost: 3_200,
  /** up: hotels read or priced in all at most */
  most: 12_800,
  /** down: hotels read first, at most in one step, and at most in all */
  downReadFirst: 1_000,
  downReadStepMost: 4_000,
  downReadMost: 120_000,
  /** down: hotels priced first at once (then four times as many each time, up to `stepMost`) */
  downPriceFirst: 100,
  /**
   * down: hotels priced at most. Its pricing costs about as much a hotel as pricing the whole search in one
   * query (40–50 µs at a million hotels) and prices only hotels that could come onto the page, so it goes on
   * to about a third of a big region (57,000 hotels at a million): a walk for a party in two rooms that priced
   * 17,000 took 1.4 s, where giving up at 12,800 and pricing the region took 3.8 s.
   */
  downPriceMost: 25_600,
  /**
   * down: from how many inventory rows on the stay's nights (all hotels', `stayInventoryEstimate`) the walk
   * probes each capped room it could pass over instead of hashing those rows once per scan
   * (`TouchedCheck`). At a million hotels, in the months that held 440,000–530,000 rows, probing halved the
   * slowest walks (a 14-night stay's 240,000 rows: 196 → 48 ms); where a stay's nights held a few
   * thousand, hashing was twice as fast. Between, the two were even at about 100,000.
   */
  probeTouchedFrom: 100_000,
}
export type WalkSizes = typeof WALK_SIZES

/**
 * The ids of a page of a price sort with a stay (`priceWalk`), in order. Up: the hotels that have a room for
 * the party read in the order of their price bound in growing steps, and priced the cheapest first by the
 * least each can cost, until the page's hotels are certain; down: `walkedPageDown`. Once every such hotel is
 * read, the rest of the search has no offer and follows by id (the search's count, `total`, may say there is
 * none). null when the walk up would read more than `sizes.most` hotels (a search whose first offers lie deep
 * in that order); the caller then prices every hotel of the search.
 */
export async function walkedPage(
  database: Knex,
  query: Search,
  page: number,
  total: number | null,
  sizes: WalkSizes = WALK_SIZES,
): Promise<number[] | null> {
  const walk = priceWalk(query)
  if (!walk) return null
  const need = page * PAGE_SIZE
  // the site pages through the first COUNT_MOST hotels; a caller asking beyond (without a count) gets none
  if (need > COUNT_MOST) return []
  // so few hotels have a room for the party that pricing them all costs less than a walk
  const few = ((await fitting(database, query, walk.stay, sizes.fewest + 1)) as { id: number }[]).map(
    (row) => row.id,
  )
  if (few.length <= sizes.fewest) {
    const priced = await totalsOf(database, query, walk.stay, few)
    priced.sort(walk.direction === 'asc' ? cheapestFirst : dearestFirst)
    return withRest(database, query, priced, need, total)
  }
  const args = { database, query, walk, need, total, sizes }
  return walk.direction === 'asc' ? walkedPageUp(args) : walkedPageDown(args)
}

/** A walk's search and the hotels up to its page's last (`need`), as `walkedPage` hands them on. */
interface PriceWalk {
  database: Knex
  query: Search
  walk: NonNullable<ReturnType<typeof priceWalk>>
  need: number
  total: number | null
  sizes: WalkSizes
}

/** A hotel the walk up has read but not priced: its lowest price per night of each month read, its tax. */
interface ReadHotel {
  lows: Map<number, number>
  tax: number
}

/**
 * The walk up. Each hotel read comes with its bound of one month of the stay (a stay over two months reads
 * its rows of both, merged), so the least it can cost is its months' lowest price per night for their nights,
 * a month not read yet at the bound of the last row read (every row below it is read), plus its own tourist
 * tax; a hotel not read at all costs at least the stay's nights at that bound. The walk prices the hotels
 * read that could cost less than any hotel not read yet, the cheapest first, reads on while a hotel not
 * read could, and stops once no hotel not priced can cost as little as the page's last. Once every row is
 * read, a hotel lacking one of its months has no rate for a night of it: no offer, never priced.
 */
async function walkedPageUp(args: PriceWalk): Promise<number[] | null> {
  const { database, query, walk, need, total, sizes } = args
  const { stay } = walk
  const nights = new Map(zip(monthsOf(stay.nights), nightsPerMonth(stay.nights)))
  const priced: Priced[] = []
  const pending = new Map<number, ReadHotel>()
  // priced, or certain to cost more than the page's last
  const settled = new Set<number>()
  let edge = 0
  let readAll = false
  let after: BoundKey | null = null
  let read = 0
  let pricedCount = 0
  let step = Math.min(sizes.stepMost, Math.max(sizes.first, need * sizes.firstPerPageHotel))
  let priceStep = step
  const leastOf = ({ lows, tax }: ReadHotel) => {
    let perRoom = 0
    for (const [month, count] of nights) perRoom += count * (lows.get(month) ?? (readAll ? Infinity : edge))
    return perRoom * stay.rooms + tax * walk.perTax
  }
  for (;;) {
    const last = priced.length >= need ? priced[need - 1]!.total : Infinity
    const candidates: { id: number; least: number }[] = []
    for (const [id, hotel] of pending) {
      const least = leastOf(hotel)
      // a hotel that cannot cost as little as the page's last never comes onto the page
      if (least > last + 0.01) {
        pending.delete(id)
        settled.add(id)
      } else candidates.push({ id, least })
    }
    candidates.sort((a, b) => a.least - b.least || a.id - b.id)
    const unseen = readAll ? Infinity : edge * walk.perPrice
    const lowest = candidates[0]?.least ?? Infinity
    if (Math.min(lowest, unseen) > last + 0.01) return priced.slice(need - PAGE_SIZE, need).map((h) => h.id)
    if (lowest === Infinity && unseen === Infinity) return withRest(database, query, priced, need, total)
    if (lowest <= unseen) {
      // price the hotels that could cost less than any hotel not read yet, the cheapest first
      const batch = candidates
        .filter((hotel) => hotel.least <= unseen)
        .slice(0, priceStep)
        .map((hotel) => hotel.id)
      pricedCount += batch.length
      if (pricedCount > sizes.most) return null
      priceStep = Math.min(priceStep * 4, sizes.stepMost)
      for (const id of batch) {
        pending.delete(id)
        settled.add(id)
      }
      priced.push(...(await totalsOf(database, query, stay, batch)))
      priced.sort(cheapestFirst)
      continue
    }
    // a hotel not read yet could cost less than every hotel read: read on
    if (read >= sizes.most) return null
    const rows: { id: number; bound: unknown; month: unknown; tax: unknown }[] = await byPriceBound(
      database,
      query,
      stay,
      'asc',
      0,
      step,
      { after, withMonth: true },
    )
    read += rows.length
    for (const row of rows) {
      if (settled.has(row.id)) continue
      const hotel = pending.get(row.id) ?? { lows: new Map<number, number>(), tax: decimal(row.tax) ?? 0 }
      const bound = decimal(row.bound)!
      // a bound of the whole year bounds every month
      for (const month of row.month === null ? nights.keys() : [Number(row.month)])
        hotel.lows.set(month, bound)
      pending.set(row.id, hotel)
    }
    readAll = rows.length < step
    const final = rows.at(-1)
    if (final) {
      after = { bound: final.bound, id: final.id, month: final.month === null ? null : Number(final.month) }
      edge = decimal(final.bound)!
    }
    step = Math.min(step * 4, sizes.stepMost)
  }
}

const zip = <A, B>(a: A[], b: B[]): [A, B][] => a.map((value, i) => [value, b[i]!])

interface Priced {
  id: number
  total: number
}

/** The orders of the price sorts among priced hotels (ties by id). */
const cheapestFirst = (a: Priced, b: Priced) => a.total - b.total || a.id - b.id
const dearestFirst = (a: Priced, b: Priced) => b.total - a.total || a.id - b.id

/** The totals some hotels' cards show for the stay (those without an offer left out). */
async function totalsOf(database: Knex, query: Search, stay: SearchStay, ids: number[]): Promise<Priced[]> {
  if (ids.length === 0) return []
  const rows = (await stayTotals(database, query, stay, ids)) as { id: number; total: unknown }[]
  return rows.map((row) => ({ id: row.id, total: Number(row.total) }))
}

/**
 * A walk's page once every hotel with a room for the party is read and `priced` (in the sort's order) holds
 * every one with an offer whose total can reach the page: the rest have no offer, and come last by id.
 */
async function withRest(database: Knex, query: Search, priced: Priced[], need: number, total: number | null) {
  const first = priced.slice(need - PAGE_SIZE, need).map((h) => h.id)
  // the count may say there is no rest (reading for it would go through the whole search to find none)
  if (priced.length >= need || (total !== null && priced.length >= total)) return first
  const rest: { id: number }[] = await withoutOffer(
    database,
    query,
    priced.map((h) => h.id),
    Math.max(0, need - PAGE_SIZE - priced.length),
    PAGE_SIZE - first.length,
  )
  return [...first, ...rest.map((row) => row.id)]
}

/**
 * The ids of a page of the price sort from the top (`walkedPage`). Every hotel with a room for the party,
 * read in the order of `hi`, gets the most its card can show: from its capped tariff where that is an offer
 * of the stay (`cappedTotals`, close to what it costs), else from `hi` (every room's dearest tariff). The
 * hotels are priced from the highest such figure down, and read on while a hotel not read yet could cost
 * more than those priced, until the page's last hotel costs more than any hotel not priced can. A hotel
 * whose figure lies below the page's last is never priced: a region of 70,000 hotels reads thousands of
 * `hi` entries and prices a few hundred hotels. Where `capSkips` allows, the hotels with the dearest capped
 * tariffs that are offers while their rooms are free (`byCap`) are priced first, then those read from the
 * highest figure down until the page has a last hotel; from then on the read passes over the hotels whose
 * capped tariff is certainly an offer costing less (`byPriceBound`'s `capBelow`) and returns only the hotels
 * that could still come onto the page. null when the walk would read more than `downReadMost` or price more
 * than `downPriceMost` hotels (`WALK_SIZES`).
 */
async function walkedPageDown(args: PriceWalk): Promise<number[] | null> {
  const { database, query, walk, need, total, sizes } = args
  const priced: Priced[] = []
  /** read, not priced: the most each one's card can show, from the highest down */
  const pending: { id: number; most: number }[] = []
  const seen = new Set<number>()
  // a hotel not read yet is bounded by its `hi` and the highest tourist tax any hotel has; one read, by its own
  const tax = Number((await highestTouristTax(database))[0]?.tax ?? 0) * walk.perTax
  let edge = Infinity
  let after: BoundKey | null = null
  let read = 0
  let step = sizes.downReadFirst
  let priceStep = sizes.downPriceFirst
  let pricedCount = 0
  const skipping = capSkips(query, walk.stay)
  const touched: TouchedCheck =
    skipping && (await stayInventoryEstimate(database, walk.stay)) >= sizes.probeTouchedFrom
      ? 'probed'
      : 'hashed'
  if (skipping) {
    // the hotels whose capped tariff is dearest: priced first, they give the page a last hotel to skip by
    const first = ((await byCap(database, query, walk.stay, sizes.downPriceFirst)) as { id: number }[]).map(
      (row) => row.id,
    )
    for (const id of first) seen.add(id)
    pricedCount += first.length
    priced.push(...(await totalsOf(database, query, walk.stay, first)))
    priced.sort(dearestFirst)
  }
  for (;;) {
    // what the page's last hotel costs so far, and the most a hotel not priced can cost
    const last = priced.length >= need ? priced[need - 1]!.total : -Infinity
    // a hotel that cannot cost as much as the page's last never comes onto the page
    while (pending.length > 0 && pending.at(-1)!.most < last - 0.01) pending.pop()
    const most = pending[0]?.most ?? -Infinity
    if (last > Math.max(most, edge) + 0.01) return priced.slice(need - PAGE_SIZE, need).map((h) => h.id)
    if (most === -Infinity && edge === -Infinity) return withRest(database, query, priced, need, total)
    // without a last hotel yet, the likeliest ones are priced first: the read can then pass over the others
    const settling = skipping && priced.length < need && pending.length > 0
    if (most >= edge || settling) {
      // price the hotels that could cost more than any hotel not read yet, the highest first
      const above = pending.findIndex((hotel) => hotel.most < edge)
      const batch = pending
        .splice(0, Math.min(priceStep, settling || above < 0 ? pending.length : above))
        .map((hotel) => hotel.id)
      if (pricedCount + batch.length > sizes.downPriceMost) return null
      pricedCount += batch.length
      priceStep = Math.min(priceStep * 4, sizes.stepMost)
      priced.push(...(await totalsOf(database, query, walk.stay, batch)))
      priced.sort(dearestFirst)
      continue
    }
    // a hotel not read yet could cost more than the rest: read on
    if (read >= sizes.downReadMost) return null
    // once the page has a last hotel, the price per night below which a hotel cannot reach it: the read
    // stops at hotels whose bound lies below, and passes over those whose capped tariff costs less for certain
    const reach = last > -Infinity ? (last - 0.02 - tax) / walk.perPrice : null
    const rows: { id: number; bound: unknown; cap?: unknown; tax: unknown }[] = await byPriceBound(
      database,
      query,
      walk.stay,
      'desc',
      0,
      step,
      { after, capBelow: skipping ? reach : null, capped: skipping, floor: reach, touched },
    )
    read += rows.length
    const ids = [...new Set(rows.map((row) => row.id))].filter((id) => !seen.has(id))
    for (const id of ids) seen.add(id)
    // a hotel comes first with its bound for the stay (its months' highest), and where the walk may pass over
    // hotels on their bound rows, with its capped tariff's cap (of the months around a stay over two)
    const hiOf = new Map<number, number>()
    const taxOf = new Map<number, number>()
    const capped = new Map<number, number>()
    const cappedOf = (row: { id: number; cap?: unknown }) => {
      if (row.cap !== null && row.cap !== undefined)
        capped.set(row.id, decimal(row.cap)! * walk.stay.rooms + taxOf.get(row.id)!)
    }
    for (const row of rows)
      if (!hiOf.has(row.id)) {
        taxOf.set(row.id, (decimal(row.tax) ?? 0) * walk.perTax)
        hiOf.set(row.id, decimal(row.bound)! * walk.perPrice + taxOf.get(row.id)!)
        if (skipping) cappedOf(row)
      }
    // a hotel read without a cap on its row: its capped tariff where that is an offer (under the cancellation
    // filter, the row gives the refundable tariff's only where it is the cheapest one's room, board and cover)
    const unbounded = skipping && !query.freeCancellation ? [] : ids.filter((id) => !capped.has(id))
    if (unbounded.length > 0)
      for (const row of (await cappedTotals(database, query, walk.stay, unbounded)) as { id: number }[])
        cappedOf(row)
    for (const id of ids) pending.push({ id, most: Math.min(capped.get(id) ?? Infinity, hiOf.get(id)!) })
    pending.sort((a, b) => b.most - a.most)
    const final = rows.at(-1)
    edge = rows.length < step || !final ? -Infinity : decimal(final.bound)! * walk.perPrice + tax
    after = final ? { bound: final.bound, id: final.id } : after
    step = Math.min(step * 4, sizes.downReadStepMost)
  }
}

/**
 * A search page: the count (unless the caller has it; up to one more than COUNT_MOST, which the site shows as
 * "über 1.000"), the page's hotels and, with a stay, their offers.
 */
export async function search(database: Knex, query: Search) {
  // a flag filter that no hotel of the search's regions has: nothing to read (search-indexes/region-flags.ts)
  if (!(await regionsMayMatch(database, query.regions, query))) {
    const total = query.count ? 0 : null
    return { total, page: shownPage(query, total), hotels: [] }
  }
  const count = () =>
    countFound(database, searched(database, database('hotels as h'), query, { counting: true }))
  const walked = priceWalk(query) ? await walkedSearch(database, query, count) : null
  const { total, page, rows } = walked ?? (await pricedSearch(database, query, count))
  const found = rows.map((row) => hotelRow(row as { row: unknown }))
  if (!query.stay) return { total, page, hotels: found }
  // each hotel with the offer it shows for the stay and filters (or why none), priced here rather than on
  // the web server: a page's 15–20 offers instead of its ~140 rates and their inventory; the page's rows
  // bring their stay's rates, except where the order priced the whole search in SQL
  const stayRowsFound = rows.every((row) => 'stay_rates' in row)
    ? splitStayRows(
        // SQLite's ordered aggregate gives each object as JSON text, PostgreSQL's as an object
        rows.flatMap(
          (row) => ((fromJson(row.stay_rates) as unknown[] | null) ?? []).map(fromJson) as SearchRow[],
        ),
        query.stay,
      )
    : await searchStayRows(
        database,
        found.map((hotel) => hotel.id),
        query.stay,
      )
  const offers = offersOf(stayRowsFound, found, query.stay)
  return {
    total,
    page,
    hotels: found.map((hotel, i) => ({ ...hotel, ...shownOffer(offers[i] ?? [], query) })),
  }
}

type Counter = () => Knex.QueryBuilder

/** A page number past the end (or past COUNT_MOST hotels) shows the last page instead of an empty list. */
const shownPage = (query: Search, total: number | null) =>
  total === null ? query.page : Math.min(query.page, pageCountOf(total))

/** A price sort's page through `walkedPage`, or null when the walk gives up. */
async function walkedSearch(database: Knex, query: Search, count: Counter) {
  const total = query.count ? Number(((await count()) as { n: unknown }[])[0]?.n) : null
  const page = shownPage(query, total)
  const ids = total === 0 ? [] : await walkedPage(database, query, page, total)
  if (!ids) return null
  const read: { row: unknown; stay_rates?: unknown }[] =
    ids.length > 0 ? await hotels(database, HOTEL_LIST_FIELDS, query.stay).whereIn('h.id', ids) : []
  const byId = new Map(read.map((row) => [(fromJson(row.row) as { id: number }).id, row]))
  return { total, page, rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined) }
}

/** A page in one query, its order and the stay's prices (where the order needs them) in SQL. */
async function pricedSearch(database: Knex, query: Search, count: Counter) {
  const pageOf = (page: number) => {
    const sorted = (builder: Knex.QueryBuilder) => ordered(builder, query)
    const slice = (builder: Knex.QueryBuilder) => builder.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE)
    if (ordersByStayPrice(query))
      return slice(sorted(searched(database, hotels(database, HOTEL_LIST_FIELDS), query)))
    // The page's ids first, from the sort's index alone (its entries hold the filters' columns and the id),
    // then the rows of those 20: a hotel's row is wide (about two to a page of the table), and reading the
    // row of every entry a filter then dropped cost PostgreSQL 3 ms a search in a region of 600 hotels.
    const ids = slice(sorted(searched(database, database('hotels as h').select('h.id'), query)))
    return sorted(hotels(database, HOTEL_LIST_FIELDS, query.stay).join(ids.as('page'), 'page.id', 'h.id'))
  }
  // The count comes with the page, as a subquery that the database runs once: one query instead of two.
  const firstTry: Record<string, unknown>[] = query.count
    ? await pageOf(query.page).select(count().as('search_total'))
    : await pageOf(query.page)
  const total = !query.count
    ? null
    : firstTry.length > 0
      ? Number(firstTry[0]?.search_total)
      : Number(((await count()) as { n: unknown }[])[0]?.n) // no row to carry it: no match, or a page past the end
  const page = shownPage(query, total)
  const rows: Record<string, unknown>[] = page === query.page ? firstTry : await pageOf(page)
  return { total, page, rows }
}

/** The price calendar's window: from today to the last night of the last arrival's stay. */
const calendarWindow = (party: CalendarParty): RowWindow => ({
  arrival: party.today,
  last: addDays(party.today, CALENDAR_DAYS - 2 + party.nights),
})

/**
 * A price calendar: for each of the next CALENDAR_DAYS arrivals, the lowest total of an available offer for
 * the party and stay length (priced by `stayOffers`, as the hotel's page prices one stay), or why there is
 * none, from the rates and inventory of the calendar's window.
 */
function priceCalendar(
  roomTypes: RoomTypeRow[],
  { rates, inventory }: Omit<StayRows, 'room_types'>,
  party: CalendarParty,
  touristTax: number | null,
) {
  // every day of the window once: each arrival's nights are a slice of it
  const days = stayNights(party.today, addDays(party.today, CALENDAR_DAYS + party.nights))
  const ratesByRoomType = byKey(rates, 'room_type')
  const inventoryByRoomType = byKey(inventory, 'room_type')
  return days.slice(0, CALENDAR_DAYS).map((arrival, day) => {
    const departure = days[day + party.nights]!
    const offers = stayOffers({
      stay: {
        arrival,
        departure,
        nights: days.slice(day, day + party.nights),
        adults: party.adults,
        children: party.children,
        rooms: party.rooms,
      },
      today: party.today,
      roomTypes,
      ratesByRoomType,
      inventoryByRoomType,
      touristTax,
    })
    const cheapest = offers.find((offer) => offer.available)
    return {
      arrival,
      departure,
      total: cheapest?.total ?? null,
      unavailable: cheapest ? null : shownOffer(offers, { boards: [], freeCancellation: false }).unavailable,
    }
  })
}

type RowWindow = Pick<SearchStay, 'arrival' | 'last'>

/**
 * A hotel's rooms, and the rates and inventory of its stay and of its price calendar: one read of both
 * windows when they overlap (pricing takes each night's rows from a wider read), else two at once.
 */
async function pageRows(database: Knex, id: number, stay: RowWindow | null, calendar: RowWindow | null) {
  const { room_types: roomTypes } = await stayRows(database, [id], null, ROOM_TYPE_DETAIL_FIELDS)
  const overlap = stay && calendar && stay.arrival <= calendar.last && calendar.arrival <= stay.last
  if (overlap) {
    const both = await ratesAndInventory(database, roomTypes, {
      arrival: stay.arrival < calendar.arrival ? stay.arrival : calendar.arrival,
      last: stay.last > calendar.last ? stay.last : calendar.last,
    })
    return { room_types: roomTypes, stay: both, calendar: both }
  }
  const [stayRead, calendarRead] = await Promise.all(
    [stay, calendar].map((window) => (window ? ratesAndInventory(database, roomTypes, window) : null)),
  )
  return { room_types: roomTypes, stay: stayRead ?? null, calendar: calendarRead ?? null }
}

/**
 * A hotel's published reviews with text: how many, each category's mean over all of them (null without a
 * score), and the newest REVIEWS_SHOWN to read.
 */
async function reviews(database: Knex, hotel: number) {
  // one query: the window aggregates cover every published review, the limit only the rows returned
  const rows = (await database('hotel_reviews')
    .where({ hotel, status: 'published' })
    .select([
      ...REVIEW_FIELDS,
      database.raw('count(*) over () as ??', ['all_count']),
      ...REVIEW_SCORE_KEYS.map((key) => database.raw('avg(??) over () as ??', [key, `all_${key}`])),
    ])
    .orderBy([
      { column: 'travelled_in', order: 'desc', nulls: 'last' },
      { column: 'id', order: 'desc' },
    ])
    .limit(REVIEWS_SHOWN)) as Record<string, unknown>[]
  const first = rows[0]
  return {
    count: Number(first?.all_count ?? 0),
    averages: Object.fromEntries(REVIEW_SCORE_KEYS.map((key) => [key, decimal(first?.[`all_${key}`])])),
    items: rows.map((row) => ({
      ...Object.fromEntries(REVIEW_FIELDS.map((field) => [field, row[field]])),
      travelled_in: isoDay(row.travelled_in),
    })),
  }
}

/**
 * A hotel's page: the hotel (of the given statuses), its images, rooms and published reviews, with a stay
 * every offer, and with a calendar's party the price calendar.
 */
export async function detail(
  database: Knex,
  id: number,
  stay: SearchStay | null,
  statuses: string[],
  calendarParty: CalendarParty | null = null,
) {
  const row = await hotels(database, HOTEL_DETAIL_FIELDS)
    .where('h.id', id)
    .whereIn('h.status', statuses)
    .first()
  if (!row) return null
  const [images, rows, hotelReviews] = await Promise.all([
    database('hotels_files')
      .select('directus_files_id')
      .where('hotels_id', id)
      .whereNotNull('directus_files_id')
      .orderBy(['sort', 'id']),
    pageRows(database, id, stay, calendarParty && calendarWindow(calendarParty)),
    reviews(database, id),
  ])
  const hotel = {
    ...hotelRow(row as { row: unknown }),
    images: images.map((image: { directus_files_id: string }) => image.directus_files_id),
  }
  return {
    hotel,
    room_types: rows.room_types,
    reviews: hotelReviews,
    offers:
      stay && rows.stay
        ? (offersOf({ room_types: rows.room_types, ...rows.stay }, [hotel], stay)[0] ?? [])
        : null,
    calendar:
      calendarParty && rows.calendar
        ? priceCalendar(rows.room_types, rows.calendar, calendarParty, hotel.tourist_tax)
        : null,
  }
}
