// Guards patches/@remix-run+router+1.23.3.patch, patches/react-router-dom+6.30.4.patch and
// patches/@remix-run+react+2.17.5.patch (applied by `postinstall`): the server's copy of the router keeps the
// ranked route branches and the compiled path patterns instead of rebuilding them on every request, and the
// rendering keeps its route tree per build. These tests fail when an install or an upgrade drops a patch, and
// when the patched router matches any of the app's routes differently from the unpatched browser build.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createElement, type FC } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

type Route = {
  id: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: Route[]
}
type Match = {
  route: Route
  params: Record<string, string | undefined>
  pathname: string
  pathnameBase: string
}
type Router = {
  matchRoutes(routes: Route[], location: string, basename?: string): Match[] | null
  matchPath(pattern: string, pathname: string): { params: Record<string, string | undefined> } | null
}

const require = createRequire(import.meta.url)
// The copy Remix' server runtime loads (CommonJS), and the unpatched ES module the browser bundle is built from.
const runtimeRequire = createRequire(require.resolve('@remix-run/server-runtime'))
const serverRouter = runtimeRequire('@remix-run/router') as Router
const routerDir = path.dirname(path.dirname(runtimeRequire.resolve('@remix-run/router')))
const browserRouter = (await import(pathToFileURL(path.join(routerDir, 'dist/router.js')).href)) as Router

/** The app's route tree, read from app/routes the way the Remix compiler reads it. */
function appRoutes(): Route[] {
  const { flatRoutes } = require('@remix-run/dev/dist/config/flat-routes.js') as {
    flatRoutes(
      appDirectory: string,
      ignored: string[],
    ): Record<
      string,
      { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }
    >
  }
  const manifest = flatRoutes(path.resolve('app'), ['**/.*', '**/*.test.{ts,tsx}'])
  const childrenOf = (parentId: string): Route[] =>
    Object.values(manifest)
      .filter((route) => (route.parentId ?? 'root') === parentId)
      .map(({ parentId: _parentId, ...route }) => {
        const children = childrenOf(route.id)
        return { ...route, ...(children.length ? { children } : {}) }
      })
  return [{ id: 'root', path: '', children: childrenOf('root') }]
}

const urls = [
  '/',
  '/hotel',
  '/hotel/',
  '/hotel?ziel=Ostsee',
  '/HOTEL/Details/99',
  '/hotel/details/99',
  '/hotel/details/99/',
  '/hotel/details/',
  '/hotel/details/99/zimmer',
  '/hotel/thema/wellness/ostsee',
  '/hotel/buchen',
  '/hotel/buchen/42',
  '/hotel/buchen/buchung-erfolgreich',
  '/hotel/buchen/status/7',
  '/hotel/account',
  '/hotel/account/anmelden',
  '/hotel/account/buchungen',
  '/hotel/account/buchungen/2026',
  '/hotel/account/buchungen/2026/17',
  '/hotel/account/buchungen/2026/17/bestaetigung.pdf',
  '/hotel/account/buchungen/2026/17/kalender.ics',
  '/hotel/account/gespeicherte-reisen',
  '/auth/login/oidc',
  '/auth/login/oidc/callback',
  '/api/trpc/hotels.search',
  '/merkzettel',
  '/merkzettel/abc%2Fdef',
  '/reisetipps',
  '/reisetipps/ostsee',
  '/reisetipps/ostsee/strandkorb',
  '/rundreisen/reise/island-rundreise',
  '/rundreisen/anfrage/5',
  '/robots.txt',
  '/sitemap.xml',
  '/wartungsarbeiten',
  '/gibt/es/nicht',
  '/%C3%BCber-uns',
]

function summary(matches: Match[] | null) {
  return matches?.map(({ route, params, pathname, pathnameBase }) => ({
    id: route.id,
    params,
    pathname,
    pathnameBase,
  }))
}

afterEach(() => vi.restoreAllMocks())

describe('the patched router (server copy)', () => {
  it('matches every app URL exactly like the unpatched router, also when asked again', () => {
    const routes = appRoutes()
    expect(routes[0]?.children?.length).toBeGreaterThan(30)
    for (const url of urls) {
      const expected = summary(browserRouter.matchRoutes(appRoutes(), url))
      expect(summary(serverRouter.matchRoutes(routes, url)), url).toEqual(expected)
      expect(summary(serverRouter.matchRoutes(routes, url)), `${url}, second time`).toEqual(expected)
    }
    expect(summary(serverRouter.matchRoutes(routes, '/hotel/details/99'))?.at(-1)).toMatchObject({
      id: 'routes/hotel.details.$id',
      params: { id: '99' },
    })
  })

  it('ranks a route array once and then keeps it (the patch is installed)', () => {
    const routes: Route[] = [{ id: 'root', path: '', children: [{ id: 'a', path: 'a' }] }]
    expect(serverRouter.matchRoutes(routes, '/b')).toBeNull()
    routes[0]!.children!.push({ id: 'b', path: 'b' })
    // Unpatched, the router would flatten the array again and find the route added after the first match.
    expect(serverRouter.matchRoutes(routes, '/b')).toBeNull()
    expect(browserRouter.matchRoutes(routes, '/b')?.at(-1)?.route.id).toBe('b')
    // A new array is ranked afresh.
    expect(serverRouter.matchRoutes([...routes], '/b')?.at(-1)?.route.id).toBe('b')
  })

  it('compiles a path pattern once (the patch is installed)', () => {
    // The router warns about a pattern like this each time it compiles it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pattern = `/patch-check-${Date.now()}*`
    expect(serverRouter.matchPath(pattern, pattern.replace('*', '/x'))?.params['*']).toBe('x')
    expect(serverRouter.matchPath(pattern, pattern.replace('*', '/y'))?.params['*']).toBe('y')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('keeps at most 1000 compiled patterns, the oldest leave first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pattern = `/evict-check-${Date.now()}*`
    serverRouter.matchPath(pattern, '/')
    for (let i = 0; i < 999; i++) serverRouter.matchPath(`/flood-${i}/:id`, `/flood-${i}/${i}`)
    serverRouter.matchPath(pattern, '/')
    expect(warn).toHaveBeenCalledTimes(1) // still kept after 999 newer ones
    for (let i = 999; i < 2000; i++) {
      expect(serverRouter.matchPath(`/flood-${i}/:id`, `/flood-${i}/${i}`)?.params.id).toBe(String(i))
    }
    serverRouter.matchPath(pattern, '/')
    expect(warn).toHaveBeenCalledTimes(2) // compiled again: it had left
    expect(serverRouter.matchPath('/flood-0/:id', '/flood-0/zero')?.params.id).toBe('zero')
    expect(serverRouter.matchPath('/flood-0/:id', '/flood-1/zero')).toBeNull()
  })
})

// patches/react-router-dom+6.30.4.patch and patches/@remix-run+react+2.17.5.patch: the rendering builds its
// route tree once per build, so that the cached ranking above applies to it too.
describe('the patched rendering (server copies of React Router and Remix)', () => {
  const remixRoutes = runtimeRequire('@remix-run/react/dist/routes.js') as {
    createServerRoutes: (...args: unknown[]) => unknown
  }
  // the copy Remix' server rendering loads (a dependency of @remix-run/react)
  const remixRequire = createRequire(require.resolve('@remix-run/react'))
  const { createStaticHandler, createStaticRouter } = remixRequire('react-router-dom/server') as {
    createStaticHandler: (routes: Route[]) => { query(request: Request): Promise<unknown> }
    createStaticRouter: (routes: Route[], context: unknown) => { routes: unknown[] }
  }
  const { RemixServer } = require('@remix-run/react') as {
    RemixServer: FC<{ context: unknown; url: string }>
  }

  async function entryContext(routeModules: Record<string, { default: () => unknown }>) {
    const routes: Route[] = [{ id: 'root', path: '/' }]
    const staticHandlerContext = await createStaticHandler(routes).query(new Request('http://localhost/'))
    return {
      manifest: { routes: manifestRoutes, entry: { module: '', imports: [] }, url: '', version: '1' },
      routeModules,
      staticHandlerContext,
      future: remixFuture,
      isSpaMode: false,
      serverHandoffString: '{}',
      renderMeta: {},
    }
  }
  const manifestRoutes = {
    root: { id: 'root', path: '', hasLoader: false, hasAction: false, hasClientLoader: false, module: '' },
  }
  const remixFuture = {}

  it('gives the same data routes for the same route array, new ones for another', async () => {
    const routes: Route[] = [{ id: 'root', path: '/' }]
    const context = await createStaticHandler(routes).query(new Request('http://localhost/'))
    const first = createStaticRouter(routes, context)
    expect(createStaticRouter(routes, context).routes).toBe(first.routes)
    expect(createStaticRouter([...routes], context).routes).not.toBe(first.routes)
  })

  it('builds the server routes once per build and again when a module changes', async () => {
    const build = vi.spyOn(remixRoutes, 'createServerRoutes')
    const first = { default: () => createElement('p', null, 'Erste Fassung') }
    const render = async (modules: Record<string, { default: () => unknown }>) =>
      renderToString(
        createElement(RemixServer, { context: await entryContext(modules), url: 'http://localhost/' }),
      )

    const html = await render({ root: first })
    expect(html).toContain('Erste Fassung')
    // each request brings a new routeModules object holding the same modules
    expect(await render({ root: first })).toBe(html)
    expect(build).toHaveBeenCalledTimes(1)
    // a rebuild in development brings new modules: the tree is built anew and renders them
    expect(await render({ root: { default: () => createElement('p', null, 'Zweite Fassung') } })).toContain(
      'Zweite Fassung',
    )
    expect(build).toHaveBeenCalledTimes(2)
  })
})
