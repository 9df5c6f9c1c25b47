import {
  REVIEW_SCORE_KEYS,
  REVIEW_SCORES,
  reviewScore,
  TRAVELLER_TYPES,
  type ReviewScore,
} from '../core/reviews'
import type { CatalogueReviews } from './adapters/catalogue'

// A hotel's published reviews with text, as its page shows them: how many, the mean of each category over
// all of them, and the newest few to read (read in the hotel page's one catalogue request). Separate from
// the hotel's overall rating (`hotels.rating`, `review_count`), which counts every guest rating, also those
// without text.

export interface HotelReviews {
  count: number
  /** Each category's mean over all published reviews, in the order of REVIEW_SCORES (none without ratings). */
  averages: Array<{ key: ReviewScore; label: string; score: number }>
  items: Array<{
    id: number
    author: string
    travellerType: string | null
    /** YYYY-MM */
    travelledIn: string | null
    title: string
    text: string
    score: number | null
  }>
}

const isTravellerType = (value: string | null): value is keyof typeof TRAVELLER_TYPES =>
  value !== null && Object.hasOwn(TRAVELLER_TYPES, value)

export function hotelReviews({ count, averages, items }: CatalogueReviews): HotelReviews {
  return {
    count,
    averages: REVIEW_SCORE_KEYS.flatMap((key) => {
      const score = averages[key] ?? null
      return count > 0 && score !== null
        ? [{ key, label: REVIEW_SCORES[key], score: Math.round(score * 10) / 10 }]
        : []
    }),
    items: items.map((row) => ({
      id: row.id,
      author: row.author,
      travellerType: isTravellerType(row.traveller_type) ? TRAVELLER_TYPES[row.traveller_type] : null,
      travelledIn: row.travelled_in ? row.travelled_in.slice(0, 7) : null,
      title: row.title,
      text: row.text,
      score: reviewScore(row),
    })),
  }
}
