import { describe, expect, it } from 'vitest'

import { formatScore, reviewScore } from './reviews'

describe("a review's own score", () => {
  it('is the mean of the categories it rates, to one decimal, breakfast only where rated', () => {
    const scores = {
      score_cleanliness: 9,
      score_location: 8,
      score_service: 10,
      score_room: 7,
      score_value: 8,
    }
    expect(reviewScore(scores)).toBe(8.4)
    expect(reviewScore({ ...scores, score_breakfast: null })).toBe(8.4)
    expect(reviewScore({ ...scores, score_breakfast: 6 })).toBe(8)
    expect(reviewScore({})).toBeNull()
  })

  it('reads as German readers write it', () => {
    expect(formatScore(8)).toBe('8,0')
    expect(formatScore(8.45)).toBe('8,5')
  })
})
