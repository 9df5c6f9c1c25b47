import { forwardTo } from './forward'
import { listen } from './listen'

/**
 * A transparent HTTP proxy in front of Directus that records each request's method and path, so that a
 * test can count what the web servers asked Directus.
 */
export async function startCountingProxy(target: string) {
  const seen: string[] = []
  const forward = forwardTo(target)
  const server = await listen((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    forward(req, res)
  })
  return {
    url: server.base,
    /** Requests seen so far whose `METHOD path` matches. */
    count: (pattern: RegExp) => seen.filter((line) => pattern.test(line)).length,
    stop: server.close,
  }
}
