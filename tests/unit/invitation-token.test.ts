import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import * as module from '../../directus/extensions/reiseportal/src/invitation/index'

const { verifiedClaims } = module as {
  verifiedClaims: (token: unknown, secret: string, now?: number) => Record<string, unknown> | null
}

// directus/extensions/reiseportal/src/invitation: only a token that Directus signed, and that is in force, counts.
const SECRET = 'the-directus-secret-of-this-test'
const NOW = Date.UTC(2027, 0, 15) // ms
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function sign(claims: object, { secret = SECRET, header = { alg: 'HS256', typ: 'JWT' } } = {}) {
  const unsigned = `${part(header)}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

const invite = {
  email: 'eingeladen@example.com',
  scope: 'invite',
  iat: NOW / 1000 - 60,
  exp: NOW / 1000 + 7 * 86_400,
  iss: 'directus',
}

describe('verifiedClaims', () => {
  it("reads the claims of a token signed with Directus's secret", () => {
    expect(verifiedClaims(sign(invite), SECRET, NOW)).toMatchObject({
      email: 'eingeladen@example.com',
      scope: 'invite',
    })
  })

  it('refuses a forged token: other secret, changed claims, no signature, alg none', () => {
    const forgedClaims = { ...invite, email: 'Rufen Sie uns an: +49 30 1234567' }
    const genuine = sign(invite)
    const [header, , signature] = genuine.split('.')
    for (const token of [
      sign(forgedClaims, { secret: 'a-guessed-secret' }),
      `${header}.${part(forgedClaims)}.${signature}`,
      `${header}.${part(forgedClaims)}.`,
      `${part({ alg: 'none', typ: 'JWT' })}.${part(forgedClaims)}.`,
      sign(forgedClaims, { header: { alg: 'HS512', typ: 'JWT' } }),
    ]) {
      expect(verifiedClaims(token, SECRET, NOW), token).toBeNull()
    }
  })

  it('refuses an expired token, one of another issuer, and anything that is no token', () => {
    expect(verifiedClaims(sign({ ...invite, exp: NOW / 1000 - 1 }), SECRET, NOW)).toBeNull()
    expect(verifiedClaims(sign({ ...invite, iss: 'elsewhere' }), SECRET, NOW)).toBeNull()
    for (const token of [undefined, null, 42, '', 'ungueltig', 'a.b.c', 'x'.repeat(5000)]) {
      expect(verifiedClaims(token, SECRET, NOW)).toBeNull()
    }
    expect(verifiedClaims(sign(invite), '', NOW)).toBeNull()
  })
})
