import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { createCookie } from '@remix-run/node'
import { z } from 'zod'

import { getEnv } from '../server/env'

/**
 * Between registration and the click on the mail's link the visitor is nobody to Directus (unverified
 * users cannot log in). So that the link can sign in, the registration leaves the credentials in this
 * browser: encrypted and authenticated (AES-256-GCM, key from SESSION_SECRET), httpOnly, for one day,
 * cleared when used. Another browser or device gets the login page instead (docs/decisions.md).
 */
export const PENDING_SIGN_IN_MAX_AGE_S = 24 * 60 * 60

const credentialsSchema = z.object({ email: z.string(), password: z.string(), exp: z.number() })
export type PendingCredentials = { email: string; password: string }

function keyFor(secret: string): Buffer {
  return createHash('sha256').update(`pending-sign-in:${secret}`).digest()
}

/** `iv.tag.ciphertext` (base64url), sealed with the first secret. */
export function seal(credentials: PendingCredentials, secrets: string[], now = Date.now()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secrets[0]!), iv)
  const plain = JSON.stringify({ ...credentials, exp: now + PENDING_SIGN_IN_MAX_AGE_S * 1000 })
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The credentials, or null when the value is forged, damaged, expired or sealed with an unknown secret. */
export function unseal(value: string, secrets: string[], now = Date.now()): PendingCredentials | null {
  const parts = value.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (parts.length !== 3) return null
  const [iv, tag, body] = parts as [Buffer, Buffer, Buffer]
  if (iv.length !== 12 || tag.length !== 16) return null
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv)
      decipher.setAuthTag(tag)
      const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      const parsed = credentialsSchema.safeParse(JSON.parse(plain))
      if (!parsed.success || parsed.data.exp <= now) return null
      return { email: parsed.data.email, password: parsed.data.password }
    } catch {
      // Not sealed with this secret: try the next one (rotation).
    }
  }
  return null
}

let cookie: ReturnType<typeof createCookie> | undefined

function pendingCookie() {
  const env = getEnv()
  cookie ??= createCookie('pending_sign_in', {
    httpOnly: true,
    path: '/hotel/account',
    sameSite: 'lax',
    secure: env.SESSION_SECURE ?? env.NODE_ENV === 'production',
    maxAge: PENDING_SIGN_IN_MAX_AGE_S,
  })
  return cookie
}

export function commitPendingSignIn(credentials: PendingCredentials): Promise<string> {
  return pendingCookie().serialize(seal(credentials, getEnv().SESSION_SECRET))
}

export async function readPendingSignIn(request: Request): Promise<PendingCredentials | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? unseal(value, getEnv().SESSION_SECRET) : null
}

export function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize('', { maxAge: 0 })
}
