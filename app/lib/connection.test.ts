import { describe, expect, it } from 'vitest'

import { allowsInitialPreload, allowsLinkPrefetch } from './connection'

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
})
