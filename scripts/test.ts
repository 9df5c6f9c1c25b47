/**
 * `npm test`: lint, types, unit tests, build, a throwaway Directus with integration tests, the web server with
 * Playwright end-to-end tests. Every stage runs even when an earlier one failed (unless it depends on it),
 * and the last line is `N passed, N failed`. `npm test -- --only unit|lint|integration|e2e` runs a part;
 * with exactly one test stage, further arguments go to Vitest or Playwright (`--only e2e -- --grep Start`).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { interruptForeground, run, startBackground, waitForOk, type Background } from './test/processes'
import {
  countPlaywright,
  countVitest,
  formatSummary,
  parseTestArgs,
  totals,
  type Counts,
  type StageResult,
} from './test/report'
import type { DirectusConfig } from '../directus/scripts/lib'
import { startBugReportHost, TEST_BUG_REPORT_PROJECT } from '../tests/support/bug-report-host'
import { getFreePorts } from '../tests/support/ports'
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
  if (existsSync(chromiumPath)) return pass
  const install = 'apt-get update && apt-get install -y chromium'
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install Debian's package as root: ${install}`)
  }
  console.log(`${chromiumPath} is missing; installing Debian's chromium (${install})`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if ((await run('apt-get', ['update'], { env })) !== 0) throw new Error('apt-get update failed')
  if ((await run('apt-get', ['install', '-y', 'chromium'], { env })) !== 0) {
    throw new Error('apt-get install -y chromium failed')
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(`apt-get installed chromium, but ${chromiumPath} is still missing`)
  }
  return pass
}

async function vitest(project: 'unit' | 'integration', tmpDir: string, extra: string[], env = process.env) {
  const reportFile = path.join(tmpDir, `vitest-${project}.json`)
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json']
  args.push(`--outputFile.json=${reportFile}`, '--passWithNoTests')
  if (project === 'integration') args.push('--no-file-parallelism')
  const code = await run(bin('vitest'), [...args, ...extra], { cwd: root, env })
  return countVitest(await readJson(reportFile), code)
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
  const want = (name: 'lint' | 'unit' | 'integration' | 'e2e') => args.only.has(name)
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

  let built = false
  if (want('e2e')) {
    built = await stage('Build (Remix and islands)', async () =>
      exitCodeCheck(
        await run(bin('tsx'), ['scripts/build.ts'], { env: { ...process.env, NODE_ENV: 'production' } }),
      ),
    )
  }

  if (!want('integration') && !want('e2e')) return

  const [directusPort, webPort] = await getFreePorts(2)
  const siteUrl = `http://localhost:${webPort}`
  let directusEnv: Record<string, string> | undefined
  const directusOutput: string[] = []
  let liveDirectusLog = true

  const directusUp = await stage('Directus', async () => {
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
    const { openIdEnv } = await import('../directus/scripts/lib')
    const cfg: DirectusConfig = {
      dataDir: path.join(tmpDir, 'directus'),
      port: directusPort!,
      publicUrl: `http://localhost:${directusPort}`,
      key: randomUUID(),
      secret: secret(),
      adminEmail: 'admin@example.com',
      adminPassword: secret(),
      adminToken: secret(),
      staticToken: secret(),
      siteUrl,
      smtp: { host: smtp.host, port: smtp.port, from: 'reiseportal@example.com' },
      // Directus answers 503 "under pressure" when its event loop lags, which a busy 2-core test machine
      // (Chromium, Playwright, web server and Directus at once) causes by itself: not what tests examine.
      extraEnv: {
        PRESSURE_LIMITER_ENABLED: 'false',
        ...openIdEnv([{ ...sso, issuerUrl: oidc.issuer }], siteUrl),
      },
    }
    const log = (line: string) => {
      directusOutput.push(line)
      if (liveDirectusLog) console.log(line)
    }
    const { ensureDirectus, startDirectus } = await import('../directus/scripts/lib')
    await ensureDirectus(cfg, { seedSize: 'test', log })
    const directus = await startDirectus(cfg, { log })
    cleanups.push({ name: 'Directus', run: directus.stop })
    // The bug-report widget comes from a local stand-in (ARCHITECTURE §5); e2e tests give consent themselves.
    const bugReportHost = await startBugReportHost()
    cleanups.push({ name: 'bug-report host', run: bugReportHost.stop })
    const configured = await fetch(`${directus.url}/items/site_settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${cfg.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        bug_report_project_id: TEST_BUG_REPORT_PROJECT,
        bug_report_script_url: bugReportHost.scriptUrl,
      }),
    })
    if (!configured.ok) throw new Error(`Configuring the bug-report widget failed: ${configured.status}`)
    directusEnv = {
      DIRECTUS_URL: directus.url,
      DIRECTUS_PUBLIC_URL: cfg.publicUrl,
      DIRECTUS_ADMIN_TOKEN: cfg.adminToken,
      DIRECTUS_STATIC_TOKEN: cfg.staticToken,
      DIRECTUS_ADMIN_EMAIL: cfg.adminEmail,
      DIRECTUS_ADMIN_PASSWORD: cfg.adminPassword,
      SMTP_INBOX_URL: smtp.inboxUrl,
      SITE_URL: siteUrl,
      OIDC_PROVIDER_URL: oidc.issuer,
      SSO_PROVIDERS: JSON.stringify([LOCAL_SSO_PROVIDER]),
      E2E_BUG_REPORT_URL: bugReportHost.scriptUrl,
    }
    return pass
  })
  liveDirectusLog = false
  const directusTail = () => {
    if (directusOutput.length > 0)
      console.log(`\nLast Directus output:\n${directusOutput.slice(-40).join('\n')}`)
  }

  if (want('integration')) {
    if (!directusUp || !directusEnv) {
      blocked('Vitest integration', 'Directus did not start')
    } else {
      const env = { ...process.env, ...directusEnv }
      const ok = await stage('Vitest integration', () => vitest('integration', tmpDir, args.passThrough, env))
      if (!ok) directusTail()
    }
  }

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
      PORT: String(webPort),
      SESSION_SECRET: secret(),
      // Short, so that e2e tests see a changed translation within a second.
      TRANSLATIONS_TTL_MS: '1000',
      // The e2e Chromium maps this name to 127.0.0.1 (playwright.config.ts) to visit the round-trip domain.
      ROUND_TRIP_HOST: 'rundreisen.test',
      // All e2e logins come from 127.0.0.1; the limit itself is tested in tests/integration/rate-limit.test.ts.
      AUTH_RATE_LIMIT: '1000',
      MAP_TILE_URL: tiles.urlTemplate,
    }
    await stage('Web server', async () => {
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
      return countPlaywright(await readJson(reportFile), code)
    })
    if (!ok) {
      console.log(`\nLast web server output:\n${server.tail(40)}`)
      directusTail()
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
