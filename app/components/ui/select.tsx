import { useRef, useState, type KeyboardEvent } from 'react'

import { autoSubmitForm } from '~/lib/auto-submit'
import { useHydrated } from '~/lib/hydrated'

import { listKey } from './listbox-keys'
import { tControls } from '../../../core/copy/controls'

// A select with the spec's texts (§8) and list height (§9: at most 15rem). The server HTML, and a page
// without JavaScript, has a native <select>; once hydrated it becomes an ARIA 1.2 select-only combobox
// (a button with a list of options: arrow keys, Home, End, Enter, Space, Escape), optionally with a search
// field. A hidden input carries the value in the form, so both post the same.

export const SELECT_TEXTS = {
  search: 'Search...',
  empty: 'No options.',
  noResults: (query: string) => `No results for "${query}".`,
} as const

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps {
  /** the control's id: a <label htmlFor> names it in both forms */
  id: string
  /** that label's text, which also names the list of options */
  label: string
  name: string
  options: SelectOption[]
  value: string
  /** the form it belongs to, when it stands outside it */
  form?: string
  /** submits its form on a change, as the search's filters do (`app/lib/auto-submit.ts`) */
  autoSubmit?: boolean
  /** a search field above the options */
  searchable?: boolean
  className?: string
}

/** The options whose label contains `query` (case-insensitive). */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const wanted = query.trim().toLocaleLowerCase('de-DE')
  return wanted
    ? options.filter((option) => option.label.toLocaleLowerCase('de-DE').includes(wanted))
    : options
}

/** What the open list says when it has no option to show. */
export function emptyText(options: SelectOption[], query: string): string {
  return options.length === 0 || !query.trim() ? SELECT_TEXTS.empty : SELECT_TEXTS.noResults(query.trim())
}

const controlClass = 'mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2'

export function Select({
  id,
  label,
  name,
  options,
  value: initial,
  form,
  autoSubmit = false,
  searchable = false,
  className = controlClass,
}: SelectProps) {
  const hydrated = useHydrated()
  const [value, setValue] = useState(initial)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const hidden = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = `${id}-liste`
  const shown = filterOptions(options, searchable ? query : '')
  const optionId = (index: number) => `${listId}-${index}`

  if (!hydrated) {
    return (
      <select
        id={id}
        name={name}
        form={form}
        data-auto-submit={autoSubmit ? '' : undefined}
        defaultValue={initial}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  }

  function openList() {
    setQuery('')
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    )
    setOpen(true)
  }

  function close() {
    setOpen(false)
    setQuery('')
    button.current?.focus()
  }

  function choose(option: SelectOption) {
    close()
    if (option.value === value) return
    setValue(option.value)
    if (hidden.current) {
      hidden.current.value = option.value
      if (autoSubmit) autoSubmitForm(hidden.current)?.requestSubmit()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const key = event.key === ' ' && !(searchable && open) ? 'Enter' : event.key
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter'].includes(key)) {
        event.preventDefault()
        openList()
      }
      return
    }
    const result = listKey(key, active, shown.length, true)
    if (result.kind === 'none') {
      if (key === 'Tab') setOpen(false)
      return
    }
    event.preventDefault()
    if (result.kind === 'move') {
      setActive(result.index)
      document.getElementById(optionId(result.index))?.scrollIntoView({ block: 'nearest' })
    } else if (result.kind === 'choose') choose(shown[result.index]!)
    else close()
  }

  const current = options.find((option) => option.value === value)
  const activeId = open && active >= 0 && active < shown.length ? optionId(active) : undefined
  return (
    <div className="relative inline-block">
      <input ref={hidden} type="hidden" name={name} form={form} value={value} data-auto-submit="" />
      <button
        ref={button}
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={searchable ? undefined : activeId}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false)
        }}
        className={`${className} flex min-w-[12rem] items-center justify-between gap-3 text-left`}
      >
        <span>{current?.label ?? ''}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        hidden={!open}
        className="absolute right-0 z-20 mt-1 w-full min-w-[12rem] rounded-lg bg-white shadow-lg ring-1 ring-slate-300"
      >
        {searchable && (
          <input
            type="search"
            aria-label={SELECT_TEXTS.search}
            placeholder={SELECT_TEXTS.search}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
            }}
            onKeyDown={onKeyDown}
            className="w-full rounded-t-lg border-b border-slate-300 px-3 py-2"
          />
        )}
        <ul id={listId} role="listbox" aria-label={label} className="max-h-[15rem] overflow-auto py-1">
          {shown.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the button
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-bright' : 'hover:bg-slate-100'}`}
            >
              {option.label}
              {option.value === value && <span className="sr-only"> {tControls('controls.selected')}</span>}
            </li>
          ))}
        </ul>
        {shown.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-700">{emptyText(options, query)}</p>
        )}
      </div>
    </div>
  )
}
