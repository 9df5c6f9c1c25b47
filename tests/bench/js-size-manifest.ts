/**
 * The pure part of `tests/bench/js-size.ts`: which built files a page loads on first load, read from the
 * Remix classic asset manifest (`public/build/manifest-*.js`).
 *
 * A server-rendered page runs `import(entry.module)` and `import * from route.module` for every matched
 * route (root first); the browser then fetches their static imports. Remix lists those imports in the
 * manifest (`entry.imports`, `routes[id].imports`). Files reached only through dynamic `import()` are not
 * part of the first load.
 */

export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
}

export interface AssetsManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

/** Parses the text of `manifest-*.js` (`window.__remixManifest={...};`). */
export function parseManifest(source: string): AssetsManifest {
  const start = source.indexOf('{')
  const end = source.lastIndexOf('}')
  if (start < 0 || end < start) throw new Error('Not a Remix manifest: no object literal found')
  const manifest = JSON.parse(source.slice(start, end + 1)) as Partial<AssetsManifest>
  if (!manifest.entry?.module || !manifest.routes)
    throw new Error('Not a Remix manifest: entry or routes missing')
  return { ...manifest, entry: manifest.entry, routes: manifest.routes }
}

/** The route and its parents, outermost (root) first. */
export function routeChain(manifest: AssetsManifest, routeId: string): string[] {
  const chain: string[] = []
  let id: string | undefined = routeId
  while (id) {
    const route: ManifestRoute | undefined = manifest.routes[id]
    if (!route) throw new Error(`Unknown route id: ${id}`)
    if (chain.includes(id)) throw new Error(`Route parent cycle at ${id}`)
    chain.unshift(id)
    id = route.parentId
  }
  return chain
}

/**
 * The files a page whose deepest route is `routeId` loads at first: the entry module and its imports, and
 * for every route in the chain its module and imports. Each file once, in load order.
 */
export function firstLoadFiles(manifest: AssetsManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports])
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id]!
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  return [...files]
}

export type LoadPart = 'entry' | 'root' | 'route'

/**
 * Which part of the app brings each first-load file: `entry` (React, React DOM, the Remix runtime and the
 * client entry), `root` (the shell: root route and what it imports beyond the entry), `route` (the page's
 * own routes below root, and what they import beyond both). A file counts for the first part that loads it.
 */
export function firstLoadParts(manifest: AssetsManifest, routeId: string): Map<string, LoadPart> {
  const parts = new Map<string, LoadPart>()
  const add = (file: string, part: LoadPart) => {
    if (!parts.has(file)) parts.set(file, part)
  }
  add(manifest.entry.module, 'entry')
  for (const file of manifest.entry.imports) add(file, 'entry')
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id]!
    const part = id === 'root' ? 'root' : 'route'
    add(route.module, part)
    for (const file of route.imports ?? []) add(file, part)
  }
  return parts
}

/**
 * Static imports written in a built ES module (`import{a}from"/build/x.js"`, `import"/build/x.js"`,
 * `export*from"/build/x.js"`), without dynamic `import("…")`. Used to check that the manifest lists every
 * file the browser fetches.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  const pattern = /(?:\bfrom\s*|\bimport\s*)(["'])([^"'\n]+\.js)\1/g
  for (const match of code.matchAll(pattern)) {
    const before = code.slice(Math.max(0, match.index - 1), match.index)
    // `import("x.js")` is dynamic; `foo.import"…"` cannot occur in minified output.
    if (before === '.') continue
    found.add(match[2]!)
  }
  return [...found]
}

/** The closure of `files` over static imports, as given by `importsOf` (files it can't read are kept). */
export function withStaticImports(files: string[], importsOf: (file: string) => string[]): string[] {
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...importsOf(file))
  }
  return [...seen]
}

export interface FileSize {
  file: string
  raw: number
  gzip: number
  /** Brotli at quality 11, for comparison: what a CDN sends to browsers that accept it. */
  brotli?: number
}

export interface PageSize {
  page: string
  routeId: string
  files: FileSize[]
  raw: number
  gzip: number
  brotli: number
  budget?: number | undefined
  overBudget: boolean
}

/** Sums the sizes of one page's files and checks it against its budget (bytes, gzip). */
export function pageSize(
  page: string,
  routeId: string,
  files: string[],
  sizeOf: (file: string) => { raw: number; gzip: number; brotli?: number },
  budget?: number,
): PageSize {
  const sized = files.map((file) => ({ file, ...sizeOf(file) }))
  const raw = sized.reduce((sum, f) => sum + f.raw, 0)
  const gzip = sized.reduce((sum, f) => sum + f.gzip, 0)
  const brotli = sized.reduce((sum, f) => sum + (f.brotli ?? 0), 0)
  return {
    page,
    routeId,
    files: sized,
    raw,
    gzip,
    brotli,
    budget,
    overBudget: budget !== undefined && gzip > budget,
  }
}

/** 1 KB = 1,000 bytes, as browsers' network panels and the issue count. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** `build/islands.json` as far as measuring needs it (written by scripts/build.ts). */
export interface IslandsManifest {
  modules: Record<string, string[]>
}

export const ISLAND_ENTRY = 'app/islands/entry.client.tsx'

/**
 * What an island page (docs/decisions/hotel-pages-as-islands.md) loads at first: the island entry with its static imports, and for
 * each island the page can show its module with its static imports. Entry files are the `entry` part,
 * island files the `route` part; each file once.
 */
export function islandPageFiles(
  manifest: IslandsManifest,
  islandModules: string[],
): { files: string[]; parts: Map<string, LoadPart> } {
  const parts = new Map<string, LoadPart>()
  const add = (module: string, part: LoadPart) => {
    const files = manifest.modules[module]
    if (!files) throw new Error(`${module} is not in the island build (build/islands.json)`)
    for (const file of files) if (!parts.has(file)) parts.set(file, part)
  }
  add(ISLAND_ENTRY, 'entry')
  for (const module of islandModules) add(module, 'route')
  return { files: [...parts.keys()], parts }
}
