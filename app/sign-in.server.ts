import { safeRedirect } from './lib/safe-url'
import { commitLogin } from './session.server'
import { redirectWithToast, type ToastInput } from './toast.server'
import type { AuthResult } from '../server/auth-tokens'

/**
 * The one way a visitor becomes signed in (password login, registration, third-party login): a fresh
 * session with the new tokens (rotated, no fixation), then the way back with a message. Everything that
 * must happen when the signed-in user changes (spec §4) belongs here, so no sign-in path can forget it.
 */
export async function completeSignIn(
  tokens: AuthResult,
  options: { redirectTo: string | null | undefined; fallback: string; toast: ToastInput },
): Promise<Response> {
  return redirectWithToast(safeRedirect(options.redirectTo ?? undefined, options.fallback), options.toast, {
    headers: { 'Set-Cookie': await commitLogin(tokens) },
  })
}
