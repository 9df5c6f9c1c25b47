/**
 * In-process render cost of pages: the Remix handler of the production build, called in a loop without
 * HTTP, express or a load generator, so that the figure is the web tier's own CPU per document and varies
 * little between runs (the autocannon figures of run.ts vary by ±15 % on two shared cores).
 *
 *   tsx --env-file=.env tests/bench/render.ts [--iterations 400] [--concurrency 10] [--gzip]
 *     [--eager-loader-data] [--varied search,detail]
 *     /wartungsarbeiten '/hotel?ziel=Ostsee&anreise=…&abreise=…'
 *
 * `--varied search,detail` adds the bench's varied traffic (tests/bench/traffic.ts): each of those
 * requests a URL of its own, so that the app's result cache never answers and each document includes the
 * Directus request, its parsing and the pricing (the work of an uncached page in the web tier).
 *
 * The pages take turns request by request; the report gives each page's time per document, the process's
 * CPU time per document (all threads: garbage collection included) and its rate relative to the first page.
 * `--concurrency` sends that many requests of a page at once (as autocannon's connections do), `--gzip`
 * adds compression at the server's level, `--eager-loader-data` leaves out
 * docs/decisions/lazy-loader-data.md for an A/B comparison.
 *
 * Needs a running Directus (DIRECTUS_URL, DIRECTUS_STATIC_TOKEN) and `npm run build`. Data the pages read
 * is cached by the app as in production, so after the first request a named path measures rendering, not
 * Directus (the varied pages include it).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { createRequestHandler, type ServerBuild } from '@remix-run/node'

import { readBenchData } from './data'
import { percentile } from './report'
import { variedPaths, type Stream } from './traffic'
import { encodeLoaderDataOnRead } from '../../server/framework-patches'
import { testLoadContext } from '../support/load-context'
import { BROWSER_HEADERS } from '../support/web-server'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    iterations: { type: 'string', default: '400' },
    gzip: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '1' },
    'eager-loader-data': { type: 'boolean', default: false },
    varied: { type: 'string', default: '' },
  },
})
const iterations = Number(values.iterations)
const concurrency = Number(values.concurrency)
const origin = process.env.SITE_URL ?? 'http://localhost:3000'
const build = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../../build/index.js')).href
)) as ServerBuild
if (!values['eager-loader-data']) encodeLoaderDataOnRead() // as server/index.ts does
const handle = createRequestHandler(build, 'production')
const context = await testLoadContext({
  cspNonce: 'bench',
  env: Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => !!entry[1]),
  ),
})

async function once(path: string): Promise<number> {
  const url = new URL(path, origin)
  const request = new Request(url, { headers: { ...BROWSER_HEADERS, accept: 'text/html' } })
  const response = await handle(request, { ...context, visiblePath: url.pathname })
  const body = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`${path}: status ${response.status}`)
  if (values.gzip) gzipSync(body, { level: 2 }) // the level of server/index.ts
  return body.byteLength
}

/** A page of the rotation: one URL, or the next URL of a varied stream each time. */
interface Page {
  label: string
  next: () => string
}
const pages: Page[] = positionals.map((url) => ({ label: url, next: () => url }))
const isStream = (value: string): value is Stream => value === 'search' || value === 'detail'
const streams = values.varied ? values.varied.split(',') : []
if (!streams.every(isStream)) throw new Error(`--varied takes search and/or detail, got "${values.varied}"`)
if (streams.length > 0) {
  const data = await readBenchData(process.env.DIRECTUS_URL!, process.env.DIRECTUS_STATIC_TOKEN!)
  for (const stream of streams) {
    const paths = variedPaths(data, stream, 'probe')
    pages.push({ label: `varied ${stream}`, next: () => paths.next().value as string })
  }
}
if (pages.length === 0) throw new Error('no pages: name paths or --varied')

for (let i = 0; i < 30; i++) for (const page of pages) await once(page.next()) // warm up caches and the JIT

// Round-robin, so that a change in the machine's speed (other work, CPU frequency) hits every page alike.
const times = new Map(pages.map((page) => [page, [] as number[]]))
const cpu = new Map(pages.map((page) => [page, 0]))
const sizes = new Map<Page, number>()
for (let i = 0; i < iterations; i++) {
  for (const page of pages) {
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const results = await Promise.all(Array.from({ length: concurrency }, () => once(page.next())))
    const used = process.cpuUsage(cpuBefore)
    cpu.set(page, cpu.get(page)! + (used.user + used.system) / 1000 / concurrency)
    sizes.set(page, results[0]!)
    times.get(page)!.push((performance.now() - started) / concurrency)
  }
}
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length
const reference = mean(times.get(pages[0]!)!)
for (const page of pages) {
  const list = times.get(page)!
  console.log(
    `${mean(list).toFixed(2)} ms mean, ${percentile(list, 50).toFixed(2)} ms median, ` +
      `${(cpu.get(page)! / iterations).toFixed(2)} ms CPU, ` +
      `${(reference / mean(list)).toFixed(2)} × the first page's rate, ${sizes.get(page)} bytes  ${page.label}`,
  )
}
process.exit(0)
