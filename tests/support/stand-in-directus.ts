import type { RequestListener } from 'node:http'

import { listen } from './listen'

/**
 * A stand-in Directus on a free local port that answers with `handler`, and the web server's settings
 * pointing at it (server/env.ts reads them on first use).
 */
export async function standInDirectus(handler: RequestListener, settings: Record<string, string> = {}) {
  const { base, close } = await listen(handler)
  Object.assign(process.env, {
    SITE_URL: 'http://localhost:3000',
    DIRECTUS_URL: base,
    DIRECTUS_STATIC_TOKEN: 'a-static-token-of-some-length',
    SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234',
    ...settings,
  })
  return { close }
}
