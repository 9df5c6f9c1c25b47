import { describe, expect, it } from 'vitest'

import { action } from './karte.zustimmung'
import { testLoadContext } from '../../tests/support/load-context'

async function post(redirectTo?: string) {
  const body = new URLSearchParams(redirectTo === undefined ? {} : { redirectTo })
  const request = new Request('http://localhost/karte/zustimmung', { method: 'POST', body })
  const context = await testLoadContext({ visiblePath: '/karte/zustimmung', env: { NODE_ENV: 'production' } })
  return action({ request, params: {}, context })
}

describe('map consent without JavaScript', () => {
  it('sets the consent cookie and goes back to the page with the map', async () => {
    const response = await post('/hotel?ziel=ostsee&seite=2')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/hotel?ziel=ostsee&seite=2')
    expect(response.headers.get('Set-Cookie')?.split('; ').sort()).toEqual(
      'karten-zustimmung=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure'.split('; ').sort(),
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
