import { readFileSync } from 'node:fs'
import net from 'node:net'

/**
 * The range the operating system draws from when a program listens on port 0 (Linux:
 * /proc/sys/net/ipv4/ip_local_port_range; elsewhere the IANA dynamic range).
 */
export function ephemeralPortRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
    if (Number.isInteger(low) && Number.isInteger(high) && low! > 0 && high! >= low!)
      return { low: low!, high: high! }
  } catch {
    // Not Linux: fall through.
  }
  return { low: 49152, high: 65535 }
}

/** Ports below the ephemeral range and above the well-known and commonly configured ones. */
const LOWEST = 20000

function listenOn(port: number, host: string): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(undefined))
    server.listen({ port, host, exclusive: true }, () => resolve(server))
  })
}

function close(server: net.Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}

/**
 * Distinct free TCP ports for servers that another process (or a later step) binds. They are drawn at
 * random from below the ephemeral range: a port from port 0 would be one the operating system may hand to
 * the next program that listens on port 0 (the test run's SMTP sink, OpenID provider, tile stand-in do),
 * between the moment it is found and the moment Directus or the web server binds it ("Port … is already
 * taken"). All of them are held open until every one is found, so none is returned twice; another process
 * may still take one before the caller binds it.
 */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const { low } = ephemeralPortRange()
  const high = Math.max(LOWEST + 1000, low) - 1
  const servers: net.Server[] = []
  const ports: number[] = []
  try {
    for (let attempt = 0; ports.length < count; attempt++) {
      if (attempt >= 200 + count * 50)
        throw new Error(`No ${count} free ports found between ${LOWEST} and ${high}`)
      const port = LOWEST + Math.floor(Math.random() * (high - LOWEST + 1))
      if (ports.includes(port)) continue
      const server = await listenOn(port, host)
      if (!server) continue
      servers.push(server)
      ports.push(port)
    }
    return ports
  } finally {
    await Promise.all(servers.map(close))
  }
}

export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await getFreePorts(1, host)
  if (port === undefined) throw new Error('No free port found')
  return port
}
