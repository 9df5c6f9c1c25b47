import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'

import { startDirectus, type DirectusConfig } from '../../directus/scripts/lib'

/**
 * What docker-compose.yml gives Directus for running as several instances (Redis, cache, rate limits,
 * synchronisation), `${X:-default}` as its default: tests and benchmarks run production's settings.
 */
export function scalingEnv(redis: string): Record<string, string> {
  const compose = parse(
    readFileSync(path.resolve(import.meta.dirname, '../../docker-compose.yml'), 'utf8'),
  ) as { services: { directus: { environment: Record<string, string> } } }
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(compose.services.directus.environment)) {
    if (!/^(REDIS_ENABLED|CACHE_|RATE_LIMITER_|SYNCHRONIZATION_)/.test(name)) continue
    env[name] = String(value).replace(/^\$\{[A-Z0-9_]+:-([^}]*)\}$/, '$1')
  }
  return { ...env, REDIS: redis }
}

/**
 * One Directus instance of several on a port of its own: the same database, uploads, KEY and SECRET as
 * `base`, and the compose file's settings for sharing the Redis at `redis`.
 */
export function instanceConfig(base: DirectusConfig, port: number, redis: string): DirectusConfig {
  return {
    ...base,
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    extraEnv: { ...base.extraEnv, ...scalingEnv(redis) },
  }
}

/** Starts an instance; on a busy machine a start on PostgreSQL takes half a minute or more. */
export const startInstance = (cfg: DirectusConfig, log?: (message: string) => void) =>
  startDirectus(cfg, { healthTimeoutMs: 180_000, ...(log ? { log } : {}) })
