import { Writable } from 'node:stream'

import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToString } from 'react-dom/server'

import { logger } from '../server/logger'
import { NonceProvider } from './components/nonce'
import { FragmentProvider } from './lib/fragments'
import { fragmentCache } from './lib/fragments.server'
import { isPreviewUrl } from './lib/preview'
import type { PageHandle } from './root'

const ABORT_DELAY = 5_000
export const streamTimeout = ABORT_DELAY

// Island pages' parts that depend on a few values only, such as a search result's hotel text
// (docs/decisions/fragment-cache.md): up to 4 million characters (at most 8 MB), some 3,000 result cards.
const fragments = fragmentCache(4_000_000)

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : ''
  const crawler = isbot(request.headers.get('user-agent'))
  // Spec §4: crawlers get no error page, only the status; the error is logged. A form answered with its
  // messages (a 4xx from an action, no error boundary) is a page, not an error: a browser that calls itself
  // headless gets it like any other. A server failure (5xx) is an error however it is shown.
  const failed = responseStatusCode >= 500 || remixContext.staticHandlerContext.errors !== null
  if (crawler && responseStatusCode >= 400 && failed) {
    logger.warn('Error answered to a crawler', { status: responseStatusCode, url: request.url })
    responseHeaders.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response(`${responseStatusCode}`, { status: responseStatusCode, headers: responseHeaders })
  }
  if (isIslandPage(remixContext) && !isPreviewUrl(request.url)) {
    // An island page has no Suspense boundary to stream (no Remix scripts, no deferred data): one
    // synchronous render to a string is the cheapest way to its HTML.
    const html = renderToString(
      <NonceProvider value={nonce}>
        <FragmentProvider value={fragments}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </FragmentProvider>
      </NonceProvider>,
    )
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    // Bytes, not a string: a string body is first scanned for lone surrogates by the Fetch API.
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    })
  }
  // The whole document is rendered before the first byte goes out (no page streams deferred data), and it
  // goes out as one buffer: compression and the socket then work once per response instead of once per
  // chunk React writes, which was about a fifth of the server's CPU under load (docs/performance.md).
  return new Promise<Response>((resolve, reject) => {
    let rendered = false
    let abortRender = () => {}
    const timer = setTimeout(() => abortRender(), ABORT_DELAY + 1_000)
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(withoutViewPadding(chunk))
        callback()
      },
      final(callback) {
        // A pending abort timer would keep the render and its document alive for seconds after the answer.
        clearTimeout(timer)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }))
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          rendered = true
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (rendered) logger.error('Render failed', { error: String(error) })
        },
      },
    )
    abortRender = abort
  })
}

/** The size of the buffer React's Node renderer encodes text into before it writes it out. */
const REACT_VIEW_SIZE = 2048

/**
 * A chunk of React 18's Node renderer without the zero bytes it sends after the text: when a character
 * needs more bytes (up to four) than its 2,048-byte buffer has left, it writes the whole buffer, unused end
 * included, and goes on in a new one (React 19 writes only the bytes used). Such a chunk is the whole
 * buffer and ends in one to three NUL bytes; a NUL in the page's own text would be escaped by nothing else
 * and is an HTML parse error, so none is lost.
 */
export function withoutViewPadding(chunk: Buffer): Buffer {
  if (chunk.byteLength !== REACT_VIEW_SIZE || chunk[REACT_VIEW_SIZE - 1] !== 0) return chunk
  let end = REACT_VIEW_SIZE - 1
  while (end > REACT_VIEW_SIZE - 4 && chunk[end - 1] === 0) end--
  return chunk.subarray(0, end)
}

/** Whether a matched route serves the page as islands (docs/decisions/hotel-pages-as-islands.md; `handle = { islands: true }`). */
function isIslandPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as PageHandle | undefined)?.islands === true,
  )
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error('Unhandled server error', {
    url: request.url,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  })
}
