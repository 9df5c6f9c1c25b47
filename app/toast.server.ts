import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'

import { FLASH_COOKIE } from '../core/cookies'
import { sealedCookie } from '../server/cookies'
import { getEnv } from '../server/env'

const toastSchema = z.object({
  title: z.string().min(1).max(200),
  icon: z.string().optional(),
  color: z.enum(['primary', 'green', 'red', 'yellow']).default('primary'),
})

export type ToastInput = z.input<typeof toastSchema>
export type FlashToast = z.infer<typeof toastSchema>

const FLASH_KEY = 'toast'
let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  return createCookieSessionStorage({ cookie: sealedCookie(getEnv(), FLASH_COOKIE) })
}

function toastStorage() {
  storage ??= createStorage()
  return storage
}

/**
 * Feedback after an action is a redirect that carries a message (STYLE.md habit 6): the next page shows
 * it once, as a toast with JavaScript and as a status message without.
 */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const session = await toastStorage().getSession()
  session.flash(FLASH_KEY, toastSchema.parse(toast))
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastStorage().commitSession(session))
  return redirect(url, { ...init, headers })
}

/** The pending message, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  // Asked before it is read: reading a flash value removes it from the session, and `has` would say no.
  const pending = session.has(FLASH_KEY)
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY))
  const headers = new Headers()
  if (pending) headers.append('Set-Cookie', await toastStorage().destroySession(session))
  return { toast: parsed.success ? parsed.data : null, headers }
}
