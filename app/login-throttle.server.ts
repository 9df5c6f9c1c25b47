import { createHash, randomBytes } from 'node:crypto'

import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'

import { authRateLimiter } from './auth.server'
import { KNOWN_DEVICE_COOKIE } from '../core/cookies'
import { sealedCookie } from '../server/cookies'
import { getEnv } from '../server/env'
import { createRateLimiter, type RateLimitDecision, type RateLimiter } from '../server/rate-limit'

// Login throttling after OWASP's "device cookies": a stranger's wrong passwords must not lock anybody out.
// Browsers that signed in to an account before carry a sealed cookie naming it; their attempts for that
// account count against the cookie alone. Everyone else counts per client (address) and per account, and
// a throttled account waits out the rest of its window (docs/security.md).

const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60
const MAX_ACCOUNTS_PER_DEVICE = 5

const deviceSchema = z.object({ id: z.string().min(16), accounts: z.array(z.string()).max(20) })
type Device = z.infer<typeof deviceSchema>

let cookie: ReturnType<typeof sealedCookie> | undefined
const deviceCookie = () =>
  (cookie ??= sealedCookie(getEnv(), KNOWN_DEVICE_COOKIE, {
    path: '/hotel/account',
    maxAge: DEVICE_MAX_AGE_S,
  }))

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)

let limiters: { account: RateLimiter; device: RateLimiter } | undefined
function throttles() {
  const env = getEnv()
  limiters ??= {
    account: createRateLimiter({
      name: 'login-account',
      points: env.AUTH_ACCOUNT_LIMIT,
      windowMs: env.AUTH_RATE_WINDOW_MS,
    }),
    device: createRateLimiter({
      name: 'login-device',
      points: env.AUTH_RATE_LIMIT,
      windowMs: env.AUTH_RATE_WINDOW_MS,
    }),
  }
  return limiters
}

export interface LoginAttempt {
  account: string
  device: Device | null
  /** This browser signed in to the account before: only its own failures count. */
  known: boolean
}

async function readDevice(request: Request): Promise<Device | null> {
  const parsed = deviceSchema.safeParse(await deviceCookie().parse(request.headers.get('Cookie')))
  return parsed.success ? parsed.data : null
}

/** Whether a login for `email` may go to Directus now, and how the attempt is counted. */
export async function admitLogin(
  request: Request,
  context: AppLoadContext,
  email: string,
): Promise<{ attempt: LoginAttempt; decision: RateLimitDecision }> {
  const account = accountKey(email)
  const device = await readDevice(request)
  const known = device?.accounts.includes(account) ?? false
  const attempt = { account, device, known }
  if (known) return { attempt, decision: await throttles().device.check(device!.id) }
  const byClient = await authRateLimiter().hit(`login:${context.clientKey}`)
  if (!byClient.ok) return { attempt, decision: byClient }
  return { attempt, decision: await throttles().account.check(account) }
}

/** A wrong password: counted against the device that knows the account, else against the account. */
export async function loginFailed(attempt: LoginAttempt): Promise<void> {
  if (attempt.known) await throttles().device.penalty(attempt.device!.id)
  else await throttles().account.penalty(attempt.account)
}

/** After a successful login: the Set-Cookie that makes this browser known for the account. */
export function rememberDevice(attempt: LoginAttempt): Promise<string> {
  const id = attempt.device?.id ?? randomBytes(16).toString('base64url')
  const others = attempt.device?.accounts.filter((account) => account !== attempt.account) ?? []
  const accounts = [attempt.account, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE)
  return deviceCookie().serialize({ id, accounts })
}
