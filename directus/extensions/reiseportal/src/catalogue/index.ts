// The hotel search and a hotel's page, one request each: published hotels, their rooms, the rates
// covering a stay and its inventory, read with indexed SQL (knex, the same on SQLite and PostgreSQL), and
// with a stay priced by core/pricing.ts (the same code as the booking's quote): a search answers the
// offer each hotel shows, a hotel's page every offer. Five
// REST requests per search page cost Directus about 35 ms of CPU, mostly per-request work around 1–2 ms
// of SQL; here the SQL is most of it, and a search is two queries (each query costs Directus's main thread
// about as much as its SQL: docs/decisions/catalogue-in-a-directus-extension.md).
//
// Rights are Directus's own: the caller's policies must grant reading every collection read here, on the
// rows read here (the published ones, as directus/scripts/setup.ts grants them to the catalogue policy) and
// the columns read here. A caller whose permissions are narrower than that is refused, never served
// around them. Nothing is cached here; the web server keeps results for a short, stated time.
//
// The two routes are registered by an `init` hook ahead of Directus's per-request middleware, with only
// the parts of it that they need: Directus's own token extraction, authentication (the `authenticate`
// filter of the token-cache hook included) and schema. The request log, the query sanitiser
// and Directus's forty route prefixes cost a search about a sixth of Directus's CPU
// (docs/decisions/catalogue-in-a-directus-extension.md).

import type { HookConfig, HookExtensionContext } from '@directus/types'
import cookieParser from 'cookie-parser'
import express, { type Application, type Request, type Response, type Router } from 'express'

import { invalid, parseCalendar, parseSearch, parseStay, single, type Query } from './query'
import { DETAIL_READS, SEARCH_READS } from './reads'
import { checkRights, missingRights } from './rights'
import { detail, search } from './search'
import { tError } from '../../../../../core/copy/error'
import { authenticate, extractToken, schemaMiddleware } from '../shared/directus-internals'
import { Refusal } from '../shared/refusal'
import { route } from '../shared/route'

/**
 * The answer as JSON, without express's `res.json`: it hashes every body for an ETag that no caller sends
 * back (the web server keeps results itself), 1 % of Directus's CPU per search.
 */
function sendJson(res: Response, status: number, body: unknown) {
  const json = JSON.stringify(body)
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(json))
  res.end(json)
}

function send(res: Response, error: unknown, logger: HookExtensionContext['logger']) {
  if (error instanceof Refusal) {
    sendJson(res, error.status, error.toBody())
    return
  }
  logger.error(error, 'catalogue extension failed')
  sendJson(res, 500, {
    errors: [{ message: tError('error.internalShort'), extensions: { code: 'INTERNAL' } }],
  })
}

/** The request as Directus's middleware leaves it: who calls, and the schema. */
type DirectusRequest = Request & Parameters<typeof checkRights>[0]

/** The endpoints' handlers, as an endpoint extension's `router` would mount them. */
function routes(router: Router, { database, logger }: HookExtensionContext) {
  router.get(
    '/hotels',
    route(async (req, res) => {
      try {
        await checkRights(req as DirectusRequest, database, SEARCH_READS)
        const query = parseSearch(req.query as Query)
        sendJson(res, 200, { data: await search(database, query) })
      } catch (error) {
        send(res, error, logger)
      }
    }),
  )

  router.get(
    '/hotels/:id',
    route(async (req, res) => {
      try {
        await checkRights(req as DirectusRequest, database, DETAIL_READS)
        const param = req.params.id ?? ''
        const id = Number(param)
        if (!/^\d{1,9}$/.test(param) || id < 1) throw invalid('id')
        const stay = parseStay(req.query as Query)
        // A preview (drafts=1) shows drafts to a caller who may read every row, such as an editor; anyone
        // else sees the published hotel, as without it.
        const drafts =
          single(req.query as Query, 'drafts') === '1' &&
          (await missingRights(req as DirectusRequest, database, DETAIL_READS, true)).length === 0
        const found = await detail(
          database,
          id,
          stay,
          drafts ? ['published', 'draft'] : ['published'],
          parseCalendar(req.query as Query),
        )
        if (!found) throw new Refusal('not-found', tError('error.hotelGone'))
        sendJson(res, 200, { data: found })
      } catch (error) {
        send(res, error, logger)
      }
    }),
  )
}

/**
 * `GET /catalogue/hotels` and `/catalogue/hotels/{id}`, ahead of Directus's per-request middleware. Who
 * the caller is comes from Directus's own middleware (a token in the header, the `access_token` query or
 * Directus's session cookie, as everywhere in Directus); an unknown token is refused by it as everywhere,
 * through Directus's error handler. Requests here are not in Directus's request log (the web server logs
 * the pages), and a query string is parsed by express's parser (Directus's `qs` settings apply).
 */
const catalogue: HookConfig = ({ init }, context) => {
  init('middlewares.before', (meta) => {
    const { app } = meta as { app: Application }
    const router = express.Router()
    routes(router, context)
    app.use('/catalogue', cookieParser(), extractToken, authenticate, schemaMiddleware, router)
  })
}

export default catalogue
