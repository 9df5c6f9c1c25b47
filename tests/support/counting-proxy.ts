import { request } from 'node:http'

import { listen } from './listen'

/**
 * A transparent HTTP proxy in front of Directus that records each request's method and path, so that a
 * test can count what the web servers asked Directus.
 */
export async function startCountingProxy(target: string) {
  const seen: string[] = []
  const upstream = new URL(target)
  const server = await listen((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const forwarded = request(
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
  })
  return {
    url: server.base,
    /** Requests seen so far whose `METHOD path` matches. */
    count: (pattern: RegExp) => seen.filter((line) => pattern.test(line)).length,
    stop: server.close,
  }
}
