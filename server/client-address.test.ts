import { describe, expect, it } from 'vitest'

import { clientKey } from './client-address'

describe('clientKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('limits IPv6 clients by their /64 network, however the address is written', () => {
    const key = clientKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key)
    expect(clientKey('2001:db8:1:2:abcd::')).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('gives an unknown address one key', () => {
    expect(clientKey(undefined)).toBe('unknown')
  })
})
