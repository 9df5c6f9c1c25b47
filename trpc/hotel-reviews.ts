import { aggregate, readItems } from '@directus/sdk'
import { z } from 'zod'

import type { Context } from './context'
import {
  REVIEW_SCORE_KEYS,
  REVIEW_SCORES,
  reviewScore,
  TRAVELLER_TYPES,
  type ReviewScore,
} from '../core/reviews'

// A hotel's published reviews with text: how many, the mean of each category over all of them, and the
// newest few to read. Separate from the hotel's overall rating (`hotels.rating`, `review_count`), which
// counts every guest rating, also those without text.

/** How many reviews the hotel page shows in full. */
const REVIEWS_SHOWN = 5

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

const number = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((value) => (value === null ? null : Number(value)))
const summary = z.array(
  z.object({
    count: z.object({ id: z.union([z.number(), z.string()]).transform(Number) }),
    avg: z.record(number),
  }),
)

const isTravellerType = (value: string | null): value is keyof typeof TRAVELLER_TYPES =>
  value !== null && Object.keys(TRAVELLER_TYPES).includes(value)

export async function hotelReviews(ctx: Context, hotel: number): Promise<HotelReviews> {
  const filter = { _and: [{ hotel: { _eq: hotel } }, { status: { _eq: 'published' as const } }] }
  const [totals, rows] = await Promise.all([
    ctx.catalogue(
      aggregate('hotel_reviews', {
        aggregate: { count: ['id'], avg: [...REVIEW_SCORE_KEYS] },
        query: { filter },
      }),
    ),
    ctx.catalogue(
      readItems('hotel_reviews', {
        fields: ['id', 'author', 'traveller_type', 'travelled_in', 'title', 'text', ...REVIEW_SCORE_KEYS],
        filter,
        sort: ['-travelled_in', '-id'],
        limit: REVIEWS_SHOWN,
      }),
    ),
  ])
  const [total] = summary.parse(totals)
  const count = total?.count.id ?? 0
  return {
    count,
    averages: REVIEW_SCORE_KEYS.flatMap((key) => {
      const score = total?.avg[key] ?? null
      return count > 0 && score !== null && !Number.isNaN(score)
        ? [{ key, label: REVIEW_SCORES[key], score: Math.round(score * 10) / 10 }]
        : []
    }),
    items: rows.map((row) => ({
      id: row.id,
      author: row.author,
      travellerType: isTravellerType(row.traveller_type) ? TRAVELLER_TYPES[row.traveller_type] : null,
      travelledIn: row.travelled_in ? String(row.travelled_in).slice(0, 7) : null,
      title: row.title,
      text: row.text,
      score: reviewScore(row),
    })),
  }
}
