import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { IslandAssets } from './scripts'

let cached: IslandAssets | null | undefined

/**
 * The island entry and its imports, from `build/islands.json` (written by `npm run build`), read once per
 * process. Null when the file is missing (a Remix-only build): island pages then load no script at all
 * and work as without JavaScript.
 */
export function islandAssets(): IslandAssets | null {
  if (cached !== undefined) return cached
  // Next to the server bundle (build/index.js) in production; from the project folder otherwise.
  // import.meta.dirname is missing before Node 20.11.
  const candidates = [
    path.join('dirname' in import.meta ? import.meta.dirname : '', 'islands.json'),
    path.join(process.cwd(), 'build', 'islands.json'),
  ]
  cached = null
  for (const file of candidates) {
    try {
      // Only what the page needs: the manifest's per-module lists are for measuring.
      const { entry, imports } = JSON.parse(readFileSync(file, 'utf8')) as IslandAssets
      cached = { entry, imports }
      break
    } catch {
      // try the next place
    }
  }
  return cached
}
