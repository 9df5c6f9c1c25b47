import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

// The Directus internals that the extensions import (directus/extensions/reiseportal/src/shared/
// directus-internals.ts; why each: docs/decisions/directus-extensions-bundle.md), checked against the
// installed Directus: each module still exists at its path, exports what the adapter re-exports, and the
// ones that can run without a database behave as the extensions rely on. A Directus upgrade that moves or
// changes one of them fails here, before the extensions fail at run time.

const directusDir = path.resolve(import.meta.dirname, '../../directus')

const PROBE = `
const modules = {
  authenticate: '@directus/api/middleware/authenticate',
  extractToken: '@directus/api/middleware/extract-token',
  schema: '@directus/api/middleware/schema',
  fetchPermissions: '@directus/api/permissions/lib/fetch-permissions',
  fetchPolicies: '@directus/api/permissions/lib/fetch-policies',
  redis: '@directus/api/redis/index',
  accountability: '@directus/api/utils/get-accountability-for-token',
  jwt: '@directus/api/utils/is-directus-jwt',
}
const exports = {}
for (const [name, specifier] of Object.entries(modules)) {
  const module = await import(specifier)
  exports[name] = Object.fromEntries(Object.entries(module).map(([key, value]) => [key, typeof value]))
}
const isDirectusJWT = (await import(modules.jwt)).default
const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (claims) => [part({ alg: 'HS256', typ: 'JWT' }), part(claims), 'c2lnbmF0dXJl'].join('.')
const extractToken = (await import(modules.extractToken)).default
const request = { headers: { authorization: 'Bearer static-token-123' }, query: {}, cookies: {} }
await new Promise((resolve) => extractToken(request, {}, resolve))
const { getAccountabilityForToken } = await import(modules.accountability)
const { redisConfigAvailable } = await import(modules.redis)
console.log(JSON.stringify({
  exports,
  directusJwt: isDirectusJWT(jwt({ iss: 'directus', id: 'x' })),
  otherJwt: isDirectusJWT(jwt({ iss: 'someone-else' })),
  staticToken: isDirectusJWT('static-token-123'),
  extractedToken: request.token,
  redisWithoutConfig: redisConfigAvailable(),
  anonymous: await getAccountabilityForToken(null),
}))
process.exit(0)
`

describe('the Directus internals the extensions use', () => {
  it('exist with the shape and behaviour the adapter relies on', { timeout: 180_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBE], {
      cwd: directusDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DB_CLIENT: 'sqlite3',
        DB_FILENAME: path.join(tmpdir(), 'directus-internals-probe.db'),
        KEY: 'internals-probe',
        SECRET: 'internals-probe',
        LOG_LEVEL: 'silent',
      },
    })
    const probe = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')
    expect(probe.exports).toMatchObject({
      authenticate: { default: 'function' },
      extractToken: { default: 'function' },
      schema: { default: 'function' },
      fetchPermissions: { fetchPermissions: 'function' },
      fetchPolicies: { fetchPolicies: 'function' },
      redis: { redisConfigAvailable: 'function', useRedis: 'function' },
      accountability: { getAccountabilityForToken: 'function' },
      jwt: { default: 'function' },
    })
    // token-cache: JWTs (sessions) go Directus's usual way, static tokens through the cache
    expect(probe.directusJwt).toBe(true)
    expect(probe.otherJwt).toBe(false)
    expect(probe.staticToken).toBe(false)
    // catalogue: Directus's token extraction sets req.token, which its authenticate middleware reads
    expect(probe.extractedToken).toBe('static-token-123')
    // login-limit: without REDIS the counters stay in the process
    expect(probe.redisWithoutConfig).toBe(false)
    // token-cache: the identity fields it keeps
    expect(probe.anonymous).toMatchObject({ user: null, role: null, roles: [], admin: false, app: false })
  })
})
