/**
 * In-process render cost of pages: the Remix handler of the production build, called in a loop without
 * HTTP, express or a load generator, so that the figure is the web tier's own CPU per document and varies
 * little between runs (the autocannon figures of run.ts vary by ±15 % on two shared cores).
 *
 *   tsx --env-file=.env tests/bench/render.ts [--iterations 400] [--concurrency 10] [--gzip]
 *     [--eager-loader-data] /wartungsarbeiten '/hotel?ziel=Ostsee&anreise=…&abreise=…'
 *
 * The pages take turns request by request; the report gives each page's time per document and its rate
 * relative to the first page. `--concurrency` sends that many requests of a page at once (as autocannon's
 * connections do), `--gzip` adds compression at the server's level, `--eager-loader-data` leaves out
 * docs/decisions/lazy-loader-data.md for an A/B comparison.
 *
 * Needs a running Directus (DIRECTUS_URL, DIRECTUS_STATIC_TOKEN) and `npm run build`. Data the pages read
 * is cached by the app as in production, so after the first request this measures rendering, not Directus.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { createRequestHandler, type ServerBuild } from '@remix-run/node'

import { percentile } from './report'
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

for (let i = 0; i < 30; i++) for (const url of positionals) await once(url) // warm up caches and the JIT

// Round-robin, so that a change in the machine's speed (other work, CPU frequency) hits every page alike.
const times = new Map(positionals.map((url) => [url, [] as number[]]))
const sizes = new Map<string, number>()
for (let i = 0; i < iterations; i++) {
  for (const url of positionals) {
    const started = performance.now()
    const results = await Promise.all(Array.from({ length: concurrency }, () => once(url)))
    sizes.set(url, results[0]!)
    times.get(url)!.push((performance.now() - started) / concurrency)
  }
}
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length
const reference = mean(times.get(positionals[0]!)!)
for (const url of positionals) {
  const list = times.get(url)!
  console.log(
    `${mean(list).toFixed(2)} ms mean, ${percentile(list, 50).toFixed(2)} ms median, ` +
      `${(reference / mean(list)).toFixed(2)} × the first page's rate, ${sizes.get(url)} bytes  ${url}`,
  )
}
process.exit(0)
