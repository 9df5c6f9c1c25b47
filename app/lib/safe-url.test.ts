import { describe, expect, it } from 'vitest'

import { isSafeExternalUrl, safeRedirect } from './safe-url'

describe('isSafeExternalUrl', () => {
  it.each([
    'https://www.example.de/reise',
    'http://example.de',
    'mailto:info@example.de',
    '/hotel',
    'tel:+49301234',
  ])('allows %s', (url) => expect(isSafeExternalUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:https://example.de/1234',
    'vbscript:msgbox(1)',
  ])('refuses %j', (url) => expect(isSafeExternalUrl(url)).toBe(false))
})

describe('safeRedirect', () => {
  it('keeps local paths with query and hash', () => {
    expect(safeRedirect('/hotel/account/buchungen?seite=2#liste')).toBe(
      '/hotel/account/buchungen?seite=2#liste',
    )
  })

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'hotel',
    '',
    null,
    undefined,
    // A Location header cannot carry these: refused instead of a 500.
    '/€',
    '/hötel',
    '/a b',
    '/ok\u2028',
    // Found by tests/integration/fuzz.test.ts.
    '/hotel/\u4e2d\u6587',
    '/\u{1F3D6}',
    '/ziel?\u00fc=\u00e4',
    '/a\u007f',
  ])('falls back for %j', (target) => expect(safeRedirect(target, '/hotel')).toBe('/hotel'))
})
