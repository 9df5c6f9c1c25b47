/**
 * `npm run build`: the Remix build, then the island bundle of the pages that are not hydrated as a whole
 * (docs/decisions/hotel-pages-as-islands.md). The island bundle is built by esbuild straight from `app/islands/entry.client.tsx` into
 * `public/build/islands/` (content-hashed names, cached forever like Remix' own files); `@remix-run/react`
 * is replaced by `app/islands/remix-shim.tsx` there, so the Remix runtime never reaches those pages.
 * `build/islands.json` tells the server the entry's URL and the chunks each island needs.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'public', 'build', 'islands')
const publicPath = '/build/islands/'

export interface IslandsManifest {
  /** URL of the entry module. */
  entry: string
  /** URLs of the modules the entry imports statically (preloaded with it). */
  imports: string[]
  /**
   * For the entry and each island module (by source path): the URLs the browser loads for it, the module
   * itself first, then everything it imports statically. For measuring what a page loads (`npm run bench:js`).
   */
  modules: Record<string, string[]>
}

const remixShim: esbuild.Plugin = {
  name: 'island-remix-shim',
  setup(build) {
    build.onResolve({ filter: /^@remix-run\/react$/ }, () => ({
      path: path.join(root, 'app', 'islands', 'remix-shim.tsx'),
    }))
    // Server-only code must never end up in the browser.
    build.onResolve({ filter: /(\.server(\.tsx?)?$)|^@remix-run\/node$|^node:/ }, (args) => ({
      errors: [
        { text: `"${args.path}" is server-only and cannot be imported by an island (${args.importer})` },
      ],
    }))
  },
}

export async function buildIslands({ minify = true } = {}): Promise<IslandsManifest> {
  const result = await esbuild.build({
    entryPoints: { entry: path.join(root, 'app', 'islands', 'entry.client.tsx') },
    outdir,
    publicPath,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    // As in the Remix build, a stylesheet import is the URL of the file (the map links it when it loads).
    loader: { '.css': 'file' },
    assetNames: '[name]-[hash]',
    minify,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [remixShim],
  })
  const { outputs } = result.metafile
  const url = (file: string) => `${publicPath}${path.basename(file)}`
  const closure = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return []
    seen.add(file)
    const statics = outputs[file]?.imports.filter((i) => i.kind === 'import-statement') ?? []
    return [url(file), ...statics.flatMap((i) => closure(i.path, seen))]
  }
  const modules: Record<string, string[]> = {}
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint) modules[output.entryPoint] = closure(file)
  }
  const entry = modules['app/islands/entry.client.tsx']
  if (!entry) throw new Error('the island build wrote no entry')
  const manifest: IslandsManifest = { entry: entry[0]!, imports: entry.slice(1), modules }
  await mkdir(path.join(root, 'build'), { recursive: true })
  await writeFile(path.join(root, 'build', 'islands.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export function buildRemix() {
  execFileSync(path.join(root, 'node_modules', '.bin', 'remix'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

/** The whole web build: Remix first (it empties `public/build`), then the islands. */
export async function buildWebApp() {
  buildRemix()
  const manifest = await buildIslands()
  console.log(`islands: ${manifest.entry}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildWebApp()
}
