import { ratingWord } from './detail'
import { tBooking } from '../../../core/copy/booking'
import { tHotel } from '../../../core/copy/hotel'
import { tSearch } from '../../../core/copy/search'
import { tSearchForm } from '../../../core/copy/search-form'
import { tSearchPage } from '../../../core/copy/search-page'
import { AMENITIES, BOARDS } from '../../../core/hotel-codes'
import { RATING_STEPS, type SearchFilters } from '../../../core/hotel-search'

// The filter column of the hotel search. Every control belongs to the search's GET form; without
// JavaScript "Filter anwenden" submits it, with JavaScript each change submits at once.

export interface RegionChoice {
  slug: string
  name: string
}

const inputClass = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2'

function Group({
  legend,
  choices = false,
  children,
}: {
  legend: string
  /** a list of `Check` or `Radio` rows, styled from the list (`.choice-list`) */
  choices?: boolean
  children: React.ReactNode
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{legend}</legend>
      <div className={`clear-both space-y-1.5 text-sm${choices ? ' choice-list' : ''}`}>{children}</div>
    </fieldset>
  )
}

function Check({
  name,
  value,
  label,
  checked,
}: {
  name: string
  value: string
  label: string
  checked: boolean
}) {
  const id = `filter-${name}-${value}`
  return (
    <div>
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

function Radio({
  name,
  value,
  label,
  checked,
}: {
  name: string
  value: string
  label: string
  checked: boolean
}) {
  const id = `filter-${name}-${value || 'alle'}`
  return (
    <div>
      <input id={id} type="radio" name={name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

function PriceInput({ name, label, value }: { name: string; label: string; value: number | null }) {
  const id = `filter-${name.replace('_', '-')}`
  return (
    <div>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={10}
        defaultValue={value ?? ''}
        className={inputClass}
      />
    </div>
  )
}

export function HotelFilters({
  filters,
  regions,
  fixedRegions = false,
}: {
  filters: SearchFilters
  regions: RegionChoice[]
  /** theme pages with their own regions offer no region filter */
  fixedRegions?: boolean
}) {
  return (
    <div className="space-y-4">
      <h2 className="sr-only text-lg font-semibold lg:not-sr-only">{tSearchPage('search.filters')}</h2>
      <Group legend={tSearchPage('searchPage.priceFrom')}>
        <div className="grid grid-cols-2 gap-2">
          <PriceInput name="preis_min" label={tSearchPage('searchPage.priceMin')} value={filters.priceMin} />
          <PriceInput name="preis_max" label={tSearchPage('searchPage.priceMax')} value={filters.priceMax} />
        </div>
      </Group>
      <Group legend={tSearchPage('search.sort.stars')} choices>
        <Radio
          name="sterne"
          value=""
          label={tSearchPage('search.filterAll')}
          checked={filters.starsMin === null}
        />
        {[5, 4, 3, 2].map((stars) => (
          <Radio
            key={stars}
            name="sterne"
            value={String(stars)}
            label={
              stars === 5
                ? tSearchPage('searchPage.fiveStars')
                : tSearchPage('searchPage.starsFrom', { count: stars })
            }
            checked={filters.starsMin === stars}
          />
        ))}
      </Group>
      <Group legend={tSearchForm('search.rating')} choices>
        <Radio
          name="bewertung"
          value=""
          label={tSearchPage('search.filterAll')}
          checked={filters.ratingMin === null}
        />
        {RATING_STEPS.map((rating) => (
          <Radio
            key={rating}
            name="bewertung"
            value={String(rating)}
            label={tSearchPage('searchPage.ratingFrom', { word: ratingWord(rating), step: rating })}
            checked={filters.ratingMin === rating}
          />
        ))}
      </Group>
      <Group legend={tHotel('hotel.board')} choices>
        {Object.entries(BOARDS).map(([code, label]) => (
          <Check
            key={code}
            name="verpflegung"
            value={code}
            label={label}
            checked={(filters.boards as string[]).includes(code)}
          />
        ))}
      </Group>
      <Group legend={tBooking('booking.cancellation')} choices>
        <Check
          name="storno"
          value="1"
          label={tSearchPage('searchPage.freeCancellation')}
          checked={filters.freeCancellation}
        />
      </Group>
      <Group legend={tSearch('search.amenities')} choices>
        {Object.entries(AMENITIES).map(([code, label]) => (
          <Check
            key={code}
            name="ausstattung"
            value={code}
            label={label}
            checked={(filters.amenities as string[]).includes(code)}
          />
        ))}
      </Group>
      {!fixedRegions && regions.length > 0 && (
        <Group legend={tSearchForm('searchForm.kind.region')} choices>
          {regions.map((region) => (
            <Check
              key={region.slug}
              name="region"
              value={region.slug}
              label={region.name}
              checked={filters.regions.includes(region.slug)}
            />
          ))}
        </Group>
      )}
      <button
        type="submit"
        className="w-full rounded-lg bg-brand-dark px-4 py-2 font-semibold text-white hover:bg-slate-900"
      >
        {tSearchPage('searchPage.applyFilters')}
      </button>
    </div>
  )
}
