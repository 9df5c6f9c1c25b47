import { describe, expect, it } from 'vitest'

import { PENDING_SIGN_IN_MAX_AGE_S, seal, unseal } from './pending-sign-in.server'

const secrets = ['a'.repeat(32)]
const credentials = { email: 'erika@example.com', password: 'Reise-2027!' }

describe('pending sign-in seal', () => {
  it('opens what it sealed, and the sealed value does not show the password', () => {
    const sealed = seal(credentials, secrets)
    expect(sealed).not.toContain('Reise')
    expect(sealed).not.toContain(Buffer.from('Reise').toString('base64url'))
    expect(unseal(sealed, secrets)).toEqual(credentials)
  })

  it('refuses a changed value, another secret and an expired one', () => {
    const sealed = seal(credentials, secrets, 1_000)
    const [iv, tag, body] = sealed.split('.')
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`
    expect(unseal([iv, tag, flipped].join('.'), secrets, 1_000)).toBeNull()
    expect(unseal(sealed, ['b'.repeat(32)], 1_000)).toBeNull()
    expect(unseal(sealed, secrets, 1_000 + PENDING_SIGN_IN_MAX_AGE_S * 1000)).toBeNull()
    expect(unseal('kaputt', secrets)).toBeNull()
  })

  it('still opens values sealed with an older secret after rotation', () => {
    const sealed = seal(credentials, ['alt'.padEnd(32, 'x')])
    expect(unseal(sealed, ['neu'.padEnd(32, 'x'), 'alt'.padEnd(32, 'x')])).toEqual(credentials)
  })
})
