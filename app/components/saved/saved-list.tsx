import { Stars } from '~/components/hotel/result-card'
import { Link } from '~/components/site-link'
import { formatPrice } from '~/lib/format'
import { imageSrcSet, imageUrl } from '~/lib/images'

import { SaveButton } from './save-button'
import { tCommon } from '../../../core/copy/common'
import { tRoundTrip } from '../../../core/copy/round-trip'
import { tSavedList } from '../../../core/copy/saved-list'
import { tSearch } from '../../../core/copy/search'
import { tSearchForm } from '../../../core/copy/search-form'
import { tSite } from '../../../core/copy/site'
import type { RouterOutputs } from '../../../trpc/types'

type Entry = RouterOutputs['savedTrip']['entries'][number]

function Thumbnail({ fileId }: { fileId: string | null }) {
  if (!fileId) return <div className="h-24 w-32 shrink-0 rounded-lg bg-brand-bright" aria-hidden="true" />
  return (
    <img
      src={imageUrl(fileId, 320)}
      srcSet={imageSrcSet(fileId, [320, 480])}
      sizes="8rem"
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={240}
      className="h-24 w-32 shrink-0 rounded-lg object-cover"
    />
  )
}

function Price({ amount, per }: { amount: number | null; per: string }) {
  if (amount === null)
    return <p className="text-sm text-slate-600">{tSavedList('savedList.priceOnRequest')}</p>
  return (
    <p className="text-right">
      <span className="text-sm text-slate-600">{tSite('price.from')} </span>
      <span className="text-xl font-bold text-brand-dark">{formatPrice(amount, { whole: true })}</span>
      <span className="block text-xs text-slate-600">{per}</span>
    </p>
  )
}

function EntryCard({ entry, editable }: { entry: Entry; editable: boolean }) {
  const { hotel, trip } = entry
  const name = hotel?.name ?? trip?.title ?? null
  const kindLabel =
    entry.kind === 'hotel' ? tSearchForm('searchForm.kind.hotel') : tRoundTrip('roundTrip.trip')
  return (
    <article className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-nowrap">
      <Thumbnail fileId={hotel?.hero_image ?? trip?.hero_image ?? null} />
      <div className="min-w-0 flex-1 space-y-1">
        {hotel && (
          <>
            <p className="text-sm text-slate-600">
              {[kindLabel, hotel.city, hotel.region?.name].filter(Boolean).join(' · ')}
            </p>
            <h3 className="text-lg font-semibold leading-snug">
              <Link to={`/hotel/details/${hotel.id}`} className="hover:text-brand-dark hover:underline">
                {hotel.name}
              </Link>
            </h3>
            <Stars count={hotel.stars} />
          </>
        )}
        {trip && (
          <>
            <p className="text-sm text-slate-600">
              {[kindLabel, trip.country, trip.days ? tCommon('common.dayCount', { count: trip.days }) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <h3 className="text-lg font-semibold leading-snug">
              {trip.variantSlug ? (
                <Link
                  to={`/rundreisen/reise/${trip.variantSlug}`}
                  className="hover:text-brand-dark hover:underline"
                >
                  {trip.title}
                </Link>
              ) : (
                trip.title
              )}
            </h3>
          </>
        )}
        {!name && (
          <>
            <p className="text-sm text-slate-600">{kindLabel}</p>
            <h3 className="text-lg font-semibold leading-snug">{tSavedList('savedList.gone')}</h3>
            <p className="text-sm text-slate-700">
              {entry.kind === 'hotel' ? tSavedList('savedList.hotelGone') : tSavedList('savedList.tripGone')}
            </p>
          </>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        {hotel && <Price amount={hotel.price_from} per={tSearch('search.perRoomNight')} />}
        {trip && <Price amount={trip.price_from} per={tSavedList('savedList.perPerson')} />}
        {editable && (
          <SaveButton
            kind={entry.kind}
            id={entry.id}
            name={name ?? tSavedList('savedList.kindGone', { kind: kindLabel })}
            saved
            variant="remove"
          />
        )}
      </div>
    </article>
  )
}

/** The entries of a Merkzettel, hotels and round trips in the order saved (newest first). */
export function SavedList({ entries, editable }: { entries: Entry[]; editable: boolean }) {
  return (
    <ul className="space-y-4" aria-label={tSavedList('savedList.title')}>
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.id}`}>
          <EntryCard entry={entry} editable={editable} />
        </li>
      ))}
    </ul>
  )
}
