/**
 * `tsx tests/bench/directus-client.ts [--size 10000] [--calls 300] [--rounds 3]`: the web server's CPU per
 * Directus call with the Fetch API (`fetch` with `AbortSignal.timeout`, the earlier
 * client) and with `directusFetch` (server/directus-http.ts, undici's `request`), each call a catalogue
 * search of the bench's varied stream (tests/bench/traffic.ts) with its JSON parsed, four at a time. The
 * clients take turns (the first one changing each round), so that the machine's noise hits both.
 * Runs its own Directus on data/bench/<size> (seeded by `npm run bench` when missing).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { readBenchData } from './data'
import { benchDir, log, runMain, startSeededDirectus } from './stack'
import { SEARCH_PROBES } from './targets'
import { variedPaths } from './traffic'
import { directusFetch } from '../../server/directus-http'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    calls: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
})

runMain(async () => {
  const size = Number(values.size)
  const calls = Number(values.calls)
  const directus = await startSeededDirectus(path.join(benchDir, String(size)), size)
  const token = directus.credentials.staticToken
  const data = await readBenchData(directus.url, directus.credentials.adminToken)
  const catalogue = SEARCH_PROBES.find((probe) => probe.name === 'catalogue')!
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const send = directusFetch(5_000)
  const clients: Record<string, (url: string) => Promise<unknown>> = {
    fetch: async (url) =>
      (await fetch(url, { headers, signal: AbortSignal.timeout(5_000) })).json() as Promise<unknown>,
    directusFetch: async (url) => (await send(url, { headers })).json(),
  }
  for (let round = 1; round <= Number(values.rounds); round++) {
    const turns = Object.entries(clients)
    for (const [name, call] of round % 2 ? turns : turns.reverse()) {
      const searches = variedPaths(data, 'search', { round })
      const urls = Array.from({ length: calls + 20 }, () => {
        const page = searches.next().value as string
        return directus.url + catalogue.path(page, data)
      })
      for (const url of urls.slice(0, 20)) await call(url) // warm-up
      const before = process.cpuUsage()
      const inFlight: Array<Promise<unknown>> = []
      for (const url of urls.slice(20)) {
        inFlight.push(call(url))
        if (inFlight.length >= 4) await inFlight.shift()
      }
      await Promise.all(inFlight)
      const used = process.cpuUsage(before)
      log(`round ${round}, ${name}: ${((used.user + used.system) / 1000 / calls).toFixed(2)} ms CPU per call`)
    }
  }
})
