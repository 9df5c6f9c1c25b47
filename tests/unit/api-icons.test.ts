import { describe, expect, it } from 'vitest'

import { loader } from '../../app/routes/api.icons'

function call(query: string) {
  const request = new Request(`http://localhost/api/icons${query}`)
  return loader({
    request,
    params: {},
    context: {
      cspNonce: '',
      roundTripOnly: false,
      visiblePath: '/',
      clientIp: '127.0.0.1',
      sessionEnded: false,
    },
  })
}

describe('GET /api/icons', () => {
  it('answers the requested icons of the lucide set', async () => {
    const response = call('?icons=x,check,unknown-icon')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ prefix: 'lucide', width: 24, height: 24 })
    expect(Object.keys(body.icons).sort()).toEqual(['check', 'x'])
  })

  it('accepts ?prefix=lucide and refuses other sets', async () => {
    expect(call('?prefix=lucide&icons=x').status).toBe(200)
    expect(call('?prefix=mdi&icons=home').status).toBe(404)
  })

  it('answers an empty set without icons', async () => {
    await expect(call('').json()).resolves.toMatchObject({ icons: {} })
  })
})
