import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { useHydrated } from '~/lib/hydrated'

import { tCommon } from '../../../core/copy/common'
import { tSearchForm } from '../../../core/copy/search-form'
import { addDays, daysBetween, MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../../core/hotel-search'

// Arrival and departure as one range with its night count. Without JavaScript (and in the server HTML)
// two native date inputs; hydrated, the same inputs (typing a date still works) and a calendar that picks
// the range with a pointer or the keyboard.

export interface DateRangeProps {
  anreise: string
  abreise: string
  today: string
  errors: { anreise?: string | undefined; abreise?: string | undefined }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The nights between two dates the search would take, or null. */
export function stayNights(arrival: string, departure: string): number | null {
  if (!ISO_DATE.test(arrival) || !ISO_DATE.test(departure)) return null
  const nights = daysBetween(arrival, departure)
  return Number.isFinite(nights) && nights >= 1 && nights <= MAX_NIGHTS ? nights : null
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)
const monthTitle = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayName = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const shortDay = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
})
const WEEKDAYS = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map(
  (day) => [tSearchForm(`searchForm.weekdayShort.${day}`), tSearchForm(`searchForm.weekday.${day}`)] as const,
)

/** The first day of the month of `iso`, moved by `months`. */
function monthStart(iso: string, months = 0): string {
  const date = utc(iso)
  const moved = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  return moved.toISOString().slice(0, 10)
}

/** The weeks (Monday first) of the month that starts on `first`, with null for the days around it. */
function monthWeeks(first: string): Array<Array<string | null>> {
  const offset = (utc(first).getUTCDay() + 6) % 7
  const length = daysBetween(first, monthStart(first, 1))
  const cells: Array<string | null> = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length }, (_, day) => addDays(first, day)),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso)

const inputClass = 'w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2 py-2'

function Calendar({
  start,
  end,
  today,
  onPick,
  onClose,
}: {
  start: string
  end: string
  today: string
  onPick: (start: string, end: string) => void
  onClose: () => void
}) {
  const last = addDays(today, MAX_DAYS_AHEAD)
  const [arrival, setArrival] = useState<string | null>(null)
  const [focused, setFocused] = useState(() => clamp(ISO_DATE.test(start) ? start : today, today, last))
  const grid = useRef<HTMLDivElement>(null)
  const first = monthStart(focused)
  const picking =
    arrival === null ? tSearchForm('searchForm.chooseArrival') : tSearchForm('searchForm.chooseDeparture')

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  const shownStart = arrival ?? start
  const shownEnd = arrival === null ? end : ''
  const selectable = (day: string) =>
    day >= today &&
    day <= last &&
    (arrival === null || day <= arrival || daysBetween(arrival, day) <= MAX_NIGHTS)

  function pick(day: string) {
    if (!selectable(day)) return
    if (arrival === null || day <= arrival) setArrival(day)
    else onPick(arrival, day)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -((utc(focused).getUTCDay() + 6) % 7)),
      End: () => addDays(focused, 6 - ((utc(focused).getUTCDay() + 6) % 7)),
      PageUp: () => addDays(monthStart(focused, -1), utc(focused).getUTCDate() - 1),
      PageDown: () => addDays(monthStart(focused, 1), utc(focused).getUTCDate() - 1),
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    const move = moves[event.key]
    if (!move || !(event.target instanceof HTMLButtonElement) || !event.target.dataset.day) return
    event.preventDefault()
    setFocused(clamp(move(), today, last))
  }

  const monthButton = (months: -1 | 1) => {
    const target = monthStart(first, months)
    const disabled = months < 0 ? first <= today : target > last
    return (
      <button
        type="button"
        disabled={disabled}
        aria-label={
          months < 0 ? tSearchForm('searchForm.previousMonth') : tSearchForm('searchForm.nextMonth')
        }
        onClick={() => setFocused(clamp(target, today, last))}
        className="rounded-lg px-3 py-1 text-lg hover:bg-slate-100 disabled:opacity-30"
      >
        <span aria-hidden="true">{months < 0 ? '‹' : '›'}</span>
      </button>
    )
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the days move the focus with the arrow keys, Escape closes
    <div
      role="dialog"
      aria-label={picking}
      ref={grid}
      onKeyDown={onKeyDown}
      className="absolute left-0 right-0 z-30 mt-1 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-300 sm:right-auto sm:w-80"
    >
      <p className="text-sm font-semibold" aria-live="polite">
        {picking}
      </p>
      <div className="mt-1 flex items-center justify-between">
        {monthButton(-1)}
        <h3 className="font-semibold" aria-live="polite">
          {monthTitle.format(utc(first))}
        </h3>
        {monthButton(1)}
      </div>
      <table className="mt-1 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="py-1 text-xs font-medium text-slate-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(first).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`leer-${index}`} />
                const edge = day === shownStart || day === shownEnd
                const inside = shownEnd !== '' && day > shownStart && day < shownEnd
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={!selectable(day)}
                      aria-pressed={edge}
                      aria-label={
                        day === today
                          ? tSearchForm('searchForm.today', { day: dayName.format(utc(day)) })
                          : dayName.format(utc(day))
                      }
                      onClick={() => pick(day)}
                      className={`h-10 w-full rounded-lg text-sm disabled:text-slate-400 disabled:line-through ${
                        edge
                          ? 'bg-brand-dark font-semibold text-white'
                          : inside
                            ? 'bg-brand-bright'
                            : 'hover:bg-slate-100'
                      } ${day === today ? 'underline underline-offset-2' : ''}`}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-3 py-1 text-sm font-semibold text-brand-dark underline underline-offset-4"
        >
          {tCommon('common.close')}
        </button>
      </div>
    </div>
  )
}

/**
 * The dates of a search; an island (docs/decisions/hotel-pages-as-islands.md). The field names stay
 * `anreise` and `abreise`, so the search address is the same with and without the calendar.
 */
export function DateRangeView({ anreise, abreise, today, errors }: DateRangeProps) {
  const hydrated = useHydrated()
  const [arrival, setArrival] = useState(anreise)
  const [departure, setDeparture] = useState(abreise)
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  // Dates typed before the island hydrated are in the inputs but not in the state: keep them. Only an input
  // that differs from the page's own value counts: a date typed while the island hydrated reaches the state
  // through its replayed input event, and React may have put the page's value back into the input by then.
  useEffect(() => {
    const typed = (name: string, own: string) => {
      const input = box.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      return input && input.value !== own ? input.value : null
    }
    const typedArrival = typed('anreise', anreise)
    const typedDeparture = typed('abreise', abreise)
    if (typedArrival !== null) setArrival(typedArrival)
    if (typedDeparture !== null) setDeparture(typedDeparture)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first render
  }, [])
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const nights = errors.anreise || errors.abreise ? null : stayNights(arrival, departure)
  const dateInput = (name: 'anreise' | 'abreise', label: string, value: string, min: string) => (
    <div className="min-w-0">
      <label htmlFor={`suche-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`suche-${name}`}
        name={name}
        type="date"
        min={min}
        max={addDays(today, MAX_DAYS_AHEAD + MAX_NIGHTS)}
        value={value}
        onChange={(event) => (name === 'anreise' ? setArrival : setDeparture)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `suche-${name}-fehler` : undefined}
        className={`mt-1 ${inputClass}`}
      />
    </div>
  )

  function close() {
    setOpen(false)
    trigger.current?.focus()
  }

  return (
    <div ref={box} className="relative">
      <div className="grid grid-cols-2 gap-2">
        {dateInput('anreise', tSearchForm('searchForm.arrival'), arrival, today)}
        {dateInput(
          'abreise',
          tSearchForm('searchForm.departure'),
          departure,
          ISO_DATE.test(arrival) ? addDays(arrival, 1) : today,
        )}
      </div>
      {errors.anreise && (
        <p id="suche-anreise-fehler" className="mt-1 text-sm text-red-700">
          {errors.anreise}
        </p>
      )}
      {errors.abreise && (
        <p id="suche-abreise-fehler" className="mt-1 text-sm text-red-700">
          {errors.abreise}
        </p>
      )}
      <div className="mt-1 flex min-h-7 items-center justify-between gap-2 text-sm">
        <p aria-live={hydrated ? 'polite' : undefined} className="font-medium text-slate-700">
          {nights !== null &&
            `${shortDay.format(utc(arrival))} – ${shortDay.format(utc(departure))} · ${tCommon('common.nightCount', { count: nights })}`}
        </p>
        {hydrated && (
          <button
            type="button"
            ref={trigger}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen(!open)}
            className="shrink-0 font-semibold text-brand-dark underline underline-offset-4"
          >
            {tSearchForm('searchForm.pickInCalendar')}
          </button>
        )}
      </div>
      {open && (
        <Calendar
          start={arrival}
          end={departure}
          today={today}
          onClose={close}
          onPick={(start, end) => {
            setArrival(start)
            setDeparture(end)
            close()
          }}
        />
      )}
    </div>
  )
}
