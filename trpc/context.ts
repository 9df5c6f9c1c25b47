import type { RestCommand } from '@directus/sdk'

import type { Schema } from './schema'
import { directusRequest } from '../server/directus'
import { getEnv } from '../server/env'
import { isAccessTokenExpired, sessionStorageFor } from '../server/session'

/** Runs one Directus command with the token it is bound to. */
export type Caller = <Output>(command: RestCommand<Output, Schema>) => Promise<Output>

export interface Context {
  /** Reads published catalogue content with the server user's static token (spec §7). */
  catalogue: Caller
  /** Calls Directus as the logged-in visitor (their bearer token), or null for anonymous visitors. */
  visitor: Caller | null
  /** The incoming request, when the call comes from HTTP or a loader. */
  request?: Request
}

/**
 * The visitor is the one of the request's session, or, right after a sign-in whose cookie the browser has
 * not sent yet, the one of the new `accessToken`.
 */
export async function createContext({
  request,
  accessToken: freshToken,
}: { request?: Request; accessToken?: string } = {}): Promise<Context> {
  const env = getEnv()
  const staticToken = env.DIRECTUS_STATIC_TOKEN
  const tokens = request
    ? (await sessionStorageFor(env).getSession(request.headers.get('Cookie'))).data
    : { accessToken: undefined }
  const accessToken = freshToken ?? (!isAccessTokenExpired(tokens) ? tokens.accessToken : undefined)
  return {
    catalogue: (command) => directusRequest(staticToken, command),
    visitor: accessToken ? (command) => directusRequest(accessToken, command) : null,
    request,
  }
}
