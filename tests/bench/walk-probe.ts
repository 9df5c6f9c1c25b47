/**
 * The price sorts with dates and their counts on a kept PostgreSQL bench catalogue, search by search:
 * `tsx tests/bench/walk-probe.ts [size] [searches]` starts the cluster of data/bench/postgres-<size> (never
 * seeds it), runs the search-indexes hook's start as Directus does (new columns filled, indexes made), then
 * times searches sorted by price through the catalogue's own code (region, stay, party and direction varied;
 * the first one Harz, 11 nights, three adults and a child, from the top; every fifth with the free
 * cancellation filter, every seventh with half board) and prints each one's queries. Per query and per
 * search, so it says something on a machine too busy for a throughput run. With `check` as a third
 * argument, each walked page is compared with the page the full pricing gives (a price filter from 0), and
 * the probe exits 1 on a difference. Instead of the number of searches, a file with one catalogue query string
 * per line (as `npm run bench:slowest` prints them, e.g. `arrival=…&departure=…&adults=2&order=preis-absteigend
 * &regions=6`) runs those searches, today being the one they name. With `WALK_PROBE_EXPLAIN_MS=<ms>` in the
 * environment, each query of a search slower than that is run again right after its search, timed, and
 * shown with its plan (EXPLAIN ANALYZE, BUFFERS): a query slower in the walk than run again read its pages
 * from outside PostgreSQL's buffers.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { benchDir, benchFolder, postgresDir } from './stack'
import { parseSearch } from '../../directus/extensions/reiseportal/src/catalogue/query'
import { search } from '../../directus/extensions/reiseportal/src/catalogue/search'
import searchIndexes from '../../directus/extensions/reiseportal/src/search-indexes/index'
import { BENCH_SETTINGS, startPostgres } from '../support/postgres'

type Database = Parameters<typeof search>[0]
type HookArgs = Parameters<typeof searchIndexes>
interface QueryEvent {
  sql: string
  bindings?: unknown[]
  __knexQueryUid: string
}
interface Timed {
  sql: string
  started: number
  ms?: number
  event: QueryEvent
}

const size = Number(process.argv[2] ?? 1_000_000)
const searchesArg = process.argv[3] ?? '40'
/** catalogue query strings to run instead of the varied searches */
const given = /^\d+$/.test(searchesArg)
  ? null
  : (await readFile(searchesArg, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => Object.fromEntries(new URLSearchParams(line)))
const searches = given ? given.length : Number(searchesArg)
/** `check`: each walked page compared with the same page priced in full (a price filter from 0 prices all) */
const check = process.argv[4] === 'check'
/** queries slower than this (ms) are run again after their search, timed and explained */
const explainOver = Number(process.env.WALK_PROBE_EXPLAIN_MS ?? Infinity)
const requireFromDirectus = createRequire(path.resolve(import.meta.dirname, '../../directus/package.json'))
const knex = requireFromDirectus('knex') as (config: object) => Database

const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const PARTIES = [
  { adults: '2', children: '0', rooms: '1' },
  { adults: '3', children: '1', rooms: '1' },
  { adults: '4', children: '2', rooms: '2' },
  { adults: '1', children: '0', rooms: '1' },
  { adults: '2', children: '2', rooms: '1' },
]

const pg = await startPostgres({
  dir: postgresDir(path.join(benchDir, benchFolder('postgres', size))),
  settings: BENCH_SETTINGS,
})
const database = knex({
  client: 'pg',
  connection: { host: pg.host, port: pg.port, user: pg.user, database: pg.database },
  pool: { min: 1, max: 4 },
})
try {
  const inits: Array<() => Promise<void>> = []
  const log = (message: unknown) => console.log('[search-indexes]', message)
  const register = {
    action() {},
    filter() {},
    init: (_event: string, handler: () => Promise<void>) => inits.push(handler),
  } as unknown as HookArgs[0]
  searchIndexes(register, {
    database,
    logger: { info: log, warn: log, error: log },
  } as unknown as HookArgs[1])
  const started = Date.now()
  for (const init of inits) await init()
  console.log(`search-indexes start: ${Date.now() - started} ms`)

  const regions: { id: number; name: string }[] = await database('regions')
    .where('status', 'published')
    .orderBy('id')
    .select('id', 'name')
  const harz = regions.find((region) => region.name === 'Harz') ?? regions[0]!
  const today = new Date().toISOString().slice(0, 10)
  const timings = new Map<string, Timed>()
  let queries: Timed[] = []
  database.on('query', (query: QueryEvent) => {
    const values = query.bindings?.length ?? 0
    const sql = `${query.sql.replace(/\s+/g, ' ').slice(0, 32)}…${values > 100 ? ` (${values} values)` : ''}`
    const entry = { sql, started: performance.now(), event: query }
    timings.set(query.__knexQueryUid, entry)
    queries.push(entry)
  })
  database.on('query-response', (_response: unknown, query: QueryEvent) => {
    const entry = timings.get(query.__knexQueryUid)
    if (entry) entry.ms = performance.now() - entry.started
  })
  const times: number[] = []
  for (let i = 0; i < searches; i++) {
    const region = i === 0 ? harz : regions[(i * 7) % regions.length]!
    const party = i === 0 ? PARTIES[1]! : PARTIES[i % PARTIES.length]!
    const arrival = day(today, i === 0 ? 40 : 1 + ((i * 37) % 320))
    const nights = i === 0 ? 11 : 1 + ((i * 5) % 14)
    const order = i % 2 === 0 ? 'preis-absteigend' : 'preis-aufsteigend'
    const criteria: Record<string, string> = given?.[i] ?? {
      regions: String(region.id),
      order,
      arrival,
      departure: day(arrival, nights),
      today,
      ...party,
      ...(i % 5 === 4 ? { free_cancellation: '1' } : {}),
      ...(i % 7 === 6 ? { boards: 'half_board' } : {}),
    }
    const query = parseSearch(criteria)
    queries = []
    const before = performance.now()
    const answer = await search(database, query)
    const ms = performance.now() - before
    times.push(ms)
    const offers = answer.hotels.filter((hotel) => 'offer' in hotel && hotel.offer).length
    const what = given
      ? new URLSearchParams(criteria).toString()
      : `${region.name}, ${arrival} ${nights} nights, ${party.adults}+${party.children} in ${party.rooms}, ${order}`
    console.log(
      `${what}: ` +
        `${ms.toFixed(0)} ms, ${answer.total} found, ${offers} offers; ` +
        queries.map((q) => `${q.sql} ${q.ms?.toFixed(0) ?? '?'} ms`).join(' | '),
    )
    for (const { sql, ms, event } of queries.filter((q) => (q.ms ?? 0) > explainOver)) {
      // the driver's numbered parameters back to knex's placeholders
      const again = [event.sql.replace(/\$\d+/g, '?'), event.bindings ?? []] as const
      const before = performance.now()
      await database.raw(...again)
      const rerun = performance.now() - before
      const plan = (await database.raw(`EXPLAIN (ANALYZE, BUFFERS) ${again[0]}`, again[1])) as {
        rows: { 'QUERY PLAN': string }[]
      }
      console.log(`  ${sql} ${ms!.toFixed(0)} ms in the walk, ${rerun.toFixed(0)} ms run again:`)
      for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`)
    }
    if (check) {
      const offered = (hotels: typeof answer.hotels) =>
        hotels.flatMap((hotel) =>
          'offer' in hotel && hotel.offer ? [`${hotel.id}: ${(hotel.offer as { total: number }).total}`] : [],
        )
      const walked = offered(answer.hotels)
      const full = offered((await search(database, parseSearch({ ...criteria, price_min: '0' }))).hotels)
      const same = JSON.stringify(walked) === JSON.stringify(full.slice(0, Math.max(walked.length, 20)))
      if (!same) {
        process.exitCode = 1
        console.log(
          `  DIFFERS from the full pricing:\n  walked ${walked.join(', ')}\n  full   ${full.join(', ')}`,
        )
      }
    }
  }
  times.sort((a, b) => a - b)
  console.log(
    `${searches} searches: p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, ` +
      `p90 ${times[Math.floor(times.length * 0.9)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
  )
} finally {
  await database.destroy()
  await pg.stop()
}
