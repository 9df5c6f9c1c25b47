import { createDirectus, isDirectusError, rest, withToken, type RestCommand } from '@directus/sdk'

import { getEnv } from './env'
import { logger } from './logger'
import type { Schema } from '../trpc/schema'

/** A failed Directus call: spec §8 "status and status text are logged, then an error is raised". */
export class BackendError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    readonly data: unknown,
  ) {
    super(`Directus answered ${statusCode} ${statusMessage}`)
    this.name = 'BackendError'
  }
}

let client: ReturnType<typeof build> | undefined

function build(url: string) {
  return createDirectus<Schema>(url).with(rest())
}

/**
 * The one Directus client of the web server. It holds no credentials: every call passes the token it
 * runs with (the visitor's or the server user's static token), so nothing user-specific is shared.
 */
function directusClient() {
  client ??= build(getEnv().DIRECTUS_URL)
  return client
}

export async function directusRequest<Output>(
  token: string,
  command: RestCommand<Output, Schema>,
): Promise<Output> {
  try {
    return await directusClient().request(withToken(token, command))
  } catch (error) {
    if (isDirectusError(error)) {
      const response = (error as { response?: Response }).response
      const status = response?.status ?? 500
      const statusText = response?.statusText ?? 'Unknown'
      logger.warn('Directus request failed', { status, statusText, message: error.message })
      throw new BackendError(status, statusText, { errors: error.errors })
    }
    logger.error('Directus not reachable', { error: error instanceof Error ? error.message : String(error) })
    throw new BackendError(503, 'Service Unavailable', null)
  }
}

export async function directusHealthy(timeoutMs = 1500): Promise<boolean> {
  try {
    const response = await fetch(new URL('/server/health', getEnv().DIRECTUS_URL), {
      signal: AbortSignal.timeout(timeoutMs),
    })
    return response.ok
  } catch {
    return false
  }
}
