/**
 * JavaScript sent on first load, measured from the built files, and the map chunk that loads only after
 * consent. Run after `NODE_ENV=production npx remix build`:
 *   tsx tests/bench/bundle-size.ts [routeId …]   (default: routes/_index routes/hotel._index)
 * Exits 1 when OpenLayers is part of a first-load chunk.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestEntry = { module: string; imports?: string[] }
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { parentId?: string }> }

const publicDir = path.resolve(import.meta.dirname, '../../public')
const buildDir = path.join(publicDir, 'build')
/** OpenLayers' viewport class: in its chunk and nowhere else. */
const openLayersMark = 'ol-viewport'

function readManifest(): Manifest {
  const file = readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`No manifest in ${buildDir}: run NODE_ENV=production npx remix build first`)
  const source = readFileSync(path.join(buildDir, file), 'utf8')
  return JSON.parse(source.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, '')) as Manifest
}

const read = (url: string) => readFileSync(path.join(publicDir, url))
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

function firstLoadFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])])
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`Unknown route id ${id}`)
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file)
  }
  return [...files]
}

const manifest = readManifest()
let failed = false
for (const routeId of process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['routes/_index', 'routes/hotel._index']) {
  const files = firstLoadFiles(manifest, routeId)
  const gzip = files.reduce((sum, file) => sum + gzipSync(read(file)).length, 0)
  const withMap = files.filter((file) => read(file).includes(openLayersMark))
  console.log(
    `${routeId}: ${kb(gzip)} gzip in ${files.length} files${withMap.length ? ` — OpenLayers in ${withMap.join(', ')}` : ''}`,
  )
  if (withMap.length) failed = true
}
const shared = readdirSync(path.join(buildDir, '_shared')).map((name) => `/build/_shared/${name}`)
for (const file of shared.filter((name) => read(name).includes(openLayersMark))) {
  const body = read(file)
  console.log(`map chunk ${file}: ${kb(body.length)}, ${kb(gzipSync(body).length)} gzip (after consent only)`)
}
process.exit(failed ? 1 : 0)
