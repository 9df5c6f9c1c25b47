/**
 * `npm run bench:instances`: what a second web instance brings. Against one seeded Directus
 * (data/bench/10000, as `npm run bench` makes it), the same load goes to one web instance without Redis
 * (the default shape) and to two instances sharing a Redis (REDIS_URL: token refresh, rate limits and
 * caches in Redis), the connections split between them as a load balancer would. Targets: the bare page
 * and varied search and detail pages (every request its own URL). Prints a Markdown table for
 * docs/operations.md and writes the figures to data/bench/instances-<timestamp>.json.
 *
 *   npm run bench:instances -- [--rounds 3] [--duration 20] [--connections 10] [--size 10000]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type { Result } from 'autocannon'

import { readBenchData } from './data'
import type { LoadJob } from './load'
import { percentile } from './report'
import {
  benchDir,
  buildIfNeeded,
  HEADERS,
  log,
  runLoadProcess,
  runMain,
  startRedis,
  startSeededDirectus,
  startWebServer,
} from './stack'
import { LOAD_TARGETS, type BenchData, type LoadTarget } from './targets'

const TARGETS = ['bare', 'search', 'detail']
/** The second instance's requests start this far into the round's block, so no URL is asked twice. */
const SECOND_OFFSET = 50_000

interface Figure {
  target: string
  setup: 'one' | 'two'
  round: number
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

function job(
  site: string,
  target: LoadTarget,
  data: BenchData,
  round: number,
  connections: number,
  duration: number,
  offset = 0,
): LoadJob {
  return {
    origin: site,
    path: target.path?.(data),
    varied: target.varied && { stream: target.varied, use: { round }, data, offset },
    headers: HEADERS,
    connections,
    duration,
    warmup: 3,
  }
}

const load = async (loadJob: LoadJob) => (await runLoadProcess(loadJob, async () => undefined)).result

/** Two load runs at once, one per instance, as one: requests summed, latency of all requests. */
function combine(results: Result[]) {
  const total = results.reduce((sum, r) => sum + r.requests.total, 0)
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    // weighted by requests: each run's percentile stands for its share of the requests
    p50: results.reduce((sum, r) => sum + r.latency.p50 * r.requests.total, 0) / total,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  }
}

function report(figures: Figure[], rounds: number) {
  const median = (values: number[]) => percentile(values, 50)
  const rows = TARGETS.map((target) => {
    const of = (setup: 'one' | 'two') => figures.filter((f) => f.target === target && f.setup === setup)
    const one = of('one')
    const two = of('two')
    const cell = (fs: Figure[]) =>
      `${median(fs.map((f) => f.requestsPerSecond)).toFixed(1)} | ${median(fs.map((f) => f.p50)).toFixed(0)} ms | ` +
      `${Math.max(...fs.map((f) => f.p99))} ms`
    const ratio = median(two.map((f) => f.requestsPerSecond)) / median(one.map((f) => f.requestsPerSecond))
    const failures = [...one, ...two].reduce((sum, f) => sum + f.non2xx + f.errors, 0)
    return `| ${target} | ${cell(one)} | ${cell(two)} | ${ratio.toFixed(2)} | ${failures} |`
  })
  return [
    `Median of ${rounds} round(s); p99 the highest of the rounds; failures: non-2xx answers and errors of all runs.`,
    '',
    '| target | one instance req/s | p50 | p99 | two instances + Redis req/s | p50 | p99 | two / one | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '10' },
      size: { type: 'string', default: '10000' },
      'skip-build': { type: 'boolean', default: false },
    },
  })
  const rounds = Number(values.rounds)
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const size = Number(values.size)
  if (![rounds, duration, connections, size].every((n) => Number.isInteger(n) && n > 0) || connections < 2)
    throw new Error('--rounds, --duration, --size: positive whole numbers; --connections at least 2')
  const startedAt = new Date()
  await buildIfNeeded(values['skip-build'])

  const directus = await startSeededDirectus(path.join(benchDir, String(size)), size)
  const data = await readBenchData(directus.url, directus.credentials.adminToken)
  const redisUrl = await startRedis()
  const token = directus.credentials.staticToken
  const opts = { logLevel: 'warn' }
  const one = await startWebServer('web server', directus.url, token, opts)
  const pair = [
    await startWebServer('instance A', directus.url, token, { ...opts, env: { REDIS_URL: redisUrl } }),
    await startWebServer('instance B', directus.url, token, { ...opts, env: { REDIS_URL: redisUrl } }),
  ]
  const targets = TARGETS.map((name) => LOAD_TARGETS.find((t) => t.name === name)!)
  const figures: Figure[] = []
  const half = Math.floor(connections / 2)
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const single = await load(job(one.site, target, data, round, connections, duration))
      figures.push({
        target: target.name,
        setup: 'one',
        round,
        requestsPerSecond: single.requests.average,
        p50: single.latency.p50,
        p99: single.latency.p99,
        non2xx: single.non2xx,
        errors: single.errors,
      })
      // the other round's block for the second setup: no URL the first one asked
      const both = combine(
        await Promise.all([
          load(job(pair[0]!.site, target, data, round + rounds, half, duration)),
          load(job(pair[1]!.site, target, data, round + rounds, connections - half, duration, SECOND_OFFSET)),
        ]),
      )
      figures.push({ target: target.name, setup: 'two', round, ...both })
      const last = figures.slice(-2)
      log(
        `${target.name} (round ${round}): one instance ${last[0]!.requestsPerSecond.toFixed(1)} req/s, ` +
          `p99 ${last[0]!.p99} ms; two instances ${both.requestsPerSecond.toFixed(1)} req/s, p99 ${both.p99} ms`,
      )
    }
  }
  const table = report(figures, rounds)
  console.log(`\n${table}\n`)
  await mkdir(benchDir, { recursive: true })
  const file = path.join(benchDir, `instances-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const machine = { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version }
  await writeFile(
    file,
    JSON.stringify({ startedAt, size, rounds, duration, connections, machine, figures, table }, null, 2),
  )
  log(`results written to ${path.relative(process.cwd(), file)}`)
}

runMain(main)
