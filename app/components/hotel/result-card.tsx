import type { ReactNode } from 'react'

import { SaveButton } from '~/components/saved/save-button'
import { Link } from '~/components/site-link'
import { formatDate, formatPrice, formatRating } from '~/lib/format'
import { imageSrcSet, imageUrl, loadingProps } from '~/lib/images'

import { tSearch } from '../../../core/copy/search'
import { tSearchForm } from '../../../core/copy/search-form'
import { tSiteHotel } from '../../../core/copy/site-hotel'
import { amenityLabel, boardLabel } from '../../../core/hotel-codes'
import type { HotelResult } from '../../../trpc/types'

// One hit of the hotel search. With travel dates it shows what the stay really costs (Gesamtpreis incl.
// tourist tax) and whether it is bookable; without dates the lowest nightly price, labelled as such.

const UNAVAILABLE_TEXT: Record<NonNullable<HotelResult['unavailable']>, string> = {
  sold_out: tSearch('search.unavailable.soldOut'),
  occupancy: tSearch('search.unavailable.occupancy'),
  min_nights: tSearch('search.unavailable.minNights'),
  no_match: tSearch('search.unavailable.noMatch'),
}

export function Stars({ count }: { count: number }) {
  return (
    <span className="text-amber-700" aria-label={tSiteHotel('hotel.stars', { count })} role="img">
      {'★'.repeat(count)}
    </span>
  )
}

export function RatingBadge({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null) return null
  return (
    <span className="rating-badge">
      <span>
        <span className="sr-only">{tSearchForm('search.rating')} </span>
        {formatRating(rating)}
        <span className="sr-only"> {tSearch('search.ofTen')}</span>
      </span>
      {reviewCount > 0 && (
        <span className="text-slate-600">{tSiteHotel('hotel.reviews', { count: reviewCount })}</span>
      )}
    </span>
  )
}

function PriceBox({ hotel, nights, href }: { hotel: HotelResult; nights: number | null; href: string }) {
  const offer = hotel.offer
  if (nights !== null && offer) {
    return (
      <div className="price-box">
        <p className="text-slate-600">{tSearch('search.totalFor', { count: nights })}</p>
        <p className="price">{formatPrice(offer.total)}</p>
        <p className="text-slate-600">
          {tSearch('search.perNightWithTax', { price: formatPrice(offer.perNight) })}
        </p>
        <p className="mt-1">{`${offer.roomTypeName} · ${boardLabel(offer.board)}`}</p>
        {offer.freeCancellationUntil && (
          <p className="font-medium text-brand-dark">
            {tSearch('search.freeCancellationUntil', { date: formatDate(offer.freeCancellationUntil) })}
          </p>
        )}
        {offer.roomsLeft <= 3 && (
          <p className="font-medium text-red-700">
            {tSearch('search.roomsLeft', { roomsLeft: offer.roomsLeft })}
          </p>
        )}
        <Link
          to={href}
          className="button-small"
          aria-label={tSearch('search.viewOfferOf', { name: hotel.name })}
        >
          {tSearch('search.viewOffer')}
        </Link>
      </div>
    )
  }
  if (nights !== null) {
    return (
      <div className="price-box">
        <p className="font-medium text-red-700">{UNAVAILABLE_TEXT[hotel.unavailable ?? 'no_match']}</p>
        <Link to={href} className="mt-2 inline-flex font-medium text-brand-dark underline underline-offset-4">
          {tSearch('search.otherDates')}
        </Link>
      </div>
    )
  }
  return (
    <div className="price-box">
      <p className="text-slate-600">{tSearch('search.perRoomNight')}</p>
      <p className="price">
        {tSearch('search.priceFrom', { price: formatPrice(hotel.priceFrom, { whole: true }) })}
      </p>
      <p className="text-xs text-slate-600">{tSearch('search.cheapestNote')}</p>
      <Link
        to={href}
        className="button-small"
        aria-label={tSearch('search.roomsAndPricesOf', { name: hotel.name })}
      >
        {tSearch('search.roomsAndPrices')}
      </Link>
    </div>
  )
}

/**
 * What a result says about its hotel: the same for every stay and traveller (the server's result list
 * renders it once per hotel and text, `CachedCardAbout` in search-view.tsx). `nameLink` is the hotel's name
 * as a link to its page.
 */
export function CardAbout({
  hotel,
  amenities,
  nameLink,
}: {
  hotel: HotelResult
  amenities: readonly string[]
  nameLink: ReactNode
}) {
  return (
    <>
      <p className="text-sm text-slate-600">{[hotel.city, hotel.region?.name].filter(Boolean).join(', ')}</p>
      <h3>{nameLink}</h3>
      <p className="rated">
        <Stars count={hotel.stars} />
        <RatingBadge rating={hotel.rating} reviewCount={hotel.reviewCount} />
      </p>
      {hotel.teaser && <p className="line-clamp-2 text-sm text-slate-700">{hotel.teaser}</p>}
      {amenities.length > 0 && (
        <ul className="chip-list flex flex-wrap gap-1.5 text-xs" aria-label={tSearch('search.amenities')}>
          {amenities.map((code) => (
            <li key={code}>{amenityLabel(code)}</li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The amenities a card shows: those the visitor filtered for first, five at most. */
export function shownAmenities(amenities: readonly string[], wanted: readonly string[]): string[] {
  return [...amenities].sort((a, b) => Number(wanted.includes(b)) - Number(wanted.includes(a))).slice(0, 5)
}

export function HotelResultCard({
  hotel,
  nights,
  detailQuery,
  wanted = [],
  saved,
  lead = false,
  about,
}: {
  hotel: HotelResult
  nights: number | null
  detailQuery: string
  /** on the visitor's Merkzettel */
  saved: boolean
  /** amenities the visitor filtered for: shown first */
  wanted?: readonly string[]
  /** the first card of the page: its image is the largest paint on a phone */
  lead?: boolean
  /** the `result-card-about` part when the caller renders it (the server's list: app/lib/fragments.tsx) */
  about?: ReactNode
}) {
  const href = `/hotel/details/${hotel.id}${detailQuery}`
  return (
    <article className="result-card bg-white ring-slate-200">
      {hotel.heroImage ? (
        <img
          src={imageUrl(hotel.heroImage, 480)}
          srcSet={imageSrcSet(hotel.heroImage, [320, 480, 640])}
          sizes="(min-width: 640px) 14rem, 100vw"
          alt=""
          {...loadingProps(lead)}
          decoding="async"
          width={480}
          height={320}
        />
      ) : (
        <div className="bg-brand-bright" aria-hidden="true" />
      )}
      <div>
        {about ?? (
          <div className="result-card-about">
            <CardAbout
              hotel={hotel}
              amenities={shownAmenities(hotel.amenities, wanted)}
              nameLink={<Link to={href}>{hotel.name}</Link>}
            />
          </div>
        )}
        <div className="result-card-side">
          <SaveButton kind="hotel" id={hotel.id} name={hotel.name} saved={saved} inList />
          <PriceBox hotel={hotel} nights={nights} href={href} />
        </div>
      </div>
    </article>
  )
}
