// The hotel search and a hotel's page, one request each: published hotels, their rooms, the rates
// covering a stay and its inventory, read with indexed SQL (knex, the same on SQLite and PostgreSQL), and
// with a stay priced here (booking/pricing.js, the same code as the booking's quote): a search answers the
// offer each hotel shows, a hotel's page every offer. Five
// REST requests per search page cost Directus about 35 ms of CPU, mostly per-request work around 1–2 ms
// of SQL; here the SQL is most of it, and a search is two queries (each query costs Directus's main thread
// about as much as its SQL: docs/decisions/catalogue-in-a-directus-extension.md).
//
// Rights are Directus's own: the caller's policies must grant reading every collection read here, on the
// rows read here (the published ones, as directus/scripts/setup.ts grants them to the catalogue policy) and
// the columns read here. A caller whose permissions are narrower than that is refused, never served
// around them. Nothing is cached here; the web server keeps results for a short, stated time.
//
// The two routes are registered by an `init` hook ahead of Directus's per-request middleware, with only
// the parts of it that they need: Directus's own token extraction, authentication (the `authenticate`
// filter of directus/extensions/token-cache included) and schema. The request log, the query sanitiser
// and Directus's forty route prefixes cost a search about a sixth of Directus's CPU
// (docs/decisions/catalogue-in-a-directus-extension.md, amendment of the eleventh session).
import { isDeepStrictEqual } from 'node:util'

import authenticate from '@directus/api/middleware/authenticate'
import extractToken from '@directus/api/middleware/extract-token'
import schema from '@directus/api/middleware/schema'
import { fetchPermissions } from '@directus/api/permissions/lib/fetch-permissions'
import { fetchPolicies } from '@directus/api/permissions/lib/fetch-policies'
import cookieParser from 'cookie-parser'
import express from 'express'

import { dbDate, isoDay, shownOffer, stayNights, stayOffers } from '../booking/pricing.js'
import { whereFlags } from '../search-indexes/flags.js'

const PAGE_SIZE = 20
const PUBLISHED = { status: { _eq: 'published' } }

const LIST_FIELDS = [
  'id',
  'slug',
  'name',
  'stars',
  'city',
  'rating',
  'review_count',
  'hero_image',
  'price_from',
  'teaser',
  'latitude',
  'longitude',
  'amenities',
  'board_types',
  'tourist_tax',
  'region',
]
const DETAIL_FIELDS = [
  ...LIST_FIELDS,
  'address',
  'postal_code',
  'country',
  'description',
  'policies',
  'check_in',
  'check_out',
]
const ROOM_FIELDS = ['id', 'hotel', 'name', 'max_adults', 'max_children', 'max_occupancy', 'allotment']
const ROOM_DETAIL_FIELDS = [...ROOM_FIELDS, 'description', 'size_sqm', 'beds', 'image', 'sort']
const RATE_FIELDS = [
  'id',
  'room_type',
  'name',
  'board',
  'season_from',
  'season_to',
  'price_per_night',
  'free_cancellation_days',
  'min_nights',
]
const INVENTORY_FIELDS = ['room_type', 'night', 'rooms_booked', 'closed']

/** What each read needs: the rows (a permission filter that admits at least the published ones) and columns. */
const READS = {
  hotels: { rows: PUBLISHED, fields: [...DETAIL_FIELDS, 'status', 'recommended_score'] },
  regions: { rows: PUBLISHED, fields: ['id', 'name', 'slug', 'status'] },
  room_types: { rows: { hotel: PUBLISHED }, fields: ROOM_DETAIL_FIELDS },
  rates: { rows: { room_type: { hotel: PUBLISHED } }, fields: RATE_FIELDS },
  inventory: { rows: { room_type: { hotel: PUBLISHED } }, fields: INVENTORY_FIELDS },
  hotels_files: { rows: { hotels_id: PUBLISHED }, fields: ['id', 'hotels_id', 'directus_files_id', 'sort'] },
}
const SEARCH_READS = ['hotels', 'regions', 'room_types', 'rates', 'inventory']
const DETAIL_READS = [...SEARCH_READS, 'hotels_files']

const SORTS = {
  empfohlen: [{ column: 'h.recommended_score', order: 'desc' }, 'h.id'],
  'preis-aufsteigend': ['h.price_from', 'h.id'],
  'preis-absteigend': [{ column: 'h.price_from', order: 'desc' }, 'h.id'],
  bewertung: [{ column: 'h.rating', order: 'desc' }, { column: 'h.review_count', order: 'desc' }, 'h.id'],
  sterne: [{ column: 'h.stars', order: 'desc' }, { column: 'h.rating', order: 'desc' }, 'h.id'],
}
/** The price sorts with a stay: by the total a card shows (hotels without an offer last), see `stayTotal`. */
const STAY_SORTS = { 'preis-aufsteigend': 'asc', 'preis-absteigend': 'desc' }

class Refusal extends Error {
  constructor(status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

const invalid = (what) => new Refusal(400, 'INVALID_QUERY', `Ungültige Suchangabe: ${what}.`)

const asJson = (value) => (typeof value === 'string' ? JSON.parse(value) : value)

/**
 * A permission that lets its holder read at least the columns `read` names, and the rows it names (with
 * `everyRow`, every row: drafts too).
 */
function covers(permission, read, everyRow) {
  const rows = asJson(permission.permissions)
  const fields = permission.fields ?? []
  const allRows = rows === null || rows === undefined || Object.keys(rows).length === 0
  return (
    (allRows || (!everyRow && isDeepStrictEqual(rows, read.rows))) &&
    (fields.includes('*') || read.fields.every((field) => fields.includes(field)))
  )
}

/** The collections among `collections` whose reads the caller's rights do not cover (Directus's cached permissions). */
async function missingRights(req, database, collections, everyRow = false) {
  const { accountability } = req
  if (accountability.admin) return []
  const context = { knex: database, schema: req.schema }
  const policies = await fetchPolicies(accountability, context)
  const permissions = await fetchPermissions(
    { action: 'read', policies, collections, accountability },
    context,
  )
  return collections.filter(
    (collection) =>
      !permissions.some(
        (permission) =>
          permission.collection === collection && covers(permission, READS[collection], everyRow),
      ),
  )
}

/** Refuses a caller whose rights do not cover every read of `collections`. */
async function checkRights(req, database, collections) {
  const { accountability } = req
  const missing = await missingRights(req, database, collections)
  if (missing.length === 0) return
  if (!accountability.user) throw new Refusal(401, 'TOKEN_INVALID', 'Anmeldung erforderlich.')
  throw new Refusal(403, 'FORBIDDEN', `Keine Leserechte für ${missing.join(', ')}.`)
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const CODE = /^[a-z_]{1,40}$/

function single(query, name) {
  const value = query[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw invalid(name)
  return value
}

function number(query, name, min, max, { integer = false } = {}) {
  const value = single(query, name)
  if (value === undefined || value === '') return null
  const n = Number(value)
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) throw invalid(name)
  return n
}

function list(query, name, pattern, max) {
  const value = single(query, name)
  if (value === undefined || value === '') return null
  const items = value.split(',')
  if (items.length > max || !items.every((item) => pattern.test(item))) throw invalid(name)
  return items
}

/**
 * A stay as the SQL and the pricing need it: arrival, departure, every night and the last one (ISO), the
 * travellers, and the day the site counts as today (its pages are kept per day); null without dates.
 */
function parseStay(query) {
  const arrival = single(query, 'arrival')
  const departure = single(query, 'departure')
  if (arrival === undefined && departure === undefined) return null
  const days = (Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000
  if (!ISO_DAY.test(arrival ?? '') || !ISO_DAY.test(departure ?? '') || !(days >= 1 && days <= 30))
    throw invalid('arrival, departure')
  const today = single(query, 'today')
  if (!ISO_DAY.test(today ?? '')) throw invalid('today')
  const adults = number(query, 'adults', 1, 30, { integer: true })
  if (adults === null) throw invalid('adults')
  const rooms = number(query, 'rooms', 1, 9, { integer: true })
  if (rooms === null || rooms > adults) throw invalid('rooms')
  const nights = stayNights(arrival, departure)
  return {
    arrival,
    departure,
    last: nights.at(-1),
    nights,
    adults,
    children: number(query, 'children', 0, 8, { integer: true }) ?? 0,
    rooms,
    today,
  }
}

function parseSearch(query) {
  const text = single(query, 'text')
  if (text !== undefined && text.length > 200) throw invalid('text')
  const order = single(query, 'order') ?? 'empfohlen'
  if (!Object.hasOwn(SORTS, order)) throw invalid('order')
  return {
    regions: list(query, 'regions', /^\d{1,9}$/, 100)?.map(Number) ?? null,
    text: text?.trim() || null,
    priceMin: number(query, 'price_min', 0, 1_000_000),
    priceMax: number(query, 'price_max', 0, 1_000_000),
    starsMin: number(query, 'stars_min', 1, 5, { integer: true }),
    ratingMin: number(query, 'rating_min', 0, 10),
    boards: list(query, 'boards', CODE, 10) ?? [],
    amenities: list(query, 'amenities', CODE, 40) ?? [],
    freeCancellation: single(query, 'free_cancellation') === '1',
    order,
    page: number(query, 'page_no', 1, 100_000, { integer: true }) ?? 1,
    // the web server keeps the count of a search for a while and then asks for pages only
    count: single(query, 'count') !== '0',
    stay: parseStay(query),
  }
}

const likeText = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** SQL rounding `sql` to `places` decimals, as numeric on PostgreSQL (its ROUND(x, n) takes no double). */
const rounded = (sql, places) => `ROUND(CAST(${sql} AS numeric), ${places})`

/**
 * Published hotels with a price that match the search, as a condition on `hotels as h`. Price, stars,
 * rating and the search flags (amenities, boards, free cancellation) are compared with a unary + (the same
 * value, on SQLite and PostgreSQL): SQLite then never seeks by them but reads a region in the order of the
 * sort's index and checks them on each entry (directus/extensions/search-indexes). The price filter compares
 * the price a card shows: without dates its "ab" price per room and night in whole euros (`price_from`
 * rounded), with dates the stay's total per night (`stayTotal`, a condition of its own); `withPrice` false
 * leaves the price filter out.
 */
function matching(search, { withPrice = true } = {}) {
  const atLeast = (builder, column, value) => builder.whereRaw('+?? >= ?', [column, value])
  return (builder) => {
    builder.where('h.status', 'published').whereRaw('+?? IS NOT NULL', ['h.price_from'])
    if (search.regions) builder.whereIn('h.region', search.regions)
    if (search.text) {
      const pattern = likeText(search.text)
      builder.where((or) =>
        or
          .whereRaw('LOWER(??) LIKE ? ESCAPE ?', ['h.name', pattern, '\\'])
          .orWhereRaw('LOWER(??) LIKE ? ESCAPE ?', ['h.city', pattern, '\\']),
      )
    }
    if (withPrice && !search.stay) {
      if (search.priceMin !== null)
        builder.whereRaw(`${rounded('??', 0)} >= ?`, ['h.price_from', search.priceMin])
      if (search.priceMax !== null)
        builder.whereRaw(`${rounded('??', 0)} <= ?`, ['h.price_from', search.priceMax])
    }
    if (search.starsMin !== null) atLeast(builder, 'h.stars', search.starsMin)
    if (search.ratingMin !== null) atLeast(builder, 'h.rating', search.ratingMin)
    whereFlags(builder, search)
  }
}

/**
 * With a stay, the price a hotel's card shows is its offer's total (booking/pricing.js `stayOffers` and
 * `shownOffer`: the cheapest available tariff passing the board and cancellation filters, rooms and tourist
 * tax for the party). `stayPrices` computes it in SQL for every hotel matching the search, as part of the
 * page's one query, so that the price sorts and the price filter read the figure the cards show:
 * per room type (fitting the party spread over the rooms, with rooms left on every night) and tariff (name
 * and board), the nights each rate of the stay covers times its price; a tariff counts when its rates
 * cover every night (one rate per night and tariff: seasons of a tariff do not overlap), its longest minimum
 * stay is met and, with the cancellation filter, every rate is refundable by a deadline not yet passed.
 * Rounded as the pricing rounds: the rooms' price, the tax, their sum.
 */
function stayPrices(database, search) {
  const { stay } = search
  const sqlite = database.client.config.client === 'sqlite3'
  const arrival = dbDate(database, stay.arrival)
  const last = dbDate(database, stay.last)
  const n = stay.nights.length
  const adults = Math.ceil(stay.adults / stay.rooms)
  const children = Math.ceil(stay.children / stay.rooms)
  // the nights of the stay a rate covers (dates are epoch milliseconds on SQLite)
  const covered = sqlite
    ? ['((MIN(??, ?) - MAX(??, ?)) / 86400000 + 1)', ['r.season_to', last, 'r.season_from', arrival]]
    : [
        '((LEAST(??, CAST(? AS date)) - GREATEST(??, CAST(? AS date))) + 1)',
        ['r.season_to', last, 'r.season_from', arrival],
      ]
  const tariffs = database('room_types as t')
    .join('hotels as h', 'h.id', 't.hotel')
    .join('rates as r', 'r.room_type', 't.id')
    .where(matching(search, { withPrice: false }))
    .where('t.max_adults', '>=', adults)
    .where('t.max_children', '>=', children)
    .where('t.max_occupancy', '>=', adults + children)
    .where('r.season_from', '<=', last)
    .where('r.season_to', '>=', arrival)
    .whereRaw(
      '?? - COALESCE((SELECT MAX(CASE WHEN ?? THEN ?? ELSE ?? END) FROM ?? AS ?? WHERE ?? = ?? AND ?? BETWEEN ? AND ?), 0) >= ?',
      [
        't.allotment',
        'i.closed',
        't.allotment',
        'i.rooms_booked',
        'inventory',
        'i',
        'i.room_type',
        't.id',
        'i.night',
        arrival,
        last,
        stay.rooms,
      ],
    )
    .groupBy('t.hotel', 't.id', 'r.name', 'r.board')
    .select('t.hotel as hotel')
    .select(database.raw(`SUM(?? * ${covered[0]}) AS ??`, ['r.price_per_night', ...covered[1], 'price']))
    .havingRaw(`SUM(${covered[0]}) = ${n}`, covered[1])
    .havingRaw(`MAX(COALESCE(??, 1)) <= ${n}`, ['r.min_nights'])
  if (search.boards.length > 0) tariffs.whereIn('r.board', search.boards)
  if (search.freeCancellation) {
    const daysAhead = Math.round((Date.parse(stay.arrival) - Date.parse(stay.today)) / 86_400_000)
    tariffs
      .havingRaw('SUM(CASE WHEN ?? IS NULL THEN 1 ELSE 0 END) = 0', ['r.free_cancellation_days'])
      .havingRaw(`MAX(??) <= ${daysAhead}`, ['r.free_cancellation_days'])
  }
  return database
    .from(tariffs.as('tariff'))
    .groupBy('tariff.hotel')
    .select('tariff.hotel as hotel')
    .select(database.raw(`MIN(${rounded(`?? * ${stay.rooms}`, 2)}) AS ??`, ['tariff.price', 'room_price']))
}

/** The total a card shows for the stay, as SQL on `hotels as h` joined with `stayPrices` as `sp`. */
function stayTotal(stay) {
  const persons = stay.adults + stay.children
  return rounded(
    `sp.room_price + ${rounded(`COALESCE(h.tourist_tax, 0) * ${persons * stay.nights.length}`, 2)}`,
    2,
  )
}

/**
 * The hotels of a search, `hotels as h`, with the stay's prices joined when the price sorts or the price
 * filter need them: filtered by price, only hotels with an offer remain.
 */
function searched(database, builder, search, { counting = false } = {}) {
  builder.where(matching(search))
  const { stay } = search
  const filtered = search.priceMin !== null || search.priceMax !== null
  if (!stay || (!filtered && (counting || !Object.hasOwn(STAY_SORTS, search.order)))) return builder
  const prices = stayPrices(database, search).as('sp')
  if (!filtered) return builder.leftJoin(prices, 'sp.hotel', 'h.id')
  builder.join(prices, 'sp.hotel', 'h.id')
  const perNight = `ROUND(${stayTotal(stay)} / ${stay.nights.length}, 2)`
  if (search.priceMin !== null) builder.whereRaw(`${perNight} >= ?`, [search.priceMin])
  if (search.priceMax !== null) builder.whereRaw(`${perNight} <= ?`, [search.priceMax])
  return builder
}

/** A search's order: with a stay, the price sorts go by the total a card shows, hotels without an offer last. */
function ordered(builder, search) {
  const direction = search.stay ? STAY_SORTS[search.order] : undefined
  if (!direction) return builder.orderBy(SORTS[search.order])
  const total = stayTotal(search.stay)
  return builder.orderByRaw(`(${total}) IS NULL, ${total} ${direction}, ?? ASC`, ['h.id'])
}

const csv = (value) => (value ? String(value).split(',').filter(Boolean) : [])
/** Decimals come as numbers from SQLite and as strings from PostgreSQL; the answer has numbers. */
const decimal = (value) => (value === null || value === undefined ? null : Number(value))

/**
 * A row as one JSON object of `columns` ([key, column] pairs; with `computed`, one more key whose value is
 * raw SQL with its bindings), as the column `row`. The sqlite3 driver builds a row's JavaScript object value
 * by value on Directus's main thread, which for a search's rows took as long as running its queries; a JSON
 * text per row is parsed by V8 in a fraction of that (`fromJson`), and PostgreSQL's driver parses `json`
 * itself. Keys are constants of this file.
 */
function jsonRow(database, columns, computed = null) {
  const jsonObject = database.client.config.client === 'sqlite3' ? 'json_object' : 'json_build_object'
  const pairs = columns.map(([key]) => `'${key}', ??`)
  if (computed) pairs.push(`'${computed.key}', (${computed.sql})`)
  return database.raw(`${jsonObject}(${pairs.join(', ')}) AS ??`, [
    ...columns.map(([, column]) => column),
    ...(computed?.bindings ?? []),
    'row',
  ])
}

const fromJson = (value) => (typeof value === 'string' ? JSON.parse(value) : value)

/** A hotel of `hotels()` as the answer has it (a search's count rides along on each row and stays behind). */
function hotelRow(result) {
  const { region_name: name, region_slug: slug, region, ...hotel } = fromJson(result.row)
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

/** Hotels with their region's name and slug, where the region is published. */
function hotels(database, fields) {
  return database('hotels as h')
    .leftJoin('regions as g', (on) => on.on('g.id', 'h.region').andOnVal('g.status', 'published'))
    .select(
      jsonRow(database, [
        ...fields.map((field) => [field, `h.${field}`]),
        ['region_name', 'g.name'],
        ['region_slug', 'g.slug'],
      ]),
    )
}

const rateRow = (rate) => ({
  ...rate,
  season_from: isoDay(rate.season_from),
  season_to: isoDay(rate.season_to),
  price_per_night: decimal(rate.price_per_night),
})
const inventoryRow = (row) => ({ ...row, night: isoDay(row.night), closed: Boolean(row.closed) })

/** The rooms of some hotels, and the rates and inventory rows of a stay for them. */
async function stayRows(database, hotelIds, stay, roomFields) {
  if (hotelIds.length === 0) return { room_types: [], rates: [], inventory: [] }
  const roomTypes = await database('room_types')
    .select(roomFields)
    .whereIn('hotel', hotelIds)
    .orderBy(['sort', 'id'])
  const ids = roomTypes.map((roomType) => roomType.id)
  if (!stay || ids.length === 0) return { room_types: roomTypes, rates: [], inventory: [] }
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
  return { room_types: roomTypes, rates: rates.map(rateRow), inventory: inventory.map(inventoryRow) }
}

/**
 * The rates of a stay for a search's hotels, each with its room type and the stay's worst night for that room
 * type, in one query (a query costs Directus about a millisecond of CPU on top of its SQL). A room type without
 * a rate for the stay is left out (it has no offer). The worst night comes as one inventory row on the
 * arrival, its rooms taken the most any night of the stay has (a closed night: all): the fewest rooms left
 * on any night, which is all that `roomsLeft` (booking/pricing.js) reads from a stay's rows.
 */
async function searchStayRows(database, hotelIds, stay) {
  if (hotelIds.length === 0) return { room_types: [], rates: [], inventory: [] }
  const arrival = dbDate(database, stay.arrival)
  const last = dbDate(database, stay.last)
  const row = jsonRow(
    database,
    [
      ...ROOM_FIELDS.map((field) => [`t_${field}`, `t.${field}`]),
      ...RATE_FIELDS.map((field) => [field, `r.${field}`]),
    ],
    {
      key: 't_taken',
      sql: 'SELECT MAX(CASE WHEN ?? THEN ?? ELSE ?? END) FROM ?? AS ?? WHERE ?? = ?? AND ?? BETWEEN ? AND ?',
      bindings: [
        'i.closed',
        't.allotment',
        'i.rooms_booked',
        'inventory',
        'i',
        'i.room_type',
        't.id',
        'i.night',
        arrival,
        last,
      ],
    },
  )
  const rated = (
    await database('room_types as t')
      .join('rates as r', 'r.room_type', 't.id')
      .select(row)
      .whereIn('t.hotel', hotelIds)
      .where('r.season_from', '<=', last)
      .where('r.season_to', '>=', arrival)
      .orderBy(['t.sort', 't.id', 'r.id'])
  ).map((result) => fromJson(result.row))
  // objects written out rather than built field by field: a search reads a hundred or more of these rows
  const roomTypes = new Map()
  const inventory = []
  const rates = []
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
      hotel: row.t_hotel,
      name: row.t_name,
      max_adults: row.t_max_adults,
      max_children: row.t_max_children,
      max_occupancy: row.t_max_occupancy,
      allotment: row.t_allotment,
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

async function search(database, query) {
  const count = () => searched(database, database('hotels as h'), query, { counting: true }).count({ n: '*' })
  const pageOf = (page) =>
    ordered(searched(database, hotels(database, LIST_FIELDS), query), query)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
  // The count comes with the page, as a subquery that the database runs once: one query instead of two.
  const firstTry = query.count
    ? await pageOf(query.page).select(count().as('search_total'))
    : await pageOf(query.page)
  const total = !query.count
    ? null
    : firstTry.length > 0
      ? Number(firstTry[0].search_total)
      : Number((await count())[0].n) // no row to carry it: no match, or a page past the end
  // A page number past the end shows the last page instead of an empty list.
  const page = total === null ? query.page : Math.min(query.page, Math.max(1, Math.ceil(total / PAGE_SIZE)))
  const rows = page === query.page ? firstTry : await pageOf(page)
  const found = rows.map(hotelRow)
  if (!query.stay) return { total, page, hotels: found }
  // each hotel with the offer it shows for the stay and filters (or why none), priced here rather than on
  // the web server: a page's 15–20 offers instead of its ~140 rates and their inventory
  const offers = offersOf(
    await searchStayRows(
      database,
      found.map((hotel) => hotel.id),
      query.stay,
    ),
    found,
    query.stay,
  )
  return { total, page, hotels: found.map((hotel, i) => ({ ...hotel, ...shownOffer(offers[i], query) })) }
}

const byKey = (rows, key) => {
  const groups = new Map()
  for (const row of rows) {
    const group = groups.get(row[key])
    if (group) group.push(row)
    else groups.set(row[key], [row])
  }
  return groups
}

/** Every offer of each hotel for the stay (booking/pricing.js), from the rows `stayRows` read for them. */
function offersOf(rows, hotels, stay) {
  const roomTypes = byKey(rows.room_types, 'hotel')
  const ratesByRoomType = byKey(rows.rates, 'room_type')
  const inventoryByRoomType = byKey(rows.inventory, 'room_type')
  return hotels.map((hotel) =>
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

async function detail(database, id, stay, statuses) {
  const row = await hotels(database, DETAIL_FIELDS).where('h.id', id).whereIn('h.status', statuses).first()
  if (!row) return null
  const [images, rows] = await Promise.all([
    database('hotels_files')
      .select('directus_files_id')
      .where('hotels_id', id)
      .whereNotNull('directus_files_id')
      .orderBy(['sort', 'id']),
    stayRows(database, [id], stay, ROOM_DETAIL_FIELDS),
  ])
  const hotel = { ...hotelRow(row), images: images.map((image) => image.directus_files_id) }
  return { hotel, room_types: rows.room_types, offers: stay ? offersOf(rows, [hotel], stay)[0] : null }
}

/**
 * The answer as JSON, without express's `res.json`: it hashes every body for an ETag that no caller sends
 * back (the web server keeps results itself), 1 % of Directus's CPU per search.
 */
function sendJson(res, status, body) {
  const json = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(json))
  res.end(json)
}

function send(res, error, logger) {
  if (error instanceof Refusal) {
    sendJson(res, error.status, { errors: [{ message: error.message, extensions: { code: error.code } }] })
    return
  }
  logger.error(error, 'catalogue extension failed')
  sendJson(res, 500, {
    errors: [{ message: 'Ein interner Fehler ist aufgetreten.', extensions: { code: 'INTERNAL' } }],
  })
}

/** The endpoints' handlers, as an endpoint extension's `router` would mount them. */
function routes(router, { database, logger }) {
  router.get('/hotels', async (req, res) => {
    try {
      await checkRights(req, database, SEARCH_READS)
      const query = parseSearch(req.query)
      sendJson(res, 200, { data: await search(database, query) })
    } catch (error) {
      send(res, error, logger)
    }
  })

  router.get('/hotels/:id', async (req, res) => {
    try {
      await checkRights(req, database, DETAIL_READS)
      const id = Number(req.params.id)
      if (!/^\d{1,9}$/.test(req.params.id) || id < 1) throw invalid('id')
      const stay = parseStay(req.query)
      // A preview (drafts=1) shows drafts to a caller who may read every row, such as an editor; anyone
      // else sees the published hotel, as without it.
      const drafts =
        single(req.query, 'drafts') === '1' &&
        (await missingRights(req, database, DETAIL_READS, true)).length === 0
      const found = await detail(database, id, stay, drafts ? ['published', 'draft'] : ['published'])
      if (!found) throw new Refusal(404, 'NOT_FOUND', 'Dieses Hotel gibt es nicht.')
      sendJson(res, 200, { data: found })
    } catch (error) {
      send(res, error, logger)
    }
  })
}

/**
 * `GET /catalogue/hotels` and `/catalogue/hotels/{id}`, ahead of Directus's per-request middleware. Who
 * the caller is comes from Directus's own middleware (a token in the header, the `access_token` query or
 * Directus's session cookie, as everywhere in Directus); an unknown token is refused by it as everywhere,
 * through Directus's error handler. Requests here are not in Directus's request log (the web server logs
 * the pages), and a query string is parsed by express's parser (Directus's `qs` settings apply).
 */
export default ({ init }, context) => {
  init('middlewares.before', ({ app }) => {
    const router = express.Router()
    routes(router, context)
    app.use('/catalogue', cookieParser(), extractToken, authenticate, schema, router)
  })
}
