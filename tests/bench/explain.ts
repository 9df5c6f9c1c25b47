/**
 * The query plans of the queries a hotel search needs, against a seeded Directus's SQLite file (EXPLAIN
 * QUERY PLAN) or PostgreSQL database (EXPLAIN ANALYZE): which use an index and which read a big table whole.
 * Run on its own with `tsx tests/bench/explain.ts <directus.db>` or `… postgres://directus@127.0.0.1:<port>/directus`,
 * or through `npm run bench -- --explain`. Opens a SQLite file read-only; the SQL mirrors what Directus
 * (knex) and the catalogue extension send.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { parseSearch } from '../../directus/extensions/reiseportal/src/catalogue/query'
import {
  byPriceBound,
  countFound,
  fitting,
  highestTouristTax,
  matching,
  stayTotals,
  withoutOffer,
} from '../../directus/extensions/reiseportal/src/catalogue/sql'

interface Db {
  all(
    sql: string,
    params: unknown[],
    cb: (err: Error | null, rows: Array<Record<string, unknown>>) => void,
  ): void
  close(cb: (err: Error | null) => void): void
}
interface Sqlite3 {
  Database: new (file: string, mode: number, cb: (err: Error | null) => void) => Db
  OPEN_READONLY: number
}

const directusDir = path.resolve(import.meta.dirname, '../../directus')
const requireFromDirectus = createRequire(path.join(directusDir, 'package.json'))

/** The tables a search reads that grow with the catalogue: reading one whole is what must not happen. */
export const BIG_TABLES = ['hotels', 'room_types', 'rates', 'inventory', 'hotels_files', 'hotel_price_bounds']

export type ExplainTarget = { sqlite: string } | { postgres: string }

/** A database the queries and their plans are read from, in the dialect's own words. */
interface Runner {
  all(sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>>
  plan(sql: string, params: unknown[]): Promise<string[]>
  /** A day as the database holds a `date` field (SQLite: epoch milliseconds, as Directus writes it). */
  day(iso: string): unknown
  indexes(): Promise<Array<{ tbl: string; sql: string }>>
  close(): Promise<void>
}

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the queries hold no literal question mark). */
export const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/** Whether a plan reads a big table whole, and whether it sorts rows instead of reading them in order. */
export function judgePlan(dialect: 'sqlite' | 'postgres', plan: string[]) {
  if (dialect === 'sqlite')
    return {
      fullScan: plan.some((d) => /^SCAN \w+$/.test(d.trim()) || /^SCAN \w+ (?!USING)/.test(d.trim())),
      tempSort: plan.some((d) => d.includes('USE TEMP B-TREE')),
    }
  const big = new RegExp(`Seq Scan on (${BIG_TABLES.join('|')})\\b`)
  return {
    fullScan: plan.some((line) => big.test(line)),
    tempSort: plan.some((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line)),
  }
}

/** A session on a PostgreSQL database through Directus's own driver. */
export async function connectPostgres(url: string) {
  const pg = requireFromDirectus('pg') as {
    Client: new (config: object) => {
      connect(): Promise<void>
      query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>
      end(): Promise<void>
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

async function openPostgres(url: string): Promise<Runner> {
  const client = await connectPostgres(url)
  return {
    all: async (sql, params) => (await client.query(numbered(sql), params)).rows,
    plan: async (sql, params) =>
      (await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${numbered(sql)}`, params)).rows.map(
        (r) => String(r['QUERY PLAN']),
      ),
    day: (iso) => iso,
    indexes: async () =>
      (
        await client.query(
          `select tablename as tbl, indexdef as sql from pg_indexes where tablename = any($1) order by tablename, indexname`,
          [BIG_TABLES],
        )
      ).rows as Array<{ tbl: string; sql: string }>,
    close: () => client.end(),
  }
}

async function openSqlite(file: string): Promise<Runner> {
  const db = await open(file)
  return {
    all: (sql, params) => all(db, sql, params),
    plan: async (sql, params) =>
      (await all(db, `explain query plan ${sql}`, params)).map((r) => String(r.detail)),
    day: (iso) => Date.parse(`${iso}T00:00:00Z`),
    indexes: async () =>
      (
        await all(
          db,
          `select tbl_name as tbl, coalesce(sql, name) as sql from sqlite_master where type = 'index' and tbl_name in (${BIG_TABLES.map((t) => `'${t}'`).join(',')}) order by tbl_name, name`,
        )
      ).map((r) => ({ tbl: String(r.tbl), sql: String(r.sql) })),
    close: () => new Promise<void>((resolve) => db.close(() => resolve())),
  }
}

async function open(file: string): Promise<Db> {
  // sqlite3 is a dependency of Directus, not of the site
  const sqlite3 = requireFromDirectus('sqlite3') as Sqlite3
  let db!: Db
  await new Promise<void>((resolve, reject) => {
    db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (err) => (err ? reject(err) : resolve()))
  })
  return db
}

const all = (db: Db, sql: string, params: unknown[] = []) =>
  new Promise<Array<Record<string, unknown>>>((resolve, reject) =>
    db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows))),
  )

export interface PlanResult {
  name: string
  sql: string
  plan: string[]
  /** true when a step reads a whole table ("SCAN <table>" without an index) */
  fullScan: boolean
  /** true when rows are sorted in a temporary B-tree instead of read in index order */
  tempSort: boolean
  ms: number
}

export async function explainSearchQueries(
  target: ExplainTarget,
  opts: { arrival: string; departure: string; region?: { id: number } },
) {
  const dialect = 'sqlite' in target ? 'sqlite' : 'postgres'
  const db = 'sqlite' in target ? await openSqlite(target.sqlite) : await openPostgres(target.postgres)
  const arrival = db.day(opts.arrival)
  const departure = db.day(opts.departure)
  try {
    const [largest] = await db.all(
      `select region, count(*) as n from hotels where status = 'published' group by region order by n desc, region limit 1`,
      [],
    )
    const regionId = opts.region?.id ?? largest?.region
    const roomTypes = (
      await db.all(
        `select rt.id from room_types rt join (select id from hotels where status = 'published' and region = ?
           order by recommended_score desc limit 20) h on rt.hotel = h.id`,
        [regionId],
      )
    ).map((r) => r.id)
    const marks = roomTypes.map(() => '?').join(',') || 'null'
    const queries: Array<{ name: string; sql: string; params: unknown[] }> = [
      {
        name: 'list by region, recommended',
        sql: `select id, name, stars, rating, price_from from hotels where status = ? and region = ? order by recommended_score desc limit 20`,
        params: ['published', regionId],
      },
      {
        name: 'count by region',
        sql: `select count(*) from hotels where status = ? and region = ?`,
        params: ['published', regionId],
      },
      {
        name: 'list all, recommended',
        sql: `select id, name, stars, rating, price_from from hotels where status = ? order by recommended_score desc limit 20`,
        params: ['published'],
      },
      {
        name: 'count all',
        sql: `select count(*) from hotels where status = ?`,
        params: ['published'],
      },
      {
        name: 'list by region, price up',
        sql: `select id from hotels where status = ? and region = ? order by price_from asc limit 20`,
        params: ['published', regionId],
      },
      {
        // as the catalogue extension sorts and filters (unary + on the filter columns, id as the tie-break)
        name: 'list by region, price up, 4+ stars and an amenity',
        sql: `select id from hotels where status = ? and region = ? and +price_from is not null and +stars >= ? and (+search_flags & ?) = ? order by price_from asc, id limit 20`,
        params: ['published', regionId, 4, 4096, 4096],
      },
      {
        name: 'list by region, 4+ stars, recommended',
        sql: `select id from hotels where status = ? and region = ? and stars >= ? order by recommended_score desc limit 20`,
        params: ['published', regionId, 4],
      },
      {
        name: 'room types of 20 hotels',
        sql: `select id, hotel, allotment from room_types where hotel in (select id from hotels where status = ? and region = ? order by recommended_score desc limit 20)`,
        params: ['published', regionId],
      },
      {
        name: 'rates for the stay',
        sql: `select room_type, board, price_per_night, season_from, season_to from rates where room_type in (${marks}) and season_from <= ? and season_to >= ?`,
        params: [...roomTypes, departure, arrival],
      },
      {
        name: 'inventory for the stay',
        sql: `select room_type, night, rooms_booked, closed from inventory where room_type in (${marks}) and night between ? and ?`,
        params: [...roomTypes, arrival, departure],
      },
      {
        // the catalogue extension's search: the page carries the count (a subquery run once) ...
        name: 'list by region with its count (catalogue search)',
        sql: `select h.id, (select count(*) from hotels as h where h.status = ? and h.region = ? and +h.price_from is not null) as search_total from hotels as h where h.status = ? and h.region = ? and +h.price_from is not null order by h.recommended_score desc, h.id limit 20`,
        params: ['published', regionId, 'published', regionId],
      },
      {
        // ... and the rates of the stay come with their room type and its worst night of the stay
        name: 'rates of 20 hotels with the worst night (catalogue search)',
        sql: `select t.id, t.allotment, r.id, r.price_per_night, (select max(case when i.closed then t.allotment else i.rooms_booked end) from inventory as i where i.room_type = t.id and i.night between ? and ?) as t_taken from room_types as t inner join rates as r on r.room_type = t.id where t.hotel in (select id from hotels where status = ? and region = ? order by recommended_score desc limit 20) and r.season_from <= ? and r.season_to >= ? order by t.sort, t.id, r.id`,
        params: [arrival, departure, 'published', regionId, departure, arrival],
      },
      {
        name: 'gallery of 20 hotels',
        sql: `select hotels_id, directus_files_id from hotels_files where hotels_id in (select id from hotels where status = ? and region = ? order by recommended_score desc limit 20)`,
        params: ['published', regionId],
      },
    ]
    queries.push(...(await catalogueQueries(dialect, db, Number(regionId), opts)))
    const results: PlanResult[] = []
    for (const q of queries) {
      const plan = await db.plan(q.sql, q.params)
      const started = performance.now()
      await db.all(q.sql, q.params)
      const ms = performance.now() - started
      results.push({ name: q.name, sql: q.sql.replace(/\s+/g, ' '), plan, ...judgePlan(dialect, plan), ms })
    }
    return { dialect, regionId, roomTypes: roomTypes.length, results, indexes: await db.indexes() }
  } finally {
    await db.close()
  }
}

interface KnexBuilder {
  toSQL(): { sql: string; bindings: readonly unknown[] }
}
type KnexLike = ((table: string) => unknown) & { destroy(): Promise<void> }

/**
 * Queries exactly as the catalogue extension builds them (its own knex builders, this database's dialect):
 * the count of a filtered search, and the price walk of the price sorts with a stay, up and down.
 */
async function catalogueQueries(
  dialect: 'sqlite' | 'postgres',
  db: Runner,
  regionId: number,
  opts: { arrival: string; departure: string },
) {
  const knex = requireFromDirectus('knex') as (config: object) => KnexLike
  const database = knex(
    dialect === 'sqlite' ? { client: 'sqlite3', useNullAsDefault: true } : { client: 'pg' },
  )
  const today = new Date().toISOString().slice(0, 10)
  const search = (order: string, extra: Record<string, string> = {}) =>
    parseSearch({
      regions: String(regionId),
      order,
      arrival: opts.arrival,
      departure: opts.departure,
      today,
      adults: '2',
      rooms: '1',
      ...extra,
    })
  const asSql = (name: string, builder: unknown) => {
    const { sql, bindings } = (builder as KnexBuilder).toSQL()
    return { name, sql, params: [...bindings] }
  }
  // knex's types are Directus's; the builders are called as the extension calls them
  const k = database as never
  try {
    const up = search('preis-aufsteigend')
    const down = search('preis-absteigend')
    // a party few rooms take: the walk skips the hotels without such a room on the index entry
    const family = search('preis-absteigend', { adults: '3', children: '1' })
    const firstStep = (await db.all(
      asSql('', byPriceBound(k, up, up.stay!, 'asc', 0, 200, { withMonth: true })).sql,
      asSql('', byPriceBound(k, up, up.stay!, 'asc', 0, 200, { withMonth: true })).params,
    )) as Array<{ id: number }>
    const firstIds = firstStep.map((row) => row.id)
    const filtered = search('empfohlen', { stars_min: '4', amenities: 'spa' })
    return [
      asSql(
        'count with 4+ stars and an amenity, up to 1,001 (catalogue)',
        countFound(k, (database('hotels as h') as { where(f: unknown): never }).where(matching(filtered))),
      ),
      asSql(
        'count of the region, up to 1,001 (catalogue)',
        countFound(
          k,
          (database('hotels as h') as { where(f: unknown): never }).where(matching(search('empfohlen'))),
        ),
      ),
      asSql(
        'price walk: hotels with a room for the party, up to 201 (catalogue)',
        fitting(k, family, family.stay!, 201),
      ),
      asSql(
        "price walk up: 200 hotels by the lowest price of each of the stay's months (catalogue)",
        byPriceBound(k, up, up.stay!, 'asc', 0, 200, { withMonth: true }),
      ),
      asSql(
        "price walk down: 200 hotels by the highest price of the stay's months (catalogue)",
        byPriceBound(k, down, down.stay!, 'desc', 0, 200),
      ),
      asSql(
        'price walk down, 3 adults and a child: 200 hotels with such a room (catalogue)',
        byPriceBound(k, family, family.stay!, 'desc', 0, 200),
      ),
      asSql('price walk: stay totals of 200 hotels (catalogue)', stayTotals(k, up, up.stay!, firstIds)),
      asSql(
        'price walk: hotels without an offer after 200 priced, by id (catalogue)',
        withoutOffer(k, up, firstIds, 0, 20),
      ),
      asSql('price walk down: highest tourist tax (catalogue)', highestTouristTax(k)),
    ]
  } finally {
    await database.destroy()
  }
}

export function formatPlans(
  size: number | string,
  report: Awaited<ReturnType<typeof explainSearchQueries>>,
): string {
  const out = [
    `${report.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN ANALYZE (PostgreSQL)'}, ${typeof size === 'number' ? size.toLocaleString('en-US') : size} hotels (region ${String(report.regionId)}, ${report.roomTypes} room types):`,
    '',
    '| query | plan | index? | time |',
    '| ----- | ---- | ------ | ---- |',
  ]
  for (const r of report.results) {
    const verdict = r.fullScan ? 'full scan' : r.tempSort ? 'index + sort' : 'index'
    const plan = r.plan.map((line) => line.trim()).join('; ')
    out.push(`| ${r.name} | ${plan} | ${verdict} | ${r.ms.toFixed(1)} ms |`)
  }
  out.push('', 'Indexes:', ...report.indexes.map((i) => `- ${i.tbl}: ${i.sql}`))
  return out.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const where = process.argv[2]
  if (!where) {
    console.error('usage: tsx tests/bench/explain.ts <directus.db>|<postgres://…> [arrival departure]')
    process.exit(1)
  }
  const arrival = process.argv[3] ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const departure = process.argv[4] ?? new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10)
  const target: ExplainTarget = where.startsWith('postgres')
    ? { postgres: where }
    : { sqlite: path.resolve(where) }
  const report = await explainSearchQueries(target, { arrival, departure })
  console.log(formatPlans('sqlite' in target ? path.basename(path.dirname(target.sqlite)) : where, report))
  if (report.results.some((r) => r.fullScan)) process.exitCode = 1
}
