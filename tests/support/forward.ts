import http from 'node:http'

/**
 * A request handler that passes each request on to `target` unchanged (method, path, headers, body) and
 * streams the answer back; a broken upstream connection ends the client's connection too.
 */
export function forwardTo(target: string) {
  const upstream = new URL(target)
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => res.destroy())
    req.pipe(forwarded)
  }
}
