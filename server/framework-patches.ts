import { createRequire } from 'node:module'

import type { encode } from 'turbo-stream'

// The one place where the site changes how a framework behaves at run time. Each patch names what it
// relies on, and framework-patches.test.ts fails when an upgrade changes that.

/**
 * Remix (single fetch) serialises every document's loader data with turbo-stream as soon as it builds the
 * entry context, before the page renders, although only `<Scripts>` ever reads that stream. Island pages
 * (docs/decisions/hotel-pages-as-islands.md) leave `<Scripts>` out, so the work is thrown away: on the search page it was about a fifth
 * of the web server's CPU per request (docs/performance.md). This wraps turbo-stream's `encode`, which
 * Remix' server runtime looks up at each call, so that the encoding starts on the stream's first read and
 * never for a document that does not send it. Hydrated pages and `.data` requests read the stream as
 * before and get the same bytes (docs/decisions/lazy-loader-data.md).
 */

type Encode = typeof encode
interface TurboStream {
  encode: Encode & { lazy?: true }
}

// The copy Remix' server runtime requires, not whichever one this file would resolve.
const serverRuntime = createRequire(import.meta.url).resolve('@remix-run/server-runtime')
const turboStream = createRequire(serverRuntime)('turbo-stream') as TurboStream

export function lazyEncode(encodeNow: Encode): Encode & { lazy: true } {
  return Object.assign(
    (...args: Parameters<Encode>) => {
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            reader ??= encodeNow(...args).getReader()
            const { done, value } = await reader.read()
            if (done) controller.close()
            else controller.enqueue(value)
          },
          cancel(reason) {
            return reader?.cancel(reason)
          },
        },
        // no read ahead: pull runs only for a waiting reader
        { highWaterMark: 0 },
      )
    },
    { lazy: true as const },
  )
}

/** Installs the wrapper once per process; call it before the first request. */
export function encodeLoaderDataOnRead(): void {
  if (!turboStream.encode.lazy) turboStream.encode = lazyEncode(turboStream.encode)
}
