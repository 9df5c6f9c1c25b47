import { createRequire } from 'node:module'

import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'

import handleRequest from './entry.server'

// the router copy of Remix' server runtime (a dependency of it, not of the app)
const require = createRequire(import.meta.url)
const { createStaticHandler } = createRequire(require.resolve('@remix-run/server-runtime'))(
  '@remix-run/router',
) as {
  createStaticHandler: (routes: Array<{ id: string; path: string }>) => {
    query(request: Request): Promise<EntryContext['staticHandlerContext'] | Response>
  }
}

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
}

/** The context Remix hands the entry for a one-route app whose page shows `page`. */
async function entryContext(page: () => JSX.Element): Promise<EntryContext> {
  const staticHandlerContext = await createStaticHandler([{ id: 'root', path: '/' }]).query(
    new Request('http://localhost/'),
  )
  if (staticHandlerContext instanceof Response) throw new Error('no context')
  return {
    manifest: {
      routes: { root: { id: 'root', path: '', hasLoader: false, hasAction: false, module: '' } },
      entry: { module: '', imports: [] },
      url: '',
      version: '1',
    },
    routeModules: { root: { default: page } },
    staticHandlerContext,
    future: {},
    isSpaMode: false,
    serverHandoffString: '{}',
    renderMeta: {},
  } as unknown as EntryContext
}

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

describe('an answer to a crawler', () => {
  const CRAWLER = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
  }
  const answer = async (status: number, errors: Record<string, unknown> | null) => {
    const context = await entryContext(() => <p>Bitte prüfen Sie Ihre Angaben.</p>)
    return handleRequest(
      new Request('http://localhost/', { headers: CRAWLER }),
      status,
      new Headers(),
      { ...context, staticHandlerContext: { ...context.staticHandlerContext, errors } },
      { cspNonce: 'n' } as unknown as AppLoadContext,
    )
  }

  it('is the status alone for an error', async () => {
    const response = await answer(404, { root: new Response('Page not found: /x', { status: 404 }) })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('404')
  })

  it('is the status alone for a server failure, even when a form shows it', async () => {
    const response = await answer(503, null)
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('503')
  })

  it('is the page for a form answered with its messages (400 without an error)', async () => {
    const response = await answer(400, null)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('<p>Bitte prüfen Sie Ihre Angaben.</p>')
  })
})

describe('a document rendered as a stream', () => {
  it("is valid UTF-8 without NUL bytes where multi-byte characters meet the renderer's buffer ends", async () => {
    // Many short texts (React packs them into one buffer) shifted byte by byte, so that characters of two,
    // three and four bytes fall on the buffer's end.
    const words = ['1.639\u00a0€', '★★★★', '🏨']
    for (let shift = 0; shift < 8; shift++) {
      const response = await handleRequest(
        new Request('http://localhost/', { headers: BROWSER }),
        200,
        new Headers(),
        await entryContext(() => (
          <main>
            <p>{'x'.repeat(shift + 1)}</p>
            {Array.from({ length: 300 }, (_, index) => (
              <span key={index}>{words[index % words.length]}</span>
            ))}
          </main>
        )),
        { cspNonce: 'n' } as unknown as AppLoadContext,
      )
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(bytes.indexOf(0)).toBe(-1)
      const html = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      expect(html).toContain('<span>1.639\u00a0€</span><span>★★★★</span><span>🏨</span>')
    }
  })

  it('answers the page and leaves no timer behind that would keep the render alive', async () => {
    const before = timers()
    const response = await handleRequest(
      new Request('http://localhost/', { headers: BROWSER }),
      200,
      new Headers(),
      await entryContext(() => <p>Willkommen bei Reiseportal</p>),
      { cspNonce: 'n' } as unknown as AppLoadContext,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<p>Willkommen bei Reiseportal</p>')
    // Another module's timer may end meanwhile; the render must not add one.
    expect(timers()).toBeLessThanOrEqual(before)
  })
})
