import { describe, expect, it } from 'vitest'

import { isPreviewUrl, previewPath } from './preview'

describe('isPreviewUrl', () => {
  it.each([
    ['http://localhost/?preview', true],
    ['/ostsee?preview=1', true],
    ['/hotel/details/3?seite=2&preview', true],
    ['/ostsee', false],
    ['/ostsee?previewed=1', false],
  ])('%s → %s', (url, expected) => expect(isPreviewUrl(url)).toBe(expected))
})

describe('previewPath', () => {
  it('adds the parameter to internal paths, keeping query and fragment', () => {
    expect(previewPath('/hotel')).toBe('/hotel?preview')
    expect(previewPath('/hotel?ziel=Ostsee#karte')).toBe('/hotel?ziel=Ostsee&preview#karte')
    expect(previewPath('/ostsee?preview')).toBe('/ostsee?preview')
  })

  it('leaves other links alone', () => {
    expect(previewPath('https://example.com/')).toBe('https://example.com/')
    expect(previewPath('//example.com/x')).toBe('//example.com/x')
    expect(previewPath('#inhalt')).toBe('#inhalt')
  })
})
