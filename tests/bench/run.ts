/**
 * `npm run bench`: issue 5 "Speed". For each seed size (10,000 and 100,000 hotels) it makes sure a seeded
 * Directus exists (data/bench/<size>, reused on later runs), starts it and the production web server, runs
 * autocannon from a separate process against each load target (tests/bench/targets.ts), then measures
 * the search time with sequential requests. Prints Markdown tables for docs/performance.md and writes
 * the raw figures to data/bench/results-<timestamp>.json. `npm run bench -- --help` lists the options.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { explainSearchQueries, formatPlans } from './explain'
import {
  markdownReport,
  parseBenchArgs,
  percentile,
  USAGE,
  type BenchOptions,
  type LoadResult,
  type ProbeResult,
} from './report'
import { LOAD_TARGETS, SEARCH_PROBES, type BenchData, type LoadTarget } from './targets'
import { ensureDirectus, startDirectus, type DirectusConfig } from '../../directus/scripts/lib'
import { getFreePorts } from '../support/ports'
import { BROWSER_HEADERS } from '../support/web-server'

const root = path.resolve(import.meta.dirname, '../..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const benchDir = path.join(root, 'data', 'bench')
const log = (message: string) => console.log(`[bench] ${message}`)

/** What a person's Chrome sends for a page; Node's default user agent counts as a crawler on this site. */
const HEADERS: Record<string, string> = {
  ...BROWSER_HEADERS,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

// ------------------------------------------------------------------------------------------ cleanup
const cleanups: Array<{ name: string; run: () => Promise<void> }> = []
const children = new Set<ChildProcess>()
let stopping: Promise<void> | undefined

function cleanup(): Promise<void> {
  stopping ??= (async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    for (const c of cleanups.splice(0).reverse()) {
      try {
        await c.run()
      } catch (error) {
        console.error(`[bench] cleanup "${c.name}" failed:`, error instanceof Error ? error.message : error)
      }
    }
  })()
  return stopping
}

function onSignal(signal: NodeJS.Signals) {
  if (stopping) return
  console.error(`\n[bench] ${signal}: stopping Directus, the web server and autocannon …`)
  void cleanup().finally(() => process.exit(130))
}

// --------------------------------------------------------------------------------------- processes
function track(child: ChildProcess, what: string) {
  children.add(child)
  const output: string[] = []
  const collect = (d: Buffer) => {
    output.push(d.toString())
    if (output.length > 200) output.shift()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child)
      resolve(code)
    }),
  )
  return {
    child,
    exited,
    tail: () => `${what} output:\n${output.join('').slice(-3000)}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

async function buildIfNeeded(skip: boolean) {
  const buildFile = path.join(root, 'build', 'index.js')
  if (skip && existsSync(buildFile)) return
  const sources = ['app', 'trpc', 'server'].map((dir) => newestMtime(path.join(root, dir)))
  if (existsSync(buildFile) && statSync(buildFile).mtimeMs > Math.max(...sources)) return
  log('building the web app (npm run build: Remix and islands) …')
  const build = track(
    spawn(bin('tsx'), ['scripts/build.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    }),
    'build',
  )
  const code = await build.exited
  if (code !== 0) throw new Error(`the build failed (exit ${code})\n${build.tail()}`)
}

// ------------------------------------------------------------------------------------- Directus
interface Credentials {
  key: string
  secret: string
  adminEmail: string
  adminPassword: string
  adminToken: string
  staticToken: string
}

const CREDENTIALS_FILE = 'bench-credentials.json'
const secret = () => randomBytes(24).toString('base64url')

/**
 * Tokens live in the database, so a reused data folder needs the ones it was created with: they are kept
 * next to it (data/ is gitignored). A folder made by `npm start` has its tokens in .env instead.
 */
async function credentialsFor(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, CREDENTIALS_FILE)
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials
  if (existsSync(path.join(dataDir, 'directus.db')) && existsSync(path.join(dataDir, '.ready.json'))) {
    const { readEnvFile } = await import('../../scripts/env-file')
    const env = existsSync(path.join(root, '.env')) ? readEnvFile() : {}
    if (env.DIRECTUS_ADMIN_TOKEN && env.DIRECTUS_STATIC_TOKEN && env.DIRECTUS_KEY && env.DIRECTUS_SECRET) {
      log(`${dataDir} has no ${CREDENTIALS_FILE}: using the tokens from .env`)
      return {
        key: env.DIRECTUS_KEY,
        secret: env.DIRECTUS_SECRET,
        adminEmail: env.DIRECTUS_ADMIN_EMAIL ?? 'admin@example.com',
        adminPassword: env.DIRECTUS_ADMIN_PASSWORD ?? '',
        adminToken: env.DIRECTUS_ADMIN_TOKEN,
        staticToken: env.DIRECTUS_STATIC_TOKEN,
      }
    }
    throw new Error(`${dataDir} holds a database whose tokens are unknown (no ${CREDENTIALS_FILE}, no .env).`)
  }
  const fresh: Credentials = {
    key: randomUUID(),
    secret: secret(),
    adminEmail: 'admin@example.com',
    adminPassword: secret(),
    adminToken: secret(),
    staticToken: secret(),
  }
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600 })
  return fresh
}

async function directusGet<T>(url: string, token: string, pathAndQuery: string): Promise<T> {
  const res = await fetch(url + pathAndQuery, { headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${pathAndQuery}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: T }).data
}

function berlinDate(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000))
}

/** A region with many hotels and its top recommended hotel: the URLs of the targets are built from them. */
async function readBenchData(url: string, token: string): Promise<BenchData> {
  const groups = await directusGet<Array<{ region: number; count: { id: number | string } }>>(
    url,
    token,
    `/items/hotels?aggregate[count]=id&groupBy[]=region&filter[status][_eq]=published&limit=-1`,
  )
  const counts = groups.map((g) => ({ region: g.region, n: Number(g.count.id) })).sort((a, b) => b.n - a.n)
  const top = counts[0]
  if (!top) throw new Error('No published hotels in this Directus: was it seeded?')
  const region = await directusGet<{ id: number; name: string; slug: string }>(
    url,
    token,
    `/items/regions/${top.region}?fields=id,name,slug`,
  )
  const [hotel] = await directusGet<Array<{ id: number; name: string }>>(
    url,
    token,
    `/items/hotels?fields=id,name&filter[status][_eq]=published&filter[region][_eq]=${top.region}&sort=-recommended_score&limit=1`,
  )
  return {
    region: { ...region, hotels: top.n },
    hotel: hotel!,
    arrival: berlinDate(30),
    departure: berlinDate(37),
    publishedHotels: counts.reduce((sum, c) => sum + c.n, 0),
  }
}

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
async function probeStatus(url: string): Promise<number> {
  try {
    const res = await fetch(url, { headers: HEADERS })
    await res.arrayBuffer()
    return res.status
  } catch {
    return 0
  }
}

/** Stops the run when a page lacks what it must show (e.g. offers): figures of a lighter page mislead. */
async function checkShows(url: string, shows: NonNullable<LoadTarget['shows']>, size: number) {
  const html = await (await fetch(url, { headers: HEADERS })).text()
  const found = html.split(shows.text).length - 1
  if (found < shows.atLeast) {
    throw new Error(
      `${url} shows "${shows.text}" ${found} times, at least ${shows.atLeast} expected: the seeded data does ` +
        `not fit the stay. Delete data/bench/${size} to reseed (npm run bench seeds it again).`,
    )
  }
}

interface AutocannonJson {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}

/** autocannon in a process of its own, so that the load generator does not share the server's CPU budget. */
async function autocannon(url: string, opts: BenchOptions): Promise<AutocannonJson> {
  const args = ['--json', '-c', String(opts.connections), '-d', String(opts.duration)]
  for (const [name, value] of Object.entries(HEADERS)) args.push('-H', `${name}=${value}`)
  const run = track(
    spawn(bin('autocannon'), [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] }),
    'autocannon',
  )
  const stdout: string[] = []
  run.child.stdout?.on('data', (d: Buffer) => stdout.push(d.toString()))
  const code = await run.exited
  if (code !== 0) throw new Error(`autocannon exited with ${code}\n${run.tail()}`)
  const json = stdout.join('').trim().split('\n').at(-1) ?? ''
  return JSON.parse(json) as AutocannonJson
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
  /** Process id of the web server, for its CPU time. */
  webPid: number | undefined
}

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux); undefined
 * elsewhere. Divided by the requests of a run it gives the web server's CPU per request, which the other
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

/** Seeded Directus and the production web server for one size, both running until cleanup(). */
async function startStack(size: number, opts: BenchOptions): Promise<Stack> {
  const dataDir = path.resolve(
    opts.dataDir
      ? opts.sizes.length > 1
        ? path.join(opts.dataDir, String(size))
        : opts.dataDir
      : path.join(benchDir, String(size)),
  )
  log(`━━ ${size.toLocaleString('en-US')} hotels (${path.relative(root, dataDir) || dataDir}) ━━`)
  const credentials = await credentialsFor(dataDir)
  const [directusPort, webPort] = await getFreePorts(2)
  const site = `http://127.0.0.1:${webPort}`
  const cfg: DirectusConfig = {
    dataDir,
    port: directusPort!,
    publicUrl: `http://127.0.0.1:${directusPort}`,
    siteUrl: site,
    ...credentials,
    // Directus answers 503 "under pressure" when its event loop lags; on a 2-core machine that a load
    // test saturates on purpose, that would measure the limiter instead of the search.
    extraEnv: { PRESSURE_LIMITER_ENABLED: 'false' },
  }
  const started = Date.now()
  await ensureDirectus(cfg, { seedSize: size, log: (m) => log(`[directus] ${m}`) })
  log(`Directus data ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const marker = JSON.parse(await readFile(path.join(dataDir, '.ready.json'), 'utf8')) as {
    seedSize?: unknown
  }
  if (marker.seedSize !== size) {
    log(`WARNING: ${dataDir} was seeded with size ${String(marker.seedSize)}, not ${size}`)
  }
  const directus = await startDirectus(cfg)
  cleanups.push({ name: `Directus ${size}`, run: directus.stop })

  const missingIndexes = await warnAboutMissingIndexes(directus.url, credentials.adminToken, dataDir)
  const data = await readBenchData(directus.url, credentials.adminToken)
  log(
    `${data.publishedHotels} published hotels; region "${data.region.name}" (${data.region.hotels} hotels), ` +
      `hotel ${data.hotel.id} "${data.hotel.name}", stay ${data.arrival} – ${data.departure}`,
  )

  if (opts.explain) {
    const report = await explainSearchQueries(path.join(dataDir, 'directus.db'), data)
    console.log(`\n${formatPlans(size, report)}\n`)
  }

  const web = track(
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(webPort),
        SITE_URL: site,
        DIRECTUS_URL: directus.url,
        DIRECTUS_STATIC_TOKEN: credentials.staticToken,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: opts.logLevel,
        // autocannon is one client: the per-client search limit would measure 429s, not searches.
        SEARCH_RATE_LIMIT: '1000000',
        // e.g. BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=data/bench/profiles" to profile the web tier
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      },
    }),
    'web server',
  )
  cleanups.push({ name: `web server ${size}`, run: web.stop })
  const deadline = Date.now() + 60_000
  while ((await probeStatus(`${site}/healthz`)) !== 200) {
    if (web.child.exitCode !== null) throw new Error(`the web server stopped\n${web.tail()}`)
    if (Date.now() > deadline)
      throw new Error(`the web server did not answer /healthz in 60 s\n${web.tail()}`)
    await new Promise((r) => setTimeout(r, 200))
  }

  return {
    size,
    dataDir,
    site,
    directusUrl: directus.url,
    staticToken: credentials.staticToken,
    data,
    missingIndexes,
    webPid: web.child.pid,
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

async function loadTest(stack: Stack, targets: LoadTarget[], opts: BenchOptions, loads: LoadResult[]) {
  const { size } = stack
  log(`━━ load, ${size.toLocaleString('en-US')} hotels ━━`)
  for (let round = 1; round <= opts.rounds; round++) {
    for (const target of targets) await loadTarget(stack, target, round, opts, loads)
  }
}

async function loadTarget(
  stack: Stack,
  target: LoadTarget,
  round: number,
  opts: BenchOptions,
  loads: LoadResult[],
) {
  const { size, site, data } = stack
  const url = site + target.path(data)
  const status = await probeStatus(url)
  if (target.shows) await checkShows(url, target.shows, size)
  // JIT, caches and connection pools warm up on a run that is thrown away
  if (opts.warmup > 0) await autocannon(url, { ...opts, duration: opts.warmup })
  const label = opts.rounds > 1 ? `${target.name} (round ${round})` : target.name
  log(`${label}: ${opts.duration} s, ${opts.connections} connections → ${url} (status ${status})`)
  const cpuBefore = await cpuMillis(stack.webPid)
  const r = await autocannon(url, opts)
  const cpuAfter = await cpuMillis(stack.webPid)
  const result: LoadResult = {
    size,
    round,
    target: target.name,
    url: target.path(data),
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    status,
    cpuPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
        ? (cpuAfter - cpuBefore) / r.requests.total
        : undefined,
  }
  loads.push(result)
  log(
    `${label}: ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors` +
      (result.cpuPerRequest === undefined
        ? ''
        : `, web server CPU ${result.cpuPerRequest.toFixed(2)} ms per request`),
  )
}

/**
 * Search time: the probes of all sizes take turns request by request, so that noise from other work on
 * the machine hits every size alike and the ratio 100,000 / 10,000 stays meaningful.
 */
async function searchTime(stacks: Stack[], opts: BenchOptions, probes: ProbeResult[]) {
  const wanted = opts.probes?.includes('none')
    ? []
    : SEARCH_PROBES.filter((p) => !opts.probes || opts.probes.includes(p.name))
  for (const probe of wanted) {
    const runs = []
    for (const stack of stacks) {
      const base = probe.on === 'web' ? stack.site : stack.directusUrl
      const headers = probe.on === 'web' ? HEADERS : { Authorization: `Bearer ${stack.staticToken}` }
      const url = base + probe.path(stack.data)
      const first = await sequential(url, 1, headers)
      if (first.status === 404 || first.status >= 500 || first.status === 0) {
        probes.push({
          size: stack.size,
          probe: probe.name,
          url: probe.path(stack.data),
          status: first.status,
          requests: 0,
          p50: NaN,
          p99: NaN,
          mean: NaN,
          skipped: `status ${first.status}`,
        })
        log(`probe ${probe.name}, ${stack.size} hotels: skipped (status ${first.status})`)
        continue
      }
      await sequential(url, Math.min(10, opts.probeRequests), headers)
      runs.push({ stack, url, headers, samples: [] as number[], status: first.status })
    }
    for (let i = 0; i < opts.probeRequests; i++) {
      for (const run of runs) {
        const { samples, status } = await sequential(run.url, 1, run.headers)
        run.samples.push(samples[0]!)
        run.status = status
      }
    }
    for (const run of runs) {
      const result: ProbeResult = {
        size: run.stack.size,
        probe: probe.name,
        url: probe.path(run.stack.data),
        status: run.status,
        requests: run.samples.length,
        p50: percentile(run.samples, 50),
        p99: percentile(run.samples, 99),
        mean: run.samples.reduce((a, b) => a + b, 0) / run.samples.length,
      }
      probes.push(result)
      log(
        `probe ${probe.name}, ${run.stack.size} hotels: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (status ${run.status})`,
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
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
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

main()
  .then(() => cleanup())
  .catch(async (error: unknown) => {
    // interrupted: the signal handler cleans up and exits with 130
    if (stopping) return
    console.error('[bench] failed:', error instanceof Error ? error.message : error)
    await cleanup()
    process.exit(1)
  })
