import { safeRedirect } from './lib/safe-url'
import { commitLogin } from './session.server'
import { redirectWithToast, type ToastInput } from './toast.server'
import { signedInCaller } from './trpc.server'
import type { AuthResult } from '../server/auth-tokens'
import { logger } from '../server/logger'

/**
 * The one way a visitor becomes signed in (password login, registration, third-party login): a fresh
 * session with the new tokens (rotated, no fixation), then the way back with a message. Everything that
 * must happen when the signed-in user changes (spec §4) belongs here, so no sign-in path can forget it.
 */
export async function completeSignIn(
  tokens: AuthResult,
  options: {
    redirectTo: string | null | undefined
    fallback: string
    toast: ToastInput
    /** More headers of the answer, e.g. a cookie that the sign-in used up. */
    headers?: HeadersInit
  },
): Promise<Response> {
  await syncFolders(tokens.accessToken)
  const headers = new Headers(options.headers)
  headers.append('Set-Cookie', await commitLogin(tokens))
  // Spec §4 "then the current route is refreshed": the redirect loads the page with the attached folders.
  return redirectWithToast(safeRedirect(options.redirectTo ?? undefined, options.fallback), options.toast, {
    headers,
  })
}

/** Spec §4: a new signed-in user gets the folders booked earlier as a guest. Never blocks the sign-in. */
async function syncFolders(accessToken: string): Promise<void> {
  try {
    const { attached } = await signedInCaller(accessToken).folder.syncWithMyJackForUser()
    if (attached > 0) logger.info('Guest folders attached at sign-in', { attached })
  } catch (error) {
    logger.error('folder.syncWithMyJackForUser failed at sign-in', {
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
