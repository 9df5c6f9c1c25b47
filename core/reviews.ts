// Guests' reviews of a hotel: what they rate and how the hotel page names it. The schema
// (directus/scripts/schema.ts), the seed and the page take the categories from here.

export const REVIEW_SCORES = {
  score_cleanliness: 'Sauberkeit',
  score_location: 'Lage',
  score_service: 'Service',
  score_room: 'Zimmer',
  score_value: 'Preis-Leistung',
  score_breakfast: 'Frühstück',
} as const
export type ReviewScore = keyof typeof REVIEW_SCORES
export const REVIEW_SCORE_KEYS = Object.keys(REVIEW_SCORES) as [ReviewScore, ...ReviewScore[]]

/** How many reviews a hotel's page shows in full (the newest). */
export const REVIEWS_SHOWN = 5
/** The columns of a review that a hotel's page shows. */
export const REVIEW_FIELDS = [
  'id',
  'author',
  'traveller_type',
  'travelled_in',
  'title',
  'text',
  ...REVIEW_SCORE_KEYS,
]

export const TRAVELLER_TYPES = {
  paar: 'Paar',
  familie: 'Familie',
  allein: 'Alleinreisend',
  freunde: 'Mit Freunden',
  geschaeftlich: 'Geschäftlich',
} as const
export type TravellerType = keyof typeof TRAVELLER_TYPES

/** The highest score; reviews rate each category from 1 to this. */
export const MAX_SCORE = 10

/** A review's own score: the mean of the categories it rates (breakfast may be left out). */
export function reviewScore(scores: Partial<Record<ReviewScore, number | null>>): number | null {
  const given = REVIEW_SCORE_KEYS.map((key) => scores[key]).filter(
    (score): score is number => typeof score === 'number',
  )
  if (given.length === 0) return null
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10
}

/** A score as German readers write it: "8,6". */
export const formatScore = (score: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score)
