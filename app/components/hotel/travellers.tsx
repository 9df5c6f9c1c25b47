import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { useHydrated } from '~/lib/hydrated'

import { tCommon } from '../../../core/copy/common'
import { tSearchForm } from '../../../core/copy/search-form'
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS } from '../../../core/hotel-search'

// Rooms, adults and children's ages, folded into one line ("2 Erwachsene · 1 Kind") that opens. A
// <details>, so it opens and closes without JavaScript too. Without JavaScript it holds four age selects
// (an empty one is no child); hydrated, "Kind hinzufügen" adds one select per child.

export interface TravellersProps {
  zimmer: string
  erwachsene: string
  kind: string[]
  errors: { zimmer?: string | undefined; erwachsene?: string | undefined; kind?: string | undefined }
}

const CHILD_SLOTS = 4
const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => String(age))

const inputClass = 'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2'

/** "2 Erwachsene · 1 Kind · 2 Zimmer" */
export function travellersLine(rooms: string, adults: string, children: number): string {
  const adultCount = /^\d+$/.test(adults.trim()) ? Number(adults) : 2
  const roomCount = /^\d+$/.test(rooms.trim()) ? Number(rooms) : 1
  return [
    tCommon('common.adultCount', { count: adultCount }),
    children > 0 && tCommon('common.childCount', { count: children }),
    roomCount > 1 && tSearchForm('searchForm.roomCount', { count: roomCount }),
  ]
    .filter(Boolean)
    .join(' · ')
}

function AgeSelect({
  index,
  value,
  invalid,
  required,
  onChange,
  onInvalid,
}: {
  index: number
  value: string
  invalid: boolean
  required?: boolean
  onChange?: (value: string) => void
  onInvalid?: () => void
}) {
  // An age from the address that no option has (a mistake reported below) stays visible as it was sent.
  const ages = value === '' || AGES.includes(value) ? AGES : [value, ...AGES]
  return (
    <div>
      <label htmlFor={`suche-kind-${index + 1}`} className="block text-sm">
        {tSearchForm('searchForm.childAge', { number: index + 1 })}
      </label>
      <select
        id={`suche-kind-${index + 1}`}
        name="kind"
        value={value}
        required={required}
        onChange={(event) => onChange?.(event.target.value)}
        onInvalid={onInvalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'suche-kind-fehler' : undefined}
        className={inputClass}
      >
        <option value="">{required ? tCommon('common.choose') : '–'}</option>
        {ages.map((age) => (
          <option key={age} value={age}>
            {tCommon('common.age', { count: Number(age) })}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The travellers of a search; an island (docs/decisions/hotel-pages-as-islands.md). */
export function TravellersView({ zimmer, erwachsene, kind, errors }: TravellersProps) {
  const hydrated = useHydrated()
  const [rooms, setRooms] = useState(zimmer || '1')
  const [adults, setAdults] = useState(erwachsene || '2')
  const [ages, setAges] = useState(() => kind.filter((age) => age !== ''))
  const details = useRef<HTMLDetailsElement>(null)
  // Travellers chosen before the island hydrated (a slow phone) are in the fields but not in the state: keep
  // them. Only a field that differs from the page's own value counts (as for the dates, date-range.tsx).
  useEffect(() => {
    const root = details.current
    if (!root) return
    const typed = (name: string, own: string) => {
      const value = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value
      return value !== undefined && value !== own ? value : null
    }
    const typedAdults = typed('erwachsene', erwachsene || '2')
    const typedRooms = typed('zimmer', zimmer || '1')
    if (typedAdults !== null) setAdults(typedAdults)
    if (typedRooms !== null) setRooms(typedRooms)
    const chosenAges = [...root.querySelectorAll<HTMLSelectElement>('select[name="kind"]')]
      .map((select) => select.value)
      .filter((age) => age !== '')
    if (chosenAges.join() !== kind.filter((age) => age !== '').join()) setAges(chosenAges)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was chosen before the first render
  }, [])
  const hasError = Boolean(errors.zimmer || errors.erwachsene || errors.kind)
  const slots = hydrated ? ages.length : Math.max(CHILD_SLOTS, kind.length)
  const children = hydrated ? ages.length : kind.filter((age) => age !== '').length

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !details.current?.open) return
    event.preventDefault()
    details.current.open = false
    details.current.querySelector('summary')?.focus()
  }

  const number = (
    name: 'zimmer' | 'erwachsene',
    label: string,
    value: string,
    set: (value: string) => void,
    min: number,
    max: number,
  ) => (
    <div>
      <label htmlFor={`suche-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`suche-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `suche-${name}-fehler` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`suche-${name}-fehler`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open panel
    <details
      ref={details}
      open={hasError || undefined}
      onKeyDown={onKeyDown}
      className="group rounded-lg border border-slate-400 bg-white"
    >
      <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2">
        <span className="min-w-0">
          <span className="block text-xs font-medium text-slate-700">{tCommon('common.travellers')}</span>
          <span className="block truncate font-medium" aria-live={hydrated ? 'polite' : undefined}>
            {travellersLine(rooms, adults, children)}
          </span>
        </span>
        <span aria-hidden="true" className="text-brand-dark group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3">
        <div className="grid grid-cols-2 gap-3">
          {number('erwachsene', tCommon('common.adults'), adults, setAdults, 1, MAX_ADULTS)}
          {number('zimmer', tSearchForm('searchForm.rooms'), rooms, setRooms, 1, MAX_ROOMS)}
        </div>
        <fieldset aria-describedby={errors.kind ? 'suche-kind-fehler' : undefined}>
          <legend className="text-sm font-medium">
            {hydrated ? tSearchForm('searchForm.childrenAgesShort') : tSearchForm('searchForm.childrenAges')}
          </legend>
          {hydrated && (
            <div className="mt-1 flex items-center gap-3">
              <button
                type="button"
                aria-label={tSearchForm('searchForm.removeChild')}
                disabled={ages.length === 0}
                onClick={() => setAges(ages.slice(0, -1))}
                className="h-10 w-10 rounded-full text-xl ring-1 ring-slate-400 hover:bg-slate-100 disabled:opacity-40"
              >
                <span aria-hidden="true">−</span>
              </button>
              <span className="min-w-16 text-center">
                {tCommon('common.childCount', { count: ages.length })}
              </span>
              <button
                type="button"
                aria-label={tSearchForm('searchForm.addChild')}
                disabled={ages.length >= MAX_CHILDREN}
                onClick={() => setAges([...ages, ''])}
                className="h-10 w-10 rounded-full text-xl ring-1 ring-slate-400 hover:bg-slate-100 disabled:opacity-40"
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          )}
          <div className="mt-2 grid grid-cols-2 gap-3">
            {Array.from({ length: slots }, (_, index) => {
              const value = (hydrated ? ages[index] : kind[index]) ?? ''
              return (
                <AgeSelect
                  key={index}
                  index={index}
                  value={value}
                  invalid={Boolean(errors.kind) && value !== '' && !AGES.includes(value)}
                  required={hydrated}
                  onChange={(age) => setAges(ages.map((old, at) => (at === index ? age : old)))}
                  // a child without an age stops the search: the folded panel opens, so that the browser
                  // can point at the select
                  onInvalid={() => details.current?.setAttribute('open', '')}
                />
              )
            })}
          </div>
          {errors.kind && (
            <p id="suche-kind-fehler" className="mt-1 text-sm text-red-700">
              {errors.kind}
            </p>
          )}
        </fieldset>
      </div>
    </details>
  )
}
