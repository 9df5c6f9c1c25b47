import { customEndpoint } from '@directus/sdk'
import type { AppLoadContext } from '@remix-run/node'

import { admitDeviceLinkRequest, deviceLinkTtlMs, deviceLinkToken } from './login-throttle.server'
import { PATHS } from '../core/paths'
import { directusRequest } from '../server/directus'
import { getEnv } from '../server/env'
import { errorFields, logger } from '../server/logger'

// The mailed link that makes a browser a known device of an account (docs/decisions/known-device-by-mailed-link.md).
// The site seals the link (account key, expiry, nonce; app/login-throttle.server.ts); Directus's
// `device-link` endpoint (directus/extensions/reiseportal/src/device-link) mails it, and only to an active account's own
// address. Whoever asks learns nothing about whether the address has an account.

type DeviceLinkOutcome = { kind: 'sent' } | { kind: 'limited'; retryAfter: number } | { kind: 'unavailable' }

/** Counts the request (per client and address), then asks Directus to mail the link if the account exists. */
export async function requestDeviceLink(context: AppLoadContext, email: string): Promise<DeviceLinkOutcome> {
  const decision = await admitDeviceLinkRequest(context, email)
  if (!decision.ok) return { kind: 'limited', retryAfter: decision.retryAfter }
  const url = `${context.env.SITE_URL}${PATHS.deviceLink}?${new URLSearchParams({ token: deviceLinkToken(email) })}`
  try {
    await directusRequest(
      getEnv().DIRECTUS_STATIC_TOKEN,
      customEndpoint<unknown>({
        path: '/device-link/send',
        method: 'POST',
        body: JSON.stringify({ email, url, valid_minutes: Math.round(deviceLinkTtlMs() / 60_000) }),
      }),
    )
    return { kind: 'sent' }
  } catch (error) {
    logger.error('Device link could not be requested', errorFields(error))
    return { kind: 'unavailable' }
  }
}
