/**
 * EXPLAIN QUERY PLAN of the queries a hotel search needs, against a seeded Directus SQLite file: which use
 * an index and which scan. Run on its own with `tsx tests/bench/explain.ts <directus.db>`, or through
 * `npm run bench -- --explain`. Opens the file read-only; the SQL mirrors what Directus (knex) sends for
 * the equivalent REST queries.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

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

async function open(file: string): Promise<Db> {
  // sqlite3 is a dependency of Directus, not of the site
  const sqlite3 = createRequire(path.join(directusDir, 'package.json'))('sqlite3') as Sqlite3
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
  dbFile: string,
  opts: { arrival: string; departure: string; region?: { id: number } },
) {
  const db = await open(dbFile)
  try {
    const [largest] = await all(
      db,
      `select region, count(*) as n from hotels where status = 'published' group by region order by n desc, region limit 1`,
    )
    const regionId = opts.region?.id ?? largest?.region
    const roomTypes = (
      await all(
        db,
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
        params: [...roomTypes, opts.departure, opts.arrival],
      },
      {
        name: 'inventory for the stay',
        sql: `select room_type, night, rooms_booked, closed from inventory where room_type in (${marks}) and night between ? and ?`,
        params: [...roomTypes, opts.arrival, opts.departure],
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
        params: [opts.arrival, opts.departure, 'published', regionId, opts.departure, opts.arrival],
      },
      {
        name: 'gallery of 20 hotels',
        sql: `select hotels_id, directus_files_id from hotels_files where hotels_id in (select id from hotels where status = ? and region = ? order by recommended_score desc limit 20)`,
        params: ['published', regionId],
      },
    ]
    const results: PlanResult[] = []
    for (const q of queries) {
      const rows = await all(db, `explain query plan ${q.sql}`, q.params)
      const plan = rows.map((r) => String(r.detail))
      const started = performance.now()
      await all(db, q.sql, q.params)
      const ms = performance.now() - started
      results.push({
        name: q.name,
        sql: q.sql.replace(/\s+/g, ' '),
        plan,
        fullScan: plan.some((d) => /^SCAN \w+$/.test(d.trim()) || /^SCAN \w+ (?!USING)/.test(d.trim())),
        tempSort: plan.some((d) => d.includes('USE TEMP B-TREE')),
        ms,
      })
    }
    const indexes = await all(
      db,
      `select tbl_name as tbl, name, sql from sqlite_master where type = 'index' and tbl_name in ('hotels','room_types','rates','inventory','hotels_files') order by tbl_name, name`,
    )
    return { regionId, roomTypes: roomTypes.length, results, indexes }
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()))
  }
}

export function formatPlans(
  size: number | string,
  report: Awaited<ReturnType<typeof explainSearchQueries>>,
): string {
  const out = [
    `EXPLAIN QUERY PLAN, ${typeof size === 'number' ? size.toLocaleString('en-US') : size} hotels (region ${String(report.regionId)}, ${report.roomTypes} room types):`,
    '',
    '| query | plan | index? | time |',
    '| ----- | ---- | ------ | ---- |',
  ]
  for (const r of report.results) {
    const verdict = r.fullScan ? 'full scan' : r.tempSort ? 'index + sort' : 'index'
    out.push(`| ${r.name} | ${r.plan.join('; ')} | ${verdict} | ${r.ms.toFixed(1)} ms |`)
  }
  out.push('', 'Indexes:', ...report.indexes.map((i) => `- ${String(i.tbl)}: ${String(i.sql ?? i.name)}`))
  return out.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: tsx tests/bench/explain.ts <directus.db> [arrival departure]')
    process.exit(1)
  }
  const arrival = process.argv[3] ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const departure = process.argv[4] ?? new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10)
  const report = await explainSearchQueries(path.resolve(file), { arrival, departure })
  console.log(formatPlans(path.basename(path.dirname(path.resolve(file))), report))
}
