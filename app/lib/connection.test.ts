import { describe, expect, it } from 'vitest'

import {
  allowsInitialPreload,
  allowsLinkPrefetch,
  INITIAL_PRELOAD_DELAY_MS,
  MAX_PARALLEL_PRELOADS,
} from './connection'

describe('connection-aware loading', () => {
  it('skips link prefetch on data saver and 2g', () => {
    expect(allowsLinkPrefetch(undefined)).toBe(true)
    expect(allowsLinkPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(allowsLinkPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(allowsLinkPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(allowsLinkPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(allowsLinkPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })

  it('preloads initially except on slow-2g (and data saver)', () => {
    expect(allowsInitialPreload({ effectiveType: '2g' })).toBe(true)
    expect(allowsInitialPreload({ effectiveType: 'slow-2g' })).toBe(false)
    expect(allowsInitialPreload({ saveData: true })).toBe(false)
  })

  it('waits 1 s and preloads at most 4 routes at once', () => {
    expect(INITIAL_PRELOAD_DELAY_MS).toBe(1000)
    expect(MAX_PARALLEL_PRELOADS).toBeGreaterThanOrEqual(4)
    expect(MAX_PARALLEL_PRELOADS).toBeLessThanOrEqual(5)
  })
})
