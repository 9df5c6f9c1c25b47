// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DocumentPreloadView } from './document-preload'

declare global {
  // React's flag for tests that drive rendering with act().
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

let root: Root | undefined

const PAGES = ['/hotel', '/rundreisen', '/reisetipps', '/hotel/thema/ostsee', '/kontakt', '/impressum']

/** The documents the browser was asked to prefetch. */
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'))

async function showPage(connection?: { effectiveType?: string; saveData?: boolean }) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(<DocumentPreloadView pages={PAGES} />))
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('the initial preload of an island page', () => {
  it('prefetches the first four main pages one second after the page loaded, not before', async () => {
    await showPage({ effectiveType: '4g' })
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(prefetched()).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(prefetched()).toEqual(PAGES.slice(0, 4))
  })

  it.each([{ effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }])(
    'prefetches nothing on %j',
    async (connection) => {
      await showPage(connection)
      await act(() => vi.advanceTimersByTimeAsync(5_000))
      expect(prefetched()).toEqual([])
    },
  )
})
