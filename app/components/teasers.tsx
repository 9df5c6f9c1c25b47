import { useEditable } from '~/components/editable'
import { SaveButton } from '~/components/saved/save-button'
import { Link } from '~/components/site-link'
import { useTranslation } from '~/i18n'
import { formatDate, formatPrice, formatRating } from '~/lib/format'
import { imageSrcSet, imageUrl, loadingProps } from '~/lib/images'

import { tCommon } from '../../core/copy/common'

function TeaserImage({
  fileId,
  alt,
  lead = false,
  ...editable
}: {
  fileId: string | null
  alt: string
  lead?: boolean
  'data-directus'?: string
}) {
  if (!fileId)
    return <div className="aspect-[16/10] w-full bg-brand-bright" aria-hidden="true" {...editable} />
  return (
    <img
      {...editable}
      src={imageUrl(fileId, 640)}
      srcSet={imageSrcSet(fileId)}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      alt={alt}
      {...loadingProps(lead)}
      decoding="async"
      width={640}
      height={400}
      className="aspect-[16/10] w-full object-cover"
    />
  )
}

/** The foot of a card: the "Merken" button and the price. */
const cardFooterClass = 'mt-auto flex flex-wrap items-end justify-between gap-3 pt-2'

function PriceFrom({ amount, per }: { amount: number; per: string }) {
  const { t } = useTranslation()
  return (
    <p className="text-right">
      <span className="text-sm text-slate-600">{t('price.from')} </span>
      <span className="text-xl font-bold text-brand-dark">{formatPrice(amount, { whole: true })}</span>
      <span className="block text-xs text-slate-600">{per}</span>
    </p>
  )
}

export interface HotelTeaser {
  id: number
  name: string
  stars: number
  city: string
  rating: number | null
  review_count: number | null
  hero_image: string | null
  price_from: number
  region: { name: string } | number | null
}

/** `saved`: on the visitor's Merkzettel (the card's "Merken" button); `lead`: its image loads at once. */
export function HotelCard({
  hotel,
  saved,
  lead = false,
}: {
  hotel: HotelTeaser
  saved: boolean
  lead?: boolean
}) {
  const { t } = useTranslation()
  const editable = useEditable()
  const region = typeof hotel.region === 'object' && hotel.region ? hotel.region.name : null
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <TeaserImage
        fileId={hotel.hero_image}
        alt={hotel.name}
        lead={lead}
        {...editable('hotels', hotel.id, ['hero_image'], 'popover')}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-600">{[hotel.city, region].filter(Boolean).join(', ')}</p>
        <h3
          className="text-lg font-semibold leading-snug"
          {...editable('hotels', hotel.id, ['name'], 'popover')}
        >
          <Link to={`/hotel/details/${hotel.id}`} className="hover:text-brand-dark">
            {hotel.name}
          </Link>
        </h3>
        <p className="text-sm">
          <span aria-label={t('hotel.stars', { count: hotel.stars })} className="text-brand-yellow">
            {'★'.repeat(hotel.stars)}
          </span>
          {hotel.rating !== null && (
            <span className="ml-2 rounded bg-brand-dark px-1.5 py-0.5 text-xs font-semibold text-white">
              <span className="sr-only">{t('hotel.rating', { rating: formatRating(hotel.rating) })}</span>
              <span aria-hidden="true">{formatRating(hotel.rating)}</span>
            </span>
          )}
          {hotel.review_count ? (
            <span className="ml-2 text-slate-600">{t('hotel.reviews', { count: hotel.review_count })}</span>
          ) : null}
        </p>
        <div className={cardFooterClass}>
          <SaveButton kind="hotel" id={hotel.id} name={hotel.name} saved={saved} />
          <PriceFrom amount={hotel.price_from} per={t('price.perNight')} />
        </div>
      </div>
    </article>
  )
}

export interface RoundTripTeaser {
  id: number
  title: string
  country: string | null
  teaser: string | null
  hero_image: string | null
  variantSlug: string | null
  days: number | null
  price_from: number | null
  /** The next departures that still have seats, with their price per person in a double room. */
  nextDepartures: Array<{
    id: number
    startDate: string
    days: number
    pricePerPerson: number
    availability: string
  }>
}

export function RoundTripCard({ trip, saved }: { trip: RoundTripTeaser; saved: boolean }) {
  const { t } = useTranslation()
  const editable = useEditable()
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <TeaserImage
        fileId={trip.hero_image}
        alt={trip.title}
        {...editable('round_trips', trip.id, ['hero_image'], 'popover')}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-600">
          {[trip.country, trip.days ? tCommon('common.dayCount', { count: trip.days }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3
          className="text-lg font-semibold leading-snug"
          {...editable('round_trips', trip.id, ['title'], 'popover')}
        >
          {trip.variantSlug ? (
            <Link to={`/rundreisen/reise/${trip.variantSlug}`} className="hover:text-brand-dark">
              {trip.title}
            </Link>
          ) : (
            trip.title
          )}
        </h3>
        {trip.teaser && (
          <p className="text-sm text-slate-700" {...editable('round_trips', trip.id, ['teaser'], 'popover')}>
            {trip.teaser}
          </p>
        )}
        {trip.nextDepartures.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">{t('roundTrip.nextDepartures')}</p>
            <ul className="mt-1 space-y-0.5">
              {trip.nextDepartures.map((departure) => (
                <li key={departure.id} className="flex justify-between gap-2">
                  <span>
                    {`${formatDate(departure.startDate)}, ${tCommon('common.dayCount', { count: departure.days })}`}
                    {departure.availability === 'few_seats' && (
                      <span className="text-amber-800"> · {t('roundTrip.fewSeats')}</span>
                    )}
                  </span>
                  <span className="font-semibold">
                    {formatPrice(departure.pricePerPerson, { whole: true })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className={cardFooterClass}>
          <SaveButton kind="round_trip" id={trip.id} name={trip.title} saved={saved} />
          {trip.price_from !== null && <PriceFrom amount={trip.price_from} per={t('price.perPerson')} />}
        </div>
      </div>
    </article>
  )
}

export interface ArticleTeaser {
  id: number
  slug: string
  title: string
  teaser: string | null
  hero_image: string | null
  reading_minutes: number | null
  published_at: string | null
  region: { slug: string; name: string } | number | null
  category: { slug: string; name: string } | number | null
}

export function articlePath(article: ArticleTeaser): string {
  const group = [article.region, article.category].find(
    (value): value is { slug: string; name: string } => typeof value === 'object' && value !== null,
  )
  return group ? `/reisetipps/${group.slug}/${article.slug}` : `/reisetipps`
}

export function ArticleCard({ article }: { article: ArticleTeaser }) {
  const { t } = useTranslation()
  const editable = useEditable()
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <TeaserImage
        fileId={article.hero_image}
        alt={article.title}
        {...editable('articles', article.id, ['hero_image'], 'popover')}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-600">
          {[
            article.published_at ? formatDate(article.published_at) : null,
            article.reading_minutes ? t('article.readingTime', { count: article.reading_minutes }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3
          className="text-lg font-semibold leading-snug"
          {...editable('articles', article.id, ['title'], 'popover')}
        >
          <Link to={articlePath(article)} className="hover:text-brand-dark">
            {article.title}
          </Link>
        </h3>
        {article.teaser && (
          <p className="text-sm text-slate-700" {...editable('articles', article.id, ['teaser'], 'popover')}>
            {article.teaser}
          </p>
        )}
      </div>
    </article>
  )
}

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/**
 * `saved`: the ids on the visitor's Merkzettel; `lead`: the grid is the first thing below the page's intro,
 * so its first image is the largest paint.
 */
export function HotelGrid({
  hotels,
  saved,
  lead = false,
}: {
  hotels: HotelTeaser[]
  saved: readonly number[]
  lead?: boolean
}) {
  return (
    <ul className={gridClass}>
      {hotels.map((hotel, index) => (
        <li key={hotel.id} className="flex">
          <HotelCard hotel={hotel} saved={saved.includes(hotel.id)} lead={lead && index === 0} />
        </li>
      ))}
    </ul>
  )
}

export function RoundTripGrid({ trips, saved }: { trips: RoundTripTeaser[]; saved: readonly number[] }) {
  return (
    <ul className={gridClass}>
      {trips.map((trip) => (
        <li key={trip.id} className="flex">
          <RoundTripCard trip={trip} saved={saved.includes(trip.id)} />
        </li>
      ))}
    </ul>
  )
}

export function ArticleGrid({ articles }: { articles: ArticleTeaser[] }) {
  return (
    <ul className={gridClass}>
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
