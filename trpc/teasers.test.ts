import { describe, expect, it } from 'vitest'

import { teaserVariant } from './teasers'

describe('teaserVariant', () => {
  it('is the cheapest variant with a price, so that days, price and link belong together', () => {
    const variants = [
      { slug: 'island-9', days: 9, price_from: '2339.00' },
      { slug: 'island-7', days: 7, price_from: '1639.00' },
    ]
    expect(teaserVariant(variants)?.slug).toBe('island-7')
  })

  it('takes the shorter of equally priced variants and skips variants without a price', () => {
    const variants = [
      { slug: 'ohne', days: 5, price_from: null },
      { slug: 'lang', days: 10, price_from: 990 },
      { slug: 'kurz', days: 8, price_from: 990 },
    ]
    expect(teaserVariant(variants)?.slug).toBe('kurz')
  })

  it('is the first variant when none has a price, and nothing without variants', () => {
    expect(teaserVariant([{ slug: 'a', days: 7, price_from: null }])?.slug).toBe('a')
    expect(teaserVariant([])).toBeUndefined()
  })
})
