import { Redis } from 'ioredis'

import { getEnv } from './env'
import { logger } from './logger'

let client: Redis | null | undefined
let lastWarning = 0

function connect(url: string): Redis {
  // A command waits at most two seconds (a busy event loop delays replies): Redis down must not hold a page
  // open; every user falls back to this process.
  const redis = new Redis(url, { keyPrefix: 'reiseportal:', commandTimeout: 2000, maxRetriesPerRequest: 1 })
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 10_000) return
    lastWarning = Date.now()
    logger.warn('Redis not reachable', { error: error.message })
  })
  return redis
}

/**
 * The state several web instances share (token refresh, rate limits, caches), when REDIS_URL is set;
 * null otherwise, and every user keeps its state in this process.
 */
export function sharedStore(): Redis | null {
  // Unset: nothing to read (also in unit tests, which have no configuration to check).
  if (!process.env.REDIS_URL) return null
  if (client === undefined) {
    const url = getEnv().REDIS_URL
    client = url ? connect(url) : null
  }
  return client
}

export async function closeSharedStore(): Promise<void> {
  await client?.quit().catch(() => undefined)
}
