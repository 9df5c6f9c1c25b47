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

import { redisConfigAvailable, useRedis as sharedRedis } from '@directus/api/redis/index'
import { InvalidCredentialsError } from '@directus/errors'

import { windowCounter } from './counter.js'

// Fixed id of directus/scripts/setup.ts: the role of the web server's user (its static token).
const WEBSERVER_ROLE = '0fb7b899-9814-4754-9d3b-069aba15c43e'
const KEY_PREFIX = 'reiseportal:limit:login-account:'
/** The doors that mail the address in their body, and the prefix of their counters. */
const MAIL_DOORS = {
  '/users/register': 'reiseportal:limit:directus-register-email:',
  '/auth/password/request': 'reiseportal:limit:directus-reset-email:',
}

/** The site's key of an account (app/login-throttle.server.ts accountKey). */
const accountKey = (email) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)

const positive = (value, fallback) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

const isWebServer = (accountability) =>
  Boolean(accountability?.user) &&
  [accountability.role, ...(accountability.roles ?? [])].includes(WEBSERVER_ROLE)

const isPasswordLogin = (payload) =>
  typeof payload?.email === 'string' && typeof payload?.password === 'string'

export default ({ init, filter, action }, { env, logger }) => {
  const points = positive(env.AUTH_ACCOUNT_LIMIT, 10)
  const windowMs = positive(env.AUTH_RATE_WINDOW_MS, 15 * 60_000)
  const stallMs = positive(env.LOGIN_STALL_TIME, 500)
  let counter
  const counts = () =>
    (counter ??= windowCounter({
      redis: redisConfigAvailable() ? sharedRedis() : null,
      prefix: KEY_PREFIX,
      windowMs,
      logger,
    }))

  /** Set for the requests of the web server: its logins are the site's to count. */
  const webServer = new AsyncLocalStorage()
  /** Login payloads whose attempt was counted here (given back when the login succeeds). */
  const counted = new WeakSet()

  const mailCounters = new Map()
  const mailCounter = (door) => {
    if (!mailCounters.has(door)) {
      const redis = redisConfigAvailable() ? sharedRedis() : null
      mailCounters.set(door, windowCounter({ redis, prefix: MAIL_DOORS[door], windowMs, logger }))
    }
    return mailCounters.get(door)
  }

  init('routes.before', ({ app }) => {
    app.use((req, res, next) => {
      const door = req.method === 'POST' ? req.path.replace(/\/+$/, '') : ''
      if (!Object.hasOwn(MAIL_DOORS, door) || typeof req.body?.email !== 'string') return next()
      mailCounter(door)
        .add(accountKey(req.body.email), 1)
        .then(({ consumed, msLeft }) => {
          if (consumed <= points) return next()
          const seconds = Math.max(1, Math.ceil(msLeft / 1000))
          const minutes = Math.max(1, Math.ceil(seconds / 60))
          res
            .status(429)
            .set('Retry-After', String(seconds))
            .json({
              errors: [
                {
                  message: `Zu viele Anfragen für diese E-Mail-Adresse. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`}.`,
                  extensions: { code: 'REQUESTS_EXCEEDED' },
                },
              ],
            })
        }, next)
    })
    app.use((req, res, next) => {
      if (req.method !== 'POST' || req.path.replace(/\/+$/, '') !== '/auth/login') return next()
      if (isWebServer(req.accountability)) return webServer.run(true, next)
      if (!isPasswordLogin(req.body)) return next()
      counts()
        .get(accountKey(req.body.email))
        .then(({ consumed, msLeft }) => {
          if (consumed < points) return next()
          const seconds = Math.max(1, Math.ceil(msLeft / 1000))
          const minutes = Math.max(1, Math.ceil(seconds / 60))
          res
            .status(429)
            .set('Retry-After', String(seconds))
            .json({
              errors: [
                {
                  message: `Zu viele Anmeldeversuche für dieses Konto. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`}.`,
                  extensions: { code: 'REQUESTS_EXCEEDED' },
                },
              ],
            })
        }, next)
    })
  })

  // An existing account's password is about to be checked (any door).
  filter('auth.login', async (payload) => {
    if (webServer.getStore() || !isPasswordLogin(payload)) return payload
    const { consumed } = await counts().add(accountKey(payload.email), 1)
    if (consumed > points) {
      // Refused as a wrong password is, after Directus's usual delay: nothing tells a right guess apart.
      await sleep(stallMs)
      throw new InvalidCredentialsError()
    }
    counted.add(payload)
    return payload
  })

  action('auth.login', ({ payload, status, user }) => {
    if (webServer.getStore() || !isPasswordLogin(payload)) return
    const key = accountKey(payload.email)
    // A success gives its attempt back; an unknown address never reached the filter and counts here.
    if (status === 'success' && counted.has(payload)) void counts().add(key, -1)
    else if (status === 'fail' && !user) void counts().add(key, 1)
  })
}
