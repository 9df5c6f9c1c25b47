/**
 * `npm run bench:soak`: the production shape under a steady load for half an hour. PostgreSQL with the
 * bench's seeded catalogue (data/bench/postgres-<size>), a Redis, two Directus instances sharing both with
 * the compose file's settings for several instances, and two production web servers that name both
 * Directus instances and share the Redis. The load (tests/bench/soak-load.ts): varied searches and hotel
 * pages at a fixed rate and a booking every few seconds. Every sample prints the memory of each process,
 * the answers by status class, Redis's clients and PostgreSQL's connections; at the end a table per
 * process and the judgement (tests/bench/soak-report.ts), exit 1 when it fails. Raw samples:
 * data/bench/soak-<timestamp>.json. `npm run bench:soak -- --help` lists the options.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'

import { readBenchData } from './data'
import { startLoad, type Tally } from './soak-load'
import {
  BOUNDS,
  formatReport,
  formatSample,
  judge,
  parseSoakArgs,
  SOAK_USAGE,
  warmupSeconds,
  type ProcessName,
  type SoakOptions,
  type SoakSample,
} from './soak-report'
import {
  benchDir,
  benchFolder,
  buildIfNeeded,
  cleanups,
  directusLog,
  log,
  postgresDir,
  root,
  runMain,
  startRedis,
  startSeededDirectus,
  startWebServer,
} from './stack'
import { ensureDebianPackage } from '../../scripts/test/debian'
import { instanceConfig, scalingEnv, startInstance } from '../support/directus-instances'
import { getFreePorts } from '../support/ports'
import { postgresBinDir } from '../support/postgres'

const exec = promisify(execFile)
/** Client connections, not PostgreSQL's own workers, and not the sampling psql itself. */
const CONNECTIONS_SQL =
  "select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()"

/** A process's resident memory in MB (VmRSS); throws when the process is gone. */
async function residentMb(pid: number): Promise<number> {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (kb === undefined) throw new Error(`process ${pid} has no resident memory (a zombie?)`)
  return Number(kb) / 1024
}

/** The processes whose parent is `pid`. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // after the command name "(…)": the state, then the parent's id
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry))
  }
  return children
}

/**
 * PostgreSQL's memory: the proportional set sizes (Pss) of the postmaster and all its children summed,
 * without and with shared memory apart: summed RSS would count the shared buffers once per backend.
 */
async function postgresMemory(dataDir: string) {
  const pidFile = await readFile(path.join(postgresDir(dataDir), 'data', 'postmaster.pid'), 'utf8')
  const postmaster = Number(pidFile.split('\n')[0])
  let privateKb = 0
  let sharedKb = 0
  for (const pid of [postmaster, ...(await childrenOf(postmaster))]) {
    // a backend may end between the listing and the read
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '')
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0)
    privateKb += kb('Pss_Anon') + kb('Pss_File')
    sharedKb += kb('Pss_Shmem')
  }
  if (privateKb === 0) throw new Error(`PostgreSQL (postmaster ${postmaster}) is gone`)
  return { privateMb: privateKb / 1024, sharedMb: sharedKb / 1024 }
}

async function redisInfo(port: string, section: string): Promise<Map<string, string>> {
  const { stdout } = await exec('redis-cli', ['-p', port, 'INFO', section])
  return new Map(
    stdout
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  )
}

type Shape = Awaited<ReturnType<typeof startShape>>

async function startShape(opts: SoakOptions) {
  await ensureDebianPackage('postgresql', () => postgresBinDir() !== null)
  await ensureDebianPackage('redis-server', () => existsSync('/usr/bin/redis-server'))
  await buildIfNeeded(opts.skipBuild)
  const redis = await startRedis()
  const redisPort = new URL(redis).port
  const dataDir = path.join(benchDir, benchFolder('postgres', opts.size))
  log(`━━ ${opts.size.toLocaleString('en-US')} hotels on PostgreSQL (${path.relative(root, dataDir)}) ━━`)
  const a = await startSeededDirectus(dataDir, opts.size, { db: 'postgres', env: scalingEnv(redis) })
  const [port] = await getFreePorts(1)
  const b = await startInstance(instanceConfig(a.config, port!, redis), directusLog('directus B'))
  cleanups.push({ name: 'Directus B', run: b.stop })
  log(`Directus A ${a.url}, Directus B ${b.url}, Redis ${redis}`)
  const env = {
    REDIS_URL: redis,
    // one secret for both web instances, as in production: a cookie one sets is read by the other
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // every booking comes from this one client: the per-client limits would refuse them
    BOOKING_LIMIT: '1000000',
    BOOKING_ROOMS_LIMIT: '1000000',
  }
  const directusUrl = `${a.url},${b.url}`
  const token = a.credentials.staticToken
  const webA = await startWebServer('web A', directusUrl, token, { logLevel: 'warn', env })
  const webB = await startWebServer('web B', directusUrl, token, { logLevel: 'warn', env })
  const redisPid = Number((await redisInfo(redisPort, 'server')).get('process_id'))
  const pids: Record<Exclude<ProcessName, 'PostgreSQL'>, number | undefined> = {
    'web A': webA.pid,
    'web B': webB.pid,
    'Directus A': a.pid,
    'Directus B': b.pid,
    Redis: redisPid,
  }
  if (!a.postgres || Object.values(pids).some((pid) => !pid))
    throw new Error('a process of the shape has no id')
  const data = await readBenchData(a.url, a.credentials.adminToken)
  log(`${data.publishedHotels} published hotels in ${data.regions.length} regions`)
  return { webs: [webA.site, webB.site], pids, postgres: a.postgres, dataDir, redisPort, data }
}

async function takeSample(shape: Shape, tally: Tally, started: number): Promise<SoakSample> {
  const rss = (name: Exclude<ProcessName, 'PostgreSQL'>) => residentMb(shape.pids[name]!)
  const postgres = await postgresMemory(shape.dataDir)
  const { host, port, user, database } = shape.postgres
  const psql = path.join(postgresBinDir()!, 'psql')
  const connections = await exec(psql, [
    '-h',
    host,
    '-p',
    String(port),
    '-U',
    user,
    '-d',
    database,
    '-Atc',
    CONNECTIONS_SQL,
  ])
  const clients = (await redisInfo(shape.redisPort, 'clients')).get('connected_clients')
  return {
    t: (performance.now() - started) / 1000,
    at: new Date().toISOString(),
    memoryMb: {
      'web A': await rss('web A'),
      'web B': await rss('web B'),
      'Directus A': await rss('Directus A'),
      'Directus B': await rss('Directus B'),
      PostgreSQL: postgres.privateMb,
      Redis: await rss('Redis'),
    },
    postgresSharedMb: postgres.sharedMb,
    answers: { ...tally.answers },
    bookings: { ...tally.bookings },
    errors: tally.errors,
    redisClients: Number(clients),
    postgresConnections: Number(connections.stdout.trim()),
    loadavg: os.loadavg()[0]!,
  }
}

/** A sample every `sampleSeconds` from the load's start to its end (both included). */
async function sampleRun(
  shape: Shape,
  load: ReturnType<typeof startLoad>,
  opts: SoakOptions,
  samples: SoakSample[],
) {
  const started = performance.now()
  const total = opts.minutes * 60
  for (let k = 0; k * opts.sampleSeconds <= total; k++) {
    await sleep(Math.max(0, started + k * opts.sampleSeconds * 1000 - performance.now()))
    const failure = load.failure()
    if (failure) throw failure
    const sample = await takeSample(shape, load.tally, started)
    samples.push(sample)
    log(formatSample(sample))
  }
}

async function main() {
  const opts = parseSoakArgs(process.argv.slice(2))
  if (opts === 'help') return console.log(SOAK_USAGE)
  const shape = await startShape(opts)
  const warmup = warmupSeconds(opts.minutes * 60)
  log(
    `━━ ${opts.minutes} min: ${opts.rate} pages/s over both web instances (varied searches and hotel pages), ` +
      `a booking every ${opts.bookingSeconds} s; a sample every ${opts.sampleSeconds} s, the first ` +
      `${Math.round(warmup)} s warm-up ━━`,
  )
  const startedAt = new Date()
  const load = startLoad(shape.webs, shape.data, opts)
  const samples: SoakSample[] = []
  try {
    await sampleRun(shape, load, opts, samples)
  } finally {
    await load.stop().catch(() => {})
    const verdict = judge(samples, warmup)
    const table = formatReport(verdict, warmup)
    console.log(`\n${table}\n`)
    for (const example of load.tally.examples) log(`error: ${example}`)
    await mkdir(benchDir, { recursive: true })
    const file = path.join(benchDir, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
    const machine = { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version }
    const run = { startedAt, finishedAt: new Date(), options: opts, warmup, bounds: BOUNDS, machine }
    const errors = load.tally.examples
    await writeFile(file, JSON.stringify({ ...run, verdict, samples, errors, table }, null, 2) + '\n')
    log(`samples written to ${path.relative(root, file)}`)
    if (verdict.ok) log('PASSED: no error answers, memory flat, connections within their bounds')
    else {
      for (const reason of verdict.reasons) log(`FAILED: ${reason}`)
      process.exitCode = 1
    }
  }
}

runMain(main)
