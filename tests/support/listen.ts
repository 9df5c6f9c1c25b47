import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Serves a handler (e.g. an express app) on a free local port, for tests of middleware. */
export async function listen(handler: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections() // a client may keep its connections open for the next call
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
