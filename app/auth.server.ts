import { getEnv } from '../server/env'
import { createRateLimiter } from '../server/rate-limit'

let limiter: ReturnType<typeof createRateLimiter> | undefined

/** One limiter for login, registration and password reset, per client address. */
export function authRateLimiter() {
  const env = getEnv()
  limiter ??= createRateLimiter({ limit: env.AUTH_RATE_LIMIT, windowMs: env.AUTH_RATE_WINDOW_MS })
  return limiter
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Zu viele Versuche. Bitte warten Sie ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuchen Sie es dann erneut.`
}
