import { logger } from './logger'

export interface AuthResult {
  accessToken: string
  refreshToken: string
  expiresAt: number
}

interface DirectusAuthAnswer {
  data?: { access_token?: string; refresh_token?: string; expires?: number }
}

export class LoginFailedError extends Error {
  constructor() {
    super('Login failed, please check your credentials.')
    this.name = 'LoginFailedError'
  }
}

async function authCall(directusUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, directusUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
}

function toResult(answer: DirectusAuthAnswer, now: number): AuthResult | null {
  const data = answer.data
  if (!data?.access_token || !data.refresh_token) return null
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresAt: now + (data.expires ?? 0),
  }
}

/** POST /auth/login; an answer without an access token fails with the spec's message (§5). */
export async function loginWithPassword(
  directusUrl: string,
  email: string,
  password: string,
): Promise<AuthResult> {
  const response = await authCall(directusUrl, '/auth/login', { email, password, mode: 'json' })
  const answer = (await response.json().catch(() => ({}))) as DirectusAuthAnswer
  const result = response.ok ? toResult(answer, Date.now()) : null
  if (!result) throw new LoginFailedError()
  return result
}

/** POST /auth/logout with the refresh token; a failure is logged, the visitor is logged out anyway. */
export async function logoutRefreshToken(directusUrl: string, refreshToken: string): Promise<void> {
  const response = await authCall(directusUrl, '/auth/logout', {
    refresh_token: refreshToken,
    mode: 'json',
  }).catch(() => null)
  if (!response?.ok) logger.warn('Directus logout failed', { status: response?.status })
}

const RECENT_RESULT_MS = 60_000

export type RefreshResult =
  | { kind: 'ok'; tokens: AuthResult }
  /** Directus refused the refresh token (expired, revoked): the visitor is logged out. */
  | { kind: 'refused' }
  /** Directus could not be reached: nothing is decided, the session stays as it is. */
  | { kind: 'unavailable' }

/**
 * Refreshes tokens exactly once per refresh token (spec §4, ARCHITECTURE §3): Directus rotates refresh
 * tokens, so a second refresh with the same token would fail and log the visitor out. Concurrent requests
 * share the pending call, and requests that arrive shortly afterwards with the old cookie get the same
 * new tokens. In-process; several web instances would share this through Redis.
 */
export function createTokenRefresher(directusUrl: string) {
  const recent = new Map<string, Promise<RefreshResult>>()
  let calls = 0

  async function refreshOnce(refreshToken: string): Promise<RefreshResult> {
    calls += 1
    const response = await authCall(directusUrl, '/auth/refresh', {
      refresh_token: refreshToken,
      mode: 'json',
    }).catch((error: unknown) => {
      logger.warn('Token refresh failed: Directus not reachable', {
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    })
    if (!response || response.status >= 500) return { kind: 'unavailable' }
    const tokens = response.ok ? toResult((await response.json()) as DirectusAuthAnswer, Date.now()) : null
    if (!tokens) {
      logger.info('Token refresh refused', { status: response.status })
      return { kind: 'refused' }
    }
    return { kind: 'ok', tokens }
  }

  return {
    refresh(refreshToken: string): Promise<RefreshResult> {
      const known = recent.get(refreshToken)
      if (known) return known
      const promise = refreshOnce(refreshToken)
      recent.set(refreshToken, promise)
      void promise.then((result) => {
        // Only decisions are remembered; after an outage the next request tries again.
        if (result.kind === 'unavailable') recent.delete(refreshToken)
        else setTimeout(() => recent.delete(refreshToken), RECENT_RESULT_MS).unref()
      })
      return promise
    },
    /** How many refresh calls went to Directus (for tests and metrics). */
    get calls() {
      return calls
    },
  }
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>

/**
 * POST /auth/password/request. Directus answers the same whether the address exists or not; so does the
 * site, so that nobody can probe for accounts.
 */
export async function requestPasswordReset(
  directusUrl: string,
  email: string,
  resetUrl: string,
): Promise<void> {
  const response = await authCall(directusUrl, '/auth/password/request', { email, reset_url: resetUrl })
  if (!response.ok && response.status >= 500) throw new Error(`Directus answered ${response.status}`)
  if (!response.ok) logger.warn('Password reset request refused', { status: response.status })
}

/** POST /auth/password/reset; false when the token is invalid or expired. */
export async function resetPassword(directusUrl: string, token: string, password: string): Promise<boolean> {
  const response = await authCall(directusUrl, '/auth/password/reset', { token, password })
  if (response.status >= 500) throw new Error(`Directus answered ${response.status}`)
  return response.ok
}

export class RegistrationRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Directus refused the registration (${status}): ${reason}`)
    this.name = 'RegistrationRefusedError'
  }
}

/**
 * POST /users/register (public registration with e-mail verification). Directus answers 204 whether the
 * address is new or already has an account, and sends the verification mail only for a new or unverified one.
 */
export async function registerUser(
  directusUrl: string,
  input: { email: string; password: string; firstName: string; lastName: string; verificationUrl: string },
): Promise<void> {
  const response = await authCall(directusUrl, '/users/register', {
    email: input.email,
    password: input.password,
    first_name: input.firstName,
    last_name: input.lastName,
    verification_url: input.verificationUrl,
  })
  if (response.ok) return
  if (response.status >= 500) throw new Error(`Directus answered ${response.status}`)
  const answer = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  throw new RegistrationRefusedError(response.status, answer.errors?.[0]?.message ?? response.statusText)
}

/**
 * GET /users/register/verify-email: activates the account of the token. Directus answers a valid token
 * with a redirect into its Data Studio (not followed) and a used, expired or forged one with an error.
 */
export async function verifyRegistration(directusUrl: string, token: string): Promise<boolean> {
  const url = new URL('/users/register/verify-email', directusUrl)
  url.searchParams.set('token', token)
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
  if (response.status >= 500) throw new Error(`Directus answered ${response.status}`)
  const location = response.headers.get('location') ?? ''
  // A missing token is also answered with a redirect, to the Data Studio's login.
  if (response.status >= 300 && response.status < 400) return !location.includes('/admin/login')
  return response.ok
}

/**
 * The address a verification token was issued for, read without checking the signature: only to pick
 * the matching pending credentials, never to decide anything on its own.
 */
export function emailOfVerificationToken(token: string): string | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown }
    return typeof claims.email === 'string' ? claims.email : null
  } catch {
    return null
  }
}
