import { tStay } from './copy/stay'
import { isAmenity, isBoard, type AmenityCode, type BoardCode } from './hotel-codes'

// The hotel search as a URL: one GET form, so every result list has a shareable address and works
// without JavaScript. This module turns query parameters into search criteria and back. Bad input is either
// normalised (unknown filter codes, garbage numbers) or reported next to its field (dates, travellers);
// a stay with errors is searched without dates, so the visitor still sees hotels and keeps what they typed.

export const PAGE_SIZE = 20
/**
 * A search counts its hotels up to one more than this: more read as "über 1.000 Hotels gefunden" and page
 * through the first 1,000 (the count then costs a few index entries, not a region of 70,000 hotels).
 */
export const COUNT_MOST = 1000

/** The pages of a search with this count (at least one; a count beyond COUNT_MOST pages to COUNT_MOST). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(Math.min(total, COUNT_MOST) / PAGE_SIZE))

export const MAX_NIGHTS = 30
export const MAX_ROOMS = 9
export const MAX_ADULTS = 30
export const MAX_CHILDREN = 8
export const MAX_CHILD_AGE = 17
/** Rates exist for the next twelve months, so a stay must begin within a year. */
export const MAX_DAYS_AHEAD = 365

/** The orders of the result list (their names are the search page's: `search-view.tsx`). */
export const SORTS = ['empfohlen', 'preis-aufsteigend', 'preis-absteigend', 'bewertung', 'sterne'] as const
export type SortKey = (typeof SORTS)[number]

export const RATING_STEPS = [9, 8, 7, 6] as const

export interface Stay {
  arrival: string
  departure: string
  nights: number
  rooms: number
  adults: number
  childrenAges: number[]
}

export interface SearchFilters {
  priceMin: number | null
  priceMax: number | null
  starsMin: number | null
  ratingMin: number | null
  boards: BoardCode[]
  amenities: AmenityCode[]
  freeCancellation: boolean
  regions: string[]
}

export interface SearchCriteria {
  destination: string
  stay: Stay | null
  filters: SearchFilters
  sort: SortKey
  page: number
  view: 'liste' | 'karte'
}

export type SearchField = 'ziel' | 'anreise' | 'abreise' | 'zimmer' | 'erwachsene' | 'kind' | 'preis'

/** What the visitor typed, as strings, to fill the form again. */
export interface SearchFormValues {
  ziel: string
  anreise: string
  abreise: string
  zimmer: string
  erwachsene: string
  kind: string[]
}

export interface ParsedSearch {
  criteria: SearchCriteria
  values: SearchFormValues
  errors: Partial<Record<SearchField, string>>
}

const tooManyChildren = () => tStay('search.children.tooMany', { max: MAX_CHILDREN })

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const SLUG = /^[a-z0-9-]{1,60}$/

// Creating an Intl formatter is expensive; one serves every request.
const berlinDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })

/** Today's date in Germany (the site's time zone), `YYYY-MM-DD`. */
export function todayInGermany(now = new Date()): string {
  return berlinDate.format(now)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** An ISO date `days` later (or earlier). Priced stays call it for every night, so it avoids parsing text. */
export function addDays(iso: string, days: number): string {
  const date = new Date(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days),
  )
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** A day of the calendar as `YYYY-MM-DD`; not 2026-02-30, not the year 0 (PostgreSQL has none). */
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A whole number in [min, max], or null for anything else (empty, garbage, out of range). */
function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\s*-?\d{1,6}\s*$/.test(value)) return null
  const n = Number(value)
  return n >= min && n <= max ? n : null
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}

function parseStay(
  params: URLSearchParams,
  values: SearchFormValues,
  errors: ParsedSearch['errors'],
  today: string,
): Stay | null {
  const rooms = values.zimmer === '' ? 1 : intIn(values.zimmer, 1, 99)
  if (rooms === null) errors.zimmer = tStay('search.rooms.invalid')
  else if (rooms > MAX_ROOMS) errors.zimmer = tStay('search.rooms.tooMany', { max: MAX_ROOMS })

  const adults = values.erwachsene === '' ? 2 : intIn(values.erwachsene, 0, 999)
  if (adults === null) errors.erwachsene = tStay('search.adults.invalid')
  else if (adults < 1) errors.erwachsene = tStay('search.adults.missing')
  else if (adults > MAX_ADULTS) errors.erwachsene = tStay('search.adults.tooMany', { max: MAX_ADULTS })
  else if (rooms !== null && rooms <= MAX_ROOMS && adults < rooms)
    errors.erwachsene = tStay('search.adults.perRoom')

  // Empty age selects mean "no child"; each filled one is a child of that age.
  const ages = params
    .getAll('kind')
    .filter((age) => age.trim() !== '')
    .map((age) => intIn(age, 0, MAX_CHILD_AGE))
  if (ages.some((age) => age === null)) errors.kind = tStay('search.childAge.range', { max: MAX_CHILD_AGE })
  else if (ages.length > MAX_CHILDREN) errors.kind = tooManyChildren()

  const { anreise, abreise } = values
  if (anreise === '' && abreise === '') return null
  if (anreise === '' || !isRealDate(anreise)) {
    errors.anreise =
      anreise === '' ? tStay('search.dates.arrivalMissing') : tStay('search.dates.arrivalInvalid')
  } else if (anreise < today) {
    errors.anreise = tStay('search.dates.arrivalPast')
  } else if (daysBetween(today, anreise) > MAX_DAYS_AHEAD) {
    errors.anreise = tStay('search.dates.arrivalTooFar')
  }
  if (abreise === '' || !isRealDate(abreise)) {
    errors.abreise =
      abreise === '' ? tStay('search.dates.departureMissing') : tStay('search.dates.departureInvalid')
  } else if (!errors.anreise && abreise <= anreise) {
    errors.abreise = tStay('search.dates.departureBeforeArrival')
  } else if (!errors.anreise && daysBetween(anreise, abreise) > MAX_NIGHTS) {
    errors.abreise = tStay('search.dates.tooManyNights', { max: MAX_NIGHTS })
  }
  if (Object.keys(errors).some((key) => key !== 'ziel' && key !== 'preis')) return null
  return {
    arrival: anreise,
    departure: abreise,
    nights: daysBetween(anreise, abreise),
    rooms: rooms ?? 1,
    adults: adults ?? 2,
    childrenAges: ages as number[],
  }
}

export function parseSearchParams(params: URLSearchParams, today = todayInGermany()): ParsedSearch {
  const one = (name: string) => (params.get(name) ?? '').trim()
  const values: SearchFormValues = {
    ziel: one('ziel').slice(0, 100),
    anreise: one('anreise'),
    abreise: one('abreise'),
    zimmer: one('zimmer'),
    erwachsene: one('erwachsene'),
    kind: params.getAll('kind').map((age) => age.trim()),
  }
  const errors: ParsedSearch['errors'] = {}
  const stay = parseStay(params, values, errors, today)

  let priceMin = intIn(params.get('preis_min'), 0, 100_000)
  let priceMax = intIn(params.get('preis_max'), 0, 100_000)
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin]

  const rating = intIn(params.get('bewertung'), 0, 10)
  const sort = one('sortierung')

  return {
    values,
    errors,
    criteria: {
      destination: values.ziel,
      stay,
      filters: {
        priceMin,
        priceMax,
        starsMin: intIn(params.get('sterne'), 1, 5),
        ratingMin: rating !== null && (RATING_STEPS as readonly number[]).includes(rating) ? rating : null,
        boards: unique(params.getAll('verpflegung').filter(isBoard)),
        amenities: unique(params.getAll('ausstattung').filter(isAmenity)),
        freeCancellation: params.get('storno') === '1',
        regions: unique(params.getAll('region').filter((slug) => SLUG.test(slug))).slice(0, 20),
      },
      sort: SORTS.find((key) => key === sort) ?? 'empfohlen',
      page: intIn(params.get('seite'), 1, 100_000) ?? 1,
      view: one('ansicht') === 'karte' ? 'karte' : 'liste',
    },
  }
}

/**
 * Why a search address cannot come from the search form, or null. The form has at most MAX_CHILDREN age
 * fields, and each of its other fields once: more ages are refused (dropping some would search for other
 * travellers), while repeated, unknown and empty values have a canonical form (`searchQuery`) without them.
 */
export function overfullSearch(params: URLSearchParams): string | null {
  return params.getAll('kind').length > MAX_CHILDREN ? tooManyChildren() : null
}

/**
 * The canonical query string of a search (defaults left out), so that links for pages, sorting and removed
 * filters stay short and stable. `values` carries what the visitor typed for the stay fields.
 */
export function searchQuery(
  criteria: SearchCriteria,
  values: Pick<SearchFormValues, 'ziel' | 'anreise' | 'abreise' | 'zimmer' | 'erwachsene' | 'kind'>,
  change: Partial<Pick<SearchCriteria, 'sort' | 'page' | 'view'>> & { filters?: Partial<SearchFilters> } = {},
): string {
  const filters = { ...criteria.filters, ...change.filters }
  const sort = change.sort ?? criteria.sort
  const page = change.page ?? criteria.page
  const view = change.view ?? criteria.view
  const params = new URLSearchParams()
  if (values.ziel) params.set('ziel', values.ziel)
  if (values.anreise) params.set('anreise', values.anreise)
  if (values.abreise) params.set('abreise', values.abreise)
  if (values.zimmer && values.zimmer !== '1') params.set('zimmer', values.zimmer)
  if (values.erwachsene && values.erwachsene !== '2') params.set('erwachsene', values.erwachsene)
  for (const age of values.kind) if (age !== '') params.append('kind', age)
  if (filters.priceMin !== null) params.set('preis_min', String(filters.priceMin))
  if (filters.priceMax !== null) params.set('preis_max', String(filters.priceMax))
  if (filters.starsMin !== null) params.set('sterne', String(filters.starsMin))
  if (filters.ratingMin !== null) params.set('bewertung', String(filters.ratingMin))
  for (const board of filters.boards) params.append('verpflegung', board)
  for (const amenity of filters.amenities) params.append('ausstattung', amenity)
  if (filters.freeCancellation) params.set('storno', '1')
  for (const region of filters.regions) params.append('region', region)
  if (sort !== 'empfohlen') params.set('sortierung', sort)
  if (view !== 'liste') params.set('ansicht', view)
  if (page > 1) params.set('seite', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The stay part of a search as query parameters, for links from a result to the hotel's detail page. */
export function stayQuery(stay: Stay | null): string {
  if (!stay) return ''
  const params = new URLSearchParams({ anreise: stay.arrival, abreise: stay.departure })
  if (stay.rooms !== 1) params.set('zimmer', String(stay.rooms))
  if (stay.adults !== 2) params.set('erwachsene', String(stay.adults))
  for (const age of stay.childrenAges) params.append('kind', String(age))
  return `?${params}`
}
