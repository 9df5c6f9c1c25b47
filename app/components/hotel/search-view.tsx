import { Form, useLocation, useSubmit } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'

import { ConsentMap } from '~/components/map/consent-map'
import { hotelMarkers } from '~/components/map/map-helpers'
import { pageLinks, type PageLinks } from '~/components/pagination'
import { SaveListForm } from '~/components/saved/save-button'
import { Link, useLinkHref } from '~/components/site-link'
import { Select } from '~/components/ui/select'
import { Island } from '~/islands/island'
import { autoSubmitForm } from '~/lib/auto-submit'
import { formatDayMonth } from '~/lib/format'
import { ATTRIBUTE_SLOT, ServerFragment } from '~/lib/fragments'
import { useHydrated } from '~/lib/hydrated'

import { HotelFilters } from './filters'
import { LoadMore } from './load-more'
import { CardAbout, HotelResultCard, shownAmenities } from './result-card'
import { StayFields } from './search-fields'
import { tCommon } from '../../../core/copy/common'
import { tMap } from '../../../core/copy/map'
import { tSearchForm } from '../../../core/copy/search-form'
import { hotelsFound, tSearchPage } from '../../../core/copy/search-page'
import {
  searchQuery,
  SORTS,
  stayQuery,
  type parseSearchParams,
  type SortKey,
} from '../../../core/hotel-search'
import type { HotelResult, RouterOutputs } from '../../../trpc/types'

const SORT_LABELS: Record<SortKey, string> = {
  empfohlen: tSearchPage('search.sort.recommended'),
  'preis-aufsteigend': tSearchPage('search.sort.priceAscending'),
  'preis-absteigend': tSearchPage('search.sort.priceDescending'),
  bewertung: tSearchForm('search.rating'),
  sterne: tSearchPage('search.sort.stars'),
}

// The search page's body, shared by /hotel and the theme pages: one GET form (stay fields, filters and
// sort), the result list with plain page links, and with JavaScript "Weitere Hotels laden".

const FORM_ID = 'hotelsuche'
const RESULT_LIST_ID = 'suchergebnisse'

/** What the search page's loader (app/hotel-search.server.ts) gives it. */
type Data = ReturnType<typeof parseSearchParams> & {
  today: string
  result: RouterOutputs['hotel']['search']
  regions: RouterOutputs['hotel']['regions']
  themePath: string | null
  /** the hotels on the visitor's Merkzettel */
  savedHotels: number[]
}

/** The plain page links of the search. */
function searchPageLinks(data: Data, basePath: string): PageLinks | null {
  return pageLinks(
    data.result.page,
    data.result.pageCount,
    (target) => `${basePath}${searchQuery(data.criteria, data.values, { page: target })}`,
  )
}

/** List or map: plain links, so both views have their own address. */
function ViewSwitch({ data, basePath }: { data: Data; basePath: string }) {
  const views = [
    ['liste', tSearchPage('searchPage.list')],
    ['karte', tSearchPage('searchPage.mapView')],
  ] as const
  return (
    <nav
      aria-label={tSearchPage('searchPage.view')}
      className="mt-4 inline-flex rounded-lg ring-1 ring-slate-300"
    >
      {views.map(([view, label]) =>
        data.criteria.view === view ? (
          <span
            key={view}
            aria-current="page"
            className="rounded-lg bg-brand-dark px-4 py-1.5 font-semibold text-white"
          >
            {label}
          </span>
        ) : (
          <Link
            key={view}
            to={`${basePath}${searchQuery(data.criteria, data.values, { view, page: data.result.page })}`}
            className="rounded-lg px-4 py-1.5 hover:bg-slate-100"
          >
            {label}
          </Link>
        ),
      )}
    </nav>
  )
}

/** The search in one line, for the collapsed form on small screens: where, when, who. */
function stayLine({ criteria, values }: Data): string {
  const { stay } = criteria
  const who = stay
    ? [
        tCommon('common.adultCount', { count: stay.adults }),
        stay.childrenAges.length > 0 && tCommon('common.childCount', { count: stay.childrenAges.length }),
        stay.rooms > 1 && tSearchForm('searchForm.roomCount', { count: stay.rooms }),
      ]
    : [tSearchPage('searchPage.chooseDates')]
  return [
    values.ziel || tSearchPage('searchPage.allDestinations'),
    stay && `${formatDayMonth(stay.arrival)}–${formatDayMonth(stay.departure)}`,
    ...who,
  ]
    .filter(Boolean)
    .join(' · ')
}

function activeFilters({ filters }: Data['criteria']): number {
  return (
    Number(filters.priceMin !== null || filters.priceMax !== null) +
    Number(filters.starsMin !== null) +
    Number(filters.ratingMin !== null) +
    filters.boards.length +
    Number(filters.freeCancellation) +
    filters.amenities.length +
    filters.regions.length
  )
}

/**
 * A result's text about its hotel, the same for every stay: on the server from its fragments, with the
 * stay's link to the hotel filled in (on an island page the site's Link is a plain anchor with that href).
 */
function CachedCardAbout({ hotel, href, wanted }: { hotel: HotelResult; href: string; wanted: string[] }) {
  const amenities = shownAmenities(hotel.amenities, wanted)
  const linkHref = useLinkHref(href)
  return (
    <ServerFragment
      className="result-card-about"
      cacheKey={JSON.stringify([
        'card-about',
        hotel.name,
        hotel.city,
        hotel.region?.name ?? null,
        hotel.stars,
        hotel.rating,
        hotel.reviewCount,
        hotel.teaser,
        amenities,
      ])}
      render={() => (
        <CardAbout hotel={hotel} amenities={amenities} nameLink={<a href={ATTRIBUTE_SLOT}>{hotel.name}</a>} />
      )}
      slot={linkHref}
    >
      <CardAbout hotel={hotel} amenities={amenities} nameLink={<Link to={href}>{hotel.name}</Link>} />
    </ServerFragment>
  )
}

/** The filters: the same for every search with the same filter values, so from the server's fragments. */
function FilterColumn(props: Parameters<typeof HotelFilters>[0]) {
  return (
    <ServerFragment
      as="aside"
      aria-label={tSearchPage('search.filters')}
      data-auto-submit=""
      className="px-4 pb-4 lg:p-0"
      cacheKey={JSON.stringify([
        'filters',
        props.filters,
        props.regions.map((region) => [region.slug, region.name]),
        props.fixedRegions ?? false,
      ])}
      render={() => <HotelFilters {...props} />}
    >
      <HotelFilters {...props} />
    </ServerFragment>
  )
}

function EmptyState({ data, basePath }: { data: Data; basePath: string }) {
  const withoutFilters = `${basePath}${searchQuery(data.criteria, data.values, {
    page: 1,
    filters: {
      priceMin: null,
      priceMax: null,
      starsMin: null,
      ratingMin: null,
      boards: [],
      amenities: [],
      freeCancellation: false,
      regions: [],
    },
  })}`
  return (
    <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold">{tSearchPage('searchPage.noHotels')}</h3>
      <p className="mt-2 text-slate-700">{tSearchPage('searchPage.noHotelsHint')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>
          <Link to={withoutFilters} className="text-brand-dark underline underline-offset-4">
            {tSearchPage('searchPage.removeFilters')}
          </Link>
        </li>
        <li>{tSearchPage('searchPage.checkSpelling')}</li>
        <li>
          {tSearchPage('searchPage.popularRegions')}{' '}
          {data.regions.slice(0, 5).map((region, index) => (
            <span key={region.slug}>
              {index > 0 && ', '}
              <Link
                to={`/hotel?ziel=${encodeURIComponent(region.name)}`}
                className="text-brand-dark underline"
              >
                {region.name}
              </Link>
            </span>
          ))}
        </li>
      </ul>
    </div>
  )
}

export function HotelSearchView({
  data,
  basePath,
  fixedRegions = false,
  intro,
}: {
  data: Data
  basePath: string
  fixedRegions?: boolean
  intro?: ReactNode
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const { result, criteria, values, errors } = data
  const location = useLocation()
  const nights = criteria.stay?.nights ?? null
  const detailQuery = stayQuery(criteria.stay)
  const hotels = result.hotels
  const pageAdjusted = result.page < criteria.page

  // Filters and sorting apply at once with JavaScript; the stay fields wait for "Suchen".
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = autoSubmitForm(event.target)
    if (form) submit(form, { preventScrollReset: true, replace: true })
  }

  // The form covers the stay fields and the filter column only ("display: contents" lets both sit in the
  // page grid); the results stay outside, because the map's consent button is a form of its own and forms
  // must not nest. The sort control (an island: a native select, with JavaScript `ui/select`) joins the
  // form through its `form` attribute. On small screens the stay fields and the filters are disclosures
  // (open with or without JavaScript), so that the results come first; from the `lg` breakpoint on both
  // are always open (`.wide-open` in tailwind.css). The columns may shrink below their content's width
  // (`minmax(0, …)`), so that the one-line summary of a long search is shortened instead of widening the page.
  const filterCount = activeFilters(criteria)
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:mt-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <Form method="get" action={basePath} id={FORM_ID} onChange={onChange} className="contents">
        {criteria.view !== 'liste' && <input type="hidden" name="ansicht" value={criteria.view} />}
        <details
          className="wide-open rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:col-span-2"
          open={Object.keys(errors).length > 0}
        >
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3">
            <span className="truncate font-medium">{stayLine(data)}</span>
            <span className="shrink-0 text-sm font-semibold text-brand-dark underline underline-offset-4">
              {tSearchPage('searchPage.change')}
            </span>
          </summary>
          <section aria-labelledby="suche-titel" className="p-4 pt-0 sm:p-6 lg:pt-6">
            <h2 id="suche-titel" className="sr-only">
              {tSearchPage('searchPage.datesAndTravellers')}
            </h2>
            <StayFields values={values} errors={errors} today={data.today} />
            <button
              type="submit"
              className="mt-4 w-full rounded-lg bg-brand-yellow px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300 sm:w-auto"
            >
              {tSearchPage('search.submit')}
            </button>
          </section>
        </details>

        {intro && <div className="lg:col-span-2">{intro}</div>}

        <details className="wide-open rounded-xl bg-white ring-1 ring-slate-200 lg:rounded-none lg:bg-transparent lg:ring-0">
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold">
            {filterCount > 0
              ? tSearchPage('searchPage.filtersActive', { count: filterCount })
              : tSearchPage('search.filters')}
            <span aria-hidden="true" className="text-brand-dark">
              ▾
            </span>
          </summary>
          <FilterColumn filters={criteria.filters} regions={data.regions} fixedRegions={fixedRegions} />
        </details>
      </Form>
      <section aria-labelledby="treffer-titel">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="treffer-titel" className="text-xl font-bold" aria-live="polite">
              {hotelsFound(result.total)}
            </h2>
            {nights === null && result.total > 0 && (
              <p className="text-sm text-slate-600">{tSearchPage('searchPage.chooseDatesHint')}</p>
            )}
          </div>
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor="sortierung" className="block text-sm font-medium">
                {tSearchPage('search.sortBy')}
              </label>
              <Island
                key={criteria.sort}
                name="select"
                component={Select}
                props={{
                  id: 'sortierung',
                  label: tSearchPage('search.sortBy'),
                  name: 'sortierung',
                  form: FORM_ID,
                  autoSubmit: true,
                  value: criteria.sort,
                  options: SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
                }}
              />
            </div>
            {!hydrated && (
              <button
                type="submit"
                form={FORM_ID}
                data-without-js=""
                className="rounded-lg px-3 py-2 ring-1 ring-slate-400 hover:bg-slate-100"
              >
                {tSearchPage('searchPage.sort')}
              </button>
            )}
          </div>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          <Link to="/so-sortieren-wir" className="underline underline-offset-2">
            {tSearchPage('searchPage.sortExplained')}
          </Link>
        </p>
        <ViewSwitch data={data} basePath={basePath} />
        {criteria.view === 'karte' && (
          <div className="mt-4">
            <ConsentMap
              markers={hotelMarkers(hotels, detailQuery)}
              moreMarkersFrom={RESULT_LIST_ID}
              label={tMap('map.searchResults')}
              id="karte"
            />
          </div>
        )}
        {pageAdjusted && (
          <p
            role="status"
            className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {tSearchPage('searchPage.pageMissing', { page: criteria.page, last: result.page })}
          </p>
        )}
        <div className="mt-4 space-y-4">
          {hotels.length === 0 ? (
            <EmptyState data={data} basePath={basePath} />
          ) : (
            <ol id={RESULT_LIST_ID} className="space-y-4" aria-label={tSearchPage('searchPage.results')}>
              {hotels.map((hotel, index) => (
                <li key={hotel.id}>
                  <HotelResultCard
                    lead={index === 0}
                    hotel={hotel}
                    nights={nights}
                    detailQuery={detailQuery}
                    wanted={criteria.filters.amenities}
                    saved={data.savedHotels.includes(hotel.id)}
                    about={
                      <CachedCardAbout
                        hotel={hotel}
                        href={`/hotel/details/${hotel.id}${detailQuery}`}
                        wanted={criteria.filters.amenities}
                      />
                    }
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
        <LoadMore
          query={location.search}
          criteria={criteria}
          theme={data.themePath ?? null}
          nextCursor={result.nextCursor}
          listId={RESULT_LIST_ID}
          nights={nights}
          detailQuery={detailQuery}
          wanted={criteria.filters.amenities}
          pageLinks={searchPageLinks(data, basePath)}
          savedHotels={data.savedHotels}
        />
        {hotels.length > 0 && <SaveListForm />}
      </section>
    </div>
  )
}
