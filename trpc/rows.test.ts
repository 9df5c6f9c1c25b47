import { describe, expect, it } from 'vitest'

import { hotelRow } from './rows'

describe('collection mappers', () => {
  it('turn decimals into numbers whether the database sent numbers (SQLite) or strings (PostgreSQL)', () => {
    expect(hotelRow({ rating: '8.7', tourist_tax: '2.50', price_from: 89 })).toEqual({
      rating: 8.7,
      tourist_tax: 2.5,
      price_from: 89,
    })
    expect(hotelRow({ rating: null, tourist_tax: null, price_from: null })).toEqual({
      rating: null,
      tourist_tax: 0,
      price_from: null,
    })
  })
})
