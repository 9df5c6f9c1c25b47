/**
 * Seeds a Directus instance (schema from directus/scripts/schema.ts already applied) with the deterministic
 * demo content from generate.ts.
 *
 * - `test` / `demo` / numbers below 5,000: everything through the REST API, batched array POSTs in
 *   dependency order; generated keys are mapped to the ids Directus assigns.
 * - numbers ≥ 5,000 (benchmarks: 10,000 to 1,000,000 hotels): images, regions, categories, themes, round
 *   trips, articles, pages, translations and settings still go through the API; hotels, hotels_files,
 *   room_types, rates and inventory are written straight into the SQLite file (`dbFile`) or the
 *   PostgreSQL database (`postgres`) through the same tables (direct.ts). Those hotels are "lean"
 *   (2 room types, rates for the main board only, 0–2 inventory rows per room type) so that 100,000 hotels
 *   stay at ~2.8 M rate rows — see `sizeProfile` in generate.ts.
 *
 * Refuses to run against a database that already has hotels or regions (no duplicate seeding).
 */
import { seedHotelsDirect, type DirectTarget, type PostgresConnection } from './direct.ts'
import {
  DIRECT_DB_THRESHOLD,
  generate,
  generateCatalog,
  sizeProfile,
  type Row,
  type SeedSize,
} from './generate.ts'
import { uploadImages } from './images.ts'
import { itemAt } from './prng.ts'

export interface SeedOptions {
  url: string
  adminToken: string
  size: SeedSize
  /** ISO date the rate calendar starts at; default: today in Europe/Berlin */
  today?: string | undefined
  log?: (m: string) => void
  /** SQLite file of the Directus instance; sizes ≥ 5,000 need it or `postgres` */
  dbFile?: string | undefined
  /** PostgreSQL database of the Directus instance, for sizes ≥ 5,000 on PostgreSQL */
  postgres?: PostgresConnection | undefined
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
  const target: DirectTarget | null = opts.postgres
    ? { postgres: opts.postgres }
    : opts.dbFile
      ? { sqlite: opts.dbFile }
      : null
  if (direct && !target)
    throw new Error(
      `Seed: für ${opts.size} Hotels wird direkt in die Datenbank geschrieben – bitte die SQLite-Datei (--db) ` +
        `oder die PostgreSQL-Verbindung angeben.`,
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
  log(
    `Seed "${String(opts.size)}" ab ${today}${direct ? ` (Hotels direkt in ${opts.postgres ? `PostgreSQL ${opts.postgres.database}` : opts.dbFile})` : ''}`,
  )

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
    const c = await seedHotelsDirect(target!, gopts, (key) => keys.id(key), files, log)
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
