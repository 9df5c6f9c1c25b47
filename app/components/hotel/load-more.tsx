import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { hotelMarkers } from '~/components/map/map-helpers'
import { setMoreMarkers } from '~/components/map/more-markers'
import { Pagination, type PageLinks } from '~/components/pagination'
import { Island } from '~/islands/island'
import { useHydrated } from '~/lib/hydrated'

import { HotelResultCard } from './result-card'
import { tSearch } from '../../../core/copy/search'
import type { SearchCriteria } from '../../../core/hotel-search'
import type { HotelResult } from '../../../trpc/types'

// Below the first page of results: the plain page links, and with JavaScript "Weitere Hotels laden",
// which appends the next pages in place through the paginated tRPC query `hotel.search` (cursor = next
// page). An island (docs/decisions/hotel-pages-as-islands.md): everything it needs comes in as props.

export interface LoadMoreProps {
  /** The search as in the page's query string: a new one starts again from its first page. */
  query: string
  /** The criteria the server parsed from that query, the input of `hotel.search`. */
  criteria: SearchCriteria
  theme: string | null
  nextCursor: number | null
  /** The id of the server-rendered result list that appended results join. */
  listId: string
  nights: number | null
  detailQuery: string
  wanted: string[]
  pageLinks: PageLinks | null
  /** the hotels on the visitor's Merkzettel, for the appended results' buttons */
  savedHotels: number[]
}

type Appended = { hotels: HotelResult[]; next: number | null; query: string }

export function LoadMoreView({
  query,
  criteria,
  theme,
  nextCursor,
  listId,
  nights,
  detailQuery,
  wanted,
  pageLinks,
  savedHotels,
}: LoadMoreProps) {
  const hydrated = useHydrated()
  const [appended, setAppended] = useState<Appended>({ hotels: [], next: nextCursor, query })
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  // A new search (client navigation in a hydrated page) starts again from its own first page.
  const current = appended.query === query ? appended : { hotels: [], next: nextCursor, query }
  useEffect(() => {
    setState('idle')
    setMoreMarkers(listId, [])
  }, [query, listId])

  const list = hydrated ? document.getElementById(listId) : null

  async function loadMore() {
    if (current.next === null) return
    setState('loading')
    try {
      const { queryClient, trpc } = await import('../../lib/trpc-client')
      const input = { criteria, theme: theme ?? undefined, cursor: current.next }
      const page = await queryClient.fetchQuery(['hotel.search', input], () => trpc.hotel.search.query(input))
      const hotels = [...current.hotels, ...page.hotels]
      setAppended({ hotels, next: page.nextCursor, query })
      // The map of the page (another island) shows the appended hotels too.
      setMoreMarkers(listId, hotelMarkers(hotels, detailQuery))
      setState('idle')
    } catch {
      setState('error')
    }
  }

  return (
    <>
      {/* Appended results join the page's own list (one list for assistive technology); they exist only
          after a click, so the server never renders this portal. */}
      {current.hotels.length > 0 &&
        list &&
        createPortal(
          current.hotels.map((hotel) => (
            <li key={hotel.id}>
              <HotelResultCard
                hotel={hotel}
                nights={nights}
                detailQuery={detailQuery}
                wanted={wanted}
                saved={savedHotels.includes(hotel.id)}
              />
            </li>
          )),
          list,
        )}
      {hydrated && current.next !== null && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={state === 'loading'}
            className="rounded-lg bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-slate-900 disabled:opacity-70"
          >
            {state === 'loading' ? tSearch('search.loading') : tSearch('search.loadMore')}
          </button>
          {state === 'error' && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {tSearch('search.loadFailed')}
            </p>
          )}
        </div>
      )}
      {current.hotels.length === 0 && pageLinks && (
        <Pagination {...pageLinks} label={tSearch('search.pages')} />
      )}
    </>
  )
}

export function LoadMore(props: LoadMoreProps) {
  return <Island name="load-more" component={LoadMoreView} props={props} />
}
