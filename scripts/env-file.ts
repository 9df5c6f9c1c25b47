import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'dotenv'

export const root = path.resolve(import.meta.dirname, '..')
export const envFile = path.join(root, '.env')

const secret = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** The local configuration with fresh secrets; written once, on the first `npm start`. */
function freshEnv(): string {
  return `# Created by "npm start" on ${new Date().toISOString()}. Local secrets: never commit this file.
# Every variable is described in .env.example.
NODE_ENV=production
PORT=3000
SITE_URL=http://localhost:3000
SESSION_SECRET=${secret()}

DIRECTUS_URL=http://localhost:8055
DIRECTUS_PORT=8055
DIRECTUS_DATA_DIR=./data/directus
DIRECTUS_KEY=${secret(24)}
DIRECTUS_SECRET=${secret()}
DIRECTUS_ADMIN_EMAIL=admin@example.com
DIRECTUS_ADMIN_PASSWORD=${secret(12)}
DIRECTUS_ADMIN_TOKEN=${secret()}
DIRECTUS_STATIC_TOKEN=${secret()}

# Third-party login with the local OpenID provider "MusterID" (test accounts: see the start output)
SSO_PROVIDERS=[{"id":"musterid","label":"Mit MusterID anmelden"}]
SSO_LOCAL_PROVIDER_PORT=8056
`
}

export function ensureEnvFile(): { created: boolean } {
  if (existsSync(envFile)) return { created: false }
  writeFileSync(envFile, freshEnv(), { mode: 0o600 })
  return { created: true }
}

/**
 * The configuration from .env; a variable set in the shell wins over the file for every name that
 * .env.example documents (e.g. `SEED_SIZE=10000 DIRECTUS_DATA_DIR=./data/bench npm start`).
 */
export function readEnvFile(): Record<string, string> {
  const fromFile = parse(readFileSync(envFile))
  const documented = Object.keys(parse(readFileSync(path.join(root, '.env.example'))))
  const fromShell = Object.fromEntries(
    documented.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  )
  return { ...fromFile, ...fromShell }
}
