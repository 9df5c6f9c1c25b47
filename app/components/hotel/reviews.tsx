import { tHotel } from '../../../core/copy/hotel'
import { formatScore, MAX_SCORE } from '../../../core/reviews'
import type { HotelReviews } from '../../../trpc/types'

// The hotel page's reviews with text: the mean of each category and the newest reviews to read.

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthOf = (yearMonth: string) => MONTH.format(new Date(`${yearMonth}-01T00:00:00Z`))

export function HotelReviewsSection({ reviews }: { reviews: HotelReviews }) {
  if (reviews.count === 0) return null
  return (
    <section aria-labelledby="erfahrungen">
      <h2 id="erfahrungen" className="text-2xl font-bold">
        {tHotel('hotel.reviews.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {tHotel('hotel.reviews.average', { count: reviews.count, max: MAX_SCORE })}
      </p>
      <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {reviews.averages.map(({ key, label, score }) => (
          <div key={key} className="min-w-0 text-sm">
            <dt className="pr-12">{label}</dt>
            {/* the value stands right of the label, the bar under both */}
            <dd className="-mt-5">
              <span className="block text-right font-semibold">{formatScore(score)}</span>
              <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-slate-200">
                <span
                  className="block h-2 rounded-full bg-brand-dark"
                  style={{ width: `${(score / MAX_SCORE) * 100}%` }}
                />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 space-y-4">
        {reviews.items.map((review) => (
          <li key={review.id}>
            <article
              aria-labelledby={`bewertung-${review.id}`}
              className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 id={`bewertung-${review.id}`} className="font-semibold">
                  {review.title}
                </h3>
                {review.score !== null && (
                  <p className="text-sm">
                    <span className="sr-only">{tHotel('hotel.reviews.score')} </span>
                    <span className="rounded bg-brand-dark px-1.5 py-0.5 font-semibold text-white">
                      {formatScore(review.score)}
                    </span>
                  </p>
                )}
              </header>
              <p className="mt-1 text-sm text-slate-600">
                {[
                  review.author,
                  review.travellerType,
                  review.travelledIn
                    ? tHotel('hotel.reviews.stay', { month: monthOf(review.travelledIn) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-2 break-words">{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
