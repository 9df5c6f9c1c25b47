import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { getFreePort, getFreePorts } from '../support/ports'

describe('getFreePorts', () => {
  it('returns distinct ports that can be listened on', async () => {
    const ports = await getFreePorts(3)
    expect(new Set(ports).size).toBe(3)
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve))
    await new Promise((resolve) => server.close(resolve))
  })

  it('returns a single port', async () => {
    expect(await getFreePort()).toBeGreaterThan(0)
  })
})
