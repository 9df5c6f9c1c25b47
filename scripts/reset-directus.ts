// `npm run directus:reset`: deletes the local Directus data (database, uploads) so that the next
// `npm start` bootstraps and seeds it anew. Stop `npm start` first.
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureEnvFile, readEnvFile, root } from './env-file'

ensureEnvFile()
const dataDir = path.resolve(root, readEnvFile().DIRECTUS_DATA_DIR ?? './data/directus')
if (!dataDir.startsWith(root + path.sep)) {
  console.error(`[reset] refusing to delete ${dataDir}: it is outside the project folder.`)
  process.exit(1)
}
if (existsSync(dataDir)) {
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`[reset] deleted ${dataDir}. The next "npm start" seeds the demo data again.`)
} else {
  console.log(`[reset] nothing to delete at ${dataDir}.`)
}
