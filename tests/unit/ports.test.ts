import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  ephemeralPortRange,
  getFreePort,
  getFreePorts,
  isPortTaken,
  reservePort,
  reservePorts,
  startOnFreePort,
} from '../support/ports'

const open: net.Server[] = []

/** Listens as a server process would, failing with Node's EADDRINUSE error when the port is taken. */
function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      open.push(server)
      resolve(server)
    })
  })
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('getFreePorts', () => {
  it('returns distinct ports that can be listened on', async () => {
    const ports = await getFreePorts(3)
    expect(new Set(ports).size).toBe(3)
    await listen(ports[0]!)
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

describe('reservePorts', () => {
  it('keeps other servers off a reserved port until it is released', async () => {
    const reserved = await reservePort()
    await expect(listen(reserved.port)).rejects.toThrow(/EADDRINUSE/)
    await reserved.release()
    await reserved.release()
    await listen(reserved.port)
  })

  it('reserves distinct ports', async () => {
    const reservations = await reservePorts(5)
    expect(new Set(reservations.map((r) => r.port)).size).toBe(5)
    await Promise.all(reservations.map((r) => r.release()))
  })
})

describe('startOnFreePort', () => {
  it('moves to a fresh port when another process took the chosen one', async () => {
    const taken = await getFreePort()
    await listen(taken)
    const lines: string[] = []
    const start = async (port: number) => {
      await listen(port)
      return port
    }
    const port = await startOnFreePort(taken, start, { log: (line) => lines.push(line) })
    expect(port).not.toBe(taken)
    expect(lines).toEqual([`Port ${taken} was taken by another process meanwhile: trying port ${port}.`])
  })

  it('recognises Directus refusing a taken port, and Directus failing to bind it', () => {
    const refused = new Error('Port 44917 is already taken: stop the process that uses it')
    const exited = new Error(
      'Directus exited during start (code 1):\nError: listen EADDRINUSE: address already in use 127.0.0.1:44917',
    )
    expect(isPortTaken(refused, 44917)).toBe(true)
    expect(isPortTaken(exited, 44917)).toBe(true)
    expect(isPortTaken(exited, 3000)).toBe(false)
    expect(isPortTaken(new Error('Directus did not answer within 60 s'), 44917)).toBe(false)
  })

  it('passes other failures on at once and gives up after the last attempt', async () => {
    let calls = 0
    const broken = (port: number) => {
      calls += 1
      return Promise.reject(new Error(`bootstrap failed on ${port}`))
    }
    await expect(startOnFreePort(await getFreePort(), broken)).rejects.toThrow(/bootstrap failed/)
    expect(calls).toBe(1)

    calls = 0
    const alwaysTaken = (port: number) => {
      calls += 1
      return Promise.reject(new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`))
    }
    await expect(startOnFreePort(await getFreePort(), alwaysTaken, { attempts: 2 })).rejects.toThrow(
      /EADDRINUSE/,
    )
    expect(calls).toBe(2)
  })
})
