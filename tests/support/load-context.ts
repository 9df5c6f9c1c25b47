import type { AppLoadContext } from '@remix-run/node'

import { parseEnv } from '../../server/env'
import { sessionStorageFor } from '../../server/session'

/** A load context as the express server builds it, for calling loaders and actions in unit tests. */
export async function testLoadContext(
  overrides: Partial<Omit<AppLoadContext, 'env'>> & { env?: Record<string, string> } = {},
): Promise<AppLoadContext> {
  const env = parseEnv({
    SITE_URL: 'http://localhost:3000',
    DIRECTUS_URL: 'http://127.0.0.1:8055',
    DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
    ...overrides.env,
  })
  const session = await sessionStorageFor(env).getSession()
  return {
    cspNonce: '',
    roundTripOnly: false,
    visiblePath: '/',
    clientIp: '127.0.0.1',
    clientKey: '127.0.0.1',
    visitor: { session, accessToken: null, sessionEnded: false },
    ...overrides,
    env,
  }
}
