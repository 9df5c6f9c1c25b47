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

export type PortReservation = {
  port: number
  /** Frees the port for the server it was reserved for; call it right before that server binds it. */
  release(): Promise<void>
}

/**
 * Distinct free TCP ports, each held open by this process until released, so that nothing else (another
 * test service, a test's own web server, another test run on the machine) can take one in the meantime.
 * They are drawn at random from below the ephemeral range: a port from port 0 would be one the operating
 * system may hand to the next program that listens on port 0 (the test run's SMTP sink, OpenID provider,
 * tile stand-in do) after it is released.
 */
export async function reservePorts(count: number, host = '127.0.0.1'): Promise<PortReservation[]> {
  const { low } = ephemeralPortRange()
  const high = Math.max(LOWEST + 1000, low) - 1
  const held: Array<{ port: number; server: net.Server }> = []
  try {
    for (let attempt = 0; held.length < count; attempt++) {
      if (attempt >= 200 + count * 50)
        throw new Error(`No ${count} free ports found between ${LOWEST} and ${high}`)
      const port = LOWEST + Math.floor(Math.random() * (high - LOWEST + 1))
      const server = await listenOn(port, host)
      if (server) held.push({ port, server })
    }
  } catch (error) {
    await Promise.all(held.map(({ server }) => close(server)))
    throw error
  }
  return held.map(({ port, server }) => {
    let released: Promise<void> | undefined
    return { port, release: () => (released ??= close(server)) }
  })
}

export async function reservePort(host = '127.0.0.1'): Promise<PortReservation> {
  const [reservation] = await reservePorts(1, host)
  if (reservation === undefined) throw new Error('No free port found')
  return reservation
}

/**
 * Distinct free TCP ports for servers that another process binds soon after. They are free when returned;
 * another process may still take one before the caller binds it (reservePorts holds them meanwhile).
 */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const reservations = await reservePorts(count, host)
  await Promise.all(reservations.map((reservation) => reservation.release()))
  return reservations.map((reservation) => reservation.port)
}

export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await getFreePorts(1, host)
  if (port === undefined) throw new Error('No free port found')
  return port
}

/** Whether a server's start failed because something else listens on `port` (Node's or Directus's words). */
export function isPortTaken(error: unknown, port: number): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /EADDRINUSE|address already in use|is already taken/i.test(message) && message.includes(String(port))
}

/**
 * Runs `start` on `port`; when another process took the port first, again on a fresh free port, up to
 * `attempts` times in all. `start` must leave nothing running when it fails.
 */
export async function startOnFreePort<T>(
  port: number,
  start: (port: number) => Promise<T>,
  options: { attempts?: number; log?: (line: string) => void } = {},
): Promise<T> {
  const attempts = options.attempts ?? 3
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(port)
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error, port)) throw error
      const taken = port
      port = await getFreePort()
      options.log?.(`Port ${taken} was taken by another process meanwhile: trying port ${port}.`)
    }
  }
}
