import { execFile } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { startDirectus, type DirectusConfig } from '../../directus/scripts/lib'
import { getFreePort } from '../support/ports'
import { postgresBinDir } from '../support/postgres'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// The runbook's backup and restore (docs/operations.md), tried on the PostgreSQL stage's database: a dump
// of the running database and its uploads, restored into an empty database, serves the site. The stage
// passes its Directus configuration; the SQLite run has no PostgreSQL to dump.
const exec = promisify(execFile)
const config = process.env.TEST_DIRECTUS_CONFIG
  ? (JSON.parse(process.env.TEST_DIRECTUS_CONFIG) as DirectusConfig)
  : undefined

describe.runIf(config?.postgres)('backup and restore on PostgreSQL', () => {
  const stops: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
  })

  it('restores a dump into an empty database, which then serves the site', async () => {
    const cfg = config!
    const pg = cfg.postgres!
    const bin = postgresBinDir()!
    const connection = ['-h', pg.host, '-p', String(pg.port), '-U', pg.user]
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reiseportal-restore-'))
    stops.push(() => rm(dir, { recursive: true, force: true }))

    // Backup: the database in PostgreSQL's custom format, online, and the uploads beside it.
    const dump = path.join(dir, 'directus.dump')
    await exec(path.join(bin, 'pg_dump'), [...connection, '-Fc', '-f', dump, pg.database])
    await cp(path.join(cfg.dataDir, 'uploads'), path.join(dir, 'data', 'uploads'), { recursive: true })

    // Restore into an empty database.
    const restored = `restored_${Date.now()}`
    await exec(path.join(bin, 'createdb'), [...connection, restored])
    await exec(path.join(bin, 'pg_restore'), [...connection, '--no-owner', '-d', restored, dump])

    const port = await getFreePort()
    const directus = await startDirectus({
      ...cfg,
      dataDir: path.join(dir, 'data'),
      port,
      publicUrl: `http://localhost:${port}`,
      postgres: { ...pg, database: restored },
    })
    stops.push(directus.stop)

    // The same content, read with the same tokens (they live in the database).
    const count = async (url: string) => {
      const response = await fetch(`${url}/items/hotels?aggregate[count]=*`, {
        headers: { authorization: `Bearer ${cfg.adminToken}` },
      })
      return ((await response.json()) as { data: [{ count: number | string }] }).data[0].count
    }
    expect(Number(await count(directus.url))).toBeGreaterThan(0)
    expect(await count(directus.url)).toEqual(await count(process.env.DIRECTUS_URL!))

    // The site on the restored database: a hotel page with its name and its first image.
    const web = await startWebServer({ DIRECTUS_URL: directus.url, DIRECTUS_STATIC_TOKEN: cfg.staticToken })
    stops.push(web.stop)
    const search = await fetch(`${web.site}/hotel?ziel=Ostsee`, { headers: BROWSER_HEADERS })
    expect(search.status).toBe(200)
    const link = /href="(\/hotel\/details\/\d+)[^"]*"/.exec(await search.text())?.[1]
    expect(link).toBeDefined()
    const hotel = await fetch(`${web.site}${link}`, { headers: BROWSER_HEADERS })
    expect(hotel.status).toBe(200)
    const html = await hotel.text()
    const image = /src="(\/medien\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(image).toBeDefined()
    const picture = await fetch(`${web.site}${image}`, { headers: BROWSER_HEADERS })
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
  }, 180_000)
})
