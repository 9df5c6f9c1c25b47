/**
 * The processes a benchmark runs (tests/bench/run.ts, tests/bench/lighthouse.ts): a seeded Directus from a
 * reusable data folder, the production web server against it, anything else it spawns, and their cleanup
 * on exit, Ctrl-C or an error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { Result } from 'autocannon'

import type { LoadJob } from './load'
import {
  ensureDirectus,
  startDirectus,
  upgradeDirectus,
  type DirectusConfig,
} from '../../directus/scripts/lib'
import { getFreePorts } from '../support/ports'
import { BENCH_SETTINGS, startPostgres } from '../support/postgres'
import { BROWSER_HEADERS } from '../support/web-server'

export const root = path.resolve(import.meta.dirname, '../..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
export const benchDir = path.join(root, 'data', 'bench')
export const log = (message: string) => console.log(`[bench] ${message}`)

/** What a person's Chrome sends for a page; Node's default user agent counts as a crawler on this site. */
export const HEADERS: Record<string, string> = {
  ...BROWSER_HEADERS,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

export const cleanups: Array<{ name: string; run: () => Promise<void> }> = []
const children = new Set<ChildProcess>()
let stopping: Promise<void> | undefined

export function cleanup(): Promise<void> {
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
  console.error(`\n[bench] ${signal}: stopping Directus, the web server and the load …`)
  void cleanup().finally(() => process.exit(130))
}

/** Ctrl-C or a SIGTERM stops everything the benchmark started. */
export function stopOnSignals() {
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

/** Runs a benchmark's main function, then stops what it started (exit 1 on an error). */
export function runMain(main: () => Promise<void>) {
  stopOnSignals()
  main()
    .then(() => cleanup())
    .catch(async (error: unknown) => {
      // interrupted: the signal handler cleans up and exits with 130
      if (stopping) return
      console.error('[bench] failed:', error instanceof Error ? error.message : error)
      await cleanup()
      process.exit(1)
    })
}

export function track(child: ChildProcess, what: string) {
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
      // a second SIGTERM would end a server before it wrote its CPU profile (--cpu-prof)
      if (!child.killed) child.kill('SIGTERM')
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

export async function buildIfNeeded(skip: boolean) {
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

export async function directusGet<T>(url: string, token: string, pathAndQuery: string): Promise<T> {
  const res = await fetch(url + pathAndQuery, { headers: { Authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`GET ${pathAndQuery}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: T }).data
}

export async function probeStatus(url: string): Promise<number> {
  try {
    const res = await fetch(url, { headers: HEADERS })
    await res.arrayBuffer()
    return res.status
  } catch {
    return 0
  }
}

/** The production web server (node server/index.ts) against a Directus, running until cleanup(). */
export async function startWebServer(
  name: string,
  directusUrl: string,
  staticToken: string,
  opts: { logLevel: string; env?: Record<string, string> },
) {
  const [port] = await getFreePorts(1)
  const site = `http://127.0.0.1:${port}`
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
        PORT: String(port),
        SITE_URL: site,
        DIRECTUS_URL: directusUrl,
        DIRECTUS_STATIC_TOKEN: staticToken,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: opts.logLevel,
        // the load is one client: the per-client search limit would measure 429s, not searches.
        SEARCH_RATE_LIMIT: '1000000',
        // e.g. BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=data/bench/profiles" to profile the web tier
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
        ...opts.env,
      },
    }),
    name,
  )
  cleanups.push({ name, run: web.stop })
  const deadline = Date.now() + 60_000
  while ((await probeStatus(`${site}/healthz`)) !== 200) {
    if (web.child.exitCode !== null) throw new Error(`the ${name} stopped\n${web.tail()}`)
    if (Date.now() > deadline) throw new Error(`the ${name} did not answer /healthz in 60 s\n${web.tail()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { site, pid: web.child.pid }
}

/** What a benchmark prints of a Directus's output: warnings, errors and the search-indexes hook's work. */
export const directusLog = (label: string) => (message: string) => {
  if (/search-indexes|ERROR|WARN/.test(message) && !message.includes('PostGIS')) log(`[${label}] ${message}`)
}

/** The data folder of a size under data/bench/: `10000` on SQLite, `postgres-10000` on PostgreSQL. */
export const benchFolder = (db: 'sqlite' | 'postgres', size: number | string) =>
  db === 'sqlite' ? String(size) : `postgres-${size}`

/** The PostgreSQL cluster of a bench data folder (with `--db postgres`), kept next to the uploads. */
export const postgresDir = (dataDir: string) => path.join(dataDir, 'postgres')

/**
 * A seeded Directus from a data folder that is created once and reused (tokens next to it), running until
 * cleanup(). Directus runs as in production except for `PRESSURE_LIMITER_ENABLED=false`: on two cores the
 * load test itself lags the event loop, and the limiter's 503s would be measured instead of the pages.
 * With `db: 'postgres'` its database is a PostgreSQL cluster of its own in `<dataDir>/postgres`, started
 * here and stopped by cleanup(); a folder whose seed did not finish is made again from scratch.
 */
export async function startSeededDirectus(
  dataDir: string,
  seedSize: number | 'demo',
  { db = 'sqlite', env = {} }: { db?: 'sqlite' | 'postgres'; env?: Record<string, string> } = {},
) {
  const credentials = await credentialsFor(dataDir)
  let postgres: DirectusConfig['postgres']
  if (db === 'postgres') {
    const ready = existsSync(path.join(dataDir, '.ready.json'))
    if (!ready && existsSync(postgresDir(dataDir))) {
      log(`${dataDir} holds a PostgreSQL cluster without a finished seed: making it again`)
      await rm(postgresDir(dataDir), { recursive: true, force: true })
      await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true })
    }
    const pg = await startPostgres({ dir: postgresDir(dataDir), settings: BENCH_SETTINGS })
    cleanups.push({ name: `PostgreSQL ${seedSize}`, run: pg.stop })
    log(`${pg.version} on port ${pg.port} (${path.relative(root, postgresDir(dataDir))})`)
    postgres = { host: pg.host, port: pg.port, database: pg.database, user: pg.user }
  }
  const [directusPort, sitePort] = await getFreePorts(2)
  const cfg: DirectusConfig = {
    dataDir,
    port: directusPort!,
    publicUrl: `http://127.0.0.1:${directusPort}`,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    ...credentials,
    postgres,
    extraEnv: {
      PRESSURE_LIMITER_ENABLED: 'false',
      // e.g. BENCH_DIRECTUS_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=$PWD/data/bench/profiles" to profile Directus
      ...(process.env.BENCH_DIRECTUS_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_DIRECTUS_NODE_OPTIONS }
        : {}),
    },
  }
  const started = Date.now()
  await ensureDirectus(cfg, { seedSize, log: (m) => log(`[directus] ${m}`) })
  log(`Directus data ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const marker = JSON.parse(await readFile(path.join(dataDir, '.ready.json'), 'utf8')) as {
    seedSize?: unknown
  }
  if (marker.seedSize !== seedSize) {
    log(`WARNING: ${dataDir} was seeded with size ${String(marker.seedSize)}, not ${seedSize}`)
  }
  // what the running instance gets beyond the seed's settings (e.g. the compose file's Redis for several instances)
  const config: DirectusConfig = { ...cfg, extraEnv: { ...cfg.extraEnv, ...env } }
  const directus = await startDirectus(config, {
    log: directusLog('directus'),
    // once after a seed made by an earlier version of the search-indexes hook: it catches up at the start
    healthTimeoutMs: 20 * 60_000,
  })
  cleanups.push({ name: `Directus ${seedSize}`, run: directus.stop })
  // a bench database seeded by an earlier version of the project gets what this one adds, as `npm start` does
  await upgradeDirectus(cfg, directus.url, (m) => log(`[directus] ${m}`))
  return { ...directus, credentials, postgres, config }
}

/** A Redis on a free port of 127.0.0.1 without persistence, stopped by cleanup(); its address. */
export async function startRedis(): Promise<string> {
  const [port] = await getFreePorts(1)
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const started = spawnSync('redis-server', [...args, '--daemonize', 'yes'])
  if (started.status !== 0) throw new Error(`redis-server failed: ${started.stderr}`)
  cleanups.push({
    name: 'Redis',
    run: async () => void spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave']),
  })
  return `redis://127.0.0.1:${port}`
}

/**
 * One load run in a process of its own (tests/bench/load.ts): the warm-up first, then the measured run;
 * `sample` is read when the measured run starts and when it ends (e.g. the servers' CPU time).
 */
export async function runLoadProcess<T>(job: LoadJob, sample: () => Promise<T>) {
  const run = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'load.ts')], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
    'load generator',
  )
  // on stdin: the job holds every published hotel id, at 100,000 hotels more than one argument may
  run.child.stdin!.end(JSON.stringify(job))
  let before: Promise<T> | undefined
  let last = ''
  for await (const line of createInterface({ input: run.child.stdout! })) {
    if (line === 'measuring') before = sample()
    else last = line
  }
  const after = await sample()
  const code = await run.exited
  if (code !== 0 || !before) throw new Error(`the load generator exited with ${code}\n${run.tail()}`)
  return { result: JSON.parse(last) as Result, before: await before, after }
}
