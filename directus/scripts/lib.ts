import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { buildExtensions, bundleDir } from './extensions.ts'
import { buildMailTemplates, mailTemplatesDir } from './mail-templates.ts'
import { applySchema } from './schema.ts'
import { applySetup, ROLE_IDS } from './setup.ts'

export interface DirectusConfig {
  dataDir: string
  port: number
  publicUrl: string
  key: string
  secret: string
  adminEmail: string
  adminPassword: string
  adminToken: string
  staticToken: string
  siteUrl: string
  smtp?: { host: string; port: number; from: string } | undefined
  /** PostgreSQL (production's database) instead of the SQLite file in dataDir, which then holds only uploads. */
  postgres?: { host: string; port: number; database: string; user: string; password?: string } | undefined
  extraEnv?: Record<string, string>
  /**
   * Another Directus install to run instead of directus/: a folder whose node_modules holds `directus` (an
   * older release, for the upgrade rehearsal tests/bench/upgrade.ts). The extensions are copied into its
   * `extensions/`, so that their imports of Directus resolve to that install, as in the official image.
   */
  install?: string | undefined
}

type Log = (m: string) => void

const directusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(directusDir, '..')
// The `directus` bin asks registry.npmjs.org for updates first (up to 8 s when offline); its CLI module does not.
const directusCli = ({ install }: Pick<DirectusConfig, 'install'>) =>
  path.join(install ?? directusDir, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js')
const extensionsDir = ({ install }: Pick<DirectusConfig, 'install'>) =>
  path.join(install ?? directusDir, 'extensions')
const node22Bin = path.join(repoRoot, 'node_modules', '.bin')
const nodeBinary = existsSync(path.join(node22Bin, 'node')) ? path.join(node22Bin, 'node') : process.execPath
const seedEntry = path.join(directusDir, 'seed', 'index.ts')
const snapshotFile = path.join(directusDir, 'snapshot.yaml')

const DB_FILE = 'directus.db'
const UPLOADS_DIR = 'uploads'
const READY_MARKER = '.ready.json'
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1'])

export function directusEnv(cfg: DirectusConfig): NodeJS.ProcessEnv {
  const siteOrigin = new URL(cfg.siteUrl).origin
  const siteUrl = cfg.siteUrl.replace(/\/+$/, '')
  const email: Record<string, string> = cfg.smtp
    ? {
        EMAIL_TRANSPORT: 'smtp',
        EMAIL_FROM: cfg.smtp.from,
        EMAIL_SMTP_HOST: cfg.smtp.host,
        EMAIL_SMTP_PORT: String(cfg.smtp.port),
        EMAIL_SMTP_SECURE: 'false',
        // A local sink offers STARTTLS with a self-signed certificate at best; a relay gets TLS.
        EMAIL_SMTP_IGNORE_TLS: String(LOOPBACK_HOSTS.has(cfg.smtp.host)),
      }
    : {
        // No SMTP configured: mails land as .eml files in <dataDir>/mail instead of a missing sendmail.
        EMAIL_TRANSPORT: 'sendmail',
        EMAIL_FROM: 'no-reply@example.com',
        EMAIL_SENDMAIL_PATH: path.join(directusDir, 'scripts', 'sendmail-drop.sh'),
        MAIL_DROP_DIR: path.join(cfg.dataDir, 'mail'),
      }

  return {
    PATH: `${node22Bin}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(cfg.port),
    PUBLIC_URL: cfg.publicUrl,
    KEY: cfg.key,
    SECRET: cfg.secret,
    ADMIN_EMAIL: cfg.adminEmail,
    ADMIN_PASSWORD: cfg.adminPassword,
    ADMIN_TOKEN: cfg.adminToken,
    PROJECT_NAME: 'Reiseportal',
    ...databaseEnv(cfg),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_DRIVER: 'local',
    STORAGE_LOCAL_ROOT: path.join(cfg.dataDir, UPLOADS_DIR),
    EXTENSIONS_PATH: extensionsDir(cfg),
    EXTENSIONS_AUTO_RELOAD: 'false',
    // Generated from directus/templates and the copy catalogue at every start (mail-templates.ts).
    EMAIL_TEMPLATES_PATH: mailTemplatesDir,
    EMAIL_VERIFY_SETUP: 'false',
    ...email,
    // Pages of the site (spec, section 2) that mail links may point to.
    USER_REGISTER_URL_ALLOW_LIST: `${siteUrl}/hotel/account/willkommen,${siteUrl}/hotel/account/anmelden`,
    PASSWORD_RESET_URL_ALLOW_LIST: `${siteUrl}/hotel/account/passwort-erneuern`,
    USER_INVITE_URL_ALLOW_LIST: `${siteUrl}/hotel/account/einladung`,
    // The page of the mailed link that makes a browser a known device (directus/extensions/device-link).
    DEVICE_LINK_URL_ALLOW_LIST: `${siteUrl}/hotel/account/geraet-bestaetigen`,
    // The Data Studio's visual editor frames the site.
    CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `array:'self',${siteOrigin}`,
    CORS_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    WEBSOCKETS_ENABLED: 'false',
    // On by default, the log stream for the Data Studio (over websockets, which are off) lowers the request
    // logger to info: every request was serialised for nobody, 5 % of Directus's CPU per search.
    WEBSOCKETS_LOGS_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    // Registrations all come from the web server's address; the web tier limits them per visitor instead.
    RATE_LIMITER_REGISTRATION_ENABLED: 'false',
    // Directus's own list plus the search-indexes hook's tables: derived data that no role reads, and the
    // price bounds Directus would otherwise warn about (no single primary key) at every schema read
    DB_EXCLUDE_TABLES: 'spatial_ref_sys,sysdiagrams,hotel_price_bounds,hotel_price_caps,region_search_flags',
    CACHE_ENABLED: 'false',
    CACHE_SCHEMA: 'true',
    // Hands every request the one frozen schema instead of a deep copy of it (most of Directus's CPU per
    // request before; docs/decisions/catalogue-in-a-directus-extension.md).
    CACHE_SCHEMA_FREEZE_ENABLED: 'true',
    ...cfg.extraEnv,
  }
}

function databaseEnv({ postgres, dataDir }: DirectusConfig): Record<string, string> {
  if (!postgres) return { DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(dataDir, DB_FILE) }
  return {
    DB_CLIENT: 'pg',
    DB_HOST: postgres.host,
    DB_PORT: String(postgres.port),
    DB_DATABASE: postgres.database,
    DB_USER: postgres.user,
    ...(postgres.password ? { DB_PASSWORD: postgres.password } : {}),
  }
}

export interface OpenIdProviderConfig {
  /** Directus provider name, the same id as in the web server's SSO_PROVIDERS. */
  id: string
  issuerUrl: string
  clientId: string
  clientSecret: string
}

/**
 * Directus settings for third-party login through OpenID providers (docs/decisions/sso-relayed-through-the-site.md). The
 * site relays /auth/login/<id> and its callback to Directus with its own Host, so the callback URL Directus
 * gives the provider is on the site (AUTH_ALLOWED_PUBLIC_URLS) and the provider must allow
 * `<site>/auth/login/<id>/callback`. New people become customers; the refresh token comes back as a cookie
 * (MODE=cookie) that the site exchanges server-side.
 */
export function openIdEnv(providers: OpenIdProviderConfig[], siteUrl: string): Record<string, string> {
  const site = siteUrl.replace(/\/+$/, '')
  const env: Record<string, string> = {
    AUTH_PROVIDERS: providers.map((provider) => provider.id).join(','),
    AUTH_ALLOWED_PUBLIC_URLS: site,
  }
  for (const provider of providers) {
    const prefix = `AUTH_${provider.id.toUpperCase()}_`
    Object.assign(env, {
      [`${prefix}DRIVER`]: 'openid',
      [`${prefix}ISSUER_URL`]: provider.issuerUrl,
      [`${prefix}CLIENT_ID`]: provider.clientId,
      [`${prefix}CLIENT_SECRET`]: provider.clientSecret,
      [`${prefix}IDENTIFIER_KEY`]: 'email',
      [`${prefix}ALLOW_PUBLIC_REGISTRATION`]: 'true',
      [`${prefix}DEFAULT_ROLE_ID`]: ROLE_IDS.customer,
      [`${prefix}SYNC_USER_INFO`]: 'true',
      [`${prefix}MODE`]: 'cookie',
      [`${prefix}REDIRECT_ALLOW_LIST`]: `${site}/hotel/account/anmelden`,
    })
  }
  return env
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })
}

/** Runs a directus CLI command to completion (bootstrap, schema snapshot …). */
export async function runDirectusCli(cfg: DirectusConfig, args: string[], log?: Log): Promise<void> {
  assertInstalled(cfg)
  const child = spawn(nodeBinary, [directusCli(cfg), ...args], {
    env: directusEnv(cfg),
    cwd: directusDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) {
    throw new Error(`directus ${args.join(' ')} failed (exit ${code}):\n${output.join('').slice(-3000)}`)
  }
  log?.(`directus ${args.join(' ')}: ok`)
}

function assertInstalled(cfg: DirectusConfig) {
  if (!existsSync(directusCli(cfg))) {
    throw new Error(
      `Directus is not installed: ${directusCli(cfg)} is missing. Run \`npm ci\` in ${cfg.install ?? directusDir}.`,
    )
  }
}

/** The built bundle in the extensions folder of another install (its dist/ and manifest). */
async function placeExtensions(cfg: DirectusConfig) {
  const target = path.join(extensionsDir(cfg), path.basename(bundleDir))
  await rm(target, { recursive: true, force: true })
  await mkdir(target, { recursive: true })
  await cp(path.join(bundleDir, 'package.json'), path.join(target, 'package.json'))
  await cp(path.join(bundleDir, 'dist'), path.join(target, 'dist'), { recursive: true })
}

async function waitForHealth(url: string, child: ChildProcess, output: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Directus exited during start (code ${child.exitCode}):\n${output.join('').slice(-3000)}`,
      )
    }
    try {
      const res = await fetch(`${url}/server/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(
    `Directus did not answer ${url}/server/health within ${timeoutMs / 1000} s:\n${output.join('').slice(-3000)}`,
  )
}

export async function startDirectus(
  cfg: DirectusConfig,
  /** healthTimeoutMs: how long the start may take (default 60 s; a catalogue of a million hotels may
   * spend minutes once in the search-indexes hook, catching up on a column or an index it lacks) */
  opts: { log?: Log; healthTimeoutMs?: number } = {},
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const log = opts.log ?? (() => {})
  assertInstalled(cfg)
  await buildExtensions(log)
  if (cfg.install) await placeExtensions(cfg)
  await buildMailTemplates(mailTemplatesDir, log)
  if (!(await portIsFree(cfg.port))) {
    throw new Error(
      `Port ${cfg.port} is already taken: stop the process that uses it or choose another Directus port.`,
    )
  }
  if (!cfg.postgres && !existsSync(path.join(cfg.dataDir, DB_FILE))) {
    throw new Error(`No Directus database in ${cfg.dataDir}: run ensureDirectus() first.`)
  }
  const url = `http://127.0.0.1:${cfg.port}`
  const child = spawn(nodeBinary, [directusCli(cfg), 'start'], {
    env: directusEnv(cfg),
    cwd: directusDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const collect = (d: Buffer) => {
    const text = d.toString()
    output.push(text)
    if (output.length > 200) output.shift()
    for (const line of text.split('\n')) if (line.trim()) log(`[directus] ${line}`)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timeout)
  }

  try {
    await waitForHealth(url, child, output, opts.healthTimeoutMs ?? 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  log(`Directus is running at ${url}`)
  return { url, pid: child.pid, stop }
}

type SeedSize = 'test' | 'demo' | number

interface EnsureOptions {
  seedSize: SeedSize
  /**
   * Where collections, fields and relations come from: `code` (directus/scripts/schema.ts through the REST
   * API; the default) or `snapshot` (`directus schema apply directus/snapshot.yaml`, as in production; then
   * schema.ts must find nothing missing, or the snapshot is out of date).
   */
  schema?: 'code' | 'snapshot'
  log?: Log
}

async function runSeed(
  url: string,
  adminToken: string,
  size: SeedSize,
  db: { dbFile: string | undefined; postgres: DirectusConfig['postgres'] },
  log: Log,
) {
  if (size === 0) {
    log('Seed skipped (size 0).')
    return
  }
  if (!existsSync(seedEntry)) {
    log(`Seed skipped: ${path.relative(repoRoot, seedEntry)} does not exist yet.`)
    return
  }
  const mod = (await import(seedEntry)) as {
    seed?: (o: {
      url: string
      adminToken: string
      size: SeedSize
      dbFile: string | undefined
      postgres: DirectusConfig['postgres']
      log: Log
    }) => Promise<unknown>
  }
  if (typeof mod.seed !== 'function') throw new Error(`${seedEntry} does not export seed()`)
  // Large benchmark sizes write hotels straight into the database (SQLite file or PostgreSQL) of the
  // running instance.
  await mod.seed({ url, adminToken, size, ...db, log })
}

/** Bootstrap, schema, access setup and seed of an empty database. */
async function install(cfg: DirectusConfig, opts: EnsureOptions, dbFile: string | undefined, log: Log) {
  log('Directus: creating the database (bootstrap) …')
  await runDirectusCli(cfg, ['bootstrap'], log)
  if (opts.schema === 'snapshot') await applySnapshot(cfg, log)
  // a first start on a busy machine (two cores shared) can take more than a minute
  const directus = await startDirectus(cfg, { log, healthTimeoutMs: 180_000 })
  try {
    const { created } = await applySchema({ url: directus.url, adminToken: cfg.adminToken, log })
    if (opts.schema === 'snapshot' && created.length > 0) {
      throw new Error(
        `directus/snapshot.yaml lacks what directus/scripts/schema.ts defines (${created.join(', ')}): run npm run directus:snapshot`,
      )
    }
    await applySetup({
      url: directus.url,
      adminToken: cfg.adminToken,
      staticToken: cfg.staticToken,
      siteUrl: cfg.siteUrl,
      log,
    })
    await runSeed(directus.url, cfg.adminToken, opts.seedSize, { dbFile, postgres: cfg.postgres }, log)
  } finally {
    await directus.stop()
  }
}

/**
 * Brings a running Directus whose database was set up earlier up to this code's schema and access rules
 * (both idempotent, and quick when nothing changed): new collections and fields, content versioning, the
 * policies' permissions, the preview URLs, and landing pages' former JSON blocks moved into block items.
 */
export async function upgradeDirectus(cfg: DirectusConfig, url: string, log: Log): Promise<void> {
  await applySchema({ url, adminToken: cfg.adminToken, log })
  await applySetup({
    url,
    adminToken: cfg.adminToken,
    staticToken: cfg.staticToken,
    siteUrl: cfg.siteUrl,
    log,
  })
}

async function removeDirectusData(dir: string) {
  for (const name of [
    DB_FILE,
    `${DB_FILE}-wal`,
    `${DB_FILE}-shm`,
    `${DB_FILE}-journal`,
    UPLOADS_DIR,
    'mail',
    READY_MARKER,
  ]) {
    await rm(path.join(dir, name), { recursive: true, force: true })
  }
}

async function isDirectusReady(cfg: DirectusConfig): Promise<boolean> {
  return (
    existsSync(path.join(cfg.dataDir, READY_MARKER)) &&
    (Boolean(cfg.postgres) || existsSync(path.join(cfg.dataDir, DB_FILE)))
  )
}

async function writeReadyMarker(cfg: DirectusConfig, seedSize: SeedSize) {
  const marker = { createdAt: new Date().toISOString(), directus: await installedVersion(cfg), seedSize }
  await writeFile(path.join(cfg.dataDir, READY_MARKER), JSON.stringify(marker, null, 2) + '\n')
}

/**
 * Creates a seeded Directus unless dataDir is marked ready. On SQLite the database is built in a temporary
 * folder and moved into place at the end, so an interrupted run leaves nothing half-made; on PostgreSQL it
 * is built in the (empty) database it is given.
 */
export async function ensureDirectus(cfg: DirectusConfig, opts: EnsureOptions): Promise<void> {
  const log = opts.log ?? (() => {})
  if (await isDirectusReady(cfg)) return
  const started = Date.now()
  if (cfg.postgres) {
    await mkdir(path.join(cfg.dataDir, UPLOADS_DIR), { recursive: true })
    await install(cfg, opts, undefined, log)
    await writeReadyMarker(cfg, opts.seedSize)
    const { host, port, database } = cfg.postgres
    log(
      `Directus ready on PostgreSQL ${host}:${port}/${database} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
    return
  }
  if (existsSync(path.join(cfg.dataDir, DB_FILE))) {
    log(
      `${cfg.dataDir} holds a database without a ready marker (an earlier run was interrupted): rebuilding it from scratch.`,
    )
    await removeDirectusData(cfg.dataDir)
  }

  const dataDir = path.resolve(cfg.dataDir)
  const tmpPrefix = `${path.basename(dataDir)}.tmp-`
  // Temp folders of runs that were killed before they could clean up.
  await mkdir(path.dirname(dataDir), { recursive: true })
  for (const name of await readdir(path.dirname(dataDir))) {
    if (name.startsWith(tmpPrefix))
      await rm(path.join(path.dirname(dataDir), name), { recursive: true, force: true })
  }
  const tmpDir = path.join(path.dirname(dataDir), `${tmpPrefix}${process.pid}`)
  await mkdir(path.join(tmpDir, UPLOADS_DIR), { recursive: true })

  try {
    await install({ ...cfg, dataDir: tmpDir }, opts, path.join(tmpDir, DB_FILE), log)
    await mkdir(cfg.dataDir, { recursive: true })
    await removeDirectusData(cfg.dataDir)
    await rename(path.join(tmpDir, DB_FILE), path.join(cfg.dataDir, DB_FILE))
    await rename(path.join(tmpDir, UPLOADS_DIR), path.join(cfg.dataDir, UPLOADS_DIR))
    await writeReadyMarker(cfg, opts.seedSize)
    log(`Directus ready in ${cfg.dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s).`)
  } finally {
    await rm(tmpDir, { recursive: true, force: true })
  }
}

/** The version of the Directus that cfg runs (directus/'s, or that of cfg.install). */
export async function installedVersion({ install }: Pick<DirectusConfig, 'install'>): Promise<string> {
  const pkg = JSON.parse(
    await readFile(path.join(install ?? directusDir, 'node_modules', 'directus', 'package.json'), 'utf8'),
  ) as { version: string }
  return pkg.version
}

/** `directus schema apply` of directus/snapshot.yaml: collections, fields and relations as production has them. */
export async function applySnapshot(cfg: DirectusConfig, log?: Log): Promise<void> {
  await runDirectusCli(cfg, ['schema', 'apply', '--yes', snapshotFile], log)
}

/** Writes the schema snapshot (collections, fields, relations) of the instance behind cfg to outFile. */
export async function exportSnapshot(cfg: DirectusConfig, outFile: string, log?: Log): Promise<void> {
  await runDirectusCli(cfg, ['schema', 'snapshot', '--yes', '--format', 'yaml', path.resolve(outFile)], log)
}
