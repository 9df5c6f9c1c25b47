import { describe, expect, it } from 'vitest'

import {
  firstLoadFiles,
  firstLoadParts,
  islandPageFiles,
  pageSize,
  parseManifest,
  routeChain,
  staticImports,
  withStaticImports,
  type AssetsManifest,
} from '../bench/js-size-manifest'

const manifest: AssetsManifest = {
  entry: {
    module: '/build/entry.client-A.js',
    imports: ['/build/_shared/react.js', '/build/_shared/remix.js'],
  },
  routes: {
    root: { id: 'root', path: '', module: '/build/root-B.js', imports: ['/build/_shared/shell.js'] },
    'routes/_index': {
      id: 'routes/_index',
      parentId: 'root',
      index: true,
      module: '/build/routes/_index-C.js',
      imports: ['/build/_shared/teasers.js', '/build/_shared/shell.js'],
    },
    'routes/_account': {
      id: 'routes/_account',
      parentId: 'root',
      module: '/build/routes/_account-D.js',
      imports: ['/build/_shared/account.js'],
    },
    'routes/_account.hotel.account._index': {
      id: 'routes/_account.hotel.account._index',
      parentId: 'routes/_account',
      module: '/build/routes/_account.hotel.account._index-E.js',
    },
  },
}

describe('parseManifest', () => {
  it('reads the object Remix assigns to window.__remixManifest', () => {
    const source = `window.__remixManifest=${JSON.stringify(manifest)};`
    expect(parseManifest(source)).toEqual(manifest)
  })

  it('refuses text that is not a manifest', () => {
    expect(() => parseManifest('console.log(1)')).toThrow(/Not a Remix manifest/)
    expect(() => parseManifest('window.x={"a":1}')).toThrow(/entry or routes missing/)
  })
})

describe('firstLoadFiles', () => {
  it('is the entry, root and route modules with their imports, each once, in load order', () => {
    expect(firstLoadFiles(manifest, 'routes/_index')).toEqual([
      '/build/entry.client-A.js',
      '/build/_shared/react.js',
      '/build/_shared/remix.js',
      '/build/root-B.js',
      '/build/_shared/shell.js',
      '/build/routes/_index-C.js',
      '/build/_shared/teasers.js',
    ])
  })

  it('includes pathless layout routes between root and the page', () => {
    expect(routeChain(manifest, 'routes/_account.hotel.account._index')).toEqual([
      'root',
      'routes/_account',
      'routes/_account.hotel.account._index',
    ])
    expect(firstLoadFiles(manifest, 'routes/_account.hotel.account._index')).toContain(
      '/build/_shared/account.js',
    )
  })

  it('fails for a route that is not in the manifest', () => {
    expect(() => firstLoadFiles(manifest, 'routes/nope')).toThrow('Unknown route id: routes/nope')
  })
})

describe('firstLoadParts', () => {
  it('assigns each file to the first part that loads it: entry, root (shell), then the route', () => {
    expect(Object.fromEntries(firstLoadParts(manifest, 'routes/_index'))).toEqual({
      '/build/entry.client-A.js': 'entry',
      '/build/_shared/react.js': 'entry',
      '/build/_shared/remix.js': 'entry',
      '/build/root-B.js': 'root',
      '/build/_shared/shell.js': 'root',
      '/build/routes/_index-C.js': 'route',
      '/build/_shared/teasers.js': 'route',
    })
  })

  it('counts layout routes below root as route code', () => {
    expect(
      firstLoadParts(manifest, 'routes/_account.hotel.account._index').get('/build/_shared/account.js'),
    ).toBe('route')
  })
})

describe('staticImports', () => {
  it('finds static imports and re-exports but not dynamic import()', () => {
    const code =
      'import{a as b}from"/build/_shared/chunk-A.js";import"/build/_shared/chunk-B.js";' +
      'export*from"./chunk-C.js";const l=()=>import("/build/_shared/lazy.js");'
    expect(staticImports(code)).toEqual([
      '/build/_shared/chunk-A.js',
      '/build/_shared/chunk-B.js',
      './chunk-C.js',
    ])
  })

  it('follows imports transitively, each file once', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a'] }
    expect(withStaticImports(['a'], (file) => graph[file] ?? [])).toEqual(['a', 'b', 'c'])
  })
})

describe('pageSize', () => {
  const sizes: Record<string, number> = { a: 60_000, b: 30_001 }
  const sizeOf = (file: string) => ({ raw: sizes[file]! * 3, gzip: sizes[file]! })

  it('sums gzip sizes and flags a page over its budget', () => {
    const result = pageSize('/hotel', 'routes/hotel._index', ['a', 'b'], sizeOf, 90_000)
    expect(result.gzip).toBe(90_001)
    expect(result.raw).toBe(270_003)
    expect(result.overBudget).toBe(true)
  })

  it('accepts a page at its budget and pages without one', () => {
    expect(pageSize('/hotel', 'x', ['a'], sizeOf, 60_000).overBudget).toBe(false)
    expect(pageSize('/', 'x', ['a', 'b'], sizeOf).overBudget).toBe(false)
  })
})

describe('islandPageFiles', () => {
  const manifest = {
    modules: {
      'app/islands/entry.client.tsx': ['/i/entry.js', '/i/react-dom.js', '/i/shared.js'],
      'app/a.tsx': ['/i/a.js', '/i/shared.js'],
      'app/b.tsx': ['/i/b.js', '/i/react-dom.js', '/i/b-dep.js'],
    },
  }

  it('counts the island entry and each island of the page, every file once', () => {
    const { files, parts } = islandPageFiles(manifest, ['app/a.tsx', 'app/b.tsx'])
    expect(files).toEqual([
      '/i/entry.js',
      '/i/react-dom.js',
      '/i/shared.js',
      '/i/a.js',
      '/i/b.js',
      '/i/b-dep.js',
    ])
    expect(parts.get('/i/react-dom.js')).toBe('entry')
    expect(parts.get('/i/b-dep.js')).toBe('route')
  })

  it('refuses an island the build does not have', () => {
    expect(() => islandPageFiles(manifest, ['app/missing.tsx'])).toThrow(/not in the island build/)
  })
})
