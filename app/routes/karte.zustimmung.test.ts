import { describe, expect, it, vi } from 'vitest'

import { action } from './karte.zustimmung'

vi.mock('../../server/env', () => ({ getEnv: () => ({ NODE_ENV: 'production' }) }))

async function post(redirectTo?: string) {
  const body = new URLSearchParams(redirectTo === undefined ? {} : { redirectTo })
  const request = new Request('http://localhost/karte/zustimmung', { method: 'POST', body })
  const context = {
    cspNonce: '',
    roundTripOnly: false,
    visiblePath: '/karte/zustimmung',
    clientIp: '127.0.0.1',
    sessionEnded: false,
  }
  return action({ request, params: {}, context })
}

describe('map consent without JavaScript', () => {
  it('sets the consent cookie and goes back to the page with the map', async () => {
    const response = await post('/hotel?ziel=ostsee&seite=2')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/hotel?ziel=ostsee&seite=2')
    expect(response.headers.get('Set-Cookie')).toBe(
      'karten-zustimmung=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
  })

  it.each([
    'https://example.com/',
    '//example.com/hotel',
    '/\\example.com',
    'javascript:alert(1)',
    undefined,
  ])('never sends the visitor off the site (%s)', async (redirectTo) => {
    const response = await post(redirectTo)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/')
  })
})
