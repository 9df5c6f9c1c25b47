/** Pure helpers of the benchmark harness: options, statistics and the Markdown report. */
import { parseArgs } from 'node:util'

import type { StatementKind } from './statements'

export interface BenchOptions {
  sizes: number[]
  /** Directus's database: a SQLite file per size, or a PostgreSQL cluster per size (data/bench/postgres-<size>). */
  db: 'sqlite' | 'postgres'
  duration: number
  connections: number
  /** How often the load phase runs each target in turn (the ratio to bare is taken per round). */
  rounds: number
  /** Directus data folder (one size) or the folder holding one per size (both sizes). */
  dataDir?: string | undefined
  targets?: string[] | undefined
  probes?: string[] | undefined
  probeRequests: number
  warmup: number
  explain: boolean
  /** with --db postgres: PostgreSQL's time by kind of query during each load run (tests/bench/statements.ts) */
  statements: boolean
  skipBuild: boolean
  logLevel: 'debug' | 'info' | 'warn' | 'error'
}

export const USAGE = `npm run bench -- [options]

  --size <n>[,<n>…]|both     seed sizes to measure, each ≥ 5000, e.g. 10000,1000000 (default both:
                             10000,100000)
  --db sqlite|postgres       Directus's database (default sqlite): postgres starts a PostgreSQL of its own
                             per size, kept with the seed in data/bench/postgres-<size>
  --duration <s>             autocannon seconds per target (default 20)
  --connections <n>          autocannon connections (default 10)
  --rounds <n>               run all load targets in turn n times; each round has its own ratio to bare
                             and the report adds the median (default 1)
  --data-dir <dir>           reuse a seeded Directus data folder (one size), or the parent folder holding
                             <dir>/10000 and <dir>/100000 (both); default data/bench/<size>
  --targets a,b,...          load targets (bare,search,search-repeated,search-nodates,detail,
                             detail-repeated; search and detail are varied traffic) or paths starting with /
  --probes a,b,...           search-time probes (page,catalogue); "none" skips them
  --probe-requests <n>       sequential requests per probe (default 200)
  --warmup <s>               autocannon seconds per target before measuring, discarded (default 3; 0 = none)
  --explain                  print the query plans of the search queries for each database (and stop
                             when one reads a big table whole)
  --statements               with --db postgres: PostgreSQL's time by kind of query during each load
                             run (pg_stat_statements)
  --skip-build               use the existing build/ even when sources are newer
  --log-level <level>        web server LOG_LEVEL (default warn: no per-request log lines)
`

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`)
  return n
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export function parseBenchArgs(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'both' },
      db: { type: 'string', default: 'sqlite' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      'data-dir': { type: 'string' },
      targets: { type: 'string' },
      probes: { type: 'string' },
      'probe-requests': { type: 'string' },
      warmup: { type: 'string' },
      explain: { type: 'boolean', default: false },
      statements: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const size = values.size
  const sizes =
    size === 'both'
      ? [10_000, 100_000]
      : (list(size) ?? []).map((one) => positiveInt('size', one.replace(/[_.]/g, ''), 10_000))
  if (sizes.length === 0 || sizes.some((n) => n < 5_000) || new Set(sizes).size !== sizes.length)
    throw new Error('--size must be both or numbers ≥ 5000 separated by commas, each once')
  const db = values.db
  if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db must be sqlite or postgres, got "${db}"`)
  const logLevel = values['log-level']
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) {
    throw new Error(`--log-level must be debug, info, warn or error, got "${logLevel}"`)
  }
  return {
    sizes,
    db,
    duration: positiveInt('duration', values.duration, 20),
    connections: positiveInt('connections', values.connections, 10),
    rounds: positiveInt('rounds', values.rounds, 1),
    dataDir: values['data-dir'],
    targets: list(values.targets),
    probes: list(values.probes),
    probeRequests: positiveInt('probe-requests', values['probe-requests'], 200),
    warmup: values.warmup === '0' ? 0 : positiveInt('warmup', values.warmup, 3),
    explain: values.explain,
    statements: values.statements,
    skipBuild: values['skip-build'],
    logLevel: logLevel as BenchOptions['logLevel'],
  }
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export interface LoadResult {
  size: number
  /** 1-based; bare and the other targets of one round ran right after each other. */
  round: number
  target: string
  /** the path asked for, or which stream of varied traffic */
  url: string
  requestsPerSecond: number
  p50: number
  p99: number
  total: number
  non2xx: number
  /** How many of the answers that were not 2xx had each status, e.g. { '503': 8 }. */
  non2xxStatuses?: Record<string, number>
  errors: number
  timeouts: number
  /** The web server's CPU time (user + system) during the run divided by its requests, in ms (Linux). */
  cpuPerRequest?: number | undefined
  /** The same for Directus, per page the web server answered. */
  directusCpuPerRequest?: number | undefined
  /** The same for PostgreSQL (all its processes), where Directus runs on it. */
  postgresCpuPerRequest?: number | undefined
  /** Requests the web server sent to Directus per page (counted apart from the load run). */
  directusRequestsPerPage?: number
  /** With --statements: PostgreSQL's time by kind of query during the run. */
  statements?: StatementKind[]
}

export interface ProbeResult {
  size: number
  probe: string
  url: string
  status: number
  requests: number
  p50: number
  p99: number
  mean: number
}

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '–'
const ms = (n: number) => (Number.isFinite(n) ? `${fmt(n, n < 10 ? 1 : 0)} ms` : '–')
const size = (n: number) => n.toLocaleString('en-US')

/** Requests per second of `r` over those of `bare` of the same size and round; null for bare itself. */
export function ratioToBare(loads: LoadResult[], r: LoadResult): number | null {
  if (r.target === 'bare') return null
  const bare = loads.find((b) => b.size === r.size && b.round === r.round && b.target === 'bare')
  return bare ? r.requestsPerSecond / bare.requestsPerSecond : null
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Per size and target, the ratios to bare of all rounds and their median, and the highest p99. */
export function medianRatios(
  loads: LoadResult[],
): Array<{ size: number; target: string; ratios: number[]; median: number; worstP99: number }> {
  const groups = new Map<string, { size: number; target: string; ratios: number[]; worstP99: number }>()
  for (const r of loads) {
    const ratio = ratioToBare(loads, r)
    if (ratio === null) continue
    const key = `${r.size}:${r.target}`
    const group = groups.get(key) ?? { size: r.size, target: r.target, ratios: [], worstP99: 0 }
    group.ratios.push(ratio)
    group.worstP99 = Math.max(group.worstP99, r.p99)
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => ({ ...group, median: median(group.ratios) }))
}

/** The Markdown tables for docs/performance.md. */
export function markdownReport(
  loads: LoadResult[],
  probes: ProbeResult[],
  meta: { date: string; duration: number; connections: number; probeRequests: number },
): string {
  const out: string[] = []
  if (loads.length > 0) {
    const cpu = (value: number | undefined) => (value === undefined ? '–' : `${fmt(value, 2)} ms`)
    out.push(
      `Load (${meta.date}; autocannon from a second process, ${meta.connections} connections, ${meta.duration} s per target):`,
      '',
      '| hotels | round | target | req/s | p50 | p99 | non-2xx | errors | ratio to bare | CPU per page: web server | CPU per page: Directus | CPU per page: PostgreSQL | Directus requests per page |',
      '| ------ | ----- | ------ | ----- | --- | --- | ------- | ------ | ------------- | ------------------------ | ---------------------- | ------------------------ | -------------------------- |',
    )
    for (const r of loads) {
      const ratio = ratioToBare(loads, r)
      out.push(
        `| ${size(r.size)} | ${r.round} | ${r.target} | ${fmt(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors + r.timeouts} | ${ratio === null ? '' : fmt(ratio, 2)} | ${cpu(r.cpuPerRequest)} | ${cpu(r.directusCpuPerRequest)} | ${cpu(r.postgresCpuPerRequest)} | ${r.directusRequestsPerPage === undefined ? '–' : fmt(r.directusRequestsPerPage, 2)} |`,
      )
    }
    out.push('')
    const medians = medianRatios(loads)
    if (medians.length > 0 && Math.max(...loads.map((r) => r.round)) > 1) {
      out.push(
        'Median ratio to bare over the rounds, and the highest p99:',
        '',
        ...medians.map(
          (m) =>
            `- ${size(m.size)} hotels, ${m.target}: ${fmt(m.median, 2)} (rounds: ${m.ratios.map((x) => fmt(x, 2)).join(', ')}), p99 at most ${ms(m.worstP99)}`,
        ),
        '',
      )
    }
  }
  if (probes.length > 0) {
    const sizes = [...new Set(probes.map((p) => p.size))].sort((a, b) => a - b)
    const names = [...new Set(probes.map((p) => p.probe))]
    out.push(
      `Search time (${meta.probeRequests} sequential searches per probe, each one nobody asked before):`,
      '',
      `| probe | ${sizes.map((s) => `${size(s)}: p50 / p99`).join(' | ')} |${sizes.length > 1 ? ` p50 ratio ${size(sizes.at(-1)!)} / ${size(sizes[0]!)} |` : ''}`,
      `| ----- | ${sizes.map(() => '---').join(' | ')} |${sizes.length > 1 ? ' --- |' : ''}`,
    )
    for (const name of names) {
      const bySize = sizes.map((s) => probes.find((p) => p.size === s && p.probe === name))
      const cells = bySize.map((p) => (p ? `${ms(p.p50)} / ${ms(p.p99)}` : '–'))
      const first = bySize[0]
      const last = bySize.at(-1)
      const ratio = sizes.length > 1 && first && last ? ` ${fmt(last.p50 / first.p50, 2)} |` : ''
      out.push(`| ${name} | ${cells.join(' | ')} |${sizes.length > 1 ? ratio || ' – |' : ''}`)
    }
    out.push('')
  }
  return out.join('\n')
}
