import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { finished } from 'node:stream/promises'

import { readItems, updateMe } from '@directus/sdk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A stand-in Directus on a local port: each test sets how it answers.
let answer: (request: IncomingMessage) => {
  status: number
  statusText?: string
  body: unknown
  headers?: Record<string, string | string[]>
  /** never answer (a frozen Directus) */
  hang?: boolean
}
let lastRequest: IncomingMessage | undefined
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request
    const { status, statusText, body, headers, hang } = answer(request)
    if (hang) return
    response.writeHead(status, statusText, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, {
    SITE_URL: 'http://localhost:3000',
    DIRECTUS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
    DIRECTUS_TIMEOUT_MS: '300',
  })
})

afterAll(() => {
  server.closeAllConnections() // the client keeps its connections open for the next call
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('directusRequest', () => {
  it('sends the token it is given and returns the data', async () => {
    answer = () => ({ status: 200, body: { data: [{ key: 'nav.hotels', value: 'Hotels' }] } })
    const { directusRequest } = await import('./directus')
    const rows = await directusRequest('token-123', readItems('translations', { limit: 1 }))
    expect(rows).toEqual([{ key: 'nav.hotels', value: 'Hotels' }])
    expect(lastRequest?.url).toMatch(/^\/items\/translations\?limit=1/)
    expect(lastRequest?.headers.authorization).toBe('Bearer token-123')
  })

  it("logs status and status text of a refused call and raises a refusal of its status, Directus's words as its reason", async () => {
    const errors = [
      { message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } },
    ]
    answer = () => ({ status: 403, statusText: 'Forbidden', body: { errors } })
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const { directusRequest } = await import('./directus')
    const failure = await directusRequest('t', readItems('hotels')).catch((error: unknown) => error)
    const logged = log.mock.calls.map(([line]) => String(line)).join('')
    log.mockRestore()
    expect(failure).toMatchObject({
      kind: 'forbidden',
      status: 403,
      code: 'FORBIDDEN',
      message: 'Dazu fehlt Ihnen die Berechtigung.',
      reason: "You don't have permission to access this.",
    })
    expect(logged).toMatch(/"status":403,"statusText":"Forbidden"/)
  })
})

describe('NUL characters', () => {
  // PostgreSQL cannot hold NUL in text; Directus answered such a filter with 500 (found by the fuzz test).
  it('are refused as bad input before Directus is asked, in a filter and in a body', async () => {
    answer = () => ({ status: 200, body: { data: [] } })
    const { directusRequest } = await import('./directus')
    lastRequest = undefined
    const inFilter = await directusRequest(
      't',
      readItems('hotels', { filter: { name: { _icontains: 'a\0b' } } }),
    ).catch((error: unknown) => error)
    const inBody = await directusRequest('t', updateMe({ first_name: 'Er\0ika' })).catch(
      (error: unknown) => error,
    )
    expect(inFilter).toMatchObject({ kind: 'invalid', status: 400 })
    expect(inBody).toMatchObject({ kind: 'invalid', status: 400 })
    expect(lastRequest).toBeUndefined()
    expect(
      await directusRequest('t', readItems('hotels', { filter: { name: { _icontains: 'Binz' } } })),
    ).toEqual([])
  })
})

describe("Directus's dynamic variables", () => {
  // Directus evaluates them in a filter ($NOW → a date, $CURRENT_USER.email → the asker's address): a
  // visitor's text must never become one, whichever door let it through.
  it.each(['$NOW', '$NOW(-1 year)', '$CURRENT_USER.email', '$CURRENT_ROLES', '$CURRENT_POLICIES'])(
    '%s in a filter is refused as bad input before Directus is asked',
    async (value) => {
      answer = () => ({ status: 200, body: { data: [] } })
      const { directusRequest } = await import('./directus')
      lastRequest = undefined
      const refused = await Promise.all(
        [
          directusRequest('t', readItems('pages', { filter: { path: { _eq: value } } })),
          directusRequest('t', readItems('hotels', { filter: { _and: [{ name: { _icontains: value } }] } })),
          directusRequest('t', readItems('hotels', { filter: { city: { _in: ['Binz', value] } } })),
        ].map((call) => call.catch((error: unknown) => error)),
      )
      expect(refused).toMatchObject([{ status: 400 }, { status: 400 }, { status: 400 }])
      expect(lastRequest).toBeUndefined()
    },
  )

  it('leaves the same text alone where Directus reads it as text', async () => {
    answer = () => ({ status: 200, body: { data: [] } })
    const { directusRequest } = await import('./directus')
    for (const query of [
      { filter: { name: { _icontains: '$now' } } },
      { filter: { name: { _icontains: 'Preis in $NOW' } } },
      { filter: { city: { _eq: 'Binz,$NOW' } } },
    ]) {
      lastRequest = undefined
      expect(await directusRequest('t', readItems('hotels', query))).toEqual([])
      expect(lastRequest).toBeDefined()
    }
  })
})

describe('auth calls', () => {
  it('a login answers tokens with the expiry added to now (spec §4)', async () => {
    answer = () => ({
      status: 200,
      body: { data: { access_token: 'a', refresh_token: 'r', expires: 900_000 } },
    })
    const { passwordLogin } = await import('./directus')
    const before = Date.now()
    const tokens = await passwordLogin('erika@example.com', 'geheim')
    expect(tokens).toMatchObject({ accessToken: 'a', refreshToken: 'r' })
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 900_000)
    expect(lastRequest?.url).toBe('/auth/login')
  })

  it.each([
    ['wrong credentials', { status: 401, body: { errors: [{ message: 'Invalid user credentials.' }] } }],
    ['an answer without an access token', { status: 200, body: { data: { refresh_token: 'r' } } }],
  ])("%s fail with the spec's message", async (_label, reply) => {
    answer = () => reply
    const { passwordLogin } = await import('./directus')
    await expect(passwordLogin('erika@example.com', 'falsch')).rejects.toThrow(
      'Login failed, please check your credentials.',
    )
  })

  it.each([
    [401, 'refused'],
    [403, 'refused'],
    [429, 'unavailable'],
    [503, 'unavailable'],
  ] as const)('a refresh answered %i is %s', async (status, kind) => {
    answer = () => ({ status, body: { errors: [{ message: 'nein' }] } })
    const { refreshTokens } = await import('./directus')
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(await refreshTokens('r')).toEqual({ kind })
    vi.restoreAllMocks()
  })

  it('gives up on a frozen Directus after DIRECTUS_TIMEOUT_MS', async () => {
    answer = () => ({ status: 200, body: null, hang: true })
    const { BackendError, directusRequest } = await import('./directus')
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const started = Date.now()
    const failure = await directusRequest('t', readItems('hotels')).catch((error: unknown) => error)
    vi.restoreAllMocks()
    expect(failure).toBeInstanceOf(BackendError)
    expect(failure).toMatchObject({ statusCode: 503 })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('after a call without an answer, fails at once until Directus answers its health check', async () => {
    answer = () => ({ status: 200, body: null, hang: true })
    const { BackendError, directusHealthy, directusRequest, relay } = await import('./directus')
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    await directusRequest('t', readItems('hotels')).catch(() => null)
    lastRequest = undefined
    const failure = await directusRequest('t', readItems('hotels')).catch((error: unknown) => error)
    await expect(relay('/assets/x')).rejects.toThrow('Directus is unreachable')
    vi.restoreAllMocks()
    expect(failure).toBeInstanceOf(BackendError)
    expect(failure).toMatchObject({ statusCode: 503 })
    expect(lastRequest).toBeUndefined()

    answer = () => ({ status: 200, body: { status: 'ok' } })
    expect(await directusHealthy()).toBe(true)
    expect(await directusRequest('t', readItems('hotels'))).toEqual({ status: 'ok' })
  })

  it('a call without an answer pauses nothing while Directus answers the other calls (one costly query)', async () => {
    // the hotels take longer than the deadline; the regions come at once
    answer = (request) =>
      request.url?.includes('/items/hotels')
        ? { status: 200, body: null, hang: true }
        : { status: 200, body: { data: [{ id: 1 }] } }
    const { BackendError, directusRequest } = await import('./directus')
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const slow = directusRequest('t', readItems('hotels')).catch((error: unknown) => error)
    const meanwhile = await directusRequest('t', readItems('regions'))
    const failure = await slow
    vi.restoreAllMocks()
    expect(meanwhile).toEqual([{ id: 1 }])
    expect(failure).toBeInstanceOf(BackendError)
    // the next call is sent, not failed at once
    lastRequest = undefined
    expect(await directusRequest('t', readItems('regions'))).toEqual([{ id: 1 }])
    expect((lastRequest as IncomingMessage | undefined)?.url).toContain('/items/regions')
  })
})

describe('relay', () => {
  it('leaves Directus reachable for the other calls when one relayed answer or the health probe is late', async () => {
    answer = () => ({ status: 200, body: null, hang: true })
    const { directusHealthy, directusRequest, relay } = await import('./directus')
    await expect(relay('/assets/x', { timeoutMs: 200 })).rejects.toThrow(
      'Directus did not answer within 200 ms',
    )
    expect(await directusHealthy()).toBe(false)
    answer = () => ({ status: 200, body: { status: 'ok' } })
    expect(await directusRequest('t', readItems('hotels'))).toEqual({ status: 'ok' })
  })

  it('leaves Directus reachable when the visitor stops reading a relayed answer', async () => {
    answer = () => ({ status: 200, body: { status: 'ok' } })
    const { directusRequest, relay } = await import('./directus')
    const image = await relay('/assets/x')
    // what a browser leaving the page does to the image it was loading
    image.body.destroy(new Error('The visitor left'))
    await finished(image.body).catch(() => undefined)
    expect(await directusRequest('t', readItems('hotels'))).toEqual({ status: 'ok' })
  })

  it('asks as the site (Host, protocol) and hands back redirect and cookies unfollowed', async () => {
    answer = () => ({
      status: 302,
      body: null,
      headers: {
        location: 'https://id.example.com/authorize',
        'set-cookie': ['openid.musterid=eyJ.a.b; Path=/; HttpOnly', 'other=; Max-Age=0'],
      },
    })
    const { relay, setCookieValue } = await import('./directus')
    const reply = await relay('/auth/login/musterid?redirect=x', { siteUrl: 'https://www.example.com' })
    reply.body.resume()
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('https://id.example.com/authorize')
    expect(lastRequest?.headers.host).toBe('www.example.com')
    expect(lastRequest?.headers['x-forwarded-proto']).toBe('https')
    expect(setCookieValue(reply.setCookies, 'openid.musterid')).toBe('eyJ.a.b')
    expect(setCookieValue(reply.setCookies, 'other')).toBeNull()
    expect(setCookieValue(reply.setCookies, 'missing')).toBeNull()
  })
})

describe('unverifiedClaim', () => {
  const token = (claims: unknown) =>
    ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')

  it('reads a string claim of a JWT', async () => {
    const { unverifiedClaim } = await import('./directus')
    const redirect = 'http://localhost:3000/hotel/account/anmelden?redirectTo=%2Fhotel%2Faccount'
    expect(unverifiedClaim(token({ verifier: 'v', redirect }), 'redirect')).toBe(redirect)
  })

  it('gives null for anything else', async () => {
    const { unverifiedClaim } = await import('./directus')
    expect(unverifiedClaim(null, 'redirect')).toBeNull()
    expect(unverifiedClaim('kein-token', 'redirect')).toBeNull()
    expect(unverifiedClaim('a.b%%.c', 'redirect')).toBeNull()
    expect(unverifiedClaim(token({ redirect: 42 }), 'redirect')).toBeNull()
  })
})
