import http from 'node:http'
import type net from 'node:net'

import { forwardTo } from './forward'
import { getFreePort } from './ports'

/**
 * How the proxy plays Directus: `pass` forwards every request, `error` answers 500, `slow` forwards after
 * a delay (2 s), `freeze` accepts and never answers, `refuse` does not listen (connection refused, as a
 * stopped Directus).
 */
export type Fault = 'pass' | 'error' | 'slow' | 'freeze' | 'refuse'

export interface FaultProxy {
  /** Where the web server finds "Directus". */
  url: string
  readonly fault: Fault
  set(fault: Fault): Promise<void>
  stop(): Promise<void>
}

const INTERNAL_ERROR = JSON.stringify({
  errors: [{ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
})

/**
 * An HTTP proxy between the web server and Directus that can be switched between faults at any time;
 * each request meets the fault of the moment it arrives.
 */
export async function startFaultProxy(target: string, { slowMs = 2_000 } = {}): Promise<FaultProxy> {
  const port = await getFreePort()
  let fault: Fault = 'pass'
  const sockets = new Set<net.Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const forward = forwardTo(target)

  const server = http.createServer((req, res) => {
    if (fault === 'error') {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(INTERNAL_ERROR)
    } else if (fault === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer)
        forward(req, res)
      }, slowMs)
      timers.add(timer)
    } else if (fault === 'pass') {
      forward(req, res)
    }
    // freeze: the request stays open until the client gives up.
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })

  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    get fault() {
      return fault
    },
    async set(next) {
      if (next === 'refuse' && fault !== 'refuse') await close()
      if (next !== 'refuse' && fault === 'refuse') await listen()
      fault = next
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer)
      if (fault !== 'refuse') await close()
      fault = 'refuse'
    },
  }
}
