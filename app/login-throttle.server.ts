import { createHash, randomBytes } from 'node:crypto'

import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'

import { KNOWN_DEVICE_COOKIE } from '../core/cookies'
import { sealedCookie } from '../server/cookies'
import { getEnv } from '../server/env'
import { createRateLimiter, type RateLimitDecision, type RateLimiter } from '../server/rate-limit'
import { seal, unseal } from '../server/seal'

// Login throttling after OWASP's "device cookies": a stranger's wrong passwords must not lock anybody out.
// Browsers that signed in to an account before carry a sealed cookie naming it; their attempts for that
// account count against the cookie alone. Everyone else counts per client (address) and per account; a
// throttled account waits out the rest of its window for unknown browsers, and its owner makes a new
// browser known through a link mailed to the account's address (app/device-link.server.ts,
// docs/decisions/known-device-by-mailed-link.md).
//
// Every sign-in (password, verification link, third-party login, invitation) and a password reset marks
// the browser as known (`rememberBrowser`, called by auth.server's signIn); "Dieses Gerät vergessen"
// clears the cookie (`forgetDeviceCookie`).

const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60
const MAX_ACCOUNTS_PER_DEVICE = 5
const COOKIE_PATH = '/hotel/account'

const deviceSchema = z.object({ id: z.string().min(16), accounts: z.array(z.string()).max(20) })
type Device = z.infer<typeof deviceSchema>

let cookie: ReturnType<typeof sealedCookie> | undefined
const deviceCookie = () =>
  (cookie ??= sealedCookie(getEnv(), KNOWN_DEVICE_COOKIE, {
    path: COOKIE_PATH,
    maxAge: DEVICE_MAX_AGE_S,
  }))

/**
 * An account as the throttle knows it: a hash of its e-mail address. Directus's login hook
 * (directus/extensions/reiseportal/src/login-limit) computes the same key, so that both count on one counter in Redis.
 */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)

let limiters: { client: RateLimiter; account: RateLimiter; device: RateLimiter } | undefined
function throttles() {
  const env = getEnv()
  limiters ??= {
    client: createRateLimiter({
      name: 'login-client',
      points: env.AUTH_RATE_LIMIT,
      windowMs: env.AUTH_RATE_WINDOW_MS,
    }),
    // Key `reiseportal:limit:login-account:<accountKey>` in Redis, shared with Directus's login hook.
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
  const byClient = await throttles().client.hit(context.clientKey)
  if (!byClient.ok) return { attempt, decision: byClient }
  return { attempt, decision: await throttles().account.check(account) }
}

/** A wrong password: counted against the device that knows the account, else against the account. */
export async function loginFailed(attempt: LoginAttempt): Promise<void> {
  if (attempt.known) await throttles().device.penalty(attempt.device!.id)
  else await throttles().account.penalty(attempt.account)
}

function deviceWith(device: Device | null, account: string): Device {
  const id = device?.id ?? randomBytes(16).toString('base64url')
  const others = device?.accounts.filter((known) => known !== account) ?? []
  return { id, accounts: [account, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE) }
}

/**
 * The Set-Cookie that makes this browser known for the account of `email` (after any sign-in, a password
 * reset, or a confirmed device link), keeping the accounts it knew before.
 */
export async function rememberBrowser(request: Request, email: string): Promise<string> {
  return deviceCookie().serialize(deviceWith(await readDevice(request), accountKey(email)))
}

/** The Set-Cookie for "Dieses Gerät vergessen": this browser is known for no account any more. */
export const forgetDeviceCookie = () => deviceCookie().serialize('', { maxAge: 0 })

// ---- The mailed link that makes a browser known (the way in for an owner whose account is throttled).

/**
 * Mails with a device link per e-mail address and window. A stranger can use them up, but every mail of
 * the window went to the owner and its link stays valid longer than the window (DEVICE_LINK_TTL_MS), so
 * the owner always holds a usable link while the limit refuses new ones.
 */
const DEVICE_LINKS_PER_ADDRESS = 3
const DEVICE_LINK_PURPOSE = 'device-link'

/** How long a device link works: an hour, at least the limit's window. */
export const deviceLinkTtlMs = () => Math.max(60 * 60_000, getEnv().AUTH_RATE_WINDOW_MS)

let linkLimiters: { client: RateLimiter; email: RateLimiter; used: RateLimiter } | undefined
function deviceLinkLimiters() {
  const env = getEnv()
  linkLimiters ??= {
    client: createRateLimiter({
      name: 'device-link-client',
      points: env.AUTH_RATE_LIMIT,
      windowMs: env.AUTH_RATE_WINDOW_MS,
    }),
    email: createRateLimiter({
      name: 'device-link-email',
      points: DEVICE_LINKS_PER_ADDRESS,
      windowMs: env.AUTH_RATE_WINDOW_MS,
    }),
    // A link's nonce, once used: one point for as long as any link lives, so each link works once.
    used: createRateLimiter({ name: 'device-link-used', points: 1, windowMs: deviceLinkTtlMs() }),
  }
  return linkLimiters
}

/** Counts a request for a device link, per client and per address typed (every request counts). */
export async function admitDeviceLinkRequest(
  context: AppLoadContext,
  email: string,
): Promise<RateLimitDecision> {
  const { client, email: perEmail } = deviceLinkLimiters()
  const byClient = await client.hit(context.clientKey)
  if (!byClient.ok) return byClient
  return perEmail.hit(accountKey(email))
}

const linkSchema = z.object({ a: z.string().min(16), e: z.number().int(), n: z.string().min(16) })

/** A sealed, expiring token naming the account (its key, never the address) for the mailed link. */
export function deviceLinkToken(email: string, now = Date.now()): string {
  const payload = {
    a: accountKey(email),
    e: now + deviceLinkTtlMs(),
    n: randomBytes(16).toString('base64url'),
  }
  return seal(JSON.stringify(payload), getEnv().SESSION_SECRET, DEVICE_LINK_PURPOSE)
}

/** The account of a device link that is genuine and unexpired, without using it up; null otherwise. */
export function readDeviceLink(token: string, now = Date.now()): { account: string; nonce: string } | null {
  const plain = unseal(token, getEnv().SESSION_SECRET, DEVICE_LINK_PURPOSE)
  if (!plain) return null
  let parsed
  try {
    parsed = linkSchema.safeParse(JSON.parse(plain))
  } catch {
    return null
  }
  if (!parsed.success || parsed.data.e < now) return null
  return { account: parsed.data.a, nonce: parsed.data.n }
}

/**
 * Uses up a device link: the Set-Cookie that makes this browser known for the link's account, or null when
 * the link is forged, expired or was used before.
 */
export async function redeemDeviceLink(request: Request, token: string): Promise<string | null> {
  const link = readDeviceLink(token)
  if (!link) return null
  const first = await deviceLinkLimiters().used.hit(link.nonce)
  if (!first.ok) return null
  return deviceCookie().serialize(deviceWith(await readDevice(request), link.account))
}
