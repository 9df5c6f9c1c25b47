/**
 * Seed CLI (the lead wires it into npm scripts):
 *   tsx directus/seed/cli.ts --url http://127.0.0.1:8055 --token <admin token> --size test|demo|<n> [--db directus/data/directus.db] [--today 2026-05-01] [--seed 42]
 * Falls back to the environment: DIRECTUS_URL (or PUBLIC_URL), ADMIN_TOKEN, DB_FILENAME.
 * Sizes ≥ 5,000 write hotels straight into the SQLite file and need --db.
 */
import type { SeedSize } from './generate.ts'
import { seed } from './index.ts'

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2)
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i < 0) return undefined
  const a = argv[i] ?? ''
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1]
}

function parseSize(v: string | undefined): SeedSize {
  if (!v || v === 'demo') return 'demo'
  if (v === 'test') return 'test'
  const n = Number(v.replace(/[_.]/g, ''))
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--size muss test, demo oder eine positive Zahl sein (war: ${v})`)
  return n
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(
      'Aufruf: tsx directus/seed/cli.ts --url <Directus-URL> --token <Admin-Token> --size test|demo|<Anzahl> [--db <SQLite-Datei>] [--today JJJJ-MM-TT] [--seed <Zahl>]',
    )
    return
  }
  const url = arg('url') ?? process.env.DIRECTUS_URL ?? process.env.PUBLIC_URL
  const token = arg('token') ?? process.env.ADMIN_TOKEN
  if (!url || !token)
    throw new Error('Bitte --url und --token angeben (oder DIRECTUS_URL und ADMIN_TOKEN setzen).')
  const seedArg = arg('seed')
  const result = await seed({
    url,
    adminToken: token,
    size: parseSize(arg('size')),
    dbFile: arg('db') ?? process.env.DB_FILENAME,
    today: arg('today'),
    seed: seedArg ? Number(seedArg) : undefined,
    log: (m) => console.log(`[seed] ${m}`),
  })
  console.log(
    `[seed] Anzahl: ${Object.entries(result.counts)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  )
  console.log(`[seed] Dauer: ${(result.ms / 1000).toFixed(1)} s`)
}

main().catch((err: unknown) => {
  console.error(`[seed] Fehler: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
