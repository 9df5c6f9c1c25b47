import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { handleTrpcRequest } from '../../app/trpc.server'
import { ERROR_TEXTS } from '../../core/errors'
import { appRouter } from '../../trpc/router'
import { standInDirectus } from '../support/stand-in-directus'

// Only what browser code calls is served over HTTP (docs/security.md). This walks the whole router: a
// procedure that answers at /api/trpc without being on this list fails here, by GET and POST, alone and
// in a batch. Adding one to the list is a decision about a new door, with its own limits.
const SERVED = [
  'folder.syncWithMyJackForUser',
  'hotel.destinations',
  'hotel.search',
  'translation.getTranslations',
]

// A stand-in Directus that counts what reaches it: a procedure that is not served must not run at all.
let directusCalls = 0
let directus: Awaited<ReturnType<typeof standInDirectus>>

beforeAll(async () => {
  directus = await standInDirectus(
    (_request, response) => {
      directusCalls += 1
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ data: [] }))
    },
    { DIRECTUS_TIMEOUT_MS: '300' },
  )
})

afterAll(() => directus.close())

beforeEach(() => {
  directusCalls = 0
})

const procedures = Object.entries<unknown>(appRouter._def.procedures).map(([path, procedure]) => ({
  path,
  type: (procedure as { _def: { type: string } })._def.type,
}))

const anonymous = { visitor: { accessToken: null }, clientKey: '192.0.2.1' }

/** A request to /api/trpc as the browser's client sends it (GET with `input`, POST with a JSON body). */
async function call(method: 'GET' | 'POST', paths: string[], input: unknown = {}) {
  const batch = paths.length > 1
  const url = new URL(`http://localhost/api/trpc/${paths.join(',')}`)
  const body = batch ? Object.fromEntries(paths.map((_, index) => [index, input])) : input
  if (batch) url.searchParams.set('batch', '1')
  if (method === 'GET') url.searchParams.set('input', JSON.stringify(body))
  const request = new Request(url, {
    method,
    ...(method === 'POST'
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  })
  const response = await handleTrpcRequest(request, anonymous)
  const json = (await response.json()) as unknown
  const answers = (Array.isArray(json) ? json : [json]) as Array<{
    error?: { message: string; data: { code: string; httpStatus: number } }
  }>
  return { status: response.status, answers }
}

describe('/api/trpc', () => {
  it('lists procedures of the router', () => {
    const all = procedures.map(({ path }) => path)
    expect(all).toEqual(expect.arrayContaining(SERVED))
  })

  it.each(procedures.filter(({ path }) => !SERVED.includes(path)))(
    'answers $path with 404 and never runs it, alone or in a batch',
    async ({ path }) => {
      for (const method of ['GET', 'POST'] as const) {
        const alone = await call(method, [path])
        expect(alone.status, `${method} ${path}`).toBe(404)
        expect(alone.answers[0]?.error?.data.code).toBe('NOT_FOUND')
        expect(alone.answers[0]?.error?.message).toBe(ERROR_TEXTS.NOT_FOUND)

        // Next to a served call (suggestions for one letter need no Directus) it still does not run.
        const batch = await call('GET', ['hotel.destinations', path], { q: 'a' })
        expect(batch.answers[0]?.error).toBeUndefined()
        expect(batch.answers[1]?.error?.data.code).toBe('NOT_FOUND')
        const posted = await call(method, [path, path])
        expect(posted.answers.map((answer) => answer.error?.data.code)).toEqual(['NOT_FOUND', 'NOT_FOUND'])
      }
      expect(directusCalls).toBe(0)
    },
  )

  it.each(procedures.filter(({ path }) => SERVED.includes(path)))(
    'serves $path (a $type) by its method',
    async ({ path, type }) => {
      const method = type === 'mutation' ? 'POST' : 'GET'
      const { answers } = await call(method, [path])
      // Whatever the answer (data, a refused input, "please sign in"), the procedure was found.
      expect(answers[0]?.error?.data.code).not.toBe('NOT_FOUND')
    },
  )
})
