/**
 * `npm test`: lint, types, unit tests, build, a throwaway Directus with integration tests, the integration
 * tests again on Directus with PostgreSQL (production's database), the web server with Playwright end-to-end
 * tests. Every stage runs even when an earlier one failed (unless it depends on it), and the last line is
 * `N passed, N failed`. `npm test -- --only unit|lint|integration|postgres|e2e` runs a part; with exactly
 * one test stage, further arguments go to Vitest or Playwright (`--only e2e -- --grep Start`).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { holdCheckoutLock } from './test/checkout-lock'
import { ensureDebianPackage } from './test/debian'
import { interruptForeground, run, startBackground, waitForOk, type Background } from './test/processes'
import {
  countPlaywright,
  countVitest,
  formatSummary,
  parseTestArgs,
  totals,
  type Counts,
  type StageName,
  type StageResult,
} from './test/report'
import type { DirectusConfig } from '../directus/scripts/lib'
import { startBugReportHost, TEST_BUG_REPORT_PROJECT } from '../tests/support/bug-report-host'
import { getFreePorts, reservePort, startOnFreePort, type PortReservation } from '../tests/support/ports'
import { postgresBinDir, startPostgres } from '../tests/support/postgres'
import { startSmtpSink } from '../tests/support/smtp'
import { LOCAL_SSO_PROVIDER } from '../tests/support/sso-accounts'
import { startTileServer } from '../tests/support/tiles'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const secret = () => randomBytes(24).toString('base64url')

const startedAt = Date.now()
const results: StageResult[] = []
const cleanups: Array<{ name: string; run: () => Promise<void> }> = []
let interrupted = false
let finishing: Promise<void> | undefined

const pass: Counts = { passed: 1, failed: 0, skipped: 0 }
const exitCodeCheck = (code: number): Counts =>
  code === 0 ? pass : { passed: 0, failed: 1, skipped: 0, note: `exit code ${code}` }

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200)
}

async function stage(name: string, body: () => Promise<Counts>): Promise<boolean> {
  if (interrupted) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, durationMs: 0, note: 'not run: interrupted' })
    return false
  }
  console.log(`\n━━ ${name} ━━`)
  const stageStart = Date.now()
  let counts: Counts
  try {
    counts = await body()
  } catch (error) {
    console.error(`${name} failed:`, error instanceof Error ? error.message : error)
    counts = { passed: 0, failed: 1, skipped: 0, note: firstLine(error) }
  }
  results.push({ name, ...counts, durationMs: Date.now() - stageStart })
  return counts.failed === 0
}

/** A stage that cannot run because one it depends on failed still counts, so the total cannot look better. */
function blocked(name: string, reason: string) {
  const note = `not run: ${interrupted ? 'interrupted' : reason}`
  results.push({ name, passed: 0, failed: 1, skipped: 0, durationMs: 0, note })
}

async function readJson(file: string): Promise<unknown> {
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    console.error(`Could not read ${file}: ${firstLine(error)}`)
    return undefined
  }
}

async function ensureChromium(): Promise<Counts> {
  await ensureDebianPackage('chromium', () => existsSync(chromiumPath))
  return pass
}

/** A throwaway Redis for the tests of several web instances (REDIS_URL); nothing is saved to disk. */
async function startRedis(): Promise<string> {
  const [port] = await getFreePorts(1)
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  if ((await run('redis-server', [...args, '--daemonize', 'yes'])) !== 0)
    throw new Error('redis-server failed')
  cleanups.push({
    name: 'Redis',
    run: async () => void (await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave'])),
  })
  return `redis://127.0.0.1:${port}`
}

async function vitest(
  project: 'unit' | 'integration',
  tmpDir: string,
  extra: string[],
  env = process.env,
  reportName: string = project,
) {
  const reportFile = path.join(tmpDir, `vitest-${reportName}.json`)
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json']
  // Locations in the report name each failed test's line in the summary.
  args.push(`--outputFile.json=${reportFile}`, '--includeTaskLocation', '--passWithNoTests')
  if (project === 'integration') args.push('--no-file-parallelism')
  const code = await run(bin('vitest'), [...args, ...extra], { cwd: root, env })
  return countVitest(await readJson(reportFile), code, root)
}

/** A background process's output: shown live while it starts, kept for the report when tests fail. */
function outputBuffer(label: string) {
  const lines: string[] = []
  let live = true
  return {
    log: (line: string) => {
      lines.push(line)
      if (lines.length > 2000) lines.shift()
      if (live) console.log(line)
    },
    quiet: () => void (live = false),
    tail: () => {
      if (lines.length > 0) console.log(`\nLast ${label} output:\n${lines.slice(-40).join('\n')}`)
    },
  }
}

type SharedServices = Awaited<ReturnType<typeof startSharedServices>>

/** What every test Directus talks to: the SMTP sink, the local OpenID provider, the bug-report stand-in. */
async function startSharedServices(siteUrl: string) {
  const smtp = await startSmtpSink()
  cleanups.push({ name: 'SMTP sink', run: smtp.stop })
  // Directus discovers its OpenID provider at start-up, so the provider runs first.
  const { startOidcProvider } = await import('../tests/support/oidc-provider')
  const sso = { id: LOCAL_SSO_PROVIDER.id, clientId: 'reiseportal', clientSecret: secret() }
  const oidc = await startOidcProvider({
    clientId: sso.clientId,
    clientSecret: sso.clientSecret,
    redirectUris: [`${siteUrl}/auth/login/${sso.id}/callback`],
  })
  cleanups.push({ name: 'OpenID provider', run: oidc.stop })
  // The bug-report widget comes from a local stand-in (ARCHITECTURE §5); e2e tests give consent themselves.
  const bugReportHost = await startBugReportHost()
  cleanups.push({ name: 'bug-report host', run: bugReportHost.stop })
  return { smtp, sso: { ...sso, issuerUrl: oidc.issuer }, bugReportUrl: bugReportHost.scriptUrl }
}

/**
 * A throwaway Directus with the `test` seed, and the variables that tell tests where it is. Its port is
 * released only now; should another process take it during the set-up, Directus moves to a fresh one.
 */
async function testDirectus(options: {
  dataDir: string
  port: PortReservation
  siteUrl: string
  services: SharedServices
  postgres?: DirectusConfig['postgres']
  log: (line: string) => void
}) {
  const { smtp, sso, bugReportUrl } = options.services
  const { ensureDirectus, openIdEnv, startDirectus } = await import('../directus/scripts/lib')
  const base = {
    dataDir: options.dataDir,
    key: randomUUID(),
    secret: secret(),
    adminEmail: 'admin@example.com',
    adminPassword: secret(),
    adminToken: secret(),
    staticToken: secret(),
    siteUrl: options.siteUrl,
    smtp: { host: smtp.host, port: smtp.port, from: 'reiseportal@example.com' },
    ...(options.postgres ? { postgres: options.postgres } : {}),
    // Directus answers 503 "under pressure" when its event loop lags, which a busy 2-core test machine
    // (Chromium, Playwright, web server and Directus at once) causes by itself: not what tests examine.
    extraEnv: {
      PRESSURE_LIMITER_ENABLED: 'false',
      ...openIdEnv([sso], options.siteUrl),
      // On PostgreSQL, as a server in Germany might run: dates must not depend on the server's time zone.
      ...(options.postgres ? { TZ: 'Europe/Berlin' } : {}),
    },
  }
  await options.port.release()
  // The secrets stay the same on another port: a database made on the first one is used as it is.
  const { cfg, directus } = await startOnFreePort(
    options.port.port,
    async (port) => {
      const cfg: DirectusConfig = { ...base, port, publicUrl: `http://localhost:${port}` }
      // PostgreSQL is set up as production is: schema from directus/snapshot.yaml (docs/operations.md).
      await ensureDirectus(cfg, {
        seedSize: 'test',
        schema: options.postgres ? 'snapshot' : 'code',
        log: options.log,
      })
      return { cfg, directus: await startDirectus(cfg, { log: options.log }) }
    },
    { log: options.log },
  )
  const configured = await fetch(`${directus.url}/items/site_settings`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${cfg.adminToken}`, 'content-type': 'application/json' },
    // Editors choose the project; the script's host is the web tier's BUG_REPORT_SCRIPT_URL below.
    body: JSON.stringify({ bug_report_project_id: TEST_BUG_REPORT_PROJECT }),
  })
  if (!configured.ok) throw new Error(`Configuring the bug-report widget failed: ${configured.status}`)
  const env: Record<string, string> = {
    DIRECTUS_URL: directus.url,
    DIRECTUS_PUBLIC_URL: cfg.publicUrl,
    DIRECTUS_ADMIN_TOKEN: cfg.adminToken,
    DIRECTUS_STATIC_TOKEN: cfg.staticToken,
    DIRECTUS_ADMIN_EMAIL: cfg.adminEmail,
    DIRECTUS_ADMIN_PASSWORD: cfg.adminPassword,
    SMTP_INBOX_URL: smtp.inboxUrl,
    SITE_URL: options.siteUrl,
    OIDC_PROVIDER_URL: sso.issuerUrl,
    SSO_PROVIDERS: JSON.stringify([LOCAL_SSO_PROVIDER]),
    E2E_BUG_REPORT_URL: bugReportUrl,
    BUG_REPORT_SCRIPT_URL: bugReportUrl,
    // On PostgreSQL the whole configuration, for the test that restores a backup into a second Directus.
    ...(cfg.postgres ? { TEST_DIRECTUS_CONFIG: JSON.stringify(cfg) } : {}),
  }
  return { env, stop: directus.stop }
}

/**
 * The integration tests once more, on Directus with a throwaway PostgreSQL cluster (Debian's package,
 * installed when missing), set up from the schema snapshot as production is. Both stop after the stage.
 */
async function postgresStages(
  tmpDir: string,
  port: PortReservation,
  siteUrl: string,
  sharedServices: () => Promise<SharedServices>,
  args: { passThrough: string[] },
  redisUrl: string | undefined,
) {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  const up = await stage('PostgreSQL', async () => {
    await ensureDebianPackage('postgresql', () => postgresBinDir() !== null)
    postgres = await startPostgres()
    cleanups.push({ name: 'PostgreSQL', run: postgres.stop })
    console.log(`${postgres.version} on 127.0.0.1:${postgres.port}`)
    return pass
  })
  let directus: Awaited<ReturnType<typeof testDirectus>> | undefined
  const output = outputBuffer('Directus on PostgreSQL')
  const directusUp =
    up &&
    postgres &&
    (await stage('Directus on PostgreSQL', async () => {
      directus = await testDirectus({
        dataDir: path.join(tmpDir, 'directus-postgres'),
        port,
        siteUrl,
        services: await sharedServices(),
        postgres,
        log: output.log,
      })
      cleanups.push({ name: 'Directus on PostgreSQL', run: directus.stop })
      return pass
    }))
  output.quiet()
  if (!directusUp || !directus) {
    blocked('Vitest integration on PostgreSQL', 'Directus on PostgreSQL did not start')
  } else {
    const env = { ...process.env, ...directus.env, TEST_REDIS_URL: redisUrl }
    const ok = await stage('Vitest integration on PostgreSQL', () =>
      vitest('integration', tmpDir, args.passThrough, env, 'integration-postgres'),
    )
    if (!ok) output.tail()
  }
  // The end-to-end stage needs neither: free the machine for it.
  await directus?.stop()
  await postgres?.stop()
}

function finish(): Promise<void> {
  finishing ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup.run()
      } catch (error) {
        console.error(`Cleanup "${cleanup.name}" failed: ${firstLine(error)}`)
      }
    }
    if (interrupted) results.push({ name: 'Interrupted', passed: 0, failed: 1, skipped: 0, durationMs: 0 })
    console.log(`\n${formatSummary(results, Date.now() - startedAt)}`)
    process.exit(interrupted ? 130 : totals(results).failed > 0 ? 1 : 0)
  })()
  return finishing
}

let firstSignalAt = 0

function onSignal(signal: NodeJS.Signals) {
  if (interrupted) {
    // npm and tsx relay the terminal's signal once more; only a later one is a second Ctrl-C.
    if (Date.now() - firstSignalAt < 1_500) return
    console.error(`\n${signal} again: cleaning up now.`)
    void finish()
    return
  }
  interrupted = true
  firstSignalAt = Date.now()
  console.error(`\n${signal}: stopping after the current step, then cleaning up (again to stop at once).`)
  interruptForeground(signal)
  setTimeout(() => void finish(), 30_000).unref()
}

async function main() {
  const args = parseTestArgs(process.argv.slice(2))
  const want = (name: StageName) => args.only.has(name)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  const tmpDir = path.join(
    root,
    'tests',
    '.tmp',
    `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`,
  )
  await mkdir(tmpDir, { recursive: true })
  cleanups.push({
    name: 'temp dir',
    run: async () => {
      if (args.keepTmp) console.log(`Kept ${path.relative(root, tmpDir)}`)
      else await rm(tmpDir, { recursive: true, force: true })
    },
  })

  if (want('e2e')) await stage('Chromium', ensureChromium)
  let redisUrl: string | undefined
  if (want('integration') || want('postgres')) {
    await stage('Redis', async () => {
      await ensureDebianPackage('redis-server', () => existsSync('/usr/bin/redis-server'))
      redisUrl = await startRedis()
      return pass
    })
  }

  if (want('lint')) {
    await stage('ESLint', async () => exitCodeCheck(await run(bin('eslint'), ['--max-warnings', '0', '.'])))
    await stage('Prettier', async () => exitCodeCheck(await run(bin('prettier'), ['--check', '.'])))
    await stage('TypeScript', async () => exitCodeCheck(await run(bin('tsc'), ['--noEmit'])))
    // Unused files, exports and dependencies; the production pass also finds code that only tests use.
    await stage('Knip (unused code)', async () => {
      const code = await run(bin('knip'), [])
      return exitCodeCheck(
        code || (await run(bin('knip'), ['--production', '--include', 'files,dependencies'])),
      )
    })
  }

  if (want('unit')) await stage('Vitest unit', () => vitest('unit', tmpDir, args.passThrough))

  // Integration tests start web servers from the build too.
  let built = false
  if (want('integration') || want('e2e')) {
    const release = await holdCheckoutLock(path.join(root, 'tests', '.tmp', 'build.lock'), (pid) =>
      console.log(`Waiting for another npm test in this checkout (pid ${pid ?? '?'}) to finish …`),
    )
    cleanups.push({ name: 'checkout lock', run: release })
    built = await stage('Build (Remix and islands)', async () =>
      exitCodeCheck(
        await run(bin('tsx'), ['scripts/build.ts'], { env: { ...process.env, NODE_ENV: 'production' } }),
      ),
    )
  }

  if (!want('integration') && !want('postgres') && !want('e2e')) return

  // Held until their servers start, so that no test service or test takes one meanwhile.
  const directusPort = await reservePort()
  const webPort = await reservePort()
  const postgresDirectusPort = await reservePort()
  for (const reserved of [directusPort, webPort, postgresDirectusPort])
    cleanups.push({ name: `port ${reserved.port}`, run: reserved.release })
  const siteUrl = `http://localhost:${webPort.port}`
  let services: Promise<SharedServices> | undefined
  const sharedServices = () => (services ??= startSharedServices(siteUrl))

  let directusEnv: Record<string, string> | undefined
  const directusOutput = outputBuffer('Directus')
  const directusUp =
    (want('integration') || want('e2e')) &&
    (await stage('Directus', async () => {
      const directus = await testDirectus({
        dataDir: path.join(tmpDir, 'directus'),
        port: directusPort,
        siteUrl,
        services: await sharedServices(),
        log: directusOutput.log,
      })
      cleanups.push({ name: 'Directus', run: directus.stop })
      directusEnv = directus.env
      return pass
    }))
  directusOutput.quiet()

  if (want('integration')) {
    if (!directusUp || !directusEnv) {
      blocked('Vitest integration', 'Directus did not start')
    } else {
      const env = { ...process.env, ...directusEnv, TEST_REDIS_URL: redisUrl }
      const ok = await stage('Vitest integration', () => vitest('integration', tmpDir, args.passThrough, env))
      if (!ok) directusOutput.tail()
    }
  }

  if (want('postgres'))
    await postgresStages(tmpDir, postgresDirectusPort, siteUrl, sharedServices, args, redisUrl)

  if (!want('e2e')) return

  let web: Background | undefined
  // Map tiles come from a local stand-in on an origin of its own (ARCHITECTURE §5).
  const tiles = await startTileServer()
  cleanups.push({ name: 'tile server', run: tiles.stop })
  if (!built || !directusUp || !directusEnv) {
    blocked('Web server', !built ? 'the build failed' : 'no Directus')
  } else {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...directusEnv,
      NODE_ENV: 'production',
      PORT: String(webPort.port),
      SESSION_SECRET: secret(),
      // Short, so that e2e tests see a changed translation within a second.
      TRANSLATIONS_TTL_MS: '1000',
      // The round-trip domain in e2e tests. Chromium resolves *.localhost to this machine and treats it as a
      // secure context, as production's https is: the Secure cookies (session, map consent, the enquiry's
      // confirmation) are kept there, which they are not on a plain http name such as rundreisen.test.
      ROUND_TRIP_HOST: 'rundreisen.localhost',
      // All e2e logins and searches come from 127.0.0.1; the limits themselves are tested in
      // tests/integration/rate-limit.test.ts and web-guards.test.ts.
      AUTH_RATE_LIMIT: '1000',
      AUTH_ACCOUNT_LIMIT: '1000',
      SEARCH_RATE_LIMIT: '100000',
      BOOKING_LIMIT: '1000',
      BOOKING_ROOMS_LIMIT: '10000',
      MAP_TILE_URL: tiles.urlTemplate,
    }
    await stage('Web server', async () => {
      await webPort.release()
      const server = startBackground(bin('tsx'), ['server/index.ts'], { cwd: root, env })
      cleanups.push({ name: 'web server', run: server.stop })
      try {
        await waitForOk(`${siteUrl}/healthz`, server.child, 60_000)
      } catch (error) {
        console.error(`Web server output:\n${server.tail()}`)
        throw error
      }
      console.log(`Web server answers on ${siteUrl}`)
      web = server
      return pass
    })
  }

  if (!web || !directusEnv) {
    blocked('Playwright', 'the web server did not start')
  } else {
    const reportFile = path.join(tmpDir, 'playwright.json')
    const env = {
      ...process.env,
      ...directusEnv,
      E2E_BASE_URL: siteUrl,
      E2E_JSON_REPORT: reportFile,
      E2E_TILE_URL: tiles.urlTemplate,
    }
    const server = web
    const ok = await stage('Playwright', async () => {
      const code = await run(bin('playwright'), ['test', ...args.passThrough], { cwd: root, env })
      return countPlaywright(await readJson(reportFile), code, root)
    })
    if (!ok) {
      console.log(`\nLast web server output:\n${server.tail(40)}`)
      console.log(`\nLast web server warnings and errors:\n${server.problems(40)}`)
      directusOutput.tail()
    }
  }
}

main()
  .catch((error: unknown) => {
    console.error(error)
    results.push({
      name: 'Test runner',
      passed: 0,
      failed: 1,
      skipped: 0,
      durationMs: 0,
      note: firstLine(error),
    })
  })
  .finally(() => finish())
