import { customEndpoint } from '@directus/sdk'

import { Refusal } from '../core/refusal'
import { directusRequest } from '../server/directus'

/**
 * The address of an invitation that Directus issued and that is still open (directus/extensions/reiseportal/src/invitation
 * checks the token's signature, scope, expiry and the invited user); null for any other token. The page shows
 * only this, never a claim read from the link itself, which anybody could have written.
 */
export async function confirmedInvitationEmail(token: string | null): Promise<string | null> {
  if (!token) return null
  const answer = await directusRequest(
    null,
    customEndpoint<unknown>({ path: '/invitation/check', method: 'POST', body: JSON.stringify({ token }) }),
  ).catch((error: unknown) => {
    if (error instanceof Refusal) return null
    throw error
  })
  const email = (answer as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : null
}
