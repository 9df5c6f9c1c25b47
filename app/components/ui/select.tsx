import * as SelectPrimitive from '@radix-ui/react-select'
import { useRef, useState, type KeyboardEvent } from 'react'

import { useHydrated } from '~/lib/hydrated'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export const selectTexts = {
  noOptions: 'No options.',
  noResults: (query: string) => `No results for "${query}".`,
  search: 'Search...',
} as const

/** Dropdown height limit (spec §9); the list scrolls beyond it. */
export const SELECT_MAX_HEIGHT_CLASS = 'max-h-[15rem]'

const fieldClass =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-700 dark:bg-gray-900 dark:text-white'

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de')
}

/** Options whose label contains the query, ignoring case and accents (`munchen` finds `München`). */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const needle = fold(query.trim())
  if (!needle) return [...options]
  return options.filter((option) => fold(option.label).includes(needle))
}

/** The text shown instead of a list: no options at all, or none for the query; null when there are some. */
export function emptyMessage(options: readonly SelectOption[], query: string): string | null {
  if (options.length === 0) return selectTexts.noOptions
  if (filterOptions(options, query).length === 0) return selectTexts.noResults(query.trim())
  return null
}

export interface SelectProps {
  name: string
  options: readonly SelectOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
  searchable?: boolean
  id?: string
  'aria-label'?: string
  required?: boolean
  disabled?: boolean
  className?: string
}

/** The form control before hydration and without JavaScript: a native select with the same options. */
export function NativeSelect({
  name,
  options,
  value,
  defaultValue,
  placeholder,
  id,
  'aria-label': ariaLabel,
  required,
  disabled,
  className,
}: SelectProps) {
  const current = value ?? defaultValue ?? ''
  return (
    <select
      id={id}
      name={name}
      defaultValue={current}
      aria-label={ariaLabel}
      required={required}
      disabled={disabled}
      className={className ? `${fieldClass} ${className}` : fieldClass}
    >
      {options.length === 0 ? (
        <option value="" disabled>
          {selectTexts.noOptions}
        </option>
      ) : placeholder !== undefined || !current ? (
        <option value="" disabled={required}>
          {placeholder ?? ''}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m6 9l6 6l6-6" fill="none" stroke="currentColor" strokeLinecap="round" strokeWidth="2" />
    </svg>
  )
}

const searchKeysForList = new Set(['ArrowDown', 'ArrowUp', 'Escape', 'Tab'])

function SearchableSelect({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  searchable = true,
  id,
  'aria-label': ariaLabel,
  required,
  disabled,
  className,
}: SelectProps) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [internal, setInternal] = useState(defaultValue)
  const search = useRef<HTMLInputElement>(null)
  const current = value ?? internal ?? ''
  const selected = options.find((option) => option.value === current)
  const visible = filterOptions(options, query)
  const message = emptyMessage(options, query)

  function choose(next: string) {
    setInternal(next)
    onValueChange?.(next)
  }

  // Keys typed into the search field stay there instead of driving Radix's typeahead; Enter picks the first hit.
  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      const first = visible.find((option) => !option.disabled)
      if (first) {
        choose(first.value)
        setOpen(false)
      }
      return
    }
    if (!searchKeysForList.has(event.key)) event.stopPropagation()
  }

  // Typing while an option has focus goes on in the search field rather than jumping between options.
  function onContentKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!searchable || event.defaultPrevented || event.target === search.current) return
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.altKey || event.metaKey) return
    event.preventDefault()
    setQuery((previous) => previous + event.key)
    search.current?.focus()
  }

  return (
    <SelectPrimitive.Root
      name={name}
      value={current}
      onValueChange={choose}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setQuery('')
      }}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        className={className ? `${fieldClass} ${className}` : fieldClass}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{selected?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon className="text-gray-500">
          <ChevronDown />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          onKeyDown={onContentKeyDown}
          className={`z-50 ${SELECT_MAX_HEIGHT_CLASS} w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md bg-white text-sm shadow-lg ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800`}
        >
          {searchable ? (
            <div className="border-b border-gray-200 p-1 dark:border-gray-800">
              <input
                ref={search}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onSearchKeyDown}
                placeholder={selectTexts.search}
                aria-label={selectTexts.search}
                autoComplete="off"
                className="w-full rounded px-2 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand dark:bg-gray-900"
              />
            </div>
          ) : null}
          <SelectPrimitive.Viewport className="p-1">
            {visible.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-default select-none items-center rounded px-2 py-1.5 pr-8 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-bright data-[highlighted]:text-gray-900"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 text-brand-dark">
                  ✓
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          {message ? (
            <p role="status" className="px-3 py-2 text-gray-500">
              {message}
            </p>
          ) : null}
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}

/**
 * A select with a search field (Radix). The server and the first render before hydration give a native
 * <select> with the same name and options, so the form works without JavaScript.
 */
export function Select(props: SelectProps) {
  const hydrated = useHydrated()
  return hydrated ? <SearchableSelect {...props} /> : <NativeSelect {...props} />
}
