/**
 * JavaScript sent on first load, measured from the built files.
 *
 *   npx tsx tests/bench/js-size.ts [--no-build] [--budget 90] [--json]
 *   npm run bench:js
 *
 * Builds with `NODE_ENV=production npx remix build` (unless `--no-build`), reads `public/build/manifest-*.js`
 * and, for each page, sums the gzip size (zlib level 9, as a CDN would serve it) of the entry module, the
 * modules of every matched route (root first) and all their static imports. Dynamic `import()` targets are
 * not counted: they load later. Exits 1 when a budgeted page (the hotel pages) is over its budget (KB gzip,
 * 1 KB = 1,000 bytes; default 90, `--budget` or `JS_BUDGET_KB` to change).
 *
 * The inline scripts in the HTML (Remix context with the loader data, partial manifest) are not counted:
 * they are part of the document, not built files.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import {
  firstLoadFiles,
  firstLoadParts,
  islandPageFiles,
  kb,
  pageSize,
  parseManifest,
  staticImports,
  withStaticImports,
  type IslandsManifest,
  type LoadPart,
  type PageSize,
} from './js-size-manifest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const publicDir = path.join(root, 'public')
const buildDir = path.join(publicDir, 'build')

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
function option(name: string): string | undefined {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}

const budgetKb = Number(option('--budget') ?? process.env.JS_BUDGET_KB ?? 90)
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`Invalid budget: ${option('--budget') ?? process.env.JS_BUDGET_KB}`)
  process.exit(2)
}
const budget = Math.round(budgetKb * 1000)

// Island pages (docs/decisions/hotel-pages-as-islands.md) load the island entry and their islands instead of Remix' entry and routes.
// Listed here: every island the page can show (the search's map view counts even though it is not the
// default). The route module must still declare `handle = { islands: true }`, or it is measured as a
// hydrated Remix page.
/** On every island page: the header's Merkzettel count and spec §9's preload (the Merken buttons where listed). */
const SHELL_ISLANDS = ['app/components/saved/saved-count.tsx', 'app/components/document-preload.tsx']
/** The stay fields' dates and travellers, on every page with a search form (the detail page too). */
const STAY_ISLANDS = ['app/components/hotel/date-range.tsx', 'app/components/hotel/travellers.tsx']
const SEARCH_ISLANDS = [
  ...SHELL_ISLANDS,
  ...STAY_ISLANDS,
  'app/components/hotel/search-fields.tsx',
  'app/components/hotel/load-more.tsx',
  'app/components/map/consent-map.tsx',
  'app/components/saved/save-button.tsx',
  'app/components/ui/select.tsx',
]
// No page above 100 KB gzip; the hotel pages keep their 90 KB budget.
const pageBudget = 100_000
const pages: Array<{ page: string; routeId: string; budget?: number; islands?: string[] }> = [
  {
    page: '/',
    routeId: 'routes/_index',
    budget: pageBudget,
    islands: [
      ...SHELL_ISLANDS,
      ...STAY_ISLANDS,
      'app/components/hotel/search-fields.tsx',
      'app/components/saved/save-button.tsx',
    ],
  },
  { page: '/hotel', routeId: 'routes/hotel._index', budget, islands: SEARCH_ISLANDS },
  {
    page: '/hotel/details/{id}',
    routeId: 'routes/hotel.details.$id',
    budget,
    islands: [
      ...SHELL_ISLANDS,
      ...STAY_ISLANDS,
      'app/components/map/consent-map.tsx',
      'app/components/saved/save-button.tsx',
      'app/components/gallery.tsx',
    ],
  },
  { page: '/hotel/thema/…', routeId: 'routes/hotel.thema.$', budget, islands: SEARCH_ISLANDS },
  {
    page: '/hotel/buchen',
    routeId: 'routes/hotel.buchen._index',
    budget: pageBudget,
    islands: [...SHELL_ISLANDS, 'app/components/booking/booking-form.tsx'],
  },
  {
    page: '/rundreisen/reise2/{slug}',
    routeId: 'routes/rundreisen.reise2.$variantSlug',
    budget: pageBudget,
    islands: [
      ...SHELL_ISLANDS,
      'app/components/map/consent-map.tsx',
      'app/components/saved/save-button.tsx',
      'app/components/round-trip/trip-tabs.tsx',
      'app/components/gallery.tsx',
    ],
  },
]

if (!flag('--no-build')) {
  console.log('npm run build (Remix and islands)')
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

const manifestFiles = readdirSync(buildDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
if (manifestFiles.length !== 1) {
  console.error(`Expected one manifest in ${buildDir}, found ${manifestFiles.length}: run a clean build`)
  process.exit(2)
}
const manifest = parseManifest(readFileSync(path.join(buildDir, manifestFiles[0]!), 'utf8'))
const islandsManifest = JSON.parse(
  readFileSync(path.join(root, 'build', 'islands.json'), 'utf8'),
) as IslandsManifest

/** Whether the route module declares itself an island page (`handle = { islands: true }`). */
function isIslandRoute(routeId: string): boolean {
  const source = readFileSync(path.join(root, 'app', `${routeId}.tsx`), 'utf8')
  return /export const handle\b[^=]*=\s*\{[^}]*\bislands:\s*true/.test(source)
}

const fileText = new Map<string, Buffer>()
function read(file: string): Buffer {
  let buffer = fileText.get(file)
  if (!buffer) {
    buffer = readFileSync(path.join(publicDir, file))
    fileText.set(file, buffer)
  }
  return buffer
}
const sizeOf = (file: string) => {
  const buffer = read(file)
  const brotli = brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  })
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, brotli: brotli.length }
}
const importsOf = (file: string) =>
  staticImports(read(file).toString('utf8')).map((spec) => new URL(spec, `http://x${file}`).pathname)

/** Gzip bytes of a page per part (entry, root, route). */
function sumParts(result: PageSize, partOf: Map<string, LoadPart>): Record<LoadPart, number> {
  const parts: Record<LoadPart, number> = { entry: 0, root: 0, route: 0 }
  for (const file of result.files) parts[partOf.get(file.file) ?? 'route'] += file.gzip
  return parts
}

const results: Array<PageSize & { parts: Record<LoadPart, number> }> = []
for (const { page, routeId, budget: pageBudget, islands } of pages) {
  if (!manifest.routes[routeId]) {
    console.error(`Route ${routeId} is not in the manifest`)
    process.exit(2)
  }
  if (islands && isIslandRoute(routeId)) {
    const { files, parts: partOf } = islandPageFiles(islandsManifest, islands)
    const result = pageSize(page, routeId, files, sizeOf, pageBudget)
    results.push({ ...result, parts: sumParts(result, partOf) })
    continue
  }
  const files = firstLoadFiles(manifest, routeId)
  const closure = withStaticImports(files, importsOf)
  const missing = closure.filter((file) => !files.includes(file))
  if (missing.length > 0) {
    // The browser fetches these too; count them and say so, the manifest should have listed them.
    console.warn(`${page}: static imports not listed in the manifest: ${missing.join(', ')}`)
  }
  const result = pageSize(page, routeId, closure, sizeOf, pageBudget)
  results.push({ ...result, parts: sumParts(result, firstLoadParts(manifest, routeId)) })
}

const row = (cells: Array<[string, number]>) =>
  cells.map(([text, width], index) => (index === 0 ? text.padEnd(width) : text.padStart(width))).join('')

console.log('\nJavaScript on first load (KB = 1,000 bytes; gzip level 9, brotli quality 11 for comparison)\n')
console.log(
  row([
    ['page', 22],
    ['files', 6],
    ['raw', 9],
    ['gzip', 9],
    ['brotli', 9],
    ['| entry', 9],
    ['root', 7],
    ['route', 7],
    ['  budget (gzip)', 16],
  ]),
)
for (const result of results) {
  const budgetText =
    result.budget === undefined
      ? ''
      : `${kb(result.budget)} ${result.overBudget ? `OVER by ${kb(result.gzip - result.budget)}` : 'ok'}`
  console.log(
    row([
      [result.page, 22],
      [String(result.files.length), 6],
      [kb(result.raw), 9],
      [kb(result.gzip), 9],
      [kb(result.brotli), 9],
      [`| ${kb(result.parts.entry)}`, 9],
      [kb(result.parts.root), 7],
      [kb(result.parts.route), 7],
      [`  ${budgetText}`, 0],
    ]),
  )
}
console.log(
  '(entry: React, React DOM, Remix, or on island pages React DOM and the island entry; root: the shell;\n' +
    ' route: the page, or its islands. Columns after | are gzip.)',
)

// Per file: every file any page loads, with the pages that load it.
const allFiles = new Map<string, { raw: number; gzip: number; brotli: number; pages: string[] }>()
for (const result of results) {
  for (const file of result.files) {
    const entry = allFiles.get(file.file) ?? {
      raw: file.raw,
      gzip: file.gzip,
      brotli: file.brotli ?? 0,
      pages: [],
    }
    entry.pages.push(result.page)
    allFiles.set(file.file, entry)
  }
}
console.log(
  `\n${row([
    ['file', 56],
    ['raw', 9],
    ['gzip', 9],
    ['brotli', 9],
    ['  pages', 0],
  ])}`,
)
for (const [file, size] of [...allFiles].sort((a, b) => b[1].gzip - a[1].gzip)) {
  const pagesText = size.pages.length === results.length ? 'all' : size.pages.join(' ')
  console.log(
    row([
      [file, 56],
      [kb(size.raw), 9],
      [kb(size.gzip), 9],
      [kb(size.brotli), 9],
      [`  ${pagesText}`, 0],
    ]),
  )
}

if (flag('--json')) console.log(JSON.stringify(results, null, 2))

// OpenLayers loads only after the visitor agrees to the map: never in a first-load file.
const openLayersMark = 'ol-viewport'
const withMap = results.flatMap((result) =>
  result.files
    .filter((file) => read(file.file).includes(openLayersMark))
    .map((file) => `${result.page}: ${file.file}`),
)
if (withMap.length > 0) {
  console.error(`\nOpenLayers is part of the first load: ${withMap.join(', ')}`)
  process.exit(1)
}
console.log('\nOpenLayers is in no first-load file.')

const over = results.filter((result) => result.overBudget)
if (over.length > 0) {
  console.error(`\nOver budget (${kb(budget)} KB gzip): ${over.map((result) => result.page).join(', ')}`)
  process.exit(1)
}
console.log(`\nAll budgeted pages within ${kb(budget)} KB gzip.`)
