// Builds the site's Directus extensions (directus/extensions/reiseportal, one bundle) with the extensions
// SDK (`directus-extension build`, pinned in directus/package.json to the version Directus depends on), when
// their sources or the core/ rules they import changed since the last build. Every start of Directus goes
// through here (startDirectus), so `npm start`, `npm test` and a fresh clone never load an outdated or
// missing build; `npm run build:extensions` builds on its own (e.g. before `docker compose up`, which mounts
// the folder).
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const directusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(directusDir, '..')
export const bundleDir = path.join(directusDir, 'extensions', 'reiseportal')
const sdkBin = path.join(directusDir, 'node_modules', '.bin', 'directus-extension')
const node22Bin = path.join(repoRoot, 'node_modules', '.bin')

/** What the build reads: the bundle's sources and settings, and core/ (bundled into it). */
const INPUTS = [
  path.join(bundleDir, 'src'),
  path.join(bundleDir, 'package.json'),
  path.join(bundleDir, 'extension.config.js'),
  path.join(repoRoot, 'core'),
]

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)))
  return newest
}

interface BundleManifest {
  'directus:extension': { path: { app: string; api: string }; entries: unknown[] }
}

/** Whether the bundle's build is missing or older than one of its inputs. */
export function extensionsOutdated(): boolean {
  const manifest = JSON.parse(readFileSync(path.join(bundleDir, 'package.json'), 'utf8')) as BundleManifest
  const outputs = Object.values(manifest['directus:extension'].path).map((file) => path.join(bundleDir, file))
  if (!outputs.every((file) => existsSync(file))) return true
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  return INPUTS.some((input) => newestMtime(input) > built)
}

/**
 * Builds into a folder of its own and then swaps it in, so that a Directus starting meanwhile (a second
 * `npm start`, the test runner's PostgreSQL stage) reads the old build or the new one, never half of one.
 */
export async function buildExtensions(log: (message: string) => void = () => {}): Promise<void> {
  if (!extensionsOutdated()) return
  if (!existsSync(sdkBin)) throw new Error(`${sdkBin} is missing: install Directus first (npm ci).`)
  const manifest = JSON.parse(readFileSync(path.join(bundleDir, 'package.json'), 'utf8')) as BundleManifest
  const { entries, path: outputs } = manifest['directus:extension']
  const distDir = path.join(bundleDir, path.dirname(outputs.api))
  const tmpDir = `${distDir}.tmp-${process.pid}`
  const tmpOutput = Object.fromEntries(
    Object.entries(outputs).map(([side, file]) => [side, path.join(tmpDir, path.basename(file))]),
  )
  const started = Date.now()
  log('building the extensions bundle…')
  try {
    await promisify(execFile)(
      sdkBin,
      [
        'build',
        '--type',
        'bundle',
        '--input',
        JSON.stringify(entries),
        '--output',
        JSON.stringify(tmpOutput),
        '--no-minify',
      ],
      {
        cwd: bundleDir,
        env: { ...process.env, PATH: `${node22Bin}${path.delimiter}${process.env.PATH ?? ''}` },
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    const oldDir = `${distDir}.old-${process.pid}`
    if (existsSync(distDir)) await rename(distDir, oldDir)
    await rename(tmpDir, distDir)
    await rm(oldDir, { recursive: true, force: true })
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true })
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`The extensions bundle did not build:\n${stdout}${stderr}`.slice(0, 6000))
  }
  log(`extensions bundle built in ${Math.round((Date.now() - started) / 1000)} s`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildExtensions(console.log)
}
