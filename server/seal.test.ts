import { describe, expect, it } from 'vitest'

import { seal, unseal } from './seal'

const secrets = ['a'.repeat(32)]
const plain = JSON.stringify({ email: 'erika@example.com', password: 'Reise-2027!' })

describe('seal', () => {
  it('opens what it sealed, and the sealed value does not show the content', () => {
    const sealed = seal(plain, secrets, 'pending_sign_in')
    expect(sealed).not.toContain('Reise')
    expect(sealed).not.toContain(Buffer.from('Reise').toString('base64url'))
    expect(unseal(sealed, secrets, 'pending_sign_in')).toBe(plain)
  })

  it('refuses a changed value, another secret and another purpose', () => {
    const sealed = seal(plain, secrets, 'pending_sign_in')
    const [iv, tag, body] = sealed.split('.')
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`
    expect(unseal([iv, tag, flipped].join('.'), secrets, 'pending_sign_in')).toBeNull()
    expect(unseal(sealed, ['b'.repeat(32)], 'pending_sign_in')).toBeNull()
    expect(unseal(sealed, secrets, '__session')).toBeNull()
    expect(unseal('kaputt', secrets, 'pending_sign_in')).toBeNull()
  })

  it('still opens values sealed with an older secret after rotation', () => {
    const sealed = seal(plain, ['alt'.padEnd(32, 'x')], 'p')
    expect(unseal(sealed, ['neu'.padEnd(32, 'x'), 'alt'.padEnd(32, 'x')], 'p')).toBe(plain)
  })
})
