/**
 * The hotels of benchmark sizes (≥ 5,000) written straight into the database of a Directus whose schema is
 * in place, not through its REST API: SQLite (prepared multi-row INSERTs, one transaction per chunk) or
 * PostgreSQL (one INSERT … SELECT FROM unnest(…) per table and chunk, which sends a chunk's rows of a table
 * as one array per column). hotels, hotels_files, room_types, rates and inventory, the rows Directus itself
 * would write (dates as it stores them, csv fields as text, the search flags as the search-indexes hook
 * computes them).
 */
import { createRequire } from 'node:module'

import { HotelGenerator, type HotelBundle, type SeedSize } from './generate.ts'
import {
  HOTEL_DETAIL_FIELDS,
  INVENTORY_FIELDS,
  RATE_FIELDS,
  ROOM_TYPE_DETAIL_FIELDS,
} from '../../core/catalogue-fields.ts'
import {
  FLAGS_COLUMN,
  flagsOf,
  PRICE_TO_COLUMN,
  ROOM_FITS_COLUMN,
  roomFitsOf,
} from '../extensions/reiseportal/src/search-indexes/flags.ts'
import { SEARCH_INDEXES } from '../extensions/reiseportal/src/search-indexes/index.ts'

export interface PostgresConnection {
  host: string
  port: number
  database: string
  user: string
  password?: string | undefined
}

/** Where the hotels go: the SQLite file or the PostgreSQL database of the Directus being seeded. */
export type DirectTarget = { sqlite: string } | { postgres: PostgresConnection }

export interface TableInserter {
  insert(rows: Array<Record<string, unknown>>): Promise<void>
  finalize(): Promise<void>
}

interface DirectWriter {
  readonly dialect: 'sqlite' | 'postgres'
  /** Before the first row: what makes a bulk write slow and can be rebuilt after it at once. */
  prepare(tables: string[], log: (m: string) => void): Promise<void>
  exec(sql: string, params?: unknown[]): Promise<void>
  one(sql: string, params?: unknown[]): Promise<Record<string, unknown>>
  inserter(table: string, fields: string[]): Promise<TableInserter>
  /** After the last row: sequences past the ids written, statistics for the planner. */
  finish(tables: string[], log: (m: string) => void): Promise<void>
  close(): Promise<void>
}

/**
 * A `date` field as Directus itself stores it on SQLite: epoch milliseconds of midnight UTC, not the ISO
 * text. Text dates would compare as greater than any number, so filters such as `season_from <= …` would
 * never match rows written straight into the file.
 */
export function sqliteDate(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`)
}

/** How a database holds a day and a moment: SQLite epoch milliseconds (as Directus), PostgreSQL ISO text. */
export function valuesFor(dialect: 'sqlite' | 'postgres') {
  return dialect === 'sqlite'
    ? { day: (iso: string): unknown => sqliteDate(iso), moment: (ms: number): unknown => ms }
    : { day: (iso: string): unknown => iso, moment: (ms: number): unknown => new Date(ms).toISOString() }
}

/** The next id of each table, advanced as rows are made. */
export interface NextIds {
  hotels: number
  hotels_files: number
  room_types: number
  rates: number
  inventory: number
}

export const DIRECT_TABLES = ['hotels', 'hotels_files', 'room_types', 'rates', 'inventory'] as const
export type DirectRows = Record<(typeof DIRECT_TABLES)[number], Array<Record<string, unknown>>>

/**
 * The rows of one generated hotel for the tables, with ids taken from `ids` (advanced), the region's id,
 * image references as file ids, dates as the database holds them, csv fields as comma-separated text and
 * the hotel's search flags (amenities, boards, free cancellation when a rate has a cancellation period) and
 * the parties its rooms take.
 */
export function bundleRows(
  b: HotelBundle,
  ids: NextIds,
  ctx: {
    regionId: (key: string) => number | string
    fileId: (ref: unknown) => unknown
    day: (iso: string) => unknown
    updated: unknown
  },
  out: DirectRows,
): void {
  const hid = ids.hotels++
  const amenities = b.hotel.amenities as string[]
  const boards = b.hotel.board_types as string[]
  out.hotels.push({
    ...b.hotel,
    id: hid,
    region: ctx.regionId(String(b.hotel.region)),
    hero_image: ctx.fileId(b.hotel.hero_image),
    // csv fields are stored as comma-separated text (what Directus itself writes)
    amenities: amenities.join(','),
    board_types: boards.join(','),
    // the highest price per night, as the search-indexes hook keeps it (the price sort from the top)
    [PRICE_TO_COLUMN]: b.rates.length > 0 ? Math.max(...b.rates.map((r) => Number(r.price_per_night))) : null,
    [FLAGS_COLUMN]: flagsOf({
      amenities,
      boards,
      freeCancellation: b.rates.some(
        (r) => r.free_cancellation_days !== null && r.free_cancellation_days !== undefined,
      ),
    }),
    // the parties its rooms take, as the search-indexes hook keeps them (the price sorts with a stay)
    [ROOM_FITS_COLUMN]: roomFitsOf(b.roomTypes as unknown as Parameters<typeof roomFitsOf>[0]),
    date_updated: ctx.updated,
  })
  for (const f of b.images)
    out.hotels_files.push({
      id: ids.hotels_files++,
      hotels_id: hid,
      directus_files_id: ctx.fileId(f.directus_files_id),
      sort: f.sort,
    })
  const rtIds = new Map<string, number>()
  for (const rt of b.roomTypes) {
    const id = ids.room_types++
    rtIds.set(rt._key, id)
    out.room_types.push({ ...rt, id, hotel: hid, image: ctx.fileId(rt.image) })
  }
  for (const r of b.rates)
    out.rates.push({
      ...r,
      id: ids.rates++,
      room_type: rtIds.get(String(r.room_type)),
      season_from: ctx.day(String(r.season_from)),
      season_to: ctx.day(String(r.season_to)),
    })
  for (const v of b.inventory) {
    const rid = rtIds.get(String(v.room_type))
    const night = String(v.night)
    out.inventory.push({
      ...v,
      id: ids.inventory++,
      room_type: rid,
      night: ctx.day(night),
      slot: `${rid}:${night}`,
    })
  }
}

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

class SqliteWriter implements DirectWriter {
  readonly dialect = 'sqlite' as const
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
  async prepare(): Promise<void> {}
  /** Rows written straight into the file: nothing to catch up (ids are plain auto increments). */
  async finish(): Promise<void> {}
  async columns(table: string): Promise<string[]> {
    const cols = (await this.all(`PRAGMA table_info("${table}")`)).map((c) => String(c.name))
    if (!cols.length)
      throw new Error(`Seed: Tabelle ${table} fehlt in der SQLite-Datei – Schema zuerst anwenden.`)
    return cols
  }
  /** A multi-row INSERT for `table`; `insert(rows)` takes objects and writes the fields the table has. */
  async inserter(table: string, fields: string[]): Promise<TableInserter> {
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

interface PgClient {
  connect(): Promise<void>
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
  end(): Promise<void>
}

/** A column's array type for unnest (`int4[]`, `varchar[]`, …), from information_schema's udt_name. */
export function arrayType(udtName: string): string {
  if (!/^[a-z0-9_]+$/.test(udtName)) throw new Error(`Seed: unerwarteter Spaltentyp ${udtName}`)
  return `${udtName}[]`
}

/** A value as an element of a PostgreSQL array parameter (booleans as text: pg sends arrays as text). */
export function pgArrayValue(v: unknown): unknown {
  if (v === undefined || v === null) return null
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  if (typeof v === 'object') return JSON.stringify(v)
  return v
}

class PgWriter implements DirectWriter {
  readonly dialect = 'postgres' as const
  /** Secondary indexes and foreign keys set aside by prepare(), made again by finish(). */
  private readonly setAside: Array<{ drop: string; create: string }> = []
  private constructor(private readonly client: PgClient) {}
  static async open(conn: PostgresConnection): Promise<PgWriter> {
    // pg is a dependency of Directus; resolve it from directus/node_modules
    const pg = createRequire(import.meta.url)('pg') as { Client: new (config: object) => PgClient }
    const client = new pg.Client({ ...conn })
    await client.connect()
    // a fresh database being filled: a crash mid-seed means re-seeding anyway
    await client.query('SET synchronous_commit = off')
    return new PgWriter(client)
  }
  async exec(sql: string, params: unknown[] = []): Promise<void> {
    await this.client.query(sql, params)
  }
  async one(sql: string, params: unknown[] = []): Promise<Record<string, unknown>> {
    const { rows } = await this.client.query(sql, params)
    if (!rows[0]) throw new Error(`Seed: keine Zeile für ${sql}`)
    return rows[0]
  }
  async inserter(table: string, fields: string[]): Promise<TableInserter> {
    const { rows } = await this.client.query(
      'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
      [table],
    )
    if (!rows.length) throw new Error(`Seed: Tabelle ${table} fehlt in PostgreSQL – Schema zuerst anwenden.`)
    const types = new Map(rows.map((r) => [String(r.column_name), String(r.udt_name)]))
    const cols = fields.filter((f) => types.has(f))
    const sql =
      `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(', ')}) ` +
      `SELECT * FROM unnest(${cols.map((c, i) => `$${i + 1}::${arrayType(types.get(c)!)}`).join(', ')})`
    return {
      insert: async (items) => {
        if (items.length === 0) return
        await this.client.query(
          sql,
          cols.map((c) => items.map((item) => pgArrayValue(item[c]))),
        )
      },
      finalize: async () => {},
    }
  }
  /**
   * Sets the tables' foreign keys and their indexes that no constraint needs aside: a row checked against
   * its foreign key and written into four indexes one by one is several times slower than building each
   * index once from the finished table and validating a foreign key with one join (the unique constraints
   * stay: they guard the seed's own rows). finish() makes them again with their definitions as they were.
   */
  async prepare(tables: string[], log: (m: string) => void): Promise<void> {
    const { rows: keys } = await this.client.query(
      `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE contype = 'f' AND conrelid = ANY(SELECT to_regclass(quote_ident(t)) FROM unnest($1::text[]) AS t)`,
      [tables],
    )
    const { rows: indexes } = await this.client.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
        WHERE i.indrelid = ANY(SELECT to_regclass(quote_ident(t)) FROM unnest($1::text[]) AS t)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [tables],
    )
    for (const k of keys)
      this.setAside.push({
        drop: `ALTER TABLE ${String(k.tbl)} DROP CONSTRAINT "${String(k.conname)}"`,
        create: `ALTER TABLE ${String(k.tbl)} ADD CONSTRAINT "${String(k.conname)}" ${String(k.def)}`,
      })
    for (const i of indexes)
      this.setAside.push({ drop: `DROP INDEX ${String(i.name)}`, create: String(i.def) })
    for (const { drop } of this.setAside) await this.client.query(drop)
    log(
      `PostgreSQL: ${keys.length} Fremdschlüssel und ${indexes.length} Indizes bis nach dem Schreiben beiseite`,
    )
  }
  async finish(tables: string[], log: (m: string) => void): Promise<void> {
    const rebuilt = Date.now()
    await this.client.query(`SET maintenance_work_mem = '512MB'`)
    // indexes first: the foreign keys' checks read them
    for (const { create } of this.setAside.slice().reverse()) await this.client.query(create)
    log(`PostgreSQL: Indizes und Fremdschlüssel neu in ${((Date.now() - rebuilt) / 1000).toFixed(1)} s`)
    for (const table of tables)
      await this.client.query(
        `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT MAX(id) FROM "${table}"))`,
        [`"${table}"`],
      )
    // statistics for the planner and the visibility map for index-only scans (counts from an index)
    const started = Date.now()
    for (const table of tables) await this.client.query(`VACUUM (ANALYZE) "${table}"`)
    log(`VACUUM ANALYZE: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  close(): Promise<void> {
    return this.client.end()
  }
}

const openWriter = (target: DirectTarget): Promise<DirectWriter> =>
  'sqlite' in target ? SqliteWriter.open(target.sqlite) : PgWriter.open(target.postgres)

// the columns the site reads (core/catalogue-fields.ts) and those only editors and the search use
const HOTEL_FIELDS = [
  ...HOTEL_DETAIL_FIELDS,
  'status',
  'phone',
  'recommended_score',
  'featured',
  PRICE_TO_COLUMN,
  FLAGS_COLUMN,
  'date_updated',
]
const FIELDS: Record<(typeof DIRECT_TABLES)[number], string[]> = {
  hotels: HOTEL_FIELDS,
  hotels_files: ['id', 'hotels_id', 'directus_files_id', 'sort'],
  room_types: ROOM_TYPE_DETAIL_FIELDS,
  rates: RATE_FIELDS,
  inventory: ['id', ...INVENTORY_FIELDS, 'slot'],
}

/** CREATE INDEX statements of the search-indexes hook's indexes (the same names, so that it finds them). */
export function searchIndexStatements(): string[] {
  return SEARCH_INDEXES.map(
    (index) =>
      `CREATE INDEX IF NOT EXISTS "${index.name}" ON "${index.table}" (${index.columns.map((c) => `"${c}"`).join(', ')})${index.where ? ` WHERE ${index.where}` : ''}`,
  )
}

/**
 * Writes the generated hotels in chunks of 1,000, one transaction each; the next chunk is generated while
 * the database writes the last one.
 */
export async function seedHotelsDirect(
  target: DirectTarget,
  gopts: { size: SeedSize; today: string; seed?: number | undefined },
  regionId: (key: string) => number | string,
  files: Record<string, string>,
  log: (m: string) => void,
): Promise<Record<string, number>> {
  const db = await openWriter(target)
  const where = 'sqlite' in target ? target.sqlite : `PostgreSQL ${target.postgres.database}`
  try {
    const { n } = await db.one('SELECT COUNT(*) AS n FROM hotels')
    if (Number(n) > 0) throw new Error(`Seed abgebrochen: ${where} enthält bereits ${String(n)} Hotels.`)
    const nextId = async (t: string) =>
      Number((await db.one(`SELECT COALESCE(MAX(id), 0) AS m FROM "${t}"`)).m) + 1
    const ids: NextIds = {
      hotels: await nextId('hotels'),
      hotels_files: await nextId('hotels_files'),
      room_types: await nextId('room_types'),
      rates: await nextId('rates'),
      inventory: await nextId('inventory'),
    }
    await db.prepare([...DIRECT_TABLES], log)
    const values = valuesFor(db.dialect)
    const ins = {} as Record<(typeof DIRECT_TABLES)[number], TableInserter>
    for (const t of DIRECT_TABLES) ins[t] = await db.inserter(t, FIELDS[t])
    const counts = { hotels: 0, hotels_files: 0, room_types: 0, rates: 0, inventory: 0 }
    const gen = new HotelGenerator(gopts)
    const total = gen.profile.hotels
    const ctx = {
      regionId,
      fileId: (v: unknown) => (typeof v === 'string' && v.startsWith('img:') ? files[v.slice(4)] : v),
      day: values.day,
      updated: values.moment(Date.now()),
    }
    const CHUNK = 1000
    const t0 = Date.now()
    const write = async (buf: DirectRows, done: number) => {
      await db.exec('BEGIN')
      try {
        for (const t of DIRECT_TABLES) {
          await ins[t].insert(buf[t])
          counts[t] += buf[t].length
        }
        await db.exec('COMMIT')
      } catch (e) {
        await db.exec('ROLLBACK').catch(() => {})
        throw e
      }
      if (done % 10_000 === 0 || done === total)
        log(
          `Hotels direkt: ${done}/${total} (${((Date.now() - t0) / 1000).toFixed(1)} s, ${counts.rates} Raten)`,
        )
    }
    let writing: Promise<void> = Promise.resolve()
    for (let start = 0; start < total; start += CHUNK) {
      const buf: DirectRows = { hotels: [], hotels_files: [], room_types: [], rates: [], inventory: [] }
      for (let i = start; i < Math.min(total, start + CHUNK); i++) {
        bundleRows(gen.hotel(i), ids, ctx, buf)
        // lets the driver send the last chunk's next statement: the database writes while this one is made
        if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve))
      }
      await writing
      writing = write(buf, Math.min(total, start + CHUNK))
    }
    await writing
    for (const i of Object.values(ins)) await i.finalize()
    // the search's indexes, as the search-indexes hook makes them at Directus's next start: built once here
    // after the rows rather than there, where a million hotels would hold the start up for minutes
    const indexed = Date.now()
    for (const sql of searchIndexStatements()) await db.exec(sql)
    log(`Suchindizes: ${((Date.now() - indexed) / 1000).toFixed(1)} s`)
    await db.finish([...DIRECT_TABLES], log)
    return counts
  } finally {
    await db.close()
  }
}
