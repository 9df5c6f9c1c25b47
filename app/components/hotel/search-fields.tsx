import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'

import { Link } from '~/components/site-link'
import { Island } from '~/islands/island'

import { MAX_CHILD_AGE, type SearchField, type SearchFormValues } from '../../../core/hotel-search'

// The stay part of the hotel search form: destination, dates and travellers. Plain inputs that post with
// the surrounding GET form; with JavaScript the destination field suggests regions, towns and hotels.

const CHILD_SLOTS = 4

type Errors = Partial<Record<SearchField, string>>

function FieldError({ id, message }: { id: string; message?: string }) {
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

const KIND_LABEL: Record<Suggestion['kind'], string> = { region: 'Region', city: 'Ort', hotel: 'Hotel' }

/** Suggestions through the tRPC query `hotel.destinations`, loaded only when someone types. */
function useDestinationSuggestions(text: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const typed = useRef(false)
  useEffect(() => {
    if (!typed.current) {
      typed.current = true
      return
    }
    const q = text.trim()
    if (q.length < 2) {
      setSuggestions([])
      return
    }
    let current = true
    const timer = setTimeout(() => {
      void import('../../lib/trpc-client')
        .then(({ queryClient, trpc }) =>
          queryClient.fetchQuery(['hotel.destinations', q], () => trpc.hotel.destinations.query({ q })),
        )
        .then((found) => current && setSuggestions(found))
        .catch(() => current && setSuggestions([]))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text])
  return suggestions
}

type DestinationProps = { value: string; error?: string }

/** The destination input; an island (docs/decisions/hotel-pages-as-islands.md), because its suggestions need JavaScript. */
export function DestinationFieldView({ value, error }: DestinationProps) {
  const [text, setText] = useState(value)
  const suggestions = useDestinationSuggestions(text)
  const input = useRef<HTMLInputElement>(null)
  // Text typed before the island hydrated (a slow phone) is in the field but not in the state: keep it,
  // and suggest for it, instead of letting the next render put the old value back.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== value) setText(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first render
  }, [])
  return (
    <div className="sm:col-span-2">
      <label htmlFor="suche-ziel" className="block text-sm font-medium">
        Reiseziel oder Hotel
      </label>
      <input
        {...fieldProps('ziel', { ziel: error })}
        type="search"
        list="suche-ziel-vorschlaege"
        autoComplete="off"
        placeholder="z. B. Ostsee, Binz oder Hotelname"
        maxLength={100}
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClass}
      />
      <datalist id="suche-ziel-vorschlaege">
        {suggestions
          .filter((suggestion) => suggestion.kind !== 'hotel')
          .map((suggestion) => (
            <option key={`${suggestion.kind}:${suggestion.value}`} value={suggestion.value}>
              {`${KIND_LABEL[suggestion.kind]} · ${suggestion.detail}`}
            </option>
          ))}
      </datalist>
      {suggestions.some((suggestion) => suggestion.kind === 'hotel') && (
        <ul aria-label="Passende Hotels" className="mt-2 flex flex-wrap gap-2 text-sm">
          {suggestions
            .filter((suggestion) => suggestion.kind === 'hotel')
            .map((suggestion) => (
              <li key={suggestion.value}>
                <Link
                  to={suggestion.value}
                  className="rounded-full bg-brand-bright px-3 py-1 hover:underline"
                >
                  {suggestion.label} <span className="text-slate-700">({suggestion.detail})</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
      <FieldError id="suche-ziel-fehler" message={error} />
    </div>
  )
}

function DestinationField(props: DestinationProps) {
  return <Island name="destination" component={DestinationFieldView} props={props} />
}

/** One labelled stay input with its message below, announced with it. */
function StayInput({
  name,
  label,
  errors,
  ...input
}: { name: SearchField; label: string; errors: Errors } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={`suche-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input {...fieldProps(name, errors)} {...input} className={inputClass} />
      <FieldError id={`suche-${name}-fehler`} message={errors[name]} />
    </div>
  )
}

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
  const childSlots = Math.max(CHILD_SLOTS, values.kind.length)
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${withDestination ? 'lg:grid-cols-6' : 'lg:grid-cols-4'}`}>
      {withDestination && <DestinationField value={values.ziel} error={errors.ziel} />}
      <StayInput
        name="anreise"
        label="Anreise"
        errors={errors}
        type="date"
        min={today}
        defaultValue={values.anreise}
      />
      <StayInput
        name="abreise"
        label="Abreise"
        errors={errors}
        type="date"
        min={today}
        defaultValue={values.abreise}
      />
      <StayInput
        name="zimmer"
        label="Zimmer"
        errors={errors}
        type="number"
        inputMode="numeric"
        min={1}
        max={9}
        defaultValue={values.zimmer || '1'}
      />
      <StayInput
        name="erwachsene"
        label="Erwachsene"
        errors={errors}
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        defaultValue={values.erwachsene || '2'}
      />
      <fieldset
        className="sm:col-span-2 lg:col-span-full"
        aria-describedby={errors.kind ? 'suche-kind-fehler' : undefined}
      >
        <legend className="text-sm font-medium">
          Kinder: Alter bei Abreise (leer lassen, wenn kein Kind)
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {Array.from({ length: childSlots }, (_, index) => {
            const current = values.kind[index] ?? ''
            const valid = current === '' || /^(\d|1[0-7])$/.test(current)
            return (
              <div key={index} className="flex items-center gap-2">
                <label htmlFor={`suche-kind-${index + 1}`} className="shrink-0 text-sm">
                  {`Alter Kind ${index + 1}`}
                </label>
                <input
                  id={`suche-kind-${index + 1}`}
                  name="kind"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_CHILD_AGE}
                  placeholder="–"
                  defaultValue={current}
                  aria-invalid={errors.kind && !valid ? true : undefined}
                  className={inputClass}
                />
              </div>
            )
          })}
        </div>
        <FieldError id="suche-kind-fehler" message={errors.kind} />
      </fieldset>
    </div>
  )
}
