import { describe, expect, it } from 'vitest'

import { tileOrigins, tileProvider } from './map-tiles'

describe('tileOrigins', () => {
  it('is the origin of a plain template', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ])
    expect(tileOrigins('http://127.0.0.1:4567/{z}/{x}/{-y}.png')).toEqual(['http://127.0.0.1:4567'])
  })

  it('lists every host of a subdomain range', () => {
    expect(tileOrigins('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ])
    expect(tileOrigins('https://t{1-2}.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://t1.example.org',
      'https://t2.example.org',
    ])
  })

  it('is empty for a relative or broken template', () => {
    expect(tileOrigins('/kacheln/{z}/{x}/{y}.png')).toEqual([])
    expect(tileOrigins('not a url')).toEqual([])
  })
})

describe('tileProvider', () => {
  it('names the host a visitor would recognise', () => {
    expect(tileProvider('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('tile.openstreetmap.org')
    expect(tileProvider('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toBe('tile.example.org')
    expect(tileProvider('http://127.0.0.1:4567/{z}/{x}/{y}.png')).toBe('127.0.0.1:4567')
  })
})
