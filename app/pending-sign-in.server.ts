import { z } from 'zod'

import { PENDING_SIGN_IN_COOKIE } from '../core/cookies'
import { sealedCookie } from '../server/cookies'
import { getEnv } from '../server/env'

/**
 * Between registration and the click on the mail's link the visitor is nobody to Directus (unverified
 * users cannot log in). So that the link can sign in, the registration leaves the credentials in this
 * browser: encrypted, httpOnly, for 30 minutes, cleared when used. Another browser or device, or a later
 * click, gets the login page instead (docs/decisions/pending-sign-in-cookie.md).
 */
export const PENDING_SIGN_IN_MAX_AGE_S = 30 * 60

const credentialsSchema = z.object({ email: z.string(), password: z.string(), exp: z.number() })
export type PendingCredentials = { email: string; password: string }

let cookie: ReturnType<typeof sealedCookie> | undefined

function pendingCookie() {
  cookie ??= sealedCookie(getEnv(), PENDING_SIGN_IN_COOKIE, {
    path: '/hotel/account',
    sameSite: 'lax',
    maxAge: PENDING_SIGN_IN_MAX_AGE_S,
  })
  return cookie
}

export function commitPendingSignIn(credentials: PendingCredentials, now = Date.now()): Promise<string> {
  return pendingCookie().serialize({ ...credentials, exp: now + PENDING_SIGN_IN_MAX_AGE_S * 1000 })
}

export async function readPendingSignIn(
  request: Request,
  now = Date.now(),
): Promise<PendingCredentials | null> {
  const parsed = credentialsSchema.safeParse(await pendingCookie().parse(request.headers.get('Cookie')))
  if (!parsed.success || parsed.data.exp <= now) return null
  return { email: parsed.data.email, password: parsed.data.password }
}

export function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize('', { maxAge: 0 })
}
