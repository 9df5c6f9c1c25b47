import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { readItems } from '@directus/sdk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A stand-in Directus on a local port: each test sets how it answers.
let answer: (request: IncomingMessage) => { status: number; statusText?: string; body: unknown }
let lastRequest: IncomingMessage | undefined
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request
    const { status, statusText, body } = answer(request)
    response.writeHead(status, statusText, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, {
    SITE_URL: 'http://localhost:3000',
    DIRECTUS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
  })
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('directusRequest', () => {
  it('sends the token it is given and returns the data', async () => {
    answer = () => ({ status: 200, body: { data: [{ key: 'nav.hotels', value: 'Hotels' }] } })
    const { directusRequest } = await import('./directus')
    const rows = await directusRequest('token-123', readItems('translations', { limit: 1 }))
    expect(rows).toEqual([{ key: 'nav.hotels', value: 'Hotels' }])
    expect(lastRequest?.url).toMatch(/^\/items\/translations\?limit=1/)
    expect(lastRequest?.headers.authorization).toBe('Bearer token-123')
  })

  it('logs status and status text of a backend failure and raises them with the data', async () => {
    const errors = [
      { message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
    ]
    answer = () => ({ status: 403, statusText: 'Forbidden', body: { errors } })
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const { BackendError, directusRequest } = await import('./directus')
    const failure = await directusRequest('t', readItems('hotels')).catch((error: unknown) => error)
    const logged = log.mock.calls.map(([line]) => String(line)).join('')
    log.mockRestore()
    expect(failure).toBeInstanceOf(BackendError)
    expect(failure).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden', data: { errors } })
    expect(logged).toMatch(/"status":403,"statusText":"Forbidden"/)
  })
})
