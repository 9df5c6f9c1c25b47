// `npm start`: the whole product on one machine. Creates .env with fresh secrets on the first run,
// bootstraps and seeds Directus on SQLite if its data folder is not ready, builds the web app when its
// sources changed, then runs Directus and the web server until Ctrl-C.
import { spawn, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ensureEnvFile, envFile, readEnvFile, root } from './env-file'
import {
  ensureDirectus,
  openIdEnv,
  startDirectus,
  upgradeDirectus,
  type DirectusConfig,
} from '../directus/scripts/lib'
import { LOCAL_SSO_PROVIDER, SSO_TEST_ACCOUNTS, SSO_TEST_PASSWORD } from '../tests/support/sso-accounts'

const log = (message: string) => console.log(`[start] ${message}`)

function required(env: Record<string, string>, name: string): string {
  const value = env[name]
  if (!value) {
    console.error(
      `[start] ${name} is missing in ${envFile}. Add it (see .env.example) or delete .env to recreate it.`,
    )
    process.exit(1)
  }
  return value
}

async function assertPortFree(port: number, what: string) {
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
  if (!free) {
    console.error(
      `[start] Port ${port} (${what}) is already in use. Stop the other process, or change the port in .env.`,
    )
    process.exit(1)
  }
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function buildIfNeeded() {
  const buildFile = path.join(root, 'build', 'index.js')
  const sources = ['app', 'trpc', 'server'].map((dir) => newestMtime(path.join(root, dir)))
  if (existsSync(buildFile) && statSync(buildFile).mtimeMs > Math.max(...sources)) return
  log('building the web app…')
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}

const { created } = ensureEnvFile()
if (created) log(`created ${envFile} with fresh secrets`)
const env = readEnvFile()
const webPort = Number(env.PORT ?? 3000)
const directusPort = Number(env.DIRECTUS_PORT ?? 8055)
const siteUrl = required(env, 'SITE_URL')
const directusUrl = required(env, 'DIRECTUS_URL')

const config: DirectusConfig = {
  dataDir: path.resolve(root, env.DIRECTUS_DATA_DIR ?? './data/directus'),
  port: directusPort,
  publicUrl: env.DIRECTUS_PUBLIC_URL ?? directusUrl,
  key: required(env, 'DIRECTUS_KEY'),
  secret: required(env, 'DIRECTUS_SECRET'),
  adminEmail: required(env, 'DIRECTUS_ADMIN_EMAIL'),
  adminPassword: required(env, 'DIRECTUS_ADMIN_PASSWORD'),
  adminToken: required(env, 'DIRECTUS_ADMIN_TOKEN'),
  staticToken: required(env, 'DIRECTUS_STATIC_TOKEN'),
  siteUrl,
  smtp: env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: Number(env.SMTP_PORT ?? 25),
        from: env.SMTP_FROM ?? 'no-reply@example.com',
      }
    : undefined,
}

await assertPortFree(directusPort, 'Directus')
await assertPortFree(webPort, 'web server')

// The local OpenID provider ("MusterID", tests/support/oidc-provider.ts) makes the third-party login button
// work without a real provider. Directus discovers it at start-up, so it runs first.
const ssoPort = env.SSO_LOCAL_PROVIDER_PORT ? Number(env.SSO_LOCAL_PROVIDER_PORT) : undefined
let stopSso = async () => {}
if (ssoPort) {
  await assertPortFree(ssoPort, 'local OpenID provider')
  const { startOidcProvider } = await import('../tests/support/oidc-provider')
  const client = {
    id: LOCAL_SSO_PROVIDER.id,
    clientId: 'reiseportal',
    clientSecret: randomBytes(24).toString('hex'),
  }
  const sso = await startOidcProvider({
    port: ssoPort,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUris: [`${siteUrl.replace(/\/+$/, '')}/auth/login/${client.id}/callback`],
  })
  stopSso = sso.stop
  config.extraEnv = openIdEnv([{ ...client, issuerUrl: sso.issuer }], siteUrl)
  log(`local OpenID provider "MusterID" at ${sso.issuer}`)
}

// directus/extensions/reiseportal/src/token-cache (README, configuration): Directus reads it, when .env sets it
if (env.STATIC_TOKEN_CACHE_MS)
  config.extraEnv = { ...config.extraEnv, STATIC_TOKEN_CACHE_MS: env.STATIC_TOKEN_CACHE_MS }
// directus/extensions/reiseportal/src/login-limit: Directus's own login keeps the site's limit per account
for (const name of ['AUTH_ACCOUNT_LIMIT', 'AUTH_RATE_WINDOW_MS'] as const) {
  const value = env[name]
  if (value) config.extraEnv = { ...config.extraEnv, [name]: value }
}

const seedSize = env.SEED_SIZE && /^\d+$/.test(env.SEED_SIZE) ? Number(env.SEED_SIZE) : 'demo'
await ensureDirectus(config, { seedSize, log: (m) => console.log(`[directus] ${m}`) })
buildIfNeeded()

const directus = await startDirectus(config, { log: (m) => console.log(`[directus] ${m}`) })
// A database from an earlier version of the project gets what this one adds (content versioning, rights).
await upgradeDirectus(config, directus.url, (m) => console.log(`[directus] ${m}`)).catch(
  async (error: unknown) => {
    await directus.stop()
    throw error
  },
)
const web = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  // The web tier gets no Directus admin credentials.
  env: {
    ...process.env,
    ...Object.fromEntries(
      Object.entries(env).filter(([name]) => !/^DIRECTUS_(ADMIN_|KEY|SECRET)/.test(name)),
    ),
  },
})

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  log('stopping…')
  web.kill('SIGTERM')
  await directus.stop()
  await stopSso()
  process.exit(code)
}
web.once('exit', (code) => {
  if (!stopping) {
    console.error(`[start] the web server stopped (exit code ${code}).`)
    void stop(code ?? 1)
  }
})
process.once('SIGINT', () => void stop(0))
process.once('SIGTERM', () => void stop(0))

console.log(`
  Website:         ${siteUrl}
  Directus:        ${directusUrl}/admin
  Directus-Login:  ${config.adminEmail} / ${config.adminPassword}${
    ssoPort
      ? `\n  MusterID-Login:  ${SSO_TEST_ACCOUNTS.map((account) => account.email).join(', ')} / ${SSO_TEST_PASSWORD}`
      : ''
  }
  Stop with Ctrl-C.
`)
