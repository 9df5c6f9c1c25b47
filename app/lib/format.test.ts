import { describe, expect, it } from 'vitest'

import { formatDate, formatPrice, formatRating } from './format'

describe('formatPrice', () => {
  it('formats euros the German way', () => {
    expect(formatPrice(1234.5)).toBe('1.234,50\u00a0€')
  })

  it('drops the cents for whole-euro teasers', () => {
    expect(formatPrice(899, { whole: true })).toBe('899\u00a0€')
  })
})

describe('formatDate', () => {
  it('uses day, abbreviated month and year (Luxon "DD")', () => {
    expect(formatDate('2026-11-23')).toBe('23. Nov. 2026')
  })

  it('accepts full ISO timestamps', () => {
    expect(formatDate('2026-03-01T10:00:00Z')).toBe('1. März 2026')
  })

  it('leaves unreadable input as it is', () => {
    expect(formatDate('demnächst')).toBe('demnächst')
  })
})

describe('formatRating', () => {
  it('shows one decimal with a comma', () => {
    expect(formatRating(8.25)).toMatch(/^8,[23]$/)
    expect(formatRating(9)).toBe('9,0')
  })
})
