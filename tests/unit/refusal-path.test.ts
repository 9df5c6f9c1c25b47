import { customEndpoint } from '@directus/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { parseForm, replyWithRefusal } from '../../app/forms.server'
import { Refusal, type RefusalKind } from '../../core/refusal'
import { sendError } from '../../directus/extensions/reiseportal/src/shared/refusal'
import { directusRequest } from '../../server/directus'
import { createCallerFactory, publicProcedure, router } from '../../trpc/init'
import { standInDirectus } from '../support/stand-in-directus'

// One refusal on its whole way (docs/decisions/one-refusal-type.md): thrown in a Directus extension and
// answered by its `sendError`, read by the web server's Directus client, carried through a tRPC procedure
// called in-process, and turned into the page's answer by `replyWithRefusal`.

/** What the extension answered: recorded from its express response. */
let extensionAnswer: { status: number; headers: Record<string, string>; body: unknown }
let directus: Awaited<ReturnType<typeof standInDirectus>>

beforeAll(async () => {
  directus = await standInDirectus((_request, response) => {
    response.writeHead(extensionAnswer.status, {
      'content-type': 'application/json',
      ...extensionAnswer.headers,
    })
    response.end(JSON.stringify(extensionAnswer.body))
  })
})

afterAll(() => directus.close())

/** The extension refuses: its `sendError` answers into a recording express response. */
function extensionRefuses(refusal: Refusal) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown }
  const res = {
    status(code: number) {
      answer.status = code
      return res
    },
    setHeader(name: string, value: string) {
      answer.headers[name] = value
      return res
    },
    json(body: unknown) {
      answer.body = body
      return res
    },
  }
  const logger = { error: () => undefined }
  sendError(res as never, refusal, logger as never, 'test')
  extensionAnswer = answer
}

/** A procedure that calls the endpoint, as the booking and enquiry adapters do, called in-process. */
async function callThroughTrpc(): Promise<unknown> {
  const endpoint = router({
    send: publicProcedure.mutation(() =>
      directusRequest(null, customEndpoint<unknown>({ path: '/booking/book', method: 'POST', body: '{}' })),
    ),
  })
  const caller = createCallerFactory(endpoint)({} as never)
  return caller.send().then(
    () => null,
    (error: unknown) => error,
  )
}

/** The page's form, as a visitor sent it. */
function submission() {
  const form = new FormData()
  form.set('first_name', 'Erika')
  form.set('adults', '3')
  return parseForm(form, z.object({ first_name: z.string(), adults: z.coerce.number() }))
}

const TYPED = { first_name: 'Erika', adults: '3' }

describe('a refusal from the extension to the page', () => {
  it.each<[RefusalKind, number]>([
    ['invalid', 400],
    ['conflict', 409],
    ['limited', 429],
  ])('%s: the form again with the German message, what was typed, status %i', async (kind, status) => {
    const message = `Abgelehnt (${kind}): bitte prüfen Sie Ihre Angaben.`
    extensionRefuses(
      new Refusal(kind, message, {
        code: 'SOME_REASON',
        ...(kind === 'limited' ? { retryAfter: 120 } : {}),
      }),
    )
    expect(extensionAnswer.status).toBe(status)

    const error = await callThroughTrpc()
    const reply = replyWithRefusal(submission(), error, {
      notes: { conflict: ['Es wurde nichts gebucht.'] },
    })
    expect(reply.init?.status).toBe(status)
    expect(reply.data.result.error?.['']).toEqual(
      kind === 'conflict' ? [message, 'Es wurde nichts gebucht.'] : [message],
    )
    expect(reply.data.result.initialValue).toEqual(TYPED)
    expect(new Headers(reply.init?.headers).get('Retry-After')).toBe(kind === 'limited' ? '120' : null)
  })

  it('a refusal that names a field: its message beside that field', async () => {
    const message = 'Für diesen Termin sind nur noch 2 Plätze frei.'
    extensionRefuses(new Refusal('conflict', message, { fieldErrors: { adults: [message] } }))
    const reply = replyWithRefusal(submission(), await callThroughTrpc())
    expect(reply.init?.status).toBe(409)
    expect(reply.data.result.error?.['adults']).toEqual([message])
    expect(reply.data.result.error?.['']).toBeUndefined()
    expect(reply.data.result.initialValue).toEqual(TYPED)
  })

  it.each<[RefusalKind, number]>([
    ['not-found', 404],
    ['unauthorized', 401],
    ['forbidden', 403],
  ])("%s: the page's error with the German message and status %i", async (kind, status) => {
    const message = `Abgelehnt (${kind}).`
    extensionRefuses(new Refusal(kind, message))
    expect(extensionAnswer.status).toBe(status)
    const thrown = await Promise.resolve()
      .then(async () => replyWithRefusal(submission(), await callThroughTrpc()))
      .catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(status)
    expect(await (thrown as Response).text()).toBe(message)
  })

  it("Directus's own refusal (no kind of the site's): the generic German text of its status, never its English", async () => {
    extensionAnswer = {
      status: 403,
      headers: {},
      body: {
        errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }],
      },
    }
    const thrown = await Promise.resolve()
      .then(async () => replyWithRefusal(submission(), await callThroughTrpc()))
      .catch((error: unknown) => error)
    expect((thrown as Response).status).toBe(403)
    expect(await (thrown as Response).text()).toBe('Dazu fehlt Ihnen die Berechtigung.')
  })
})
