import { tAccount } from '../../core/copy/account'

/**
 * Third-party login (spec §7: a redirect to /auth/login/{provider}?redirect={current page URL}). The site
 * serves that path itself and relays it to Directus (app/sso.server.ts, docs/decisions/sso-relayed-through-the-site.md), so the link stays on the
 * site's origin. Shared by the buttons and the server routes.
 */
export interface SsoProviderLink {
  id: string
  label: string
}

/** The start of a third-party login; `redirectTo` is the local page to come back to. */
export function ssoStartUrl(providerId: string, siteUrl: string, redirectTo: string): string {
  const back = new URL(redirectTo, siteUrl)
  return `/auth/login/${encodeURIComponent(providerId)}?${new URLSearchParams({ redirect: back.href })}`
}

/** Why a third-party login ended on the login page (the `sso` query parameter), with the visitor's message. */
export const SSO_ERROR_MESSAGES = {
  abgebrochen: tAccount('account.sso.cancelled'),
  'konto-vorhanden': tAccount('account.sso.accountExists'),
  'nicht-moeglich': tAccount('account.sso.unavailable'),
  fehlgeschlagen: tAccount('account.sso.failed'),
} as const

export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES

export function ssoErrorMessage(code: string | null): string | null {
  return code && Object.hasOwn(SSO_ERROR_MESSAGES, code) ? SSO_ERROR_MESSAGES[code as SsoErrorCode] : null
}

/** Directus's `?reason=` (an error code) as one of ours. */
export function ssoErrorFromDirectusReason(reason: string | null | undefined): SsoErrorCode {
  switch (reason) {
    case 'INVALID_PROVIDER':
      // Directus's answer when the provider's e-mail address already belongs to an account of another kind.
      return 'konto-vorhanden'
    case 'SERVICE_UNAVAILABLE':
      return 'nicht-moeglich'
    default:
      return 'fehlgeschlagen'
  }
}
