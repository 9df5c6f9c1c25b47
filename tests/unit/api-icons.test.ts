import { describe, expect, it } from 'vitest'

import { loader } from '../../app/routes/api.icons'
import { testLoadContext } from '../support/load-context'

const context = await testLoadContext({ visiblePath: '/api/icons' })

function call(query: string) {
  return loader({ request: new Request(`http://localhost/api/icons${query}`), params: {}, context })
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
