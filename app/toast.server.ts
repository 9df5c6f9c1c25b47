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

/** The cookie that carries a message to the next page the visitor sees. */
async function toastCookie(toast: ToastInput): Promise<string> {
  const session = await toastStorage().getSession()
  session.flash(FLASH_KEY, toastSchema.parse(toast))
  return toastStorage().commitSession(session)
}

/**
 * Feedback after an action is a redirect that carries a message (STYLE.md habit 6): the next page shows
 * it once, as a toast with JavaScript and as a status message without.
 */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastCookie(toast))
  return redirect(url, { ...init, headers })
}

/**
 * Whether the browser asks only in case the visitor follows a link: a `<link rel="prefetch">`, as Remix's
 * prefetching writes them, comes with `Sec-Purpose: prefetch` (older browsers: `Purpose: prefetch`).
 */
function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? ''
  return /(^|[\s,;])prefetch($|[\s,;])/i.test(purpose)
}

/**
 * The message this page shows: the one an action left, else `fallback` (that the session ended), with the
 * headers that clear it. A prefetch is not a visit: it leaves the message for the page the visitor sees
 * (the main navigation is prefetched a second after each page loads, often right after an action's
 * redirect), and a fallback it came upon goes into the cookie for that page, unless a message waits there.
 */
export async function pageToast(
  request: Request,
  fallback: ToastInput | null,
): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const headers = new Headers()
  const session = await toastStorage().getSession(request.headers.get('Cookie'))
  // Asked before it is read: reading a flash value removes it from the session, and `has` would say no.
  const pending = session.has(FLASH_KEY)
  if (isPrefetch(request)) {
    if (fallback && !pending) headers.append('Set-Cookie', await toastCookie(fallback))
    return { toast: null, headers }
  }
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY))
  if (pending) headers.append('Set-Cookie', await toastStorage().destroySession(session))
  return { toast: parsed.success ? parsed.data : fallback && toastSchema.parse(fallback), headers }
}
