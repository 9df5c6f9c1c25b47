import { createHash } from 'node:crypto'

import { z } from 'zod'

import { getEnv, type Env } from './env'
import { createRateLimiter, type RateLimiter } from './rate-limit'
import { seal, unseal } from './seal'
import { tooManyAttempts, tooManyBookings, tooManySearches } from '../core/errors'
import { Refusal } from '../core/refusal'

/**
 * The limits of each capability, whichever door calls it (a form's action, /api/trpc, an in-process
 * caller): the capability's own code calls `limit()` before it does its work. Every attempt counts, right
 * or wrong, on every key the capability is limited by; the first key over its limit refuses the attempt.
 *
 * Keys: `client` is the visitor's address (IPv4, IPv6 /64: server/client-address.ts), `account` a signed-in
 * customer's user id, `email` an address typed into a form (hashed), `number` a booking number (hashed).
 * docs/security.md lists each capability with its doors and these figures.
 */
type KeyKind = 'client' | 'account' | 'email' | 'number'

interface Rule {
  points: (env: Env) => number
  windowMs: (env: Env) => number
}

const perClient: Rule = { points: (env) => env.AUTH_RATE_LIMIT, windowMs: (env) => env.AUTH_RATE_WINDOW_MS }
const perAccount: Rule = {
  points: (env) => env.AUTH_ACCOUNT_LIMIT,
  windowMs: (env) => env.AUTH_RATE_WINDOW_MS,
}
const searches: Rule = { points: (env) => env.SEARCH_RATE_LIMIT, windowMs: () => 60_000 }
const bookings: Rule = { points: (env) => env.BOOKING_LIMIT, windowMs: (env) => env.BOOKING_WINDOW_MS }
const rooms: Rule = { points: (env) => env.BOOKING_ROOMS_LIMIT, windowMs: (env) => env.BOOKING_WINDOW_MS }

const CAPABILITIES = {
  /** A guest's booking look-up by number and e-mail address. */
  lookup: { client: perClient, email: perAccount, number: perAccount },
  /** A guest's cancellation by number and e-mail address. */
  guestCancel: { client: perClient, email: perAccount, number: perAccount },
  /** Bookings made: per client, per address mailed, per signed-in account. */
  book: { client: bookings, email: bookings, account: bookings },
  /** Rooms held by those bookings (the cost of an attempt is its number of rooms). */
  bookRooms: { client: rooms, email: rooms, account: rooms },
  enquiry: { client: perClient, email: perAccount },
  changePassword: { client: perClient, account: perAccount },
  deleteAccount: { client: perClient, account: perAccount },
  register: { client: perClient, email: perAccount },
  reset: { client: perClient, email: perAccount },
  /** Searches that reach Directus, anonymous (per client) and signed in (per client and account). */
  search: { client: searches, account: searches },
} satisfies Record<string, Partial<Record<KeyKind, Rule>>>

export type Capability = keyof typeof CAPABILITIES

const messages: Partial<Record<Capability, (retryAfter: number) => string>> = {
  search: tooManySearches,
  book: tooManyBookings,
  bookRooms: tooManyBookings,
}

const limiters = new Map<string, RateLimiter>()

function limiterFor(capability: Capability, kind: KeyKind, rule: Rule): RateLimiter {
  const name = `${capability}-${kind}`
  let limiter = limiters.get(name)
  if (!limiter) {
    const env = getEnv()
    limiter = createRateLimiter({ name, points: rule.points(env), windowMs: rule.windowMs(env) })
    limiters.set(name, limiter)
  }
  return limiter
}

/** E-mail addresses and booking numbers are kept as hashes, never as they were typed. */
const digest = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22)

export type LimitKeys = Partial<Record<KeyKind, string | null | undefined>>

/** The counters an attempt at `capability` with `keys` counts on: each key given, with its limiter. */
function countersOf(capability: Capability, keys: LimitKeys): Array<{ limiter: RateLimiter; key: string }> {
  const rules: Partial<Record<KeyKind, Rule>> = CAPABILITIES[capability]
  return (Object.entries(rules) as Array<[KeyKind, Rule]>).flatMap(([kind, rule]) => {
    const key = keys[kind]
    if (!key) return []
    const stored = kind === 'email' || kind === 'number' ? digest(key) : key
    return [{ limiter: limiterFor(capability, kind, rule), key: stored }]
  })
}

/**
 * Counts one attempt at `capability` (or `cost` units: rooms) on each of its keys that is given; throws a
 * `limited` refusal (core/refusal.ts) with the German message and Retry-After when any key is over its
 * limit.
 */
export async function limit(capability: Capability, keys: LimitKeys, cost = 1): Promise<void> {
  let retryAfter = 0
  for (const { limiter, key } of countersOf(capability, keys)) {
    const decision = await limiter.hit(key, cost)
    if (!decision.ok) retryAfter = Math.max(retryAfter, decision.retryAfter)
  }
  if (retryAfter > 0) {
    throw new Refusal('limited', (messages[capability] ?? tooManyAttempts)(retryAfter), { retryAfter })
  }
}

/**
 * Gives back what an allowed `limit()` call counted, for an attempt that took nothing after all (a booking
 * refused for a changed price or a full night, or the same booking form sent twice).
 */
export async function release(capability: Capability, keys: LimitKeys, cost = 1): Promise<void> {
  for (const { limiter, key } of countersOf(capability, keys)) await limiter.reward(key, cost)
}

/** The keys a pass is bound to: all but the client's address, which changes as a phone changes networks. */
type PassKeys = Omit<LimitKeys, 'client'>

const PASS_PURPOSE = 'limit-pass'
const passSchema = z.object({ capability: z.string(), keys: z.string(), until: z.number() })

const passKeys = (keys: PassKeys) =>
  Object.entries(keys)
    .flatMap(([kind, key]) => (key ? [`${kind}=${digest(key)}`] : []))
    .sort()
    .join('&')

/**
 * A pass for an attempt at `capability` that was counted and succeeded: for `ms` the same attempt with the
 * same keys may be repeated without counting again (a guest who proved a booking reloads its status page).
 * Sealed with the session secret, so only this server can issue one; it holds the keys as hashes.
 */
export function passFor(capability: Capability, keys: PassKeys, ms: number): string {
  const content = { capability, keys: passKeys(keys), until: Date.now() + ms }
  return seal(JSON.stringify(content), getEnv().SESSION_SECRET, PASS_PURPOSE)
}

/** Whether `pass` was issued by `passFor` for `capability` with exactly these keys and has not expired. */
export function hasPass(pass: string | undefined, capability: Capability, keys: PassKeys): boolean {
  const opened = pass && unseal(pass, getEnv().SESSION_SECRET, PASS_PURPOSE)
  if (!opened) return false
  const content = passSchema.safeParse(JSON.parse(opened))
  return (
    content.success &&
    content.data.capability === capability &&
    content.data.keys === passKeys(keys) &&
    content.data.until > Date.now()
  )
}
