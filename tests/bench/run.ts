/**
 * `npm run bench`: the site's speed. For each seed size (10,000 and 100,000 hotels) it makes sure a seeded
 * Directus exists (data/bench/<size>, reused on later runs), starts it and the production web server, runs
 * autocannon from a separate process against each load target (tests/bench/targets.ts), then measures
 * the search time with sequential requests. Prints Markdown tables for docs/performance.md and writes
 * the raw figures to data/bench/results-<timestamp>.json. `npm run bench -- --help` lists the options.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { readBenchData } from './data'
import { explainSearchQueries, formatPlans } from './explain'
import type { LoadJob } from './load'
import {
  markdownReport,
  parseBenchArgs,
  percentile,
  USAGE,
  type BenchOptions,
  type LoadResult,
  type ProbeResult,
} from './report'
import {
  benchDir,
  benchFolder,
  buildIfNeeded,
  cleanups,
  directusGet,
  HEADERS,
  log,
  postgresDir,
  root,
  runLoadProcess,
  runMain,
  startSeededDirectus,
  startWebServer,
} from './stack'
import { statementCounters, statementsTable } from './statements'
import { LOAD_TARGETS, SEARCH_PROBES, type BenchData, type LoadTarget } from './targets'
import { takePaths } from './traffic'
import { startCountingProxy } from '../support/counting-proxy'

/** Fields the search relies on that must be indexed; a data folder seeded before an index was added lacks it. */
const EXPECTED_INDEXES: Record<string, string[]> = {
  hotels: ['status', 'region', 'recommended_score', 'price_from', 'rating', 'stars'],
  room_types: ['hotel'],
  rates: ['room_type', 'season_from', 'season_to'],
  inventory: ['room_type', 'night'],
}

async function warnAboutMissingIndexes(url: string, token: string, dataDir: string) {
  const missing: string[] = []
  for (const [collection, fields] of Object.entries(EXPECTED_INDEXES)) {
    const defs = await directusGet<Array<{ field: string; schema: { is_indexed?: boolean } | null }>>(
      url,
      token,
      `/fields/${collection}`,
    )
    for (const f of fields) {
      if (!defs.find((d) => d.field === f)?.schema?.is_indexed) missing.push(`${collection}.${f}`)
    }
  }
  if (missing.length > 0) {
    log(
      `WARNING: ${dataDir} lacks indexes on ${missing.join(', ')} (seeded before directus/scripts/schema.ts ` +
        `declared them). Delete the folder to reseed, or the figures do not show the current schema.`,
    )
  }
  return missing
}

// ------------------------------------------------------------------------------------ measuring
/**
 * Stops the run when a page lacks what it must show (e.g. offers): figures of a lighter page mislead. For
 * varied traffic the average over a sample of the stream's pages counts (some stays find nothing).
 */
async function checkShows(stack: Stack, target: LoadTarget) {
  const { shows } = target
  if (!shows) return
  const paths = target.path ? [target.path(stack.data)] : takePaths(stack.data, target.varied!, 'check', 10)
  let found = 0
  for (const p of paths) {
    const res = await fetch(stack.site + p, { headers: HEADERS })
    if (res.status !== 200)
      throw new Error(`${p} answered ${res.status}: a bench URL must be answered with 200`)
    found += (await res.text()).split(shows.text).length - 1
  }
  const average = found / paths.length
  if (average < shows.atLeast) {
    throw new Error(
      `${target.name} shows "${shows.text}" ${average.toFixed(1)} times per page, at least ${shows.atLeast} ` +
        `expected: the seeded data does not fit the stays. Delete data/bench/${stack.size} to reseed ` +
        `(npm run bench seeds it again).`,
    )
  }
  return average
}

async function sequential(url: string, n: number, headers: Record<string, string>) {
  const samples: number[] = []
  let status = 0
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    samples.push(performance.now() - started)
    status = res.status
  }
  return { samples, status }
}

interface Stack {
  size: number
  dataDir: string
  site: string
  directusUrl: string
  staticToken: string
  data: BenchData
  missingIndexes: string[]
  /** Process ids of the web server, of Directus and of PostgreSQL's postmaster, for their CPU time. */
  webPid: number | undefined
  directusPid: number | undefined
  postgresPid: number | undefined
  /** The database of Directus where it runs on PostgreSQL (for --statements). */
  postgresUrl: string | undefined
  /** A second web server whose Directus requests go through a counting proxy, and the count so far. */
  countingSite: string
  directusRequests: () => number
}

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux); undefined
 * elsewhere. Divided by the requests of a run it gives a server's CPU per request, which the other
 * processes on the machine disturb far less than requests per second.
 */
async function cpuMillis(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name "(…)": utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

/**
 * CPU time of PostgreSQL so far, in milliseconds: its postmaster's own and that of the processes it has
 * ended (connections closed, workers), and that of its running processes (connections, checkpointer,
 * writers), from /proc (Linux); undefined elsewhere.
 */
async function postgresCpuMillis(postmaster: number | undefined): Promise<number | undefined> {
  if (postmaster === undefined) return undefined
  const ticks = async (pid: string) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    // after the command name "(…)": the parent is the 2nd field; utime, stime, cutime and cstime the 12th to 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return {
      parent: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      ended: Number(fields[13]) + Number(fields[14]),
    }
  }
  const main = await ticks(String(postmaster))
  if (Number.isNaN(main.own)) return undefined
  let total = main.own + main.ended
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const child = await ticks(pid)
    if (child.parent === postmaster) total += child.own
  }
  return (total * 1000) / 100
}

/** Seeded Directus and the production web server for one size, both running until cleanup(). */
async function startStack(size: number, opts: BenchOptions): Promise<Stack> {
  const dataDir = path.resolve(
    opts.dataDir
      ? opts.sizes.length > 1
        ? path.join(opts.dataDir, String(size))
        : opts.dataDir
      : path.join(benchDir, benchFolder(opts.db, size)),
  )
  log(`━━ ${size.toLocaleString('en-US')} hotels (${path.relative(root, dataDir) || dataDir}) ━━`)
  const directus = await startSeededDirectus(dataDir, size, { db: opts.db })
  const { credentials } = directus

  const missingIndexes = await warnAboutMissingIndexes(directus.url, credentials.adminToken, dataDir)
  const data = await readBenchData(directus.url, credentials.adminToken)
  log(
    `${data.publishedHotels} published hotels in ${data.regions.length} regions; region "${data.region.name}" ` +
      `(${data.region.hotels} hotels), hotel ${data.hotel.id} "${data.hotel.name}", stay ${data.arrival} – ` +
      `${data.departure}; amenities ${data.amenities.join(', ')}; boards ${data.boards.join(', ')}`,
  )

  const { postgres } = directus
  const postgresUrl = postgres
    ? `postgres://${postgres.user}@${postgres.host}:${postgres.port}/${postgres.database}`
    : undefined
  if (opts.explain) {
    const report = await explainSearchQueries(
      postgresUrl ? { postgres: postgresUrl } : { sqlite: path.join(dataDir, 'directus.db') },
      data,
    )
    console.log(`\n${formatPlans(size, report)}\n`)
    const scans = report.results.filter((r) => r.fullScan).map((r) => r.name)
    if (scans.length > 0) throw new Error(`queries that read a big table whole: ${scans.join(', ')}`)
  }

  const web = await startWebServer(`web server ${size}`, directus.url, credentials.staticToken, opts)
  const proxy = await startCountingProxy(directus.url)
  cleanups.push({ name: 'counting proxy', run: proxy.stop })
  const counting = await startWebServer(
    `counting web server ${size}`,
    proxy.url,
    credentials.staticToken,
    opts,
  )
  return {
    size,
    dataDir,
    site: web.site,
    directusUrl: directus.url,
    staticToken: credentials.staticToken,
    data,
    missingIndexes,
    webPid: web.pid,
    directusPid: directus.pid,
    postgresUrl,
    postgresPid: directus.postgres
      ? Number(
          (await readFile(path.join(postgresDir(dataDir), 'data', 'postmaster.pid'), 'utf8')).split('\n')[0],
        )
      : undefined,
    countingSite: counting.site,
    directusRequests: () => proxy.count(/./),
  }
}

function resolveTargets(opts: BenchOptions): LoadTarget[] {
  return opts.targets
    ? opts.targets.map((name) =>
        name.startsWith('/')
          ? { name, description: name, path: () => name }
          : (LOAD_TARGETS.find((t) => t.name === name) ??
            (() => {
              throw new Error(
                `unknown target "${name}" (known: ${LOAD_TARGETS.map((t) => t.name).join(', ')})`,
              )
            })()),
      )
    : LOAD_TARGETS
}

/**
 * Directus requests per page, on the counting web server (its caches warm, as in steady state): for a
 * repeated URL after its first request, for varied traffic over pages nobody asked before.
 */
async function countDirectusRequests(stack: Stack, target: LoadTarget, pages = 20): Promise<number> {
  const get = async (p: string) => (await fetch(stack.countingSite + p, { headers: HEADERS })).arrayBuffer()
  await get('/wartungsarbeiten')
  const paths = target.path
    ? Array.from({ length: pages + 1 }, () => target.path!(stack.data))
    : takePaths(stack.data, target.varied!, 'count', pages + 1)
  await get(paths[0]!)
  const before = stack.directusRequests()
  for (const p of paths.slice(1)) await get(p)
  return (stack.directusRequests() - before) / pages
}

async function loadTest(stack: Stack, targets: LoadTarget[], opts: BenchOptions, loads: LoadResult[]) {
  const { size } = stack
  log(`━━ load, ${size.toLocaleString('en-US')} hotels ━━`)
  const perTarget = new Map<string, { directusRequests: number; shows?: number | undefined }>()
  for (const target of targets) {
    const shows = await checkShows(stack, target)
    const directusRequests = await countDirectusRequests(stack, target)
    perTarget.set(target.name, { directusRequests, shows })
    log(
      `${target.name}: ${directusRequests.toFixed(2)} Directus requests per page` +
        (shows === undefined ? '' : `, "${target.shows!.text}" ${shows.toFixed(1)} times per page`),
    )
  }
  for (let round = 1; round <= opts.rounds; round++) {
    for (const target of targets) {
      const result = await loadTarget(stack, target, round, opts)
      loads.push({ ...result, directusRequestsPerPage: perTarget.get(target.name)!.directusRequests })
    }
  }
}

/** One load run (tests/bench/load.ts), with the CPU time of the web server and of Directus around it. */
function runLoad(job: LoadJob, stack: Stack) {
  return runLoadProcess(job, async () => ({
    web: await cpuMillis(stack.webPid),
    directus: await cpuMillis(stack.directusPid),
    postgres: await postgresCpuMillis(stack.postgresPid),
  }))
}

async function loadTarget(stack: Stack, target: LoadTarget, round: number, opts: BenchOptions) {
  const { size, site, data } = stack
  const url = target.path ? target.path(data) : `varied ${target.varied} traffic`
  const label = opts.rounds > 1 ? `${target.name} (round ${round})` : target.name
  log(`${label}: ${opts.duration} s, ${opts.connections} connections → ${url}`)
  const counters = opts.statements && stack.postgresUrl ? await statementCounters(stack.postgresUrl) : null
  await counters?.reset()
  const {
    result: r,
    before,
    after,
  } = await runLoad(
    {
      origin: site,
      path: target.path?.(data),
      varied: target.varied && { stream: target.varied, use: { round }, data },
      headers: HEADERS,
      connections: opts.connections,
      duration: opts.duration,
      warmup: opts.warmup,
    },
    stack,
  )
  const perRequest = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && r.requests.total > 0 ? (b - a) / r.requests.total : undefined
  const result: LoadResult = {
    size,
    round,
    target: target.name,
    url,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    non2xxStatuses: Object.fromEntries(
      Object.entries(r.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    ),
    errors: r.errors,
    timeouts: r.timeouts,
    cpuPerRequest: perRequest(before.web, after.web),
    directusCpuPerRequest: perRequest(before.directus, after.directus),
    postgresCpuPerRequest: perRequest(before.postgres, after.postgres),
  }
  if (counters) {
    result.statements = await counters.read()
    await counters.close()
  }
  log(
    `${label}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `${result.non2xx} non-2xx${statusList(result.non2xxStatuses)}, ${result.errors} errors, CPU per request: web server ` +
      `${result.cpuPerRequest?.toFixed(2) ?? '–'} ms, Directus ${result.directusCpuPerRequest?.toFixed(2) ?? '–'} ms` +
      (result.postgresCpuPerRequest === undefined
        ? ''
        : `, PostgreSQL ${result.postgresCpuPerRequest.toFixed(2)} ms`),
  )
  if (result.statements)
    console.log(
      `\nPostgreSQL's execution time by kind of query, ${label}:\n\n${statementsTable(result.statements)}\n`,
    )
  return result
}

/** " (503 × 8, 504 × 1)" for the statuses of the answers that were not 2xx, or nothing. */
const statusList = (statuses: Record<string, number> | undefined) => {
  const entries = Object.entries(statuses ?? {})
  return entries.length > 0 ? ` (${entries.map(([status, count]) => `${status} × ${count}`).join(', ')})` : ''
}

/**
 * Search time: the probes of all sizes take turns request by request, so that noise from other work on
 * the machine hits every size alike and the ratio 100,000 / 10,000 stays meaningful. Every request is a
 * search of the varied stream that no earlier request asked (the same searches at every size).
 */
async function searchTime(stacks: Stack[], opts: BenchOptions, probes: ProbeResult[]) {
  const wanted = opts.probes?.includes('none')
    ? []
    : SEARCH_PROBES.filter((p) => !opts.probes || opts.probes.includes(p.name))
  const first = stacks[0]
  if (!first) return
  for (const [index, probe] of wanted.entries()) {
    const warmup = Math.min(10, opts.probeRequests)
    const searches = takePaths(first.data, 'search', 'probe', warmup + opts.probeRequests, index * 2000)
    const runs = stacks.map((stack) => ({
      stack,
      base: probe.on === 'web' ? stack.site : stack.directusUrl,
      headers: probe.on === 'web' ? HEADERS : { Authorization: `Bearer ${stack.staticToken}` },
      samples: [] as number[],
      status: 0,
    }))
    for (const [i, search] of searches.entries()) {
      for (const run of runs) {
        const { samples, status } = await sequential(
          run.base + probe.path(search, run.stack.data),
          1,
          run.headers,
        )
        if (status !== 200)
          throw new Error(`probe ${probe.name}: ${probe.path(search, run.stack.data)} answered ${status}`)
        if (i >= warmup) run.samples.push(samples[0]!)
        run.status = status
      }
    }
    for (const run of runs) {
      const result: ProbeResult = {
        size: run.stack.size,
        probe: probe.name,
        url: probe.path(searches[0]!, run.stack.data),
        status: run.status,
        requests: run.samples.length,
        p50: percentile(run.samples, 50),
        p99: percentile(run.samples, 99),
        mean: run.samples.reduce((a, b) => a + b, 0) / run.samples.length,
      }
      probes.push(result)
      log(
        `probe ${probe.name}, ${run.stack.size} hotels: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      )
    }
  }
}

async function main() {
  const parsed = parseBenchArgs(process.argv.slice(2))
  if (parsed === 'help') {
    console.log(USAGE)
    return
  }
  const opts = parsed
  const startedAt = new Date()
  await buildIfNeeded(opts.skipBuild)

  const loads: LoadResult[] = []
  const probes: ProbeResult[] = []
  const targets = resolveTargets(opts)
  const runs: Stack[] = []
  for (const size of opts.sizes) runs.push(await startStack(size, opts))
  for (const stack of runs) await loadTest(stack, targets, opts, loads)
  await searchTime(runs, opts, probes)

  const report = markdownReport(loads, probes, {
    date: startedAt.toISOString().slice(0, 10),
    duration: opts.duration,
    connections: opts.connections,
    probeRequests: opts.probeRequests,
  })
  console.log(`\n${report}`)
  await mkdir(benchDir, { recursive: true })
  const file = path.join(benchDir, `results-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const { cpus, loadavg } = await import('node:os')
  await writeFile(
    file,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        options: opts,
        machine: { cpus: cpus().length, cpu: cpus()[0]?.model, loadavg: loadavg(), node: process.version },
        runs: runs.map((r) => ({
          size: r.size,
          dataDir: path.relative(root, r.dataDir),
          data: r.data,
          missingIndexes: r.missingIndexes,
        })),
        loads,
        probes,
        markdown: report,
      },
      null,
      2,
    ) + '\n',
  )
  log(`results written to ${path.relative(root, file)}`)
}

runMain(main)
