import { TRPCClientError } from '@trpc/client'
import { describe, expect, it, vi } from 'vitest'

import { createClient } from './trpc-client'
import { toPageError } from './trpc-errors'

const url = 'http://localhost/api/trpc'

function answer(body: string, status = 200) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: { method?: string }) => new Response(body, { status }),
  )
}

describe('createClient', () => {
  it("asks the site's own /api/trpc unless told otherwise", async () => {
    const fetch = answer(JSON.stringify([{ result: { data: {} } }]))
    await createClient({ fetch }).translation.getTranslations.query()
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/trpc\/translation\.getTranslations\?/)
  })

  it('sends queries as batched GETs with JSON input', async () => {
    const fetch = answer(JSON.stringify([{ result: { data: { 'site.tagline': 'Hallo' } } }]))
    const client = createClient({ url, fetch })
    await expect(client.translation.getTranslations.query()).resolves.toEqual({ 'site.tagline': 'Hallo' })
    const requested = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(requested.pathname).toBe('/api/trpc/translation.getTranslations')
    expect(requested.searchParams.get('batch')).toBe('1')
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET')
  })

  it('turns a tRPC error answer into a page error with status and code', async () => {
    const fetch = answer(
      JSON.stringify([
        {
          error: {
            message: 'Der Inhalt wurde nicht gefunden.',
            code: -32004,
            data: { code: 'NOT_FOUND', httpStatus: 404, path: 'translation.getTranslations' },
          },
        },
      ]),
      404,
    )
    const error = await createClient({ url, fetch })
      .translation.getTranslations.query()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TRPCClientError)
    expect(toPageError(error)).toEqual({
      statusCode: 404,
      statusMessage: 'NOT_FOUND',
      message: 'Der Inhalt wurde nicht gefunden.',
    })
  })

  it.each([
    ['an HTML error page', '<html><body>Bad Gateway</body></html>', 502],
    ['a valid JSON answer of the wrong shape', JSON.stringify([{ error: { message: 'x' } }]), 500],
  ])('raises "Unable to transform response from server" for %s', async (_label, body, status) => {
    const error = await createClient({ url, fetch: answer(body, status) })
      .translation.getTranslations.query()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TRPCClientError)
    expect(error).toHaveProperty('message', 'Unable to transform response from server')
  })
})
