/**
 * PostgreSQL's time by kind of query during a load run (`npm run bench -- --db postgres --statements`): the
 * bench's clusters load pg_stat_statements (BENCH_SETTINGS in tests/support/postgres.ts), whose counters the
 * bench resets before a run and reads after it, grouped by what the catalogue's queries do (a price walk's
 * read, the pricing of a stay, a page …). Execution time while ten connections share the machine's cores: the
 * shares tell where PostgreSQL's CPU goes, the milliseconds per call include the waits.
 */
import { connectPostgres } from './explain'

/** What a query of the catalogue extension (directus/extensions/reiseportal/src/catalogue) does, by its SQL. */
const KINDS: ReadonlyArray<readonly [kind: string, sql: RegExp]> = [
  ['price walk down: read by hi', /^select "w"\."id", "w"\."bound".*"b"\."hi" as "bound"/s],
  ['price walk up: read by lo', /^select "w"\."id", "w"\."bound"/],
  ['price walk down: dearest caps (byCap)', /^select "w"\."id", "w"\."cap"/],
  ['price walk down: capped tariffs (cappedTotals)', /from "hotel_price_caps" as "c"/],
  ['pricing of stays (stayTotals)', /^select "h"\."id", ROUND\(.*AS "total"/s],
  ['page with its count', /^select json_build_object.*"search_total"/s],
  ['page (search or hotel)', /^select json_build_object/],
  ['count up to 1,001', /^select count\(\*\) as "n"/],
  ['hotels with a room for the party (fitting)', /^select "h"\."id" from "hotels" as "h" where/],
]

export interface StatementKind {
  kind: string
  calls: number
  /** execution time of all its calls, ms */
  ms: number
  /** share of the execution time of all queries of the run */
  share: number
  /** shared buffers hit or read per call */
  buffersPerCall: number
}

const kindOf = (query: string) => KINDS.find(([, sql]) => sql.test(query))?.[0] ?? 'other'

/** A session on the bench's cluster that resets and reads pg_stat_statements. */
export async function statementCounters(url: string) {
  const client = await connectPostgres(url)
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  return {
    reset: () => client.query('SELECT pg_stat_statements_reset()'),
    /** Each kind's calls and time since the reset, the most time first. */
    async read(): Promise<StatementKind[]> {
      const { rows } = await client.query(
        `SELECT query, calls, total_exec_time AS ms, shared_blks_hit + shared_blks_read AS buffers
           FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      )
      const kinds = new Map<string, { calls: number; ms: number; buffers: number }>()
      for (const row of rows) {
        const kind = kindOf(String(row.query))
        const sum = kinds.get(kind) ?? { calls: 0, ms: 0, buffers: 0 }
        sum.calls += Number(row.calls)
        sum.ms += Number(row.ms)
        sum.buffers += Number(row.buffers)
        kinds.set(kind, sum)
      }
      const total = [...kinds.values()].reduce((all, sum) => all + sum.ms, 0)
      return [...kinds.entries()]
        .map(([kind, sum]) => ({
          kind,
          calls: sum.calls,
          ms: Math.round(sum.ms),
          share: total > 0 ? sum.ms / total : 0,
          buffersPerCall: sum.calls > 0 ? Math.round(sum.buffers / sum.calls) : 0,
        }))
        .sort((a, b) => b.ms - a.ms)
    },
    close: () => client.end(),
  }
}

/** The kinds as Markdown table rows (after a header), for docs/performance.md. */
export function statementsTable(kinds: StatementKind[]): string {
  return [
    '| kind of query | calls | time | share | buffers per call |',
    '| ------------- | ----- | ---- | ----- | ---------------- |',
    ...kinds.map(
      (k) =>
        `| ${k.kind} | ${k.calls} | ${(k.ms / 1000).toFixed(1)} s | ${(k.share * 100).toFixed(0)} % | ${k.buffersPerCall} |`,
    ),
  ].join('\n')
}
