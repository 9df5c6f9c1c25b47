import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  emptyMessage,
  filterOptions,
  NativeSelect,
  Select,
  SELECT_MAX_HEIGHT_CLASS,
  selectTexts,
} from './select'

const cities = [
  { value: 'muc', label: 'München' },
  { value: 'ber', label: 'Berlin' },
  { value: 'ham', label: 'Hamburg', disabled: true },
]

describe('texts and limits', () => {
  it('match the spec', () => {
    expect(selectTexts.noOptions).toBe('No options.')
    expect(selectTexts.noResults('Rom')).toBe('No results for "Rom".')
    expect(selectTexts.search).toBe('Search...')
    expect(SELECT_MAX_HEIGHT_CLASS).toBe('max-h-[15rem]')
  })
})

describe('filterOptions', () => {
  it('matches labels ignoring case and accents', () => {
    expect(filterOptions(cities, 'munch').map((option) => option.value)).toEqual(['muc'])
    expect(filterOptions(cities, 'BER').map((option) => option.value)).toEqual(['ber'])
    expect(filterOptions(cities, '  ')).toHaveLength(3)
  })
})

describe('emptyMessage', () => {
  it('says "No options." without options', () => {
    expect(emptyMessage([], '')).toBe('No options.')
    expect(emptyMessage([], 'x')).toBe('No options.')
  })

  it('names the query when nothing matches', () => {
    expect(emptyMessage(cities, ' Rom ')).toBe('No results for "Rom".')
  })

  it('is null when options match', () => {
    expect(emptyMessage(cities, 'ber')).toBeNull()
  })
})

describe('Select without JavaScript', () => {
  it('renders a native select with the same name and options on the server', () => {
    const html = renderToStaticMarkup(
      <Select name="city" id="city" options={cities} defaultValue="ber" placeholder="Stadt wählen" />,
    )
    expect(html).toMatch(/^<select id="city" name="city"/)
    expect(html).toContain('<option value="">Stadt wählen</option>')
    expect(html).toContain('<option value="muc">München</option>')
    expect(html).toContain('<option value="ber" selected="">Berlin</option>')
    expect(html).toContain('<option value="ham" disabled="">Hamburg</option>')
  })

  it('shows "No options." as a disabled option when there are none', () => {
    const html = renderToStaticMarkup(<NativeSelect name="city" options={[]} />)
    expect(html).toContain('<option value="" disabled="" selected="">No options.</option>')
  })

  it('does not offer the empty choice for a required select', () => {
    const html = renderToStaticMarkup(
      <NativeSelect name="city" options={cities} required placeholder="Stadt" />,
    )
    expect(html).toContain('<option value="" disabled="" selected="">Stadt</option>')
  })
})
