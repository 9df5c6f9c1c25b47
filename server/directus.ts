/**
 * The web server's one way to Directus. JSON calls go through @directus/sdk with the token they run with
 * (nothing user-specific is kept on the client). Answers that are a redirect or a stream rather than JSON
 * (the SSO relay, the verification link, image files) go through `relay`, the one raw HTTP call: Node's
 * fetch cannot set the Host header that Directus builds its SSO callback URL from.
 */
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { Readable } from 'node:stream'

import {
  acceptUserInvite,
  createDirectus,
  isDirectusError,
  login,
  logout,
  passwordRequest,
  passwordReset,
  refresh,
  registerUser,
  rest,
  withToken,
  type AuthenticationData,
  type RestCommand,
} from '@directus/sdk'
import { parse as parseCookie } from 'cookie'
import { decodeJwt } from 'jose'

import { DirectusAnswer, directusFetch } from './directus-http'
import {
  directusInstances,
  newInstancesState,
  noAnswerOf,
  sendSpread,
  type DirectusInstances,
  type InstancesState,
} from './directus-instances'
import { getEnv } from './env'
import { logger } from './logger'
import type { Schema } from '../core/collections'
import { ERROR_TEXTS } from '../core/errors'
import { holdsDynamicVariable } from '../core/filter-text'
import { Refusal, refusalFromAnswer } from '../core/refusal'

/**
 * A Directus call that failed without refusing anything: Directus unreachable, past its deadline, or a 5xx
 * (spec §8 "status and status text are logged, then an error is raised"). A 4xx answer is a `Refusal`
 * (core/refusal.ts) instead, read once here.
 */
export class BackendError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
  ) {
    super(`Directus answered ${statusCode} ${statusMessage}`)
    this.name = 'BackendError'
  }
}

export interface AuthTokens {
  accessToken: string
  refreshToken: string
  /** Epoch milliseconds: the backend's `expires` added to the time of login or refresh (spec §4). */
  expiresAt: number
}

export class LoginFailedError extends Error {
  constructor() {
    super('Login failed, please check your credentials.')
    this.name = 'LoginFailedError'
  }
}

let client: ReturnType<typeof build> | undefined
const SHARED = Symbol.for('reiseportal.directus-reachability')

/**
 * How long a Directus instance counts as unreachable after a call that got no answer (refused, or none
 * within DIRECTUS_TIMEOUT_MS while the instance answered no other call either): meanwhile calls go to the other instances, or, with none left, fail at once
 * instead of each waiting for the deadline, so that a page whose calls follow one another (the token
 * refresh, then the loaders) answers within one deadline and a frozen Directus does not pile up waiting
 * requests. The first call afterwards asks again, and a healthy answer to /healthz's probe ends the pause
 * early.
 */
const UNREACHABLE_PAUSE_MS = 2_000
// The express server and the Remix build each hold a copy of this module; the pauses are one for both.
const reachability = ((globalThis as { [key: symbol]: InstancesState | undefined })[SHARED] ??=
  newInstancesState())

let spread: DirectusInstances | undefined
/** The Directus instances of DIRECTUS_URL, spread over in turn (server/directus-instances.ts). */
function instances(): DirectusInstances {
  spread ??= directusInstances(getEnv().DIRECTUS_URL, UNREACHABLE_PAUSE_MS, reachability)
  return spread
}
const knownUnreachable = () => instances().allPaused()
const unreachableError = () => new Error('Directus is unreachable')

/**
 * PostgreSQL cannot hold the character NUL in text, and Directus answers a filter or a value with one 500:
 * such a call is not sent, it is bad input (400). Encoded as the SDK sends it: `%00` in the address, `\u0000`
 * in JSON (a filter in the address: `%5Cu0000`). A visitor's literal text `\u0000` is refused too.
 */
const NUL = /%00|%5Cu0000|\\u0000/i

/**
 * Directus evaluates dynamic variables ($NOW(-1 year), $CURRENT_USER.email …) in a filter for whoever asks.
 * The web server never means one: a filter holding one carries a visitor's text that its door let through
 * unguarded (core/filter-text.ts), and is not sent either.
 */
function holdsFilterVariable(input: string | URL): boolean {
  const params = new URL(input).searchParams
  return ['filter', 'deep'].some((name) => {
    const value = params.get(name)
    if (value === null) return false
    try {
      return holdsDynamicVariable(JSON.parse(value))
    } catch {
      return holdsDynamicVariable(value)
    }
  })
}

class RefusedInput extends Error {}

function build(spreadOver: DirectusInstances, timeoutMs: number) {
  // Every call has a deadline: a frozen Directus must not hold a visitor's page open.
  const sendOne = directusFetch(timeoutMs)
  const send = (input: string | URL, init?: Parameters<typeof sendOne>[1]) =>
    sendSpread(
      spreadOver,
      {
        method: init?.method ?? 'GET',
        path: new URL(input).pathname,
        body: typeof init?.body === 'string' ? init.body : null,
      },
      (origin) => sendOne(spreadOver.on(origin, input), init),
      unreachableError,
    )
  const fetchChecked = (input: string | URL, init?: Parameters<typeof send>[1]) => {
    const body = typeof init?.body === 'string' ? init.body : ''
    if (NUL.test(String(input)) || NUL.test(body)) {
      return Promise.reject(new RefusedInput('NUL in a Directus request'))
    }
    if (holdsFilterVariable(input)) {
      return Promise.reject(new RefusedInput('A dynamic variable in a Directus filter'))
    }
    return send(input, init)
  }
  // the SDK reads only what DirectusAnswer has of a Response (server/directus-http.ts)
  // the SDK's addresses name the first instance; `send` puts each call on the instance whose turn it is
  return createDirectus<Schema>(spreadOver.origins[0]!, {
    globals: { fetch: fetchChecked as unknown as typeof fetch },
  }).with(rest())
}

function directusClient() {
  client ??= build(instances(), getEnv().DIRECTUS_TIMEOUT_MS)
  return client
}

/** What a failed call stands for: a refusal (any 4xx, with its German message) or a failure. */
function toFailure(error: unknown): Refusal | BackendError {
  if (error instanceof RefusedInput)
    return new Refusal('invalid', ERROR_TEXTS.BAD_REQUEST, { reason: error.message })
  // The SDK rejects an HTTP error answer with { errors, response }; anything else never reached Directus.
  const response = (error as { response?: unknown } | null)?.response
  if (response instanceof DirectusAnswer) {
    const errors = isDirectusError(error) ? error.errors : (error as { errors?: unknown }).errors
    logger.warn('Directus request failed', {
      status: response.status,
      statusText: response.statusText,
      message: isDirectusError(error) ? error.message : undefined,
    })
    return (
      refusalFromAnswer(response.status, { errors }, response.headers.get('Retry-After')) ??
      new BackendError(response.status, response.statusText)
    )
  }
  // the instance that gave no answer is paused already (sendSpread)
  logger.error('Directus not reachable', { error: error instanceof Error ? error.message : String(error) })
  return new BackendError(503, 'Service Unavailable')
}

/** One SDK command, as the user of `token` (a visitor's access token or the server's static token). */
export async function directusRequest<Output>(
  token: string | null,
  command: RestCommand<Output, Schema>,
): Promise<Output> {
  if (knownUnreachable()) throw new BackendError(503, 'Service Unavailable')
  try {
    return await directusClient().request(token ? withToken(token, command) : command)
  } catch (error) {
    throw toFailure(error)
  }
}

function toTokens(data: AuthenticationData | null | undefined, now = Date.now()): AuthTokens | null {
  if (!data?.access_token || !data.refresh_token) return null
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresAt: now + (data.expires ?? 0),
  }
}

/**
 * POST /auth/login; an answer without an access token fails with the spec's message (§5). Sent with the
 * server's static token: Directus's login limit (directus/extensions/reiseportal/src/login-limit) leaves the web server's
 * logins to the site's own throttle, which knows the visitor's devices (app/login-throttle.server.ts).
 */
export async function passwordLogin(email: string, password: string): Promise<AuthTokens> {
  const tokens = await directusRequest(
    getEnv().DIRECTUS_STATIC_TOKEN,
    login({ email, password }, { mode: 'json' }),
  ).then(
    (data) => toTokens(data),
    (error: unknown) => {
      if (error instanceof Refusal && error.kind !== 'limited') return null
      throw error
    },
  )
  if (!tokens) throw new LoginFailedError()
  return tokens
}

export type RefreshResult =
  | { kind: 'ok'; tokens: AuthTokens }
  /** Directus refused the refresh token (expired, revoked): the visitor is logged out. */
  | { kind: 'refused' }
  /** Directus could not be reached or asked to wait: nothing is decided, the session stays as it is. */
  | { kind: 'unavailable' }

/** POST /auth/refresh in json mode: new tokens for a refresh token (Directus rotates it). */
export async function refreshTokens(refreshToken: string): Promise<RefreshResult> {
  try {
    const tokens = toTokens(
      await directusRequest(null, refresh({ mode: 'json', refresh_token: refreshToken })),
    )
    return tokens ? { kind: 'ok', tokens } : { kind: 'refused' }
  } catch (error) {
    if (error instanceof Refusal && error.kind !== 'limited') {
      logger.info('Token refresh refused', { status: error.status })
      return { kind: 'refused' }
    }
    return { kind: 'unavailable' }
  }
}

/** POST /auth/logout with the refresh token; a failure is logged, the visitor is logged out anyway. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await directusRequest(null, logout({ mode: 'json', refresh_token: refreshToken })).catch(() => {
    logger.warn('Directus logout failed')
  })
}

/**
 * POST /auth/password/request. Directus answers the same whether the address exists or not; so does the
 * site, so that nobody can probe for accounts. Only an outage is an error.
 */
export async function requestPasswordReset(email: string, resetUrl: string): Promise<void> {
  await directusRequest(null, passwordRequest(email, resetUrl)).catch((error: unknown) => {
    if (error instanceof Refusal) {
      logger.warn('Password reset request refused', { status: error.status })
      return
    }
    throw error
  })
}

/** POST /auth/password/reset; false when the token is invalid or expired. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  return directusRequest(null, passwordReset(token, password)).then(
    () => true,
    (error: unknown) => {
      if (error instanceof Refusal) return false
      throw error
    },
  )
}

/** POST /users/invite/accept: the invited user sets a password; false when the token is invalid or used. */
export async function acceptInvitation(token: string, password: string): Promise<boolean> {
  return directusRequest(null, acceptUserInvite(token, password)).then(
    () => true,
    (error: unknown) => {
      if (error instanceof Refusal) return false
      throw error
    },
  )
}

/**
 * POST /users/register (public registration with e-mail verification). Directus answers 204 whether the
 * address is new or already has an account, and sends the verification mail only for a new or unverified one.
 */
export async function registerCustomer(input: {
  email: string
  password: string
  firstName: string
  lastName: string
  verificationUrl: string
}): Promise<void> {
  await directusRequest(
    null,
    registerUser(input.email, input.password, {
      first_name: input.firstName,
      last_name: input.lastName,
      verification_url: input.verificationUrl,
    }),
  )
}

/**
 * GET /users/register/verify-email: activates the account of the token. Directus answers a valid token
 * with a redirect into its Data Studio (not followed) and a used, expired or forged one with an error.
 */
export async function verifyRegistration(token: string): Promise<boolean> {
  const answer = await relay(`/users/register/verify-email?${new URLSearchParams({ token })}`)
  answer.body.resume()
  if (answer.status >= 500) throw new BackendError(answer.status, 'Verification failed')
  // A missing token is also answered with a redirect, to the Data Studio's login.
  if (answer.status >= 300 && answer.status < 400) return !answer.location?.includes('/admin/login')
  return answer.status >= 200 && answer.status < 300
}

/** A string claim of a JWT, read without checking the signature: to pick things, never to decide anything. */
export function unverifiedClaim(token: string | null | undefined, claim: string): string | null {
  if (!token) return null
  try {
    const value = decodeJwt(token)[claim]
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

export interface RelayAnswer {
  status: number
  location: string | null
  setCookies: string[]
  contentType: string | null
  body: Readable
}

/**
 * A GET (with `json`: a POST of that body) to Directus whose answer is a redirect or a stream. With
 * `siteUrl`, Directus sees the request as if the browser had asked the site (Host and protocol of the site,
 * the visitor's address), which the SSO relay needs. Redirects are not followed: they are the answer.
 */
export function relay(
  pathAndQuery: string,
  options: {
    token?: string | undefined
    siteUrl?: string
    cookie?: string
    clientIp?: string
    userAgent?: string | null
    accept?: string
    /** the deadline for the answer's head; DIRECTUS_TIMEOUT_MS unless longer work is expected (images) */
    timeoutMs?: number
    /** a body to POST as JSON (a guest's proof of a booking, which belongs in no address) */
    json?: unknown
  } = {},
): Promise<RelayAnswer> {
  const env = getEnv()
  const timeoutMs = options.timeoutMs ?? env.DIRECTUS_TIMEOUT_MS
  if (knownUnreachable()) return Promise.reject(unreachableError())
  const headers: Record<string, string> = { accept: options.accept ?? 'text/html' }
  if (options.siteUrl) {
    const site = new URL(options.siteUrl)
    headers.host = site.host
    headers['x-forwarded-proto'] = site.protocol.replace(':', '')
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  // Directus logs and rate-limits by the visitor's address (it trusts the proxy by default).
  if (options.clientIp && isIP(options.clientIp)) headers['x-forwarded-for'] = options.clientIp
  if (options.userAgent) headers['user-agent'] = options.userAgent.slice(0, 1024)
  const body = options.json === undefined ? null : JSON.stringify(options.json)
  if (body !== null) headers['content-type'] = 'application/json'
  const method = body === null ? 'GET' : 'POST'
  const spreadOver = instances()
  return sendSpread(
    spreadOver,
    { method, path: pathAndQuery.split('?', 1)[0]!, body },
    (origin) => relayTo(new URL(pathAndQuery, origin), method, headers, body, timeoutMs),
    unreachableError,
    // an answer passed over for another instance's is not read
    (answer) => answer.body.resume(),
  )
}

/** One relayed call to one instance; a failure before the answer says what became of it (`noAnswer`). */
function relayTo(
  target: URL,
  method: string,
  headers: Record<string, string>,
  body: string | null,
  timeoutMs: number,
): Promise<RelayAnswer> {
  const transport = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      { method, headers, servername: target.hostname, timeout: timeoutMs },
      (response) => {
        answered = true
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          setCookies: response.headers['set-cookie'] ?? [],
          contentType: response.headers['content-type'] ?? null,
          body: response,
        })
      },
    )
    let timedOut = false
    let answered = false
    request.on('timeout', () => {
      timedOut = true
      request.destroy(new Error(`Directus did not answer within ${timeoutMs} ms`))
    })
    request.on('error', (error) => {
      // One slow answer (an image rendered for the first time on a busy machine) says nothing about the
      // rest of Directus, nor does an answer the visitor stopped reading (a browser leaving the page cancels
      // its images): neither pauses the instance nor is tried again. A connection refused or broken before
      // the answer does, and a frozen Directus is found by the SDK calls' deadline.
      const noAnswer = timedOut || answered ? 'late' : noAnswerOf(error, false, false)
      reject(Object.assign(error, { noAnswer }))
    })
    request.end(body ?? undefined)
  })
}

/** The value of cookie `name` among an answer's Set-Cookie headers, or null (also when one clears it). */
export function setCookieValue(setCookies: readonly string[], name: string): string | null {
  for (const header of setCookies) {
    const value = parseCookie(header.split(';', 1)[0] ?? '')[name]
    if (value) return value
  }
  return null
}

/** A relayed answer's body as a web stream (for a Response). */
export const webStream = (body: Readable) => Readable.toWeb(body) as ReadableStream<Uint8Array>

/**
 * Whether a Directus instance answers its health check (every instance is asked; one healthy is enough);
 * within 1.5 s, or DIRECTUS_TIMEOUT_MS when that is shorter. A healthy answer ends that instance's pause.
 */
export async function directusHealthy(): Promise<boolean> {
  const env = getEnv()
  const spreadOver = instances()
  const probe = async (origin: string) => {
    try {
      const response = await fetch(new URL('/server/health', origin), {
        signal: AbortSignal.timeout(Math.min(1500, env.DIRECTUS_TIMEOUT_MS)),
      })
      await response.arrayBuffer()
      spreadOver.answered(origin)
      if (response.ok) spreadOver.resume(origin)
      return response.ok
    } catch (error) {
      // The probe's short deadline is for the probe's own answer; that Directus is slow says nothing about
      // whether the pages' calls, with their longer deadline, get answers.
      if (!(error instanceof DOMException && error.name === 'TimeoutError')) spreadOver.pause(origin)
      return false
    }
  }
  return (await Promise.all(spreadOver.origins.map(probe))).some(Boolean)
}
