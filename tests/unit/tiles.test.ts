import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTileServer, type TileServer } from '../support/tiles'

describe('local tile server', () => {
  let tiles: TileServer
  beforeAll(async () => {
    tiles = await startTileServer()
  })
  afterAll(() => tiles.stop())

  it('answers a tile URL of the template with a 256 × 256 PNG and records it', async () => {
    const response = await fetch(
      tiles.urlTemplate.replace('{z}', '5').replace('{x}', '17').replace('{y}', '10'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([256, 256])
    expect(tiles.requests).toEqual(['/5/17/10.png'])
  })

  it('answers anything else with 404', async () => {
    expect((await fetch(`${tiles.origin}/`)).status).toBe(404)
  })
})
