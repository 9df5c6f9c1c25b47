// Directus keeps nothing of the provider's claims after an SSO login. Whether the provider vouches for the
// e-mail address decides whether guest bookings with that address may be attached to the account
// (the folder-sync endpoint), so it is recorded on the user at every SSO sign-in.
import type { HookConfig } from '@directus/types'

const vouched = (userInfo: { email_verified?: unknown } | undefined) =>
  userInfo?.email_verified === true || userInfo?.email_verified === 'true'

interface Meta {
  providerPayload?: { userInfo?: { email_verified?: unknown } }
}

const ssoEmailVerified: HookConfig = ({ filter }) => {
  for (const event of ['auth.create', 'auth.update']) {
    filter<Record<string, unknown>>(event, (payload, meta) => ({
      ...payload,
      email_verified: vouched((meta as Meta | undefined)?.providerPayload?.userInfo),
    }))
  }
}

export default ssoEmailVerified
