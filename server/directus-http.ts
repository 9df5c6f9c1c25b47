/**
 * The HTTP client of the web server's JSON calls to Directus (@directus/sdk's `globals.fetch`): undici's
 * `request` instead of the Fetch API. The SDK reads an answer's status, `Content-Type` and body and nothing
 * else, and the Fetch API's Request, Headers, Response and web streams around them cost more CPU than the
 * call itself: measured per catalogue search on this machine, about 1.8–2.0 ms with `fetch`, 1.1–1.3 ms
 * with `request`, JSON parsing included (docs/performance.md).
 *
 * Redirects are not followed (Directus's JSON endpoints do not redirect; the ones that do go through
 * `relay`). A call that has not got its whole answer within `timeoutMs` is aborted. A call without an
 * answer fails with `noAnswer` on its error (refused, broken, timeout, cancelled), which decides whether
 * another Directus instance may be asked (server/directus-instances.ts).
 */
import { STATUS_CODES } from 'node:http'

import { Agent, request, type Dispatcher } from 'undici'

import { noAnswerOf } from './directus-instances'

/** What the SDK and `toFailure` read of an answer: the part of a Fetch API `Response` they use. */
export class DirectusAnswer {
  readonly ok: boolean
  readonly statusText: string
  readonly headers: { get(name: string): string | null }

  constructor(
    readonly status: number,
    rawHeaders: Record<string, string | string[] | undefined>,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300
    this.statusText = STATUS_CODES[status] ?? ''
    this.headers = {
      get: (name) => {
        const value = rawHeaders[name.toLowerCase()]
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
      },
    }
  }

  text(): Promise<string> {
    return Promise.resolve(this.body)
  }

  json(): Promise<unknown> {
    try {
      return Promise.resolve(JSON.parse(this.body) as unknown)
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }
}

type FetchInit = { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal | null }

/** Headers as undici takes them, from the plain object the SDK builds (or a Headers, to be safe). */
function headersOf(headers: unknown): Record<string, string> {
  if (headers instanceof Headers) return Object.fromEntries(headers)
  return (headers ?? {}) as Record<string, string>
}

/** A `fetch` for the SDK that answers `DirectusAnswer`s, each call within `timeoutMs` from start to its last byte. */
export function directusFetch(timeoutMs: number, dispatcher: Dispatcher = new Agent()) {
  return async (input: string | URL, init: FetchInit = {}): Promise<DirectusAnswer> => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('Directus calls send JSON text only')
    // one timer per call (undici's own head and body timeouts tick in half seconds)
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(new Error('Directus call past its deadline')), timeoutMs)
    const { signal } = init
    signal?.addEventListener('abort', () => deadline.abort(signal.reason), { once: true })
    try {
      const answer = await request(input, {
        dispatcher,
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: headersOf(init.headers),
        body: init.body ?? null,
        signal: deadline.signal,
      })
      return new DirectusAnswer(answer.statusCode, answer.headers, await answer.body.text())
    } catch (error) {
      // what became of the call, for the failover (server/directus-instances.ts)
      const cancelled = signal?.aborted === true
      const noAnswer = noAnswerOf(error, deadline.signal.aborted && !cancelled, cancelled)
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { noAnswer })
    } finally {
      clearTimeout(timer)
    }
  }
}
