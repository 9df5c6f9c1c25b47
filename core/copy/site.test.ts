import { describe, expect, it } from 'vitest'

import { site as de } from './site'

describe('German catalogue', () => {
  it('holds the error headings of spec §2 word for word', () => {
    expect(de['error.notFoundHeading']).toBe('Diese Seite existiert nicht')
    expect(de['error.genericHeading']).toBe('Ein Fehler ist aufgetreten')
  })

  it('has no empty texts', () => {
    expect(Object.entries(de).filter(([, value]) => value.trim() === '')).toEqual([])
  })
})
