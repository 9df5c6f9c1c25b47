import { data, redirect, type AppLoadContext } from '@remix-run/node'

import { signIn } from './auth.server'
import { clearPendingSignIn, commitPendingSignIn, readPendingSignIn } from './pending-sign-in.server'
import { redirectWithToast } from './toast.server'
import { tAccount } from '../core/copy/account'
import { PATHS, loginPath } from '../core/paths'
import { Refusal } from '../core/refusal'
import {
  acceptInvitation,
  LoginFailedError,
  passwordLogin,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
  unverifiedClaim,
  verifyRegistration,
} from '../server/directus'
import { errorFields, logger } from '../server/logger'

// Registration, its confirmation link and the password reset: the account flows that talk to Directus
// without a session.

export const REGISTRATION_SENT_PARAM = 'gesendet'

export type RegistrationOutcome =
  { kind: 'sent'; headers: HeadersInit } | { kind: 'invalid-email' } | { kind: 'unavailable' }

/**
 * Directus public registration (POST /users/register) with e-mail verification. The same answer for a new
 * and an existing address, so nobody can probe for accounts; the credentials stay in this browser so that
 * the mail's link can sign in (docs/decisions/pending-sign-in-cookie.md).
 */
export async function register(
  context: AppLoadContext,
  input: { email: string; password: string; first_name: string; last_name: string },
): Promise<RegistrationOutcome> {
  try {
    await registerCustomer({
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      verificationUrl: `${context.env.SITE_URL}${PATHS.welcome}`,
    })
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'invalid' && /email/i.test(error.reason ?? '')) {
      return { kind: 'invalid-email' }
    }
    logger.error('Registration failed', errorFields(error))
    return { kind: 'unavailable' }
  }
  return {
    kind: 'sent',
    headers: { 'Set-Cookie': await commitPendingSignIn({ email: input.email, password: input.password }) },
  }
}

export async function pendingRegistrationEmail(request: Request): Promise<string | null> {
  return (await readPendingSignIn(request))?.email ?? null
}

export const INVALID_LINK = tAccount('account.confirmLinkInvalid')

/**
 * The link of the verification mail (`/hotel/account/willkommen?token=…`): Directus activates the account,
 * then the credentials this browser kept since the registration sign the visitor in. Without them (other
 * browser or device) the visitor logs in by hand and comes back here.
 */
export async function confirmRegistration(request: Request, context: AppLoadContext, token: string) {
  const verified = token !== '' && (await verifyRegistration(token))
  const pending = await readPendingSignIn(request)
  // Directus has just accepted this very token, so its (otherwise unchecked) address claim is the one
  // the mail went to. Only then do the kept credentials sign in: a forged or used link, e.g. by the next
  // person at a shared computer, never does (a mail scanner that used the link first means a login by hand).
  const tokenEmail = verified ? unverifiedClaim(token, 'email')?.toLowerCase() : undefined
  const credentials = pending && pending.email.toLowerCase() === tokenEmail ? pending : null

  if (credentials) {
    const tokens = await passwordLogin(credentials.email, credentials.password).catch((error: unknown) => {
      if (error instanceof LoginFailedError) return null
      throw error
    })
    if (tokens) {
      return signIn(context, tokens, {
        request,
        email: credentials.email,
        redirectTo: PATHS.welcome,
        fallback: PATHS.welcome,
        toast: {
          title: tAccount('account.confirmedSignedIn'),
          icon: 'lucide:circle-check',
          color: 'green',
        },
        headers: { 'Set-Cookie': await clearPendingSignIn() },
      })
    }
  }
  if (verified) {
    return redirectWithToast(
      loginPath(PATHS.welcome),
      {
        title: tAccount('account.confirmedSignIn'),
        icon: 'lucide:circle-check',
        color: 'green',
      },
      pending ? { headers: { 'Set-Cookie': await clearPendingSignIn() } } : {},
    )
  }
  return data({ verifyError: INVALID_LINK }, { status: 400 })
}

/** POST /auth/password/request; false when Directus could not be reached. */
export async function sendPasswordResetMail(context: AppLoadContext, email: string): Promise<boolean> {
  try {
    await requestPasswordReset(email, `${context.env.SITE_URL}${PATHS.renewPassword}`)
    return true
  } catch (error) {
    logger.error('Password reset request failed', errorFields(error))
    return false
  }
}

/** POST /auth/password/reset; false when the link is invalid or expired. */
export const renewPassword = (token: string, password: string) => resetPassword(token, password)

/** The address of a reset link that Directus has just accepted (its claim is then the mail's address). */
export const resetLinkEmail = (token: string) => unverifiedClaim(token, 'email')

/** After a successful reset: to the login page with a message. */
export const passwordRenewed = () =>
  redirectWithToast(PATHS.login, {
    title: tAccount('account.passwordChangedSignIn'),
    icon: 'lucide:circle-check',
    color: 'green',
  })

export const registrationSent = (headers: HeadersInit) =>
  redirect(`${PATHS.register}?${REGISTRATION_SENT_PARAM}=1`, { headers })

/** The address an invitation was issued for (its token's claim), to show whose account is set up. */
export const invitationEmail = (token: string | null) => unverifiedClaim(token, 'email')

/**
 * POST /users/invite/accept (spec §7): the invited customer sets a password; then they are signed in with
 * it. Null when the invitation is invalid or used.
 */
export async function acceptInvitationAndSignIn(
  request: Request,
  context: AppLoadContext,
  token: string,
  password: string,
): Promise<Response | null> {
  if (!(await acceptInvitation(token, password))) return null
  const email = invitationEmail(token)
  const tokens = email
    ? await passwordLogin(email, password).catch((error: unknown) => {
        if (error instanceof LoginFailedError) return null
        throw error
      })
    : null
  const toast = { icon: 'lucide:circle-check', color: 'green' } as const
  if (!tokens) {
    return redirectWithToast(PATHS.login, {
      ...toast,
      title: tAccount('account.passwordSavedSignIn'),
    })
  }
  return signIn(context, tokens, {
    request,
    email: email ?? undefined,
    redirectTo: PATHS.welcome,
    fallback: PATHS.welcome,
    toast: { ...toast, title: tAccount('account.passwordSavedSignedIn') },
  })
}
