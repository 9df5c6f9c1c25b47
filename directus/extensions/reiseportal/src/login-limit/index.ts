// Directus checks passwords itself at POST /auth/login (the Data Studio, the SDK, anybody who reaches its
// host) and at GraphQL's `auth_login`. The site limits logins per account in front of Directus
// (app/login-throttle.server.ts); this hook gives Directus's own doors the same limit per account:
//
// - one counter per account: a hash of the e-mail address, the key the site uses, in Redis as
//   `reiseportal:limit:login-account:<key>` when Directus has Redis (REDIS), so that failures at either door
//   count together; without Redis in this process (bounded);
// - AUTH_ACCOUNT_LIMIT failed attempts per AUTH_RATE_WINDOW_MS (the site's settings and defaults); every
//   attempt counts when it starts and a successful one is given back, so parallel guesses count too;
// - over the limit, POST /auth/login answers 429 with Retry-After, for every address alike (unknown ones
//   count too, so the answer tells nothing about which accounts exist); an attempt that slipped past that
//   check (a parallel burst, GraphQL) is refused like a wrong password, so a right guess is never confirmed;
// - the web server's own logins (POST /auth/login with its static token) are not counted or refused: the
//   site counts them itself and lets browsers that the account's owner signed in with before through while
//   strangers are throttled (known devices). Directus has no such notion: at its own doors the owner waits
//   for the window to end, which is why the Data Studio's host should be reachable only by those who need it
//   (docs/operations.md).
//
// The two doors that mail a typed address, POST /users/register and POST /auth/password/request, count
// every request per address (AUTH_ACCOUNT_LIMIT per AUTH_RATE_WINDOW_MS, a counter per door, the site's
// requests included) and answer 429 with Retry-After beyond it: reached straight at Directus, they mail no
// address more often than the site's forms do. Unknown and existing addresses count alike.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { InvalidCredentialsError } from '@directus/errors'
import type { HookConfig, HookExtensionContext } from '@directus/types'
import type { Application, NextFunction, Request, Response } from 'express'

import { windowCounter, type WindowCounter } from './counter'
import { tError } from '../../../../../core/copy/error'
import { isWebServer } from '../shared/caller'
import { directusRedis, redisConfigAvailable } from '../shared/directus-internals'

const KEY_PREFIX = 'reiseportal:limit:login-account:'
/** The doors that mail the address in their body, and the prefix of their counters. */
const MAIL_DOORS: Record<string, string> = {
  '/users/register': 'reiseportal:limit:directus-register-email:',
  '/auth/password/request': 'reiseportal:limit:directus-reset-email:',
}

/** The site's key of an account (app/login-throttle.server.ts accountKey). */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)

const positive = (value: unknown, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

interface PasswordLogin {
  email: string
  password: string
}

const isPasswordLogin = (payload: unknown): payload is PasswordLogin =>
  typeof (payload as Partial<PasswordLogin> | null)?.email === 'string' &&
  typeof (payload as Partial<PasswordLogin> | null)?.password === 'string'

const requestPath = (req: Request) => (req.method === 'POST' ? req.path.replace(/\/+$/, '') : '')

/** 429 with Retry-After and a German message naming the wait in minutes. */
function tooMany(res: Response, msLeft: number, what: string) {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  res
    .status(429)
    .set('Retry-After', String(seconds))
    .json({
      errors: [
        {
          message: tError('error.tooManyOf', { what, count: minutes }),
          extensions: { code: 'REQUESTS_EXCEEDED' },
        },
      ],
    })
}

interface Limits {
  points: number
  windowMs: number
  logger: HookExtensionContext['logger']
}

const counterFor = (prefix: string, { windowMs, logger }: Limits) =>
  windowCounter({ redis: redisConfigAvailable() ? directusRedis() : null, prefix, windowMs, logger })

/** The doors that mail a typed address count every request per address. */
function mailDoors(app: Application, limits: Limits) {
  const counters = new Map<string, WindowCounter>()
  const counterOf = (door: string, prefix: string) => {
    let counter = counters.get(door)
    if (!counter) counters.set(door, (counter = counterFor(prefix, limits)))
    return counter
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    const door = requestPath(req)
    const prefix = MAIL_DOORS[door]
    const email = (req.body as { email?: unknown } | undefined)?.email
    if (!prefix || !Object.hasOwn(MAIL_DOORS, door) || typeof email !== 'string') return next()
    counterOf(door, prefix)
      .add(accountKey(email), 1)
      .then(({ consumed, msLeft }) => {
        if (consumed <= limits.points) return next()
        tooMany(res, msLeft, tError('error.limit.emailRequests'))
      }, next)
  })
}

const loginLimit: HookConfig = ({ init, filter, action }, { env, logger }) => {
  const limits = {
    points: positive(env.AUTH_ACCOUNT_LIMIT, 10),
    windowMs: positive(env.AUTH_RATE_WINDOW_MS, 15 * 60_000),
    logger,
  }
  const stallMs = positive(env.LOGIN_STALL_TIME, 500)
  let counter: WindowCounter | undefined
  const counts = () => (counter ??= counterFor(KEY_PREFIX, limits))

  /** Set for the requests of the web server: its logins are the site's to count. */
  const webServer = new AsyncLocalStorage<boolean>()
  /** Login payloads whose attempt was counted here (given back when the login succeeds). */
  const counted = new WeakSet<object>()

  init('routes.before', (meta) => {
    const { app } = meta as { app: Application }
    mailDoors(app, limits)
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (requestPath(req) !== '/auth/login') return next()
      if (isWebServer(req.accountability)) return webServer.run(true, next)
      if (!isPasswordLogin(req.body)) return next()
      counts()
        .get(accountKey(req.body.email))
        .then(({ consumed, msLeft }) => {
          if (consumed < limits.points) return next()
          tooMany(res, msLeft, tError('error.limit.accountLogins'))
        }, next)
    })
  })

  // An existing account's password is about to be checked (any door).
  filter('auth.login', async (payload) => {
    if (webServer.getStore() || !isPasswordLogin(payload)) return payload
    const { consumed } = await counts().add(accountKey(payload.email), 1)
    if (consumed > limits.points) {
      // Refused as a wrong password is, after Directus's usual delay: nothing tells a right guess apart.
      await sleep(stallMs)
      throw new InvalidCredentialsError()
    }
    counted.add(payload)
    return payload
  })

  action('auth.login', (meta) => {
    const { payload, status, user } = meta as { payload: unknown; status: string; user: unknown }
    if (webServer.getStore() || !isPasswordLogin(payload)) return
    const key = accountKey(payload.email)
    // A success gives its attempt back; an unknown address never reached the filter and counts here.
    if (status === 'success' && counted.has(payload)) void counts().add(key, -1)
    else if (status === 'fail' && !user) void counts().add(key, 1)
  })
}

export default loginLimit
