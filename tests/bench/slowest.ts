/**
 * `npm run bench:slowest`: where the slow searches come from, without load. Sends `--requests`
 * varied search pages (tests/bench/traffic.ts, none answered from a cache) one after another to the
 * production web server, whose Directus requests pass through a timing proxy; prints the distribution of
 * the page times, how much of each was Directus, and the slowest pages with their Directus requests. Then
 * it sends each of those Directus requests again, three times, straight to Directus: a request that is
 * slow every time is a query to fix; one that is fast the second time was a cold read.
 *
 *   npm run bench:slowest -- [--db sqlite|postgres] [--size 100000] [--requests 300] [--show 10]
 *     [--offset 20000] [--data-dir data/bench/100000]
 */
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { readBenchData } from './data'
import { percentile } from './report'
import {
  benchDir,
  benchFolder,
  buildIfNeeded,
  cleanups,
  HEADERS,
  log,
  runMain,
  startSeededDirectus,
  startWebServer,
} from './stack'
import { takePaths } from './traffic'
import { forwardTo } from '../support/forward'

interface Call {
  path: string
  ms: number
}

/** A proxy in front of Directus that notes each request's path and time to the end of the answer. */
async function startTimingProxy(target: string) {
  const forward = forwardTo(target)
  let calls: Call[] = []
  const server = http.createServer((req, res) => {
    const started = performance.now()
    res.on('finish', () => calls.push({ path: req.url ?? '', ms: performance.now() - started }))
    forward(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  cleanups.push({ name: 'timing proxy', run: () => new Promise((resolve) => server.close(() => resolve())) })
  return {
    url: `http://127.0.0.1:${port}`,
    /** The calls since the last take. */
    take() {
      const taken = calls
      calls = []
      return taken
    },
  }
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const answer = await fetch(url, { headers })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
  return performance.now() - started
}

/** The sort a search page asks for (none: recommended). */
const sortOf = (page: { path: string }) =>
  new URL(page.path, 'http://bench').searchParams.get('sortierung') ?? 'empfohlen'

function byKey<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

const ms = (n: number) => `${n.toFixed(1)} ms`

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      size: { type: 'string', default: '100000' },
      requests: { type: 'string', default: '300' },
      show: { type: 'string', default: '10' },
      // where in the varied stream the pages start: another offset sends pages no earlier run asked for
      offset: { type: 'string', default: '20000' },
      'data-dir': { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
    },
  })
  const size = Number(values.size)
  const requests = Number(values.requests)
  const show = Number(values.show)
  for (const [name, n] of Object.entries({ size, requests, show }))
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`)
  const db = values.db
  if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres')
  await buildIfNeeded(values['skip-build'])

  const directus = await startSeededDirectus(
    path.resolve(values['data-dir'] ?? path.join(benchDir, benchFolder(db, size))),
    size,
    { db },
  )
  const data = await readBenchData(directus.url, directus.credentials.adminToken)
  const proxy = await startTimingProxy(directus.url)
  const web = await startWebServer('web server', proxy.url, directus.credentials.staticToken, {
    logLevel: 'warn',
  })

  // the first pages warm the process (JIT, the root loader's caches) and are not counted
  const warmup = 20
  const paths = takePaths(data, 'search', 'check', warmup + requests, Number(values.offset))
  const pages: Array<{ path: string; ms: number; calls: Call[] }> = []
  for (const [index, pagePath] of paths.entries()) {
    proxy.take()
    const time = await timed(web.site + pagePath, HEADERS)
    const calls = proxy.take()
    if (index >= warmup) pages.push({ path: pagePath, ms: time, calls })
  }

  const pageTimes = pages.map((p) => p.ms).sort((a, b) => a - b)
  const directusTimes = pages.map((p) => p.calls.reduce((sum, c) => sum + c.ms, 0)).sort((a, b) => a - b)
  const rest = pages.map((p) => p.ms - p.calls.reduce((sum, c) => sum + c.ms, 0)).sort((a, b) => a - b)
  const cells = (times: number[]) =>
    `${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1)!)}`
  const line = (what: string, times: number[]) => `| ${what} | ${cells(times)} |`
  const sum = (times: number[]) => times.reduce((all, t) => all + t, 0)
  const share = (times: number[]) => `${Math.round((100 * sum(times)) / sum(pageTimes))} %`
  console.log(
    [
      '',
      `${requests} varied search pages one after another, ${size.toLocaleString('en-US')} hotels:`,
      '',
      '| time | p50 | p90 | p99 | max |',
      '| ---- | --- | --- | --- | --- |',
      line('page', pageTimes),
      line('its Directus requests', directusTimes),
      line('the rest (web server, network)', rest),
      '',
      'Page times by sort:',
      '',
      '| sort | pages | p50 | p90 | p99 | max | share of all page time |',
      '| ---- | ----- | --- | --- | --- | --- | ---------------------- |',
      ...[...byKey(pages, sortOf)].map(([sort, group]) => {
        const times = group.map((p) => p.ms).sort((a, b) => a - b)
        return `| ${sort} | ${group.length} | ${cells(times)} | ${share(times)} |`
      }),
      '',
    ].join('\n'),
  )

  const slowest = [...pages].sort((a, b) => b.ms - a.ms).slice(0, show)
  const auth = { Authorization: `Bearer ${directus.credentials.staticToken}` }
  console.log(`The ${show} slowest pages, and their Directus requests sent again three times:\n`)
  for (const page of slowest) {
    console.log(`${ms(page.ms)}  ${decodeURIComponent(page.path)}`)
    for (const call of page.calls) {
      const again: number[] = []
      for (let i = 0; i < 3; i++) again.push(await timed(directus.url + call.path, auth))
      console.log(
        `    ${ms(call.ms)}, again ${again.map((t) => t.toFixed(1)).join(' / ')} ms  ${decodeURIComponent(call.path)}`,
      )
    }
  }
  log('done')
}

runMain(main)
