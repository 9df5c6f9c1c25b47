import { data } from '@remix-run/node'

import { clearPendingSignIn, readPendingSignIn } from './pending-sign-in.server'
import { loginPath } from './session.server'
import { completeSignIn } from './sign-in.server'
import { redirectWithToast } from './toast.server'
import {
  emailOfVerificationToken,
  LoginFailedError,
  loginWithPassword,
  verifyRegistration,
} from '../server/auth-tokens'
import { getEnv } from '../server/env'

const WELCOME = '/hotel/account/willkommen'

export const INVALID_LINK =
  'Der Bestätigungslink ist ungültig oder wurde schon verwendet. Falls Ihr Konto bereits bestätigt ist, melden Sie sich bitte an; sonst registrieren Sie sich bitte erneut.'

/**
 * The link of the verification mail (`/hotel/account/willkommen?token=…`): Directus activates the account,
 * then the credentials this browser kept since the registration sign the visitor in. Without them (other
 * browser or device) the visitor logs in by hand and comes back here.
 */
export async function confirmRegistration(request: Request, token: string) {
  const directusUrl = getEnv().DIRECTUS_URL
  const verified = token !== '' && (await verifyRegistration(directusUrl, token))
  const pending = await readPendingSignIn(request)
  const tokenEmail = emailOfVerificationToken(token)?.toLowerCase()
  const credentials = pending && pending.email.toLowerCase() === tokenEmail ? pending : null

  // Also after a failed verification: a mail scanner may have opened the link first. The login decides,
  // since only an activated account with this browser's password gets through.
  if (credentials) {
    const tokens = await loginWithPassword(directusUrl, credentials.email, credentials.password).catch(
      (error: unknown) => {
        if (error instanceof LoginFailedError) return null
        throw error
      },
    )
    if (tokens) {
      return completeSignIn(tokens, {
        redirectTo: WELCOME,
        fallback: WELCOME,
        toast: {
          title: 'Ihre E-Mail-Adresse ist bestätigt. Willkommen, Sie sind angemeldet!',
          icon: 'lucide:circle-check',
          color: 'green',
        },
        headers: { 'Set-Cookie': await clearPendingSignIn() },
      })
    }
  }
  if (verified) {
    return redirectWithToast(
      loginPath(WELCOME),
      {
        title: 'Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.',
        icon: 'lucide:circle-check',
        color: 'green',
      },
      credentials ? { headers: { 'Set-Cookie': await clearPendingSignIn() } } : {},
    )
  }
  return data({ verifyError: INVALID_LINK }, { status: 400 })
}
