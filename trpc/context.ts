import type { RestCommand } from '@directus/sdk'

import type { Schema } from './schema'
import { directusRequest } from '../server/directus'
import { getEnv } from '../server/env'

export interface Context {
  /** Reads published catalogue content with the server user's static token (spec §7). */
  catalogue: <Output>(command: RestCommand<Output, Schema>) => Promise<Output>
  /** The incoming request, when the call comes from HTTP or a loader. */
  request?: Request
}

export function createContext({ request }: { request?: Request } = {}): Context {
  const staticToken = getEnv().DIRECTUS_STATIC_TOKEN
  return {
    catalogue: (command) => directusRequest(staticToken, command),
    request,
  }
}
