import { describe, expect, it } from 'vitest'

import { tileProvider } from './map-tiles'

describe('tileProvider', () => {
  it('names the host a visitor would recognise', () => {
    expect(tileProvider('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('tile.openstreetmap.org')
    expect(tileProvider('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toBe('tile.example.org')
    expect(tileProvider('http://127.0.0.1:4567/{z}/{x}/{y}.png')).toBe('127.0.0.1:4567')
    expect(tileProvider('/kacheln/{z}/{x}/{y}.png')).toBe('/kacheln/{z}/{x}/{y}.png')
  })
})
