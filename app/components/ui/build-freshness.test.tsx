import { describe, expect, it } from 'vitest'

import { isReplaceableNavigation, reloadOnChunkError } from './build-freshness'

describe('isReplaceableNavigation', () => {
  it('replaces page loads and GET forms', () => {
    expect(isReplaceableNavigation({ state: 'loading' })).toBe(true)
    expect(isReplaceableNavigation({ state: 'loading', formMethod: 'get' })).toBe(true)
  })

  it('never drops a submitted form or an idle state', () => {
    expect(isReplaceableNavigation({ state: 'loading', formMethod: 'POST' })).toBe(false)
    expect(isReplaceableNavigation({ state: 'submitting', formMethod: 'POST' })).toBe(false)
    expect(isReplaceableNavigation({ state: 'idle' })).toBe(false)
  })
})

describe('reloadOnChunkError', () => {
  it('does nothing on the server', () => {
    expect(reloadOnChunkError(new TypeError('Failed to fetch dynamically imported module'))).toBe(false)
  })
})
