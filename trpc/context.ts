import type { RestCommand } from '@directus/sdk'

import type { Schema } from '../core/collections'
import { directusRequest, unverifiedClaim } from '../server/directus'
import { getEnv } from '../server/env'

/** Runs one Directus command with the token it is bound to. */
export type Caller = <Output>(command: RestCommand<Output, Schema>) => Promise<Output>

export interface Context {
  /** Reads published catalogue content with the server user's static token (spec §7). */
  catalogue: Caller
  /** Calls Directus as the signed-in visitor (their bearer token), or null for anonymous visitors. */
  visitor: Caller | null
  /**
   * The signed-in visitor's user id: the `id` claim of the access token Directus issued to this server
   * (kept in the encrypted session), for checking again what Directus answered.
   */
  userId: string | null
  /** The visitor's rate-limit key (server/client-address.ts); null for calls that no visitor made. */
  clientKey: string | null
}

/**
 * The context of one call: the visitor's valid access token from the request's session (read once by the
 * web server), or, right after a sign-in whose cookie the browser has not sent yet, the new token.
 */
export function createContext({
  accessToken,
  clientKey = null,
}: {
  accessToken: string | null
  clientKey?: string | null
}): Context {
  const staticToken = getEnv().DIRECTUS_STATIC_TOKEN
  return {
    catalogue: (command) => directusRequest(staticToken, command),
    visitor: accessToken ? (command) => directusRequest(accessToken, command) : null,
    userId: unverifiedClaim(accessToken, 'id'),
    clientKey,
  }
}
