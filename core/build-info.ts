/** The answer of GET /builds/latest.json (spec §7): the running build's id and when it was built. */
export interface BuildInfo {
  id: string
  timestamp: number
}

export const BUILD_MANIFEST_PATH = '/builds/latest.json'

export function isBuildInfo(value: unknown): value is BuildInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'timestamp' in value &&
    typeof value.timestamp === 'number'
  )
}
