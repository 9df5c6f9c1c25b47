import { randomUUID } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { constants as zlibConstants } from 'node:zlib'

import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'

import { bodyLimit } from './body-limit'
import { buildInfoHeaders, latestBuildInfo } from './build-info'
import { directusHealthy, refreshTokens } from './directus'
import { getEnv } from './env'
import { remixWithErrorPages } from './error-pages'
import { formPostsOnly } from './form-posts'
import { encodeLoaderDataOnRead } from './framework-patches'
import { loadContext } from './load-context'
import { errorFields, logger } from './logger'
import { originCheck } from './origin-check'
import { previewHeaders } from './preview-headers'
import { closeSharedStore, sharedStore } from './redis'
import { roundTripHost } from './round-trip-host'
import { securityHeaders } from './security'
import { sharedCacheGuard } from './shared-cache-guard'
import { createTokenRefresher } from './token-refresh'
import { visitorSession } from './visitor-session'
import { SITE_COOKIES } from '../core/cookies'

const root = path.resolve(import.meta.dirname, '..')

function loadEnv() {
  try {
    return getEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    console.error('Fix the variable(s) above in .env (see .env.example) and start again.')
    process.exit(1)
  }
}

async function loadBuild(): Promise<ServerBuild> {
  const buildFile = path.join(root, 'build', 'index.js')
  if (!existsSync(buildFile)) {
    console.error(`No web build at ${buildFile}. Run "npm run build" first (npm start does this for you).`)
    process.exit(1)
  }
  return (await import(pathToFileURL(buildFile).href)) as ServerBuild
}

const env = loadEnv()
const build = await loadBuild()
// Loader data is serialised only for documents that send it (island pages do not; docs/decisions/lazy-loader-data.md).
encodeLoaderDataOnRead()
const app = express()

app.disable('x-powered-by')
// X-Forwarded-For counts only from the proxies named in TRUST_PROXY (default: none, the header is ignored).
app.set('trust proxy', env.TRUST_PROXY)

app.use((req, res, next) => {
  const id = req.get('x-request-id')?.slice(0, 64) || randomUUID()
  const started = process.hrtime.bigint()
  res.setHeader('X-Request-Id', id)
  res.on('finish', () => {
    if (req.path.startsWith('/build/') || req.path.startsWith('/fonts/')) return
    logger.info('request', {
      id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
    })
  })
  next()
})
app.use(securityHeaders(env))
app.use(roundTripHost(env.ROUND_TRIP_HOST))
// gzip level 2 instead of zlib's 6: a search page comes out 11 % larger for less than half the CPU per
// response; Brotli (which browsers prefer) quality 1 instead of the package's 4: smaller than gzip 2 in half
// the time of quality 4 (both measured in docs/performance.md); a CDN in front recompresses anyway.
app.use(compression({ level: 2, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } }))

// Built assets carry a content hash in their names, so they can be cached forever.
app.use('/build', express.static(path.join(root, 'public', 'build'), { immutable: true, maxAge: '1y' }))
app.use('/fonts', express.static(path.join(root, 'public', 'fonts'), { immutable: true, maxAge: '1y' }))
// Other public files (favicon, robots) all have an extension; pages never do, so they skip the file lookup.
const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h' })
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))

app.get('/healthz', (_req, res, next) => {
  directusHealthy()
    .then((directus) => {
      res.setHeader('Cache-Control', 'no-store')
      res
        .status(directus ? 200 : 503)
        .json({ status: directus ? 'ok' : 'degraded', web: 'ok', directus: directus ? 'ok' : 'unreachable' })
    })
    .catch(next)
})

// The client polls this to notice a new release (spec §7) and reloads on its next navigation.
const builtAt = Math.round(statSync(path.join(root, 'build', 'index.js')).mtimeMs)
app.get('/builds/latest.json', (_req, res) => {
  res.set(buildInfoHeaders).json(latestBuildInfo(build.assets.version, builtAt))
})

app.use(bodyLimit(env.BODY_LIMIT_BYTES))
app.use(originCheck(env))
const store = sharedStore()
const refresher = createTokenRefresher(
  refreshTokens,
  store && { store, secrets: env.SESSION_SECRET, lockMs: env.DIRECTUS_TIMEOUT_MS + 2000 },
)
app.use(formPostsOnly())
app.use(visitorSession(env, refresher))
app.use(sharedCacheGuard([env.SESSION_COOKIE_NAME, ...SITE_COOKIES]))
app.use(previewHeaders())

app.all(
  '*',
  remixWithErrorPages({
    build,
    mode: env.NODE_ENV,
    getLoadContext: loadContext(env),
  }),
)

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`Web server ready on ${env.SITE_URL}`, { port: env.PORT })
})

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${env.PORT} is already in use. Stop the other process or set PORT in .env.`)
  } else {
    logger.error('Web server failed', errorFields(error))
  }
  process.exit(1)
})

function shutdown(signal: string) {
  logger.info(`${signal} received, closing the web server`)
  server.close(() => void closeSharedStore().finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
