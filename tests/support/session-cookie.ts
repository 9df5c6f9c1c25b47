import { parseEnv } from '../../server/env'
import { sessionStorageFor, type SessionTokens } from '../../server/session'

/**
 * Reads and writes the web server's session cookie for a SESSION_SECRET the test chose, to give a request
 * an expired access token or to see which tokens an answer carries.
 */
export function sessionCookies(secret: string) {
  const storage = sessionStorageFor(
    parseEnv({
      SITE_URL: 'http://127.0.0.1',
      DIRECTUS_URL: process.env.DIRECTUS_URL ?? 'http://127.0.0.1',
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN ?? 'a-static-token-of-some-length',
      SESSION_SECRET: secret,
    }),
  )
  return {
    /** A Cookie header value (`__session=…`) holding these tokens. */
    async write(tokens: SessionTokens): Promise<string> {
      const session = await storage.getSession()
      for (const [key, value] of Object.entries(tokens)) session.set(key as keyof SessionTokens, value)
      return (await storage.commitSession(session)).split(';', 1)[0]!
    },
    /** The tokens of the session cookie among an answer's Set-Cookie headers, or null when it sets none. */
    async read(response: Response): Promise<SessionTokens | null> {
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__session='))
      return cookie ? (await storage.getSession(cookie.split(';', 1)[0])).data : null
    },
  }
}
