/**
 * Writes directus/snapshot.yaml (collections, fields, relations) with `directus schema snapshot`, for
 * production's `directus schema apply`. Roles, policies and settings are not part of it: run setup.ts there.
 * A fresh instance's snapshot is made on PostgreSQL, production's database (Debian's package, installed
 * when missing), so that applying it again to a PostgreSQL database finds nothing to change. One made on
 * SQLite describes columns as SQLite has them, and every `schema apply` after the first then alters the
 * PostgreSQL columns towards that: uuid keys of m2o and junction fields into varchar (refused by their
 * foreign keys), uuid primary keys to nullable (refused), and decimal prices into float.
 *
 *   tsx directus/scripts/snapshot.ts                      fresh instance from schema.ts on a throwaway PostgreSQL
 *   tsx directus/scripts/snapshot.ts --data-dir <dir>     the database of an existing (also running) instance
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { ensureDirectus, exportSnapshot, type DirectusConfig } from './lib.ts'
import { ensureDebianPackage } from '../../scripts/test/debian.ts'
import { postgresBinDir, startPostgres } from '../../tests/support/postgres.ts'

const outFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'snapshot.yaml')
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' } } })

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const secret = () => randomBytes(24).toString('hex')
const port = await freePort()
const tmp = values['data-dir'] ? null : await mkdtemp(path.join(os.tmpdir(), 'reiseportal-snapshot-'))
const cfg: DirectusConfig = {
  dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : path.join(tmp!, 'data'),
  port,
  publicUrl: `http://127.0.0.1:${port}`,
  key: secret(),
  secret: secret(),
  adminEmail: 'admin@example.com',
  adminPassword: secret(),
  adminToken: secret(),
  staticToken: secret(),
  siteUrl: 'http://localhost:3000',
}

let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
try {
  if (tmp) {
    await ensureDebianPackage('postgresql', () => postgresBinDir() !== null)
    postgres = await startPostgres()
    const { host, port, database, user } = postgres
    cfg.postgres = { host, port, database, user }
    await ensureDirectus(cfg, { seedSize: 0, log: console.log })
  }
  await exportSnapshot(cfg, values.out ?? outFile, console.log)
  console.log(`Snapshot written to ${values.out ?? outFile}`)
} finally {
  await postgres?.stop()
  if (tmp) await rm(tmp, { recursive: true, force: true })
}
