import { afterEach, describe, expect, it, vi } from 'vitest'

import { listenForChunkErrors } from './chunk-reload'

afterEach(() => vi.unstubAllGlobals())

function fakeBrowser() {
  const assign = vi.fn()
  const store = new Map<string, string>()
  const target = new EventTarget()
  vi.stubGlobal(
    'window',
    Object.assign(target, { location: { assign, pathname: '/hotel', search: '?seite=2', hash: '' } }),
  )
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  })
  const reject = (reason: unknown) =>
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
  return { assign, reject }
}

describe('listenForChunkErrors (hydrated pages and islands)', () => {
  it('reloads the page once when a script chunk of an old release cannot be loaded', () => {
    const { assign, reject } = fakeBrowser()
    const stop = listenForChunkErrors()
    reject(new TypeError('Failed to fetch dynamically imported module: /build/islands/chunk-abc.js'))
    expect(assign).toHaveBeenCalledWith('/hotel?seite=2')
    reject(new TypeError('Failed to fetch dynamically imported module: /build/islands/chunk-abc.js'))
    expect(assign).toHaveBeenCalledTimes(1)
    stop()
  })

  it('leaves other errors alone', () => {
    const { assign, reject } = fakeBrowser()
    const stop = listenForChunkErrors()
    reject(new Error('Netzwerk weg'))
    expect(assign).not.toHaveBeenCalled()
    stop()
  })
})
