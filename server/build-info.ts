import type { BuildInfo } from '../core/build-info'

/** The answer of GET /builds/latest.json: the running build's id and when it was built. */
export function latestBuildInfo(buildVersion: string, builtAt: number): BuildInfo {
  return { id: buildVersion, timestamp: builtAt }
}

/** The manifest must never be cached, or clients would keep comparing against an old id. */
export const buildInfoHeaders = { 'Cache-Control': 'no-store' } as const
