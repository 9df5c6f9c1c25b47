import { describe, expect, it } from 'vitest'

import { isPreviewUrl, keepPreview, previewPath, previewVersion } from './preview'

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

describe('keepPreview', () => {
  it('carries preview and version over to a redirect’s target', () => {
    expect(keepPreview('http://site/reisetipps/wandern/x?preview&version=herbst', '/reisetipps/harz/x')).toBe(
      '/reisetipps/harz/x?preview&version=herbst',
    )
    expect(keepPreview('/hotel?preview', '/hotel?ziel=Ostsee')).toBe('/hotel?ziel=Ostsee&preview')
  })

  it('changes nothing outside a preview, and never points elsewhere', () => {
    expect(keepPreview('/reisetipps/wandern/x?version=herbst', '/reisetipps/harz/x')).toBe(
      '/reisetipps/harz/x',
    )
    expect(keepPreview('/x?preview', 'https://example.com/')).toBe('https://example.com/')
  })
})

describe('previewVersion', () => {
  it.each([
    ['/x?preview&version=herbst-2027', 'herbst-2027'],
    ['/x?preview&version=main', null],
    ['/x?preview&version=published', null],
    ['/x?preview&version={{$version}}', null],
    ['/x?preview&version=', null],
    ['/x?preview', null],
    ['/x?preview&version=a%20b', null],
  ])('%s → %s', (url, expected) => expect(previewVersion(url)).toBe(expected))
})
