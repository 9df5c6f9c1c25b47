import { createRequire } from 'node:module'

import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node'
import { decode, encode } from 'turbo-stream'
import { describe, expect, it, vi } from 'vitest'

import { encodeLoaderDataOnRead, lazyEncode } from './framework-patches'

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

describe('lazyEncode', () => {
  const data = {
    loaderData: { root: { user: null, when: new Date('2026-11-23T10:00:00Z') }, page: { hotels: [1, 2] } },
    later: Promise.resolve({ rooms: 3 }),
  }

  it('does not serialise anything until the stream is read', async () => {
    const spy = vi.fn(encode)
    const stream = lazyEncode(spy)(data)
    // everything already queued has run (a serialiser started eagerly would have been called)
    await new Promise((resolve) => setImmediate(resolve))
    expect(spy).not.toHaveBeenCalled()
    await stream.cancel()
    expect(spy).not.toHaveBeenCalled()
  })

  it('sends the same bytes as turbo-stream, deferred values included', async () => {
    const expected = await text(encode(data))
    const actual = await text(lazyEncode(encode)(data))
    expect(actual).toBe(expected)
    expect(actual.split('\n').filter(Boolean)).toHaveLength(2) // the data, then the resolved promise
    const decoded = (await decode(lazyEncode(encode)(data))).value as typeof data
    expect(decoded.loaderData.root.when).toEqual(data.loaderData.root.when)
    expect(await decoded.later).toEqual({ rooms: 3 })
  })

  it('passes the encoder options through', async () => {
    const spy = vi.fn(encode)
    const options = { plugins: [] }
    await text(lazyEncode(spy)({ a: 1 }, options))
    expect(spy).toHaveBeenCalledWith({ a: 1 }, options)
  })
})

describe('encodeLoaderDataOnRead', () => {
  it('wraps the turbo-stream copy that Remix’ server runtime calls, once', () => {
    const require = createRequire(import.meta.url)
    const runtimeCopy = createRequire(require.resolve('@remix-run/server-runtime'))('turbo-stream') as {
      encode: unknown
    }
    const original = runtimeCopy.encode
    encodeLoaderDataOnRead()
    const wrapped = runtimeCopy.encode
    expect(wrapped).not.toBe(original)
    encodeLoaderDataOnRead()
    expect(runtimeCopy.encode).toBe(wrapped)
  })
})

describe('Remix with the wrapper installed', () => {
  // A build with one route whose loader data counts how often the encoder reads it, and an entry that
  // sends the handoff stream only when asked to, like a hydrated page (read) or an island page (not read).
  function handlerFor(reads: { count: number }) {
    const data = {
      get hotels() {
        reads.count++
        return ['Seeblick', 'Kurhaus']
      },
    }
    const build = {
      mode: 'production',
      future: { v3_singleFetch: true },
      isSpaMode: false,
      basename: '/',
      publicPath: '/build/',
      assetsBuildDirectory: 'public/build',
      assets: { version: '1', url: '/m.js', entry: { module: '/e.js', imports: [] }, routes: {} },
      routes: { root: { id: 'root', path: '', module: { loader: () => data, default: () => null } } },
      entry: {
        module: {
          default: async (request: Request, status: number, headers: Headers, context: EntryContext) => {
            const send = new URL(request.url).searchParams.has('scripts')
            const body = send ? await new Response(context.serverHandoffStream).text() : 'islands'
            return new Response(body, { status, headers })
          },
        },
      },
    } as unknown as ServerBuild
    return createRequestHandler(build)
  }

  it('leaves the loader data of a document that does not send it unserialised', async () => {
    encodeLoaderDataOnRead()
    const reads = { count: 0 }
    const response = await handlerFor(reads)(new Request('http://site.test/'))
    expect(await response.text()).toBe('islands')
    expect(reads.count).toBe(0)
  })

  it('serialises it for a document that sends it', async () => {
    encodeLoaderDataOnRead()
    const reads = { count: 0 }
    const response = await handlerFor(reads)(new Request('http://site.test/?scripts'))
    const sent = await response.text()
    expect(sent).toContain('Seeblick')
    expect(reads.count).toBe(1)
  })
})
