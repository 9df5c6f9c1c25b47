import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { foundMessage, listKey } from '~/components/ui/listbox-keys'
import { Island } from '~/islands/island'
import { useHydrated } from '~/lib/hydrated'

import { DateRangeView, type DateRangeProps } from './date-range'
import { TravellersView, type TravellersProps } from './travellers'
import { tCommon } from '../../../core/copy/common'
import { tSearchForm } from '../../../core/copy/search-form'
import type { SearchField, SearchFormValues } from '../../../core/hotel-search'

// The stay part of the hotel search form: destination, dates and travellers. Plain inputs that post with
// the surrounding GET form; with JavaScript the destination field suggests regions, towns and hotels, the
// dates have a calendar and the travellers add an age select per child.

type Errors = Partial<Record<SearchField, string | undefined>>

function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

const inputClass = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2'

function fieldProps(name: SearchField, errors: Errors) {
  return {
    id: `suche-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `suche-${name}-fehler` : undefined,
  }
}

interface Suggestion {
  kind: 'region' | 'city' | 'hotel'
  label: string
  detail: string
  value: string
}

const KIND_LABEL: Record<Suggestion['kind'], string> = {
  region: tSearchForm('searchForm.kind.region'),
  city: tCommon('common.city'),
  hotel: tSearchForm('searchForm.kind.hotel'),
}

/** A finished look-up: what was asked and what was found. */
interface Found {
  query: string
  suggestions: Suggestion[]
}

/**
 * Suggestions through the tRPC query `hotel.destinations`, loaded only for text the visitor typed
 * (`edited`), not for the value the page came with. Null while nothing was looked up for the text.
 */
function useDestinationSuggestions(text: string, edited: boolean): Found | null {
  const [found, setFound] = useState<Found | null>(null)
  useEffect(() => {
    const q = text.trim()
    if (!edited || q.length < 2) {
      setFound(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      void import('../../lib/trpc-client')
        .then(({ queryClient, trpc }) =>
          queryClient.fetchQuery(['hotel.destinations', q], () => trpc.hotel.destinations.query({ q })),
        )
        .then((suggestions) => current && setFound({ query: q, suggestions }))
        .catch(() => current && setFound(null))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, edited])
  return found
}

type DestinationProps = { value: string; error?: string | undefined }

const LIST_ID = 'suche-ziel-vorschlaege'
const optionId = (index: number) => `${LIST_ID}-${index}`

/**
 * The destination input; an island (docs/decisions/hotel-pages-as-islands.md), because its suggestions
 * need JavaScript. Without it (and in the server HTML) a plain text input; hydrated, an ARIA 1.2 combobox
 * with a list of suggestions (arrow keys, Enter, Escape) and a polite status saying how many were found.
 */
export function DestinationFieldView({ value, error }: DestinationProps) {
  const hydrated = useHydrated()
  const [text, setText] = useState(value)
  const [edited, setEdited] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const found = useDestinationSuggestions(text, edited)
  const input = useRef<HTMLInputElement>(null)
  const suggestions = found?.suggestions ?? []
  // Text typed before the island hydrated (a slow phone) is in the field but not in the state: keep it,
  // and suggest for it, instead of letting the next render put the old value back.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== value) {
      setText(typed)
      setEdited(true)
      setOpen(document.activeElement === input.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first render
  }, [])
  // A new answer starts without an active option.
  useEffect(() => setActive(-1), [found])

  const listShown = hydrated && open && suggestions.length > 0
  const noneFound = hydrated && open && found !== null && suggestions.length === 0

  function choose(suggestion: Suggestion) {
    if (suggestion.kind === 'hotel') {
      window.location.assign(suggestion.value)
      return
    }
    setText(suggestion.value)
    setEdited(false)
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!['ArrowDown', 'ArrowUp', 'Enter', 'Escape'].includes(event.key)) return
    const result = listKey(event.key, active, suggestions.length, listShown)
    if (result.kind === 'none') {
      if (event.key === 'Escape' && noneFound) setOpen(false)
      return
    }
    event.preventDefault()
    if (result.kind === 'move') {
      setOpen(true)
      setActive(result.index)
      document.getElementById(optionId(result.index))?.scrollIntoView({ block: 'nearest' })
    } else if (result.kind === 'choose') {
      choose(suggestions[result.index]!)
    } else {
      setOpen(false)
      setActive(-1)
    }
  }

  const combobox = hydrated
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': listShown,
        'aria-controls': LIST_ID,
        'aria-activedescendant': listShown && active >= 0 ? optionId(active) : undefined,
        onKeyDown,
        onBlur: () => setOpen(false),
      }
    : {}
  return (
    <div className="relative sm:col-span-2 lg:col-span-1">
      <label htmlFor="suche-ziel" className="block text-sm font-medium">
        {tSearchForm('searchForm.destination')}
      </label>
      <input
        {...fieldProps('ziel', { ziel: error })}
        type="search"
        autoComplete="off"
        placeholder={tSearchForm('searchForm.destinationExample')}
        maxLength={100}
        ref={input}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setEdited(true)
          setOpen(true)
        }}
        {...combobox}
        className={inputClass}
      />
      {hydrated && (
        <>
          <ul
            id={LIST_ID}
            role="listbox"
            aria-label={tSearchForm('searchForm.suggestions')}
            hidden={!listShown}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-300"
          >
            {suggestions.map((suggestion, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the field
              <li
                key={`${suggestion.kind}:${suggestion.value}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // keeps the focus in the field, so that the click chooses before the blur closes the list;
                // the keyboard chooses through the field (aria-activedescendant), not on the option
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-bright' : 'hover:bg-slate-100'}`}
              >
                <span className="font-medium">{suggestion.label}</span>{' '}
                <span className="text-sm text-slate-700">
                  {`${KIND_LABEL[suggestion.kind]} · ${suggestion.detail}`}
                </span>
              </li>
            ))}
          </ul>
          {noneFound && (
            <p className="absolute z-20 mt-1 w-full rounded-lg bg-white px-3 py-2 text-sm text-slate-700 shadow-lg ring-1 ring-slate-300">
              {foundMessage(found.query, 0)}
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {hydrated && found ? foundMessage(found.query, suggestions.length) : ''}
      </p>
      <FieldError id="suche-ziel-fehler" message={error} />
    </div>
  )
}

function DestinationField(props: DestinationProps) {
  return <Island name="destination" component={DestinationFieldView} props={props} />
}

function DateRange(props: DateRangeProps) {
  return <Island name="date-range" component={DateRangeView} props={props} />
}

function Travellers(props: TravellersProps) {
  return <Island name="travellers" component={TravellersView} props={props} />
}

/**
 * Destination, dates and travellers, compact enough that a phone's first screen shows them with the
 * search button: the dates are one range with its night count, the travellers one line that opens.
 */
export function StayFields({
  values,
  errors,
  today,
  withDestination = true,
}: {
  values: SearchFormValues
  errors: Errors
  today: string
  /** the detail page asks only for dates and travellers */
  withDestination?: boolean
}) {
  return (
    <div className={`grid gap-3 sm:grid-cols-2 ${withDestination ? 'lg:grid-cols-3' : ''}`}>
      {withDestination && <DestinationField value={values.ziel} error={errors.ziel} />}
      <DateRange
        anreise={values.anreise}
        abreise={values.abreise}
        today={today}
        errors={{ anreise: errors.anreise, abreise: errors.abreise }}
      />
      <Travellers
        zimmer={values.zimmer}
        erwachsene={values.erwachsene}
        kind={values.kind}
        errors={{ zimmer: errors.zimmer, erwachsene: errors.erwachsene, kind: errors.kind }}
      />
    </div>
  )
}
