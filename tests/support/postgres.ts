import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { getFreePort } from './ports'

const exec = promisify(execFile)
const INSTALL_ROOT = '/usr/lib/postgresql'
const USER = 'directus'
const DATABASE = 'directus'

/** The bin folder of the newest PostgreSQL that Debian's package installed, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(INSTALL_ROOT)) return null
  const versions = readdirSync(INSTALL_ROOT)
    .filter((name) => existsSync(path.join(INSTALL_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(INSTALL_ROOT, versions[0], 'bin') : null
}

export interface Postgres {
  host: string
  port: number
  database: string
  user: string
  version: string
  stop(): Promise<void>
}

/** Server settings beyond the defaults (`-c name=value`). */
export type PostgresSettings = Record<string, string | number>

/**
 * What the bench's catalogue of a million hotels needs beyond the defaults: room in memory for its hot
 * indexes and pages, and checkpoints that do not interrupt a seed that writes gigabytes.
 */
export const BENCH_SETTINGS: PostgresSettings = {
  shared_buffers: '1GB',
  effective_cache_size: '4GB',
  work_mem: '16MB',
  maintenance_work_mem: '512MB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
  random_page_cost: 1.1,
  // as docker-compose.yml: a search's short index reads took longer with parallel workers on two cores
  max_parallel_workers_per_gather: 0,
  // what `npm run bench -- --statements` reads: PostgreSQL's time by query (tests/bench/statements.ts)
  shared_preload_libraries: 'pg_stat_statements',
}

/** The `-c name=value` options of pg_ctl's `-o` for some settings. */
export function settingOptions(settings: PostgresSettings): string[] {
  return Object.entries(settings).map(([name, value]) => {
    if (!/^[a-z_]+$/.test(name) || !/^[\w.]+$/.test(String(value)))
      throw new Error(`invalid PostgreSQL setting ${name}=${String(value)}`)
    return `-c ${name}=${value}`
  })
}

/**
 * A PostgreSQL cluster on a free port of 127.0.0.1 with one database for Directus (user `directus`, trust
 * authentication: it accepts local connections only). Throwaway by default, in a temporary folder removed
 * by stop(); with `dir`, the cluster lives in that folder and is kept: created when the folder holds none,
 * started again as it is otherwise (the bench's seeded catalogues, data/bench/). PostgreSQL refuses to run
 * as root, so as root its programs run as the `postgres` user of Debian's package. Durability is off
 * (fsync), which changes nothing a test can see but the time a commit takes.
 */
export async function startPostgres(
  opts: { dir?: string; settings?: PostgresSettings } = {},
): Promise<Postgres & { created: boolean }> {
  const bin = postgresBinDir()
  if (!bin) throw new Error(`PostgreSQL is not installed (no ${INSTALL_ROOT}/<version>/bin/initdb)`)
  const asRoot = process.getuid?.() === 0
  const keep = opts.dir !== undefined
  let dir: string
  if (opts.dir !== undefined) {
    dir = path.resolve(opts.dir)
    await mkdir(dir, { recursive: true })
  } else dir = await mkdtemp(path.join(os.tmpdir(), 'reiseportal-pg-'))
  if (asRoot) {
    const { stdout } = await exec('id', ['-u', 'postgres'])
    const { stdout: group } = await exec('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const pgRun = async (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`)
    const line = command.join(' ')
    try {
      return asRoot
        ? await exec('su', ['postgres', '-s', '/bin/sh', '-c', line], { cwd: dir })
        : await exec('/bin/sh', ['-c', line], { cwd: dir })
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string }
      throw new Error(`${program} failed: ${(stderr || stdout || String(error)).trim().slice(-2000)}`)
    }
  }
  const data = path.join(dir, 'data')
  const port = await getFreePort()
  const created = !existsSync(path.join(data, 'PG_VERSION'))
  let started = false
  const stop = async () => {
    // a kept cluster shuts down cleanly (fsync is off: an immediate stop could lose its data)
    if (started)
      await pgRun('pg_ctl', ['-D', data, '-m', keep ? 'fast' : 'immediate', '-w', '-t', '120', 'stop']).catch(
        () => {},
      )
    if (!keep) await rm(dir, { recursive: true, force: true })
  }
  try {
    if (created) {
      await rm(data, { recursive: true, force: true })
      await pgRun('initdb', ['-D', data, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
    }
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      ...settingOptions(opts.settings ?? {}),
    ].join(' ')
    await pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start'])
    started = true
    if (created) await pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', USER, DATABASE])
    const { stdout } = await pgRun('postgres', ['--version'])
    return { host: '127.0.0.1', port, database: DATABASE, user: USER, version: stdout.trim(), stop, created }
  } catch (error) {
    await stop()
    throw error
  }
}
