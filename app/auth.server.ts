import type { Submission } from '@conform-to/react'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { Authenticator, AuthorizationError } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'

import { replyWithRefusal } from './forms.server'
import { mergeAnonymousList } from './saved-trips.server'
import { redirectWithToast, type ToastInput } from './toast.server'
import { serverCaller, signedInCaller } from './trpc.server'
import { ERROR_TEXTS, tooManyAttempts as tooManyAttemptsText } from '../core/errors'
import { loginSchema } from '../core/forms'
import { loginPath, PATHS } from '../core/paths'
import { Refusal } from '../core/refusal'
import { LoginFailedError, passwordLogin, revokeRefreshToken, type AuthTokens } from '../server/directus'
import { getEnv } from '../server/env'
import { limit } from '../server/limits'
import { errorFields, logger } from '../server/logger'
import { sessionStorageFor } from '../server/session'
import { safeRedirect } from './lib/safe-url'
import { forgetDeviceCookie, rememberBrowser } from './login-throttle.server'
import { tAccount } from '../core/copy/account'

// The one auth module (Epic Stack style): guards that throw redirects, called by every loader and action
// that needs them, and the only ways in and out of a session.

interface Args {
  request: Request
  context: AppLoadContext
}

/** The visitor's valid access token, or null (the session was read and refreshed once, before Remix). */
export function getAccessToken(context: AppLoadContext): string | null {
  return context.visitor.accessToken
}

/**
 * A login-required loader or action: without a valid session the visitor goes to the login page and
 * comes back to the page as they see it (spec §2). Returns the access token.
 */
export function requireUser({ request, context }: Args): string {
  const token = getAccessToken(context)
  // Still signed in, but Directus could not renew the token (an outage): the error screen, not the login.
  if (!token && context.visitor.session.get('refreshToken')) {
    throw new Response(ERROR_TEXTS.SERVICE_UNAVAILABLE, { status: 503, statusText: 'Service Unavailable' })
  }
  if (!token) {
    // Remix's client data requests add their own parameters; they are not part of the page.
    const params = new URL(request.url).searchParams
    for (const internal of ['_routes', '_data', 'index']) params.delete(internal)
    const search = params.size > 0 ? `?${params}` : ''
    throw redirect(loginPath(context.visiblePath + search))
  }
  return token
}

/** Login and registration: a signed-in visitor is sent on (spec §2). */
export function requireAnonymous({ context }: Pick<Args, 'context'>, to: string): void {
  if (getAccessToken(context)) throw redirect(to)
}

const currentUsers = new WeakMap<object, ReturnType<typeof fetchUser>>()

function fetchUser(context: AppLoadContext) {
  return serverCaller(context)
    .user.me()
    .catch((error: unknown) => {
      logger.warn("Couldn't fetch user", errorFields(error))
      return null
    })
}

/** The signed-in user (GET /users/me), fetched at most once per request; null when anonymous or failed. */
export function getOptionalUser(context: AppLoadContext) {
  if (!getAccessToken(context)) return Promise.resolve(null)
  let user = currentUsers.get(context.visitor)
  if (!user) {
    user = fetchUser(context)
    currentUsers.set(context.visitor, user)
  }
  return user
}

let authenticator: Authenticator<AuthTokens> | undefined

/** remix-auth's form strategy around the Directus password login (spec §7 POST /auth/login). */
function passwordAuthenticator() {
  authenticator ??= new Authenticator<AuthTokens>(sessionStorageFor(getEnv()), { throwOnError: true }).use(
    new FormStrategy(async ({ form }) => {
      const { email, password } = loginSchema.parse(Object.fromEntries(form))
      return passwordLogin(email, password)
    }),
    'directus-password',
  )
  return authenticator
}

/** Directus refused the credentials (spec §5: "Login failed, please check your credentials."). */
export const isLoginFailure = (error: unknown): error is LoginFailedError => error instanceof LoginFailedError

/** The tokens of a password login; throws what Directus answered (LoginFailedError, BackendError). */
export async function authenticateWithPassword(
  { request, context }: Args,
  formData: FormData,
): Promise<AuthTokens> {
  try {
    return await passwordAuthenticator().authenticate('directus-password', request, {
      throwOnError: true,
      context: { ...context, formData },
    })
  } catch (error) {
    throw error instanceof AuthorizationError && error.cause ? error.cause : error
  }
}

/**
 * The one way a visitor becomes signed in (password login, registration, invitation, third-party login):
 * a fresh session with the new tokens (rotated, no fixation), then the way back with a message. Everything
 * that must happen when the signed-in user changes (spec §4: the guest folders; the anonymous Merkzettel
 * joins the account) belongs here, so no sign-in path can forget it.
 */
export async function signIn(
  context: AppLoadContext,
  tokens: AuthTokens,
  options: {
    /** The browser that signs in: it becomes a known device of the account (app/login-throttle.server.ts). */
    request: Request
    /** The account's e-mail address if the caller knows it; otherwise Directus is asked. */
    email?: string | undefined
    redirectTo: string | null | undefined
    fallback: string
    toast: ToastInput
    /** More headers of the answer, e.g. a cookie that the sign-in used up. */
    headers?: HeadersInit
  },
): Promise<Response> {
  const [, , email] = await Promise.all([
    syncFolders(tokens.accessToken),
    mergeAnonymousList(context.visitor.session, tokens.accessToken),
    options.email ?? accountEmail(tokens.accessToken),
  ])
  const storage = sessionStorageFor(getEnv())
  const session = await storage.getSession()
  session.set('accessToken', tokens.accessToken)
  session.set('refreshToken', tokens.refreshToken)
  session.set('expiresAt', tokens.expiresAt)
  const headers = new Headers(options.headers)
  headers.append('Set-Cookie', await storage.commitSession(session))
  // A stranger's wrong passwords never lock this browser out of the account again.
  if (email) headers.append('Set-Cookie', await rememberBrowser(options.request, email))
  // Spec §4 "then the current route is refreshed": the redirect loads the page with the attached folders.
  return redirectWithToast(safeRedirect(options.redirectTo ?? undefined, options.fallback), options.toast, {
    headers,
  })
}

/**
 * After a password change Directus has ended every session of the account, this browser's too: a login
 * with the new password keeps this one signed in, so that only the others end. Returns the new cookie.
 */
export async function renewSession(context: AppLoadContext, email: string, password: string) {
  const tokens = await passwordLogin(email, password).catch((error: unknown) => {
    logger.warn('Sign-in after the password change failed', errorFields(error))
    return null
  })
  if (!tokens) return new Headers()
  const { session } = context.visitor
  session.set('accessToken', tokens.accessToken)
  session.set('refreshToken', tokens.refreshToken)
  session.set('expiresAt', tokens.expiresAt)
  return new Headers({ 'Set-Cookie': await sessionStorageFor(getEnv()).commitSession(session) })
}

/** The signed-in account's address (a third-party login names none); null if Directus cannot tell. */
async function accountEmail(accessToken: string): Promise<string | null> {
  try {
    return (await signedInCaller(accessToken).user.me()).email || null
  } catch (error) {
    logger.warn("Couldn't read the account's address at sign-in", errorFields(error))
    return null
  }
}

/** Spec §4: a new signed-in user gets the folders booked earlier as a guest. Never blocks the sign-in. */
async function syncFolders(accessToken: string): Promise<void> {
  try {
    const { attached } = await signedInCaller(accessToken).folder.syncWithMyJackForUser()
    if (attached > 0) logger.info('Guest folders attached at sign-in', { attached })
  } catch (error) {
    logger.error('folder.syncWithMyJackForUser failed at sign-in', errorFields(error))
  }
}

/**
 * Logout (spec §4): Directus forgets the refresh token, the session cookie is cleared. With
 * `forgetDevice` ("Dieses Gerät vergessen", e.g. at a shared computer) the browser is no longer a known
 * device of any account: its next login counts like a stranger's.
 */
export async function signOut(
  { context }: Pick<Args, 'context'>,
  toast: ToastInput = {
    title: tAccount('account.signedOut'),
    icon: 'lucide:circle-check',
    color: 'green',
  },
  { forgetDevice = false }: { forgetDevice?: boolean } = {},
): Promise<Response> {
  const { session } = context.visitor
  const refreshToken = session.get('refreshToken')
  if (refreshToken) await revokeRefreshToken(refreshToken)
  const headers = new Headers({ 'Set-Cookie': await sessionStorageFor(getEnv()).destroySession(session) })
  if (forgetDevice) headers.append('Set-Cookie', await forgetDeviceCookie())
  return redirectWithToast(PATHS.home, toast, { headers })
}

/** The form again with the German message, 429 and Retry-After. */
export function tooManyAttempts(
  submission: Submission<unknown>,
  retryAfter: number,
  message = tooManyAttemptsText(retryAfter),
) {
  return replyWithRefusal(submission, new Refusal('limited', message, { retryAfter }))
}

/** The e-mail address a form carried, valid or not (a limit per address counts both). */
export function typedEmail(submission: Submission<unknown>): string | undefined {
  const value = submission.payload['email']
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * Counts an attempt at registration or password reset (every attempt counts, right or wrong), per client
 * and per address typed. When a limit is used up: the form again with a German message, 429 and
 * Retry-After; otherwise null.
 */
export async function refuseTooManyAttempts(
  context: AppLoadContext,
  capability: 'register' | 'reset',
  submission: Submission<unknown>,
  email?: string,
) {
  try {
    await limit(capability, { client: context.clientKey, email })
    return null
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'limited') return replyWithRefusal(submission, error)
    throw error
  }
}
