import { createHmac, timingSafeEqual } from 'node:crypto'

import type { EndpointConfig } from '@directus/types'
import type { Request, Response } from 'express'

import { tAccount } from '../../../../../core/copy/account'
import { route } from '../shared/route'

// The invitation page shows the address an invitation is for. A link's token could be forged by anybody
// (its claims are readable and writable base64), so the page asks here: the token is checked as Directus's
// own `POST /users/invite/accept` checks it (signed with SECRET, issuer "directus", scope "invite", not
// expired, the user still "invited"), without accepting it. Any failure answers the same 404.

interface Claims {
  alg?: unknown
  iss?: unknown
  exp?: unknown
  nbf?: unknown
  scope?: unknown
  email?: unknown
}

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Claims

/** The claims of a token Directus signed with `secret` (HS256, as jsonwebtoken signs by default), or null. */
export function verifiedClaims(token: unknown, secret: string | undefined, now = Date.now()): Claims | null {
  if (typeof token !== 'string' || token.length > 4096 || !secret) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header = '', payload = '', signature = ''] = parts
  try {
    if (decode(header).alg !== 'HS256') return null
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const claims = decode(payload)
    if (claims.iss !== 'directus') return null
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null
    if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now) return null
    return claims
  } catch {
    return null
  }
}

const invitation: EndpointConfig = {
  id: 'invitation',
  handler: (router, { database, env }) => {
    router.post(
      '/check',
      route(async (req, res, next) => {
        try {
          await check(req, res)
        } catch (error) {
          next(error)
        }
      }),
    )

    async function check(req: Request, res: Response) {
      const claims = verifiedClaims(
        (req.body as { token?: unknown } | undefined)?.token,
        env.SECRET as string,
      )
      const email = claims?.scope === 'invite' && typeof claims.email === 'string' ? claims.email : null
      const user = email
        ? await database('directus_users')
            .select('email', 'status')
            .whereRaw('LOWER(??) = ?', ['email', email.toLowerCase()])
            .first()
        : null
      if (user?.status !== 'invited') {
        res.status(404).json({ errors: [{ message: tAccount('account.invitation.invalid') }] })
        return
      }
      res.json({ data: { email: user.email } })
    }
  },
}

export default invitation
