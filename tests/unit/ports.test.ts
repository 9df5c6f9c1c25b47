import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { ephemeralPortRange, getFreePort, getFreePorts } from '../support/ports'

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

  it('never returns a port the operating system may hand to a program listening on port 0', async () => {
    const { low, high } = ephemeralPortRange()
    const ports = await getFreePorts(50)
    for (const port of ports) expect(port < low || port > high).toBe(true)
  })
})
