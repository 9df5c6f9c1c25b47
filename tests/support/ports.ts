import net from 'node:net'

function listenOnFreePort(host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => resolve(server))
  })
}

function close(server: net.Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}

/**
 * Distinct free TCP ports. All of them are held open until every one is found, so the operating system
 * cannot hand out the same port twice; another process may still take one before the caller binds it.
 */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: net.Server[] = []
  try {
    for (let i = 0; i < count; i++) servers.push(await listenOnFreePort(host))
    return servers.map((server) => {
      const address = server.address()
      if (address === null || typeof address === 'string') throw new Error('Expected a TCP address')
      return address.port
    })
  } finally {
    await Promise.all(servers.map(close))
  }
}

export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await getFreePorts(1, host)
  if (port === undefined) throw new Error('No free port found')
  return port
}
