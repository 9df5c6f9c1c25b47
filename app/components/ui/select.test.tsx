import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { foundMessage, listKey } from './listbox-keys'
import { emptyText, filterOptions, Select } from './select'

const options = [
  { value: 'a', label: 'Empfohlen' },
  { value: 'b', label: 'Preis aufsteigend' },
  { value: 'c', label: 'Preis absteigend' },
]

describe('listKey', () => {
  it('opens a closed list on its first or last option', () => {
    expect(listKey('ArrowDown', -1, 3, false)).toEqual({ kind: 'move', index: 0 })
    expect(listKey('ArrowUp', -1, 3, false)).toEqual({ kind: 'move', index: 2 })
  })
  it('moves within the list and stops at its ends', () => {
    expect(listKey('ArrowDown', 0, 3, true)).toEqual({ kind: 'move', index: 1 })
    expect(listKey('ArrowDown', 2, 3, true)).toEqual({ kind: 'move', index: 2 })
    expect(listKey('ArrowUp', 0, 3, true)).toEqual({ kind: 'move', index: 0 })
    expect(listKey('End', 0, 3, true)).toEqual({ kind: 'move', index: 2 })
  })
  it('chooses only an active option of an open list, and Escape closes it', () => {
    expect(listKey('Enter', 1, 3, true)).toEqual({ kind: 'choose', index: 1 })
    expect(listKey('Enter', -1, 3, true)).toEqual({ kind: 'none' })
    expect(listKey('Enter', 1, 3, false)).toEqual({ kind: 'none' })
    expect(listKey('Escape', 1, 3, true)).toEqual({ kind: 'close' })
    expect(listKey('ArrowDown', -1, 0, true)).toEqual({ kind: 'none' })
  })
})

describe('foundMessage', () => {
  it('says how many places were found, or that none was', () => {
    expect(foundMessage('Ost', 3)).toBe('3 Orte gefunden')
    expect(foundMessage('Binz', 1)).toBe('1 Ort gefunden')
    expect(foundMessage('xyz', 0)).toBe('Keine Orte gefunden für „xyz“')
  })
})

describe('Select', () => {
  it("has the spec's texts", () => {
    expect(emptyText([], '')).toBe('No options.')
    expect(emptyText(options, 'zzz')).toBe('No results for "zzz".')
    expect(filterOptions(options, 'preis').map((option) => option.label)).toEqual([
      'Preis aufsteigend',
      'Preis absteigend',
    ])
  })
  it('is a native select in the server HTML, with the value chosen', () => {
    const html = renderToString(
      <Select id="s" label="Sortieren nach" name="sortierung" options={options} value="b" form="f" />,
    )
    expect(html).toMatch(/^<select id="s" name="sortierung" form="f"/)
    expect(html).toContain('<option value="b" selected="">Preis aufsteigend</option>')
  })
})
