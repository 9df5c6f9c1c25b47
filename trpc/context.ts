import type { RestCommand } from '@directus/sdk'

import type { Schema } from '../core/collections'
import { directusRequest, unverifiedClaim } from '../server/directus'
import { getEnv } from '../server/env'

/** Runs one Directus command with the token it is bound to. */
export type Caller = <Output>(command: RestCommand<Output, Schema>) => Promise<Output>

export interface Context {
  /**
   * Reads catalogue content: with the server user's static token, published only (spec §7); in preview
   * with the editor's own token, drafts included (docs/decisions/preview-with-the-studio-session.md).
   */
  catalogue: Caller
  /** Calls Directus as the signed-in visitor (their bearer token), or null for anonymous visitors. */
  visitor: Caller | null
  /**
   * The signed-in visitor's user id: the `id` claim of the access token Directus issued to this server
   * (kept in the encrypted session), for checking again what Directus answered.
   */
  userId: string | null
  /** Preview: the visitor is an editor who asked for drafts; nothing read is shared or cached. */
  preview: boolean
  /**
   * The content version a preview shows (`?version=`, app/lib/preview.ts), null for the item itself; reads
   * of versioned collections pass it on to Directus. Always null outside a preview.
   */
  version: string | null
  /** The visitor's rate-limit key (server/client-address.ts); null for calls that no visitor made. */
  clientKey: string | null
}

/**
 * The context of one call: the visitor's valid access token from the request's session (read once by the
 * web server), or, right after a sign-in whose cookie the browser has not sent yet, the new token.
 */
export function createContext({
  accessToken,
  preview = false,
  version = null,
  clientKey = null,
}: {
  accessToken: string | null
  /** Only for a visitor whose token is an editor's (app/preview.server.ts checks it). */
  preview?: boolean
  version?: string | null
  clientKey?: string | null
}): Context {
  const staticToken = getEnv().DIRECTUS_STATIC_TOKEN
  const visitor: Caller | null = accessToken ? (command) => directusRequest(accessToken, command) : null
  return {
    catalogue: preview && visitor ? visitor : (command) => directusRequest(staticToken, command),
    visitor,
    userId: unverifiedClaim(accessToken, 'id'),
    preview: preview && visitor !== null,
    version: preview && visitor !== null ? version : null,
    clientKey,
  }
}
