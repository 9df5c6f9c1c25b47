import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, todayInGermany } from '../../core/hotel-search'
import { Rng } from '../../directus/seed/prng'
import { httpRouter } from '../../trpc/http-router'
import { createBookedFolder, createCustomer, type Customer } from '../support/directus-admin'
import {
  breakSample,
  DIRECTUS_SYNTAX,
  encodedValue,
  hostileJson,
  percentEncode,
  PROTO_NAMES,
  readPage,
  sample,
  sendRaw,
  STACK_TRACE,
  type HtmlForm,
  type RawAnswer,
  type RawRequest,
  withTextLeaf,
} from '../support/fuzz'
import { leafRoutes, routeIdOf, routeTree } from '../support/routes'
import { directusTokens, sessionCookies } from '../support/session'
import { BROWSER_HEADERS, startWebServer } from '../support/web-server'

// Bad input everywhere: generated values go to every form field, query parameter, route parameter and
// tRPC input of the site. The forms and parameters are found by crawling the server-rendered pages
// (anonymous and signed in) and the procedures by reading what /api/trpc serves, so pages added later are
// covered without changing this file. Directus's own filter syntax (dynamic variables, operators) goes to
// every one of them as well. No answer may be a 5xx or show a stack trace, and Directus must hold
// exactly as many items afterwards as before. FUZZ_CASES (default 2,000) and FUZZ_SEED make a long run:
// FUZZ_CASES=50000 npm test -- --only integration -- tests/integration/fuzz.test.ts (docs/operations.md).
const CASES = Number(process.env.FUZZ_CASES ?? 2_000)
const SEED = Number(process.env.FUZZ_SEED ?? 13)
const CONCURRENCY = 4
const MAX_PAGES = 160
const PAGES_PER_ROUTE = 3
/** Node answers a request line over 16 KB with 431 itself (and may close before the client has sent it). */
const MAX_URL = 12_000
/** Forms that end the fuzzing visitor's session: sent only anonymously. */
const SESSION_ENDING_ROUTES = new Set(['routes/hotel.account.abmelden'])

const directusUrl = process.env.DIRECTUS_URL!
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN!
const secret = randomBytes(32).toString('hex')
const cookies = sessionCookies(secret)
const tree = routeTree()

let web: Awaited<ReturnType<typeof startWebServer>>
let customer: Customer
let folder: Awaited<ReturnType<typeof createBookedFolder>>
let session: string
let origin: string

type Target =
  | { kind: 'form'; form: HtmlForm; page: string; signedIn: boolean }
  | { kind: 'query'; path: string; names: string[]; signedIn: boolean }
  | { kind: 'route'; pattern: string; signedIn: boolean }
  | { kind: 'trpc'; path: string; type: string; input: unknown; signedIn: boolean }

interface Failure {
  request: string
  status: number
  reason: string
  /** The request as sent, to replay it (written to tests/.tmp/fuzz-failures.json). */
  raw: RawRequest & { signedIn: boolean }
}

const failures: Failure[] = []
let sent = 0

async function send(request: RawRequest, signedIn: boolean): Promise<RawAnswer | null> {
  const headers = { ...BROWSER_HEADERS, ...request.headers, ...(signedIn ? { cookie: session } : {}) }
  const shown = `${request.method} ${request.path.slice(0, 300)}${request.body ? ` ${request.body.toString('latin1').slice(0, 300)}` : ''}${signedIn ? ' (signed in)' : ''}`
  sent += 1
  const fail = (status: number, reason: string) =>
    failures.push({ request: shown, status, reason, raw: { ...request, signedIn } })
  let answer: RawAnswer
  try {
    answer = await sendRaw(web.site, { ...request, headers })
  } catch (error) {
    fail(0, error instanceof Error ? error.message : String(error))
    return null
  }
  if (answer.status >= 500) fail(answer.status, answer.body.slice(0, 200))
  else if (STACK_TRACE.test(answer.body)) fail(answer.status, 'stack trace')
  if (signedIn) {
    const pair = [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('__session='))
    if (pair) {
      const next = pair.split(';', 1)[0]!
      if ((await cookies.tokensOf(next)).refreshToken) session = next
    }
  }
  return answer
}

/** The first failures as the assertion shows them; all of them, replayable, in tests/.tmp/fuzz-failures.json. */
async function reported(list: Failure[]) {
  if (list.length === 0) return []
  const file = resolve(import.meta.dirname, '../.tmp/fuzz-failures.json')
  await mkdir(dirname(file), { recursive: true })
  const replayable = list.map((failure) => ({
    ...failure,
    raw: { ...failure.raw, body: failure.raw.body?.toString('base64') },
  }))
  await writeFile(file, JSON.stringify(replayable, null, 2))
  return list.slice(0, 20).map(({ request, status, reason }) => ({ request, status, reason }))
}

/** Every non-system collection and the users, with their item counts (the admin sees all). */
async function counts(): Promise<Record<string, number>> {
  const admin = { authorization: `Bearer ${adminToken}` }
  const collections = (
    (await (await fetch(`${directusUrl}/collections`, { headers: admin })).json()) as {
      data: Array<{ collection: string; schema: unknown }>
    }
  ).data
    .filter(({ collection, schema }) => schema && !collection.startsWith('directus_'))
    .map(({ collection }) => `items/${collection}`)
  const result: Record<string, number> = {}
  for (const path of [...collections, 'users']) {
    const answer = await fetch(`${directusUrl}/${path}?aggregate[count]=*`, { headers: admin })
    const { data } = (await answer.json()) as { data: Array<{ count: number | string }> }
    result[path] = Number(data[0]?.count)
  }
  return result
}

/** Pages reachable from every route without parameters, the sitemap and their links; a few per route. */
async function crawl(signedIn: boolean) {
  const sitemap = await send({ method: 'GET', path: '/sitemap.xml' }, false)
  const fromSitemap = [...(sitemap?.body.matchAll(/<loc>([^<]+)<\/loc>/g) ?? [])].map(
    ([, loc]) => new URL(loc!).pathname,
  )
  const queue = [
    ...leafRoutes(tree)
      .map(({ pattern }) => pattern)
      .filter((pattern) => !/[:*]/.test(pattern)),
    ...fromSitemap,
  ]
  const seen = new Set<string>()
  const perRoute = new Map<string, number>()
  const pages: Array<{
    path: string
    routeId: string
    forms: HtmlForm[]
    links: string[]
    signedIn: boolean
  }> = []
  while (queue.length > 0 && pages.length < MAX_PAGES) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const routeId = routeIdOf(tree, new URL(path, web.site).pathname)
    if (!routeId || (perRoute.get(routeId) ?? 0) >= PAGES_PER_ROUTE) continue
    if (signedIn && SESSION_ENDING_ROUTES.has(routeId)) continue
    const answer = await send({ method: 'GET', path }, signedIn)
    const location = answer?.headers.location
    if (location && answer.status >= 300 && answer.status < 400) {
      const target = new URL(location, web.site)
      if (target.origin === origin) queue.unshift(target.pathname + target.search)
    }
    if (answer?.status !== 200 || !String(answer.headers['content-type']).startsWith('text/html')) continue
    perRoute.set(routeId, (perRoute.get(routeId) ?? 0) + 1)
    const { links, forms } = readPage(answer.body, `${web.site}${path}`)
    pages.push({ path, routeId, forms, links, signedIn })
    queue.push(...links)
    // A GET form sent as it is rendered, with a stay a month ahead in empty date fields (a search with
    // dates), leads to the pages behind it: offers, the booking form.
    for (const form of forms.filter(({ method }) => method === 'GET')) {
      const dates = [addDays(todayInGermany(), 30), addDays(todayInGermany(), 33)]
      const query = form.fields
        .filter(({ type }) => type !== 'submit')
        .map(({ name, type, value }) => {
          const filled = type === 'date' && !value ? (dates.shift() ?? '') : value
          return `${percentEncode(name)}=${percentEncode(filled)}`
        })
      queue.unshift(`${form.action.split('?')[0]}?${query.join('&')}`)
    }
  }
  return pages
}

function formCase(rng: Rng, form: HtmlForm): RawRequest {
  const fields = form.fields.filter(({ type }) => type !== 'submit')
  // A form whose submit button has no name sends none.
  const buttons = form.fields.filter(({ type }) => type === 'submit')
  const button = buttons.length > 0 ? rng.pick(buttons) : undefined
  // One field always gets a value that no schema may accept (far too long, a list, or broken bytes).
  const surely = fields.length > 0 ? rng.int(0, fields.length - 1) : -1
  const parts: string[] = []
  fields.forEach((field, index) => {
    const name = percentEncode(field.name)
    const mode =
      index === surely
        ? rng.pick(['long', 'list', 'broken'])
        : rng.pick(['value', 'value', 'value', 'kept', 'missing', 'list', 'bracket'])
    if (mode === 'missing') return
    if (mode === 'kept') parts.push(`${name}=${percentEncode(field.value)}`)
    // A query string beyond 16 KB gets Node's own 431; bodies may be far longer.
    else if (mode === 'long')
      parts.push(
        `${name}=${'x'.repeat(form.method === 'GET' ? rng.int(1_000, 4_000) : rng.int(5_000, 70_000))}`,
      )
    else if (mode === 'broken') parts.push(`${name}=${rng.pick(['%E0%A4%A', '%FF%FE', '%', '\xff\xfe\xfd'])}`)
    else if (mode === 'list') parts.push(`${name}=${encodedValue(rng)}`, `${name}=${encodedValue(rng)}`)
    else if (mode === 'bracket')
      parts.push(`${name}[]=${encodedValue(rng)}`, `${name}[__proto__]=${encodedValue(rng)}`)
    else parts.push(`${name}=${encodedValue(rng)}`)
  })
  if (button)
    parts.push(
      `${percentEncode(button.name)}=${rng.chance(0.7) ? percentEncode(button.value) : encodedValue(rng)}`,
    )
  if (rng.chance(0.3))
    parts.push(`${percentEncode(rng.pick(PROTO_NAMES))}=${encodedValue(rng, { long: false })}`)
  const body = Buffer.from(parts.join('&'), 'latin1')
  const type = rng.weighted(
    [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
      '',
    ],
    [12, 1, 1, 1, 1],
  )
  const headers: Record<string, string> = type ? { 'content-type': type } : {}
  if (rng.chance(0.7)) headers.origin = origin
  if (form.method === 'GET')
    return {
      method: 'GET',
      path: `${form.action.split('?')[0]}?${parts.join('&')}`.slice(0, MAX_URL),
      headers,
    }
  return { method: 'POST', path: form.action, body, headers }
}

function queryCase(rng: Rng, path: string, names: string[]): RawRequest {
  const base = path.split('?')[0]!
  if (rng.chance(0.1))
    return {
      method: 'GET',
      path: `${base}?${rng.pick(['%', '&&==&', '%E0%A4%A=1', '=%FF', '\xff\xfe', 'a=%00&b'])}`,
    }
  const chosen = rng.sample(names, rng.int(1, Math.max(1, names.length)))
  const parts = chosen.flatMap((name) => {
    const pair = `${percentEncode(name)}=${encodedValue(rng, { long: false })}`
    return rng.chance(0.15) ? [pair, `${percentEncode(name)}=${encodedValue(rng, { long: false })}`] : [pair]
  })
  if (rng.chance(0.2))
    parts.push(`${percentEncode(rng.pick(PROTO_NAMES))}=${encodedValue(rng, { long: false })}`)
  return { method: 'GET', path: `${base}?${parts.join('&')}`.slice(0, MAX_URL) }
}

function routeCase(rng: Rng, pattern: string): RawRequest {
  const segment = () =>
    rng.chance(0.2)
      ? rng.pick(['%', '%E0%A4%A', '\xff\xfe', '..%2F..%2F', '%2e%2e', '%00'])
      : encodedValue(rng, { long: false })
  const path = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? segment()
        : part === '*'
          ? Array.from({ length: rng.int(1, 3) }, segment).join('/')
          : part,
    )
    .join('/')
  return { method: 'GET', path: path || '/' }
}

function trpcCase(rng: Rng, path: string, type: string, schema: unknown): RawRequest {
  const valid = schema === undefined ? null : sample(schema, addDays(todayInGermany(), 30))
  const input =
    valid !== null && rng.chance(0.7) ? breakSample(rng, valid, () => hostileJson(rng)) : hostileJson(rng)
  const headers = { 'content-type': 'application/json', origin }
  if (rng.chance(0.1)) {
    const garbage = rng.pick(['{', '%7B%22', '%E0%A4%A', '\xff\xfe', 'undefined', '{"0":'])
    return type === 'query'
      ? { method: 'GET', path: `/api/trpc/${path}?input=${garbage}` }
      : { method: 'POST', path: `/api/trpc/${path}`, body: Buffer.from(garbage, 'latin1'), headers }
  }
  if (rng.chance(0.15)) {
    const batch = `{"0":${input},"1":${hostileJson(rng)}}`
    return type === 'query'
      ? {
          method: 'GET',
          path: `/api/trpc/${path},${path}?batch=1&input=${percentEncode(batch)}`.slice(0, MAX_URL),
        }
      : { method: 'POST', path: `/api/trpc/${path},${path}?batch=1`, body: Buffer.from(batch), headers }
  }
  return type === 'query' && rng.chance(0.9)
    ? { method: 'GET', path: `/api/trpc/${path}?input=${percentEncode(input)}`.slice(0, MAX_URL) }
    : { method: 'POST', path: `/api/trpc/${path}`, body: Buffer.from(input), headers }
}

function caseFor(rng: Rng, target: Target): RawRequest {
  if (target.kind === 'form') return formCase(rng, target.form)
  if (target.kind === 'query') return queryCase(rng, target.path, target.names)
  if (target.kind === 'route') return routeCase(rng, target.pattern)
  return trpcCase(rng, target.path, target.type, target.input)
}

/** Requests the fuzzing found answered with a 500, kept as they were (each fixed in the product). */
const REGRESSIONS: Array<[string, RawRequest]> = [
  [
    'a redirect target in Chinese',
    form('/karte/zustimmung', `redirectTo=${percentEncode('/hotel/\u4e2d\u6587')}`),
  ],
  [
    'a redirect target with an emoji',
    form('/farbschema', `colorMode=light&redirectTo=${percentEncode('/\u{1F3D6}')}`),
  ],
  ['a form post as JSON', form('/hotel/account/registrieren', '{"email":"x"}', 'application/json')],
  ['a form post as text', form('/hotel/account/passwort-erneuern', 'token=constructor', 'text/plain')],
  [
    'a form post as broken multipart',
    form('/farbschema', 'redirectTo=%&colorMode=light', 'multipart/form-data; boundary=x'),
  ],
  [
    'a form post without a type',
    { method: 'POST', path: '/karte/zustimmung', body: Buffer.from('redirectTo=/') },
  ],
  ['a search for "true"', { method: 'GET', path: '/hotel?ziel=true' }],
  ['a search for "NULL"', { method: 'GET', path: '/hotel?ziel=NULL&anreise=x' }],
  [
    'suggestions for "null"',
    { method: 'GET', path: `/api/trpc/hotel.destinations?input=${percentEncode('{"q":"null"}')}` },
  ],
  // PostgreSQL has no such day and no such id: Directus answered 500.
  [
    'a hotel id beyond 32 bits',
    { method: 'GET', path: `/api/trpc/hotel.detail?input=${percentEncode('{"id":1e15,"stay":null}')}` },
  ],
  [
    'an impossible day',
    {
      method: 'GET',
      path: `/api/trpc/hotel.detail?input=${percentEncode('{"id":1,"stay":{"arrival":"2026-13-45","departure":"2026-13-48","nights":3,"rooms":1,"adults":2,"childrenAges":[]}}')}`,
    },
  ],
  // PostgreSQL cannot hold NUL in text: Directus answered 500.
  ['a landing page path with NUL', { method: 'GET', path: '/%00' }],
  ['a search for NUL', { method: 'GET', path: '/hotel?ziel=a%00b' }],
  // Directus evaluated its dynamic variables in a visitor's text: 500 for $NOW, 400 for $CURRENT_USER.email.
  ['a landing page named $NOW', { method: 'GET', path: '/$NOW' }],
  ['a landing page named null', { method: 'GET', path: '/null' }],
  ['a search for $NOW(-1 year)', { method: 'GET', path: `/hotel?ziel=${percentEncode('$NOW(-1 year)')}` }],
  [
    'suggestions for NUL',
    { method: 'GET', path: `/api/trpc/hotel.destinations?input=${percentEncode('{"q":"a\\u0000b"}')}` },
  ],
]

/** Suggestions for what Directus read as its own syntax (dynamic variables, wildcards): none, not an error. */
const SUGGESTIONS_FOR_SYNTAX = [
  '$NOW',
  '$NOW(-1 year)',
  '$CURRENT_POLICIES',
  '$CURRENT_USER.email',
  '%',
  '__',
]

/** Requests with the same text of Directus's filter syntax in every field or parameter, or in each text input. */
function syntaxCases(target: Target, text: string): RawRequest[] {
  const value = percentEncode(text)
  if (target.kind === 'form') {
    const parts = target.form.fields.map(({ name, type, value: kept }) =>
      type === 'submit' ? `${percentEncode(name)}=${percentEncode(kept)}` : `${percentEncode(name)}=${value}`,
    )
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin }
    return target.form.method === 'GET'
      ? [{ method: 'GET', path: `${target.form.action.split('?')[0]}?${parts.join('&')}`, headers }]
      : [{ method: 'POST', path: target.form.action, body: Buffer.from(parts.join('&')), headers }]
  }
  if (target.kind === 'query') {
    const query = target.names.map((name) => `${percentEncode(name)}=${value}`).join('&')
    return [{ method: 'GET', path: `${target.path.split('?')[0]}?${query}`.slice(0, MAX_URL) }]
  }
  if (target.kind === 'route') {
    const parts = target.pattern
      .split('/')
      .map((part) => (part.startsWith(':') || part === '*' ? value : part))
    return [{ method: 'GET', path: parts.join('/') || '/' }]
  }
  const least =
    target.input === undefined
      ? undefined
      : sample(target.input, addDays(todayInGermany(), 30), 0, { least: true })
  return withTextLeaf(least, text).map((input) =>
    target.type === 'query'
      ? { method: 'GET', path: `/api/trpc/${target.path}?input=${percentEncode(input)}` }
      : {
          method: 'POST',
          path: `/api/trpc/${target.path}`,
          body: Buffer.from(input),
          headers: { 'content-type': 'application/json', origin },
        },
  )
}

function form(path: string, body: string, type = 'application/x-www-form-urlencoded'): RawRequest {
  return { method: 'POST', path, body: Buffer.from(body), headers: { 'content-type': type } }
}

describe('bad input everywhere', () => {
  let before: Record<string, number>
  const targets: Target[] = []

  beforeAll(async () => {
    customer = await createCustomer('Fuzzi')
    // A booking of the fuzzing customer opens the account's booking pages and their forms to the crawl.
    folder = await createBookedFolder(customer, addDays(todayInGermany(), 40), addDays(todayInGermany(), 43))
    session = await cookies.cookie(await directusTokens(customer.email, customer.password))
    web = await startWebServer({
      DIRECTUS_URL: directusUrl,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
      // Generated input is the subject here, not the limits: a slow answer of a busy machine is not a fault.
      AUTH_RATE_LIMIT: '1000000',
      DIRECTUS_TIMEOUT_MS: '30000',
    })
    origin = new URL(web.site).origin
    before = await counts()
  }, 120_000)

  afterAll(async () => {
    await web?.stop()
    await folder?.remove()
    await customer?.remove()
  })

  it('finds the pages, forms, parameters and procedures of the site', async () => {
    const pages = [...(await crawl(false)), ...(await crawl(true))]
    const queryNames = new Set<string>()
    for (const page of pages) {
      for (const form of page.forms.filter(({ method }) => method === 'GET'))
        for (const { name } of form.fields) queryNames.add(name)
      for (const link of page.links)
        for (const name of new URL(link, web.site).searchParams.keys()) queryNames.add(name)
    }
    const seenForms = new Set<string>()
    const queried = new Set<string>()
    for (const { signedIn, ...page } of pages) {
      for (const form of page.forms) {
        const key = `${form.method} ${form.action.split('?')[0]} ${form.fields.map(({ name }) => name).join(',')} ${signedIn}`
        const routeId = routeIdOf(tree, form.action.split('?')[0]!)
        if (seenForms.has(key) || (signedIn && routeId && SESSION_ENDING_ROUTES.has(routeId))) continue
        seenForms.add(key)
        targets.push({ kind: 'form', form, page: page.path, signedIn })
      }
      if (queried.has(`${page.routeId} ${signedIn}`)) continue
      queried.add(`${page.routeId} ${signedIn}`)
      targets.push({ kind: 'query', path: page.path, names: [...queryNames], signedIn })
    }
    for (const { pattern } of leafRoutes(tree).filter(({ pattern }) => /[:*]/.test(pattern))) {
      targets.push({ kind: 'route', pattern, signedIn: false }, { kind: 'route', pattern, signedIn: true })
    }
    for (const [path, procedure] of Object.entries<unknown>(httpRouter._def.procedures)) {
      const { type } = (procedure as { _def: { type: string } })._def
      const [input] = (procedure as { _def: { inputs: unknown[] } })._def.inputs
      targets.push(
        { kind: 'trpc', path, type, input, signedIn: false },
        { kind: 'trpc', path, type, input, signedIn: true },
      )
    }
    const routesSeen = new Set(pages.map(({ routeId }) => routeId))
    const unreached = leafRoutes(tree).filter(({ id }) => !routesSeen.has(id))
    console.log(
      `fuzz targets: ${pages.length} pages of ${routesSeen.size} routes, ${seenForms.size} forms, ${queryNames.size} query names, ` +
        `${targets.filter(({ kind }) => kind === 'trpc').length / 2} procedures; no page crawled for ${unreached.map(({ pattern }) => pattern).join(', ')}`,
    )
    const actions = new Set(
      targets.flatMap((target) => (target.kind === 'form' ? [target.form.action.split('?')[0]] : [])),
    )
    // The crawl must reach the forms that exist today; new ones are found the same way.
    expect([...actions]).toEqual(
      expect.arrayContaining([
        '/hotel/account/anmelden',
        '/hotel/account/registrieren',
        '/hotel/account/passwort-vergessen',
        '/farbschema',
        '/hotel',
      ]),
    )
    expect(queryNames).toContain('ziel')
    expect(await reported(failures)).toEqual([])
  }, 300_000)

  it(
    `sends ${CASES} generated values (seed ${SEED}): no 5xx, no stack trace`,
    async () => {
      expect(targets.length).toBeGreaterThan(0)
      const started = Date.now()
      let next = 0
      const worker = async () => {
        while (next < CASES) {
          const index = next++
          const rng = new Rng(SEED * 1_000_003 + index)
          const target = targets[index % targets.length]!
          await send(caseFor(rng, target), target.signedIn)
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))
      console.log(
        `fuzz: ${sent} requests (${CASES} generated) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures`,
      )
      expect(await reported(failures)).toEqual([])
    },
    Math.max(600_000, CASES * 300),
  )

  it(`sends Directus's filter syntax (${DIRECTUS_SYNTAX.length} values) to every field, parameter and input: no 5xx`, async () => {
    expect(targets.length).toBeGreaterThan(0)
    const before = failures.length
    const cases = targets.flatMap((target) =>
      DIRECTUS_SYNTAX.flatMap((text) => syntaxCases(target, text).map((request) => ({ target, request }))),
    )
    let next = 0
    const worker = async () => {
      while (next < cases.length) {
        const { target, request } = cases[next++]!
        await send(request, target.signedIn)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    console.log(
      `fuzz: ${cases.length} requests with Directus's filter syntax, ${failures.length - before} failures`,
    )
    expect(await reported(failures.slice(before))).toEqual([])
  }, 900_000)

  it.each(SUGGESTIONS_FOR_SYNTAX)('suggests nothing for %s, as for any name that no place has', async (q) => {
    const answer = await send(
      { method: 'GET', path: `/api/trpc/hotel.destinations?input=${percentEncode(JSON.stringify({ q }))}` },
      false,
    )
    expect(answer?.status).toBe(200)
    expect(JSON.parse(answer!.body)).toEqual({ result: { data: [] } })
  })

  it.each(REGRESSIONS)('answers %s without a 5xx', async (_label, request) => {
    const answer = await send({ ...request, headers: { ...request.headers, origin } }, false)
    expect(answer?.status).toBeLessThan(500)
    expect(answer?.body).not.toMatch(STACK_TRACE)
    if (answer?.headers.location) expect(answer.headers.location).toBe('/')
  })

  it('wrote nothing to Directus', async () => {
    expect(await counts()).toEqual(before)
  })
})
