import { describe, expect, it } from 'vitest'

import { hotelRow, inventoryRow, rateRow, roomTypeRow } from './rows'

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
    expect(rateRow({ room_type: 3, price_per_night: '80.50' }).price_per_night).toBe(80.5)
  })

  it('take the id of a relation, expanded or not', () => {
    expect(roomTypeRow({ hotel: { id: 7 } }).hotel).toBe(7)
    expect(inventoryRow({ room_type: 4 }).room_type).toBe(4)
    expect(rateRow({ room_type: { id: 5 }, price_per_night: 1 }).room_type).toBe(5)
  })
})
