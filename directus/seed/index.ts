/**
 * Seeds a Directus instance (schema from directus/scripts/schema.ts already applied) with the deterministic
 * demo content from generate.ts.
 *
 * - `test` / `demo` / numbers below 5,000: everything through the REST API, batched array POSTs in
 *   dependency order; generated keys are mapped to the ids Directus assigns.
 * - numbers ≥ 5,000 (benchmarks: 10,000 and 100,000 hotels): images, regions, categories, themes, round
 *   trips, articles, pages, translations and settings still go through the API; hotels, hotels_files,
 *   room_types, rates and inventory are written straight into the SQLite file (`dbFile`) through the same
 *   tables, with prepared multi-row INSERTs in one transaction per chunk. Those hotels are "lean"
 *   (2 room types, rates for the main board only, 0–2 inventory rows per room type) so that 100,000 hotels
 *   stay at ~2.4 M rate rows — see `sizeProfile` in generate.ts.
 *
 * Refuses to run against a database that already has hotels or regions (no duplicate seeding).
 */
import { createRequire } from 'node:module'

import {
  DIRECT_DB_THRESHOLD,
  HotelGenerator,
  generate,
  generateCatalog,
  sizeProfile,
  type Row,
  type SeedSize,
} from './generate.ts'
import { uploadImages } from './images.ts'
import { itemAt } from './prng.ts'
import {
  HOTEL_DETAIL_FIELDS,
  INVENTORY_FIELDS,
  RATE_FIELDS,
  ROOM_TYPE_DETAIL_FIELDS,
} from '../../core/catalogue-fields.ts'

export interface SeedOptions {
  url: string
  adminToken: string
  size: SeedSize
  /** ISO date the rate calendar starts at; default: today in Europe/Berlin */
  today?: string | undefined
  log?: (m: string) => void
  /** SQLite file of the Directus instance; required for sizes ≥ 5,000 */
  dbFile?: string | undefined
  /** PRNG seed; the default gives the canonical demo data */
  seed?: number | undefined
}

export interface SeedResult {
  counts: Record<string, number>
  ms: number
}

export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** foreign-key fields whose values are generator keys */
const FK_FIELDS = new Set([
  'region',
  'category',
  'hotel',
  'room_type',
  'parent',
  'round_trip',
  'variant',
  'hotels_id',
  'round_trips_id',
])
const BATCH_ROWS = 500
/** Directus' default MAX_PAYLOAD_SIZE is 1 MB */
const BATCH_BYTES = 700_000

class Api {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}
  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.url + path, {
      method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : null,
    })
    const text = await res.text()
    if (!res.ok) {
      let detail = text.slice(0, 800)
      try {
        const j = JSON.parse(text) as { errors?: Array<{ message: string }> }
        if (j.errors?.length) detail = j.errors.map((e) => e.message).join('; ')
      } catch {
        /* keep raw text */
      }
      throw new Error(`Directus ${method} ${path.split('?')[0]}: HTTP ${res.status} – ${detail}`)
    }
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T
  }
  async count(collection: string): Promise<number> {
    const data = await this.request<Array<{ count: number | string | { id: number } | null }> | undefined>(
      'GET',
      `/items/${collection}?aggregate[count]=*`,
    )
    const c = data?.[0]?.count
    return Number(typeof c === 'object' && c ? Object.values(c)[0] : c) || 0
  }
}

class KeyMap {
  private readonly ids = new Map<string, number | string>()
  constructor(private readonly files: Record<string, string>) {}
  set(key: string, id: number | string) {
    this.ids.set(key, id)
  }
  id(key: string): number | string {
    const id = this.ids.get(key)
    if (id === undefined) throw new Error(`Seed: unbekannter Schlüssel ${key}`)
    return id
  }
  /** strip `_key`, map foreign keys and image references (also nested, e.g. page blocks) */
  payload(row: Row): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const [field, value] of Object.entries(row)) {
      if (field === '_key') continue
      if (FK_FIELDS.has(field) && typeof value === 'string') out[field] = this.id(value)
      else out[field] = this.deep(value)
    }
    return out
  }
  private deep(value: unknown): unknown {
    if (typeof value === 'string' && value.startsWith('img:')) {
      const id = this.files[value.slice(4)]
      if (!id) throw new Error(`Seed: Bild ${value} fehlt`)
      return id
    }
    if (Array.isArray(value)) return value.map((v) => this.deep(v))
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.deep(v)]))
    return value
  }
}

async function createMany(
  api: Api,
  keys: KeyMap,
  collection: string,
  rows: Row[],
  transform?: (p: Record<string, unknown>, row: Row) => Record<string, unknown>,
): Promise<number> {
  let batch: Record<string, unknown>[] = []
  let batchRows: Row[] = []
  let bytes = 0
  const flush = async () => {
    if (!batch.length) return
    const created = await api.request<Array<{ id: number | string }>>(
      'POST',
      `/items/${collection}?fields=id`,
      batch,
    )
    const list = Array.isArray(created) ? created : [created]
    if (list.length !== batch.length)
      throw new Error(`Seed: ${collection} – ${batch.length} gesendet, ${list.length} angelegt`)
    // ids of one batch are assigned in insertion order (one transaction, auto increment)
    const sorted = list.every((c) => typeof c.id === 'number')
      ? list.slice().sort((a, b) => (a.id as number) - (b.id as number))
      : list
    sorted.forEach((c, i) => keys.set(itemAt(batchRows, i)._key, c.id))
    batch = []
    batchRows = []
    bytes = 0
  }
  for (const row of rows) {
    let p = keys.payload(row)
    if (transform) p = transform(p, row)
    const size = Buffer.byteLength(JSON.stringify(p))
    if (batch.length >= BATCH_ROWS || (batch.length && bytes + size > BATCH_BYTES)) await flush()
    batch.push(p)
    batchRows.push(row)
    bytes += size
  }
  await flush()
  return rows.length
}

/**
 * A `date` field as Directus itself stores it on SQLite: epoch milliseconds of midnight UTC, not the ISO
 * text. Text dates would compare as greater than any number, so filters such as `season_from <= …` would
 * never match rows written straight into the file.
 */
export function sqliteDate(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`)
}

/** inventory.slot = `${room_type id}:${night}` (unique) */
const withSlot = (p: Record<string, unknown>) => ({ ...p, slot: `${String(p.room_type)}:${String(p.night)}` })

export async function seed(opts: SeedOptions): Promise<SeedResult> {
  const started = Date.now()
  const log = opts.log ?? (() => {})
  const url = opts.url.replace(/\/+$/, '')
  const api = new Api(url, opts.adminToken)
  const today = opts.today ?? berlinToday()
  const gopts = { size: opts.size, today, seed: opts.seed }
  const profile = sizeProfile(opts.size)
  const direct = typeof opts.size === 'number' && opts.size >= DIRECT_DB_THRESHOLD
  if (direct && !opts.dbFile)
    throw new Error(
      `Seed: für ${opts.size} Hotels wird direkt in die SQLite-Datei geschrieben – bitte dbFile (--db) angeben. ` +
        `Auf PostgreSQL legt der Seed bis ${DIRECT_DB_THRESHOLD - 1} Hotels über die API an.`,
    )

  // ---- refuse to seed twice
  const existingHotels = await api.count('hotels')
  const existingRegions = await api.count('regions')
  if (existingHotels > 0 || existingRegions > 0) {
    throw new Error(
      `Seed abgebrochen: Die Datenbank enthält bereits Inhalte (${existingHotels} Hotels, ${existingRegions} Regionen). ` +
        'Der Seed legt nur in eine leere Datenbank an – Datenbank zurücksetzen (npm run directus:reset) und erneut starten.',
    )
  }
  log(`Seed "${String(opts.size)}" ab ${today}${direct ? ` (Hotels direkt in ${opts.dbFile})` : ''}`)

  const counts: Record<string, number> = {}
  const files = await uploadImages(url, opts.adminToken, log)
  counts.files = Object.keys(files).length
  const keys = new KeyMap(files)
  const catalog = direct ? generateCatalog(gopts) : generate(gopts)
  const step = async (
    collection: string,
    rows: Row[],
    transform?: (p: Record<string, unknown>, row: Row) => Record<string, unknown>,
  ) => {
    const t = Date.now()
    counts[collection] = await createMany(api, keys, collection, rows, transform)
    log(`${collection}: ${rows.length} (${Date.now() - t} ms)`)
  }

  await step('regions', catalog.regions)
  await step('categories', catalog.categories)

  if (direct) {
    const c = await seedHotelsDirect(opts.dbFile!, gopts, keys, files, log)
    Object.assign(counts, c)
  } else {
    const data = catalog as ReturnType<typeof generate>
    await step('hotels', data.hotels)
    await step('hotels_files', data.hotelsFiles)
    await step('room_types', data.roomTypes)
    await step('rates', data.rates)
    await step('inventory', data.inventory, withSlot)
    await step('hotel_reviews', data.reviews)
  }

  // themes: parents before children (generateThemes sorts by depth); one request per depth level
  const depths = [...new Set(catalog.themes.map((t) => String(t.path).split('/').length))].sort()
  counts.hotel_themes = 0
  for (const d of depths) {
    const level = catalog.themes.filter((t) => String(t.path).split('/').length === d)
    counts.hotel_themes += await createMany(api, keys, 'hotel_themes', level)
  }
  log(`hotel_themes: ${counts.hotel_themes}`)
  await step('round_trips', catalog.roundTrips)
  await step('round_trips_files', catalog.roundTripsFiles)
  await step('round_trip_variants', catalog.variants)
  await step('departures', catalog.departures)
  await step('articles', catalog.articles)
  await step('pages', catalog.pages)

  // translations: keep keys an editor (or the setup script) already created
  const existing = new Set(
    (await api.request<Array<{ key: string }>>('GET', '/items/translations?fields=key&limit=-1')).map(
      (t) => t.key,
    ),
  )
  await step(
    'translations',
    catalog.translations.filter((t) => !existing.has(String(t.key))),
  )
  await api.request('PATCH', '/items/site_settings', catalog.siteSettings)
  counts.site_settings = 1

  const ms = Date.now() - started
  log(`Seed fertig in ${(ms / 1000).toFixed(1)} s (${profile.hotels} Hotels)`)
  return { counts, ms }
}

// ------------------------------------------------------------------------------------------------
// direct SQLite writer for benchmark sizes

interface SqliteStatement {
  run(params: unknown[], cb: (err: Error | null) => void): void
  finalize(cb: (err: Error | null) => void): void
}
interface SqliteDb {
  run(sql: string, params: unknown[], cb: (err: Error | null) => void): void
  all(
    sql: string,
    params: unknown[],
    cb: (err: Error | null, rows: Array<Record<string, unknown>>) => void,
  ): void
  prepare(sql: string, cb: (err: Error | null) => void): SqliteStatement
  close(cb: (err: Error | null) => void): void
}
interface Sqlite3Module {
  Database: new (file: string, mode: number, cb: (err: Error | null) => void) => SqliteDb
  OPEN_READWRITE: number
  VERSION_NUMBER: number
}

const p = <T>(fn: (cb: (err: Error | null, v?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => fn((err, v) => (err ? reject(err) : resolve(v as T))))

class SqliteWriter {
  private constructor(
    private readonly db: SqliteDb,
    private readonly maxVars: number,
  ) {}
  static async open(file: string): Promise<SqliteWriter> {
    // sqlite3 is a dependency of Directus; resolve it from directus/node_modules
    const sqlite3 = createRequire(import.meta.url)('sqlite3') as Sqlite3Module
    let db!: SqliteDb
    await new Promise<void>((resolve, reject) => {
      db = new sqlite3.Database(file, sqlite3.OPEN_READWRITE, (err) =>
        err ? reject(new Error(`SQLite-Datei ${file}: ${err.message}`)) : resolve(),
      )
    })
    const w = new SqliteWriter(db, sqlite3.VERSION_NUMBER >= 3032000 ? 32766 : 999)
    await w.exec('PRAGMA busy_timeout = 30000')
    await w.exec('PRAGMA foreign_keys = ON')
    // fresh database being filled: a crash mid-seed means re-seeding anyway
    await w.exec('PRAGMA synchronous = OFF')
    await w.exec('PRAGMA cache_size = -131072')
    return w
  }
  exec(sql: string, params: unknown[] = []): Promise<void> {
    return p<void>((cb) => this.db.run(sql, params, cb))
  }
  all(sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
    return p((cb) => this.db.all(sql, params, cb))
  }
  /** The first row of a query that always answers one (an aggregate). */
  async one(sql: string, params: unknown[] = []): Promise<Record<string, unknown>> {
    const [row] = await this.all(sql, params)
    if (!row) throw new Error(`Seed: keine Zeile für ${sql}`)
    return row
  }
  close(): Promise<void> {
    return p<void>((cb) => this.db.close(cb))
  }
  async columns(table: string): Promise<string[]> {
    const cols = (await this.all(`PRAGMA table_info("${table}")`)).map((c) => String(c.name))
    if (!cols.length)
      throw new Error(`Seed: Tabelle ${table} fehlt in der SQLite-Datei – Schema zuerst anwenden.`)
    return cols
  }
  /** A multi-row INSERT for `table`; `insert(rows)` takes objects and writes the fields the table has. */
  async inserter(table: string, fields: string[]) {
    const have = new Set(await this.columns(table))
    const cols = fields.filter((f) => have.has(f))
    const perStmt = Math.max(1, Math.min(500, Math.floor(this.maxVars / cols.length)))
    const sql = (n: number) =>
      `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES ${Array.from({ length: n }, () => `(${cols.map(() => '?').join(', ')})`).join(', ')}`
    const full = await p<SqliteStatement>((cb) => {
      const st = this.db.prepare(sql(perStmt), (err) => cb(err, st))
    })
    const value = (v: unknown) =>
      v === undefined
        ? null
        : typeof v === 'boolean'
          ? v
            ? 1
            : 0
          : v !== null && typeof v === 'object'
            ? JSON.stringify(v)
            : v
    const run = (st: SqliteStatement, rows: Array<Record<string, unknown>>) =>
      p<void>((cb) =>
        st.run(
          rows.flatMap((r) => cols.map((c) => value(r[c]))),
          cb,
        ),
      )
    return {
      insert: async (rows: Array<Record<string, unknown>>) => {
        let i = 0
        for (; i + perStmt <= rows.length; i += perStmt) await run(full, rows.slice(i, i + perStmt))
        if (i < rows.length) {
          const rest = rows.slice(i)
          const st = await p<SqliteStatement>((cb) => {
            const s = this.db.prepare(sql(rest.length), (err) => cb(err, s))
          })
          await run(st, rest)
          await p<void>((cb) => st.finalize(cb))
        }
      },
      finalize: () => p<void>((cb) => full.finalize(cb)),
    }
  }
}

async function seedHotelsDirect(
  dbFile: string,
  gopts: { size: SeedSize; today: string; seed?: number | undefined },
  keys: KeyMap,
  files: Record<string, string>,
  log: (m: string) => void,
): Promise<Record<string, number>> {
  const db = await SqliteWriter.open(dbFile)
  try {
    const { n } = await db.one('SELECT COUNT(*) AS n FROM hotels')
    if (Number(n) > 0) throw new Error(`Seed abgebrochen: ${dbFile} enthält bereits ${n} Hotels.`)
    const nextId = async (t: string) =>
      Number((await db.one(`SELECT COALESCE(MAX(id), 0) AS m FROM "${t}"`)).m) + 1
    let hotelId = await nextId('hotels')
    let rtId = await nextId('room_types')
    let hfId = await nextId('hotels_files')
    let rateId = await nextId('rates')
    let invId = await nextId('inventory')
    // Directus keeps timestamps on SQLite as epoch milliseconds
    const seededAt = Date.now()
    // the columns the site reads (core/catalogue-fields.ts) and those only editors and the search's order use
    const hotelFields = [
      ...HOTEL_DETAIL_FIELDS,
      'status',
      'phone',
      'recommended_score',
      'featured',
      'date_updated',
    ]
    const ins = {
      hotels: await db.inserter('hotels', hotelFields),
      hotels_files: await db.inserter('hotels_files', ['id', 'hotels_id', 'directus_files_id', 'sort']),
      room_types: await db.inserter('room_types', ROOM_TYPE_DETAIL_FIELDS),
      rates: await db.inserter('rates', RATE_FIELDS),
      inventory: await db.inserter('inventory', ['id', ...INVENTORY_FIELDS, 'slot']),
    }
    const counts = { hotels: 0, hotels_files: 0, room_types: 0, rates: 0, inventory: 0 }
    const gen = new HotelGenerator(gopts)
    const total = gen.profile.hotels
    const CHUNK = 1000
    const img = (v: unknown) => (typeof v === 'string' && v.startsWith('img:') ? files[v.slice(4)] : v)
    const t0 = Date.now()
    for (let start = 0; start < total; start += CHUNK) {
      const buf = {
        hotels: [] as Array<Record<string, unknown>>,
        hotels_files: [] as Array<Record<string, unknown>>,
        room_types: [] as Array<Record<string, unknown>>,
        rates: [] as Array<Record<string, unknown>>,
        inventory: [] as Array<Record<string, unknown>>,
      }
      for (let i = start; i < Math.min(total, start + CHUNK); i++) {
        const b = gen.hotel(i)
        const hid = hotelId++
        buf.hotels.push({
          ...b.hotel,
          id: hid,
          region: keys.id(String(b.hotel.region)),
          hero_image: img(b.hotel.hero_image),
          // csv fields are stored as comma-separated text (what Directus itself writes)
          amenities: (b.hotel.amenities as string[]).join(','),
          board_types: (b.hotel.board_types as string[]).join(','),
          date_updated: seededAt,
        })
        for (const f of b.images)
          buf.hotels_files.push({
            id: hfId++,
            hotels_id: hid,
            directus_files_id: img(f.directus_files_id),
            sort: f.sort,
          })
        const rtIds = new Map<string, number>()
        for (const rt of b.roomTypes) {
          const id = rtId++
          rtIds.set(rt._key, id)
          buf.room_types.push({ ...rt, id, hotel: hid, image: img(rt.image) })
        }
        for (const r of b.rates)
          buf.rates.push({
            ...r,
            id: rateId++,
            room_type: rtIds.get(String(r.room_type)),
            season_from: sqliteDate(String(r.season_from)),
            season_to: sqliteDate(String(r.season_to)),
          })
        for (const v of b.inventory) {
          const rid = rtIds.get(String(v.room_type))
          const night = String(v.night)
          buf.inventory.push({
            ...v,
            id: invId++,
            room_type: rid,
            night: sqliteDate(night),
            slot: `${rid}:${night}`,
          })
        }
      }
      await db.exec('BEGIN')
      try {
        for (const t of ['hotels', 'hotels_files', 'room_types', 'rates', 'inventory'] as const) {
          await ins[t].insert(buf[t])
          counts[t] += buf[t].length
        }
        await db.exec('COMMIT')
      } catch (e) {
        await db.exec('ROLLBACK').catch(() => {})
        throw e
      }
      const done = Math.min(total, start + CHUNK)
      if (done % 10_000 === 0 || done === total)
        log(
          `Hotels direkt: ${done}/${total} (${((Date.now() - t0) / 1000).toFixed(1)} s, ${counts.rates} Raten)`,
        )
    }
    for (const i of Object.values(ins)) await i.finalize()
    return counts
  } finally {
    await db.close()
  }
}
