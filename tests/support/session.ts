import { parseEnv } from '../../server/env'
import { sessionStorageFor, type SessionTokens } from '../../server/session'

type Tokens = Required<SessionTokens>

/** A customer's tokens straight from Directus (POST /auth/login), for tests whose subject is not the login. */
export async function directusTokens(email: string, password: string): Promise<Tokens> {
  const response = await fetch(`${process.env.DIRECTUS_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, mode: 'json' }),
  })
  if (!response.ok) throw new Error(`Directus login of ${email}: ${response.status}`)
  const { data } = (await response.json()) as {
    data: { access_token: string; refresh_token: string; expires: number }
  }
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresAt: Date.now() + data.expires,
  }
}

/** The session cookie of a web server started with `secret`: written and read as that server does. */
export function sessionCookies(secret: string) {
  const storage = sessionStorageFor(
    parseEnv({
      SITE_URL: 'http://127.0.0.1',
      DIRECTUS_URL: process.env.DIRECTUS_URL,
      DIRECTUS_STATIC_TOKEN: process.env.DIRECTUS_STATIC_TOKEN,
      SESSION_SECRET: secret,
    }),
  )
  return {
    /** The `name=value` pair of a session holding these tokens. */
    async cookie(tokens: Tokens): Promise<string> {
      const session = await storage.getSession()
      session.set('accessToken', tokens.accessToken)
      session.set('refreshToken', tokens.refreshToken)
      session.set('expiresAt', tokens.expiresAt)
      return (await storage.commitSession(session)).split(';', 1)[0]!
    },
    /** The session pair among an answer's Set-Cookie headers, or null when it sets none. */
    pairIn(response: Response): string | null {
      const pair = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';', 1)[0]!)
        .find((cookie) => cookie.startsWith('__session='))
      return pair ?? null
    },
    /** The tokens a session cookie pair holds (none when it was cleared). */
    async tokensOf(pair: string): Promise<SessionTokens> {
      return (await storage.getSession(pair)).data
    },
  }
}

/** The Data Studio's sign-in (session mode): the `directus_session_token` pair the browser then holds. */
export async function studioSession(email: string, password: string): Promise<string> {
  const response = await fetch(`${process.env.DIRECTUS_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, mode: 'session' }),
  })
  if (!response.ok) throw new Error(`Studio sign-in of ${email}: ${response.status}`)
  const pair = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .find((cookie) => cookie.startsWith('directus_session_token='))
  if (!pair) throw new Error(`No Studio session for ${email}`)
  return pair
}
