import { describe, expect, it } from 'vitest'

import { buildInfoHeaders, latestBuildInfo } from './build-info'
import { isBuildInfo } from '../core/build-info'

describe('latestBuildInfo', () => {
  it('answers { id, timestamp } as the client expects', () => {
    const info = latestBuildInfo('a1b2c3', 1_700_000_000_000)
    expect(info).toEqual({ id: 'a1b2c3', timestamp: 1_700_000_000_000 })
    expect(isBuildInfo(JSON.parse(JSON.stringify(info)))).toBe(true)
  })

  it('is never cached', () => {
    expect(buildInfoHeaders).toEqual({ 'Cache-Control': 'no-store' })
  })
})
