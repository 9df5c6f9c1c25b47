import { describe, expect, it } from 'vitest'

import { sanitizeCmsHtml } from './sanitize'

describe('sanitizeCmsHtml', () => {
  it('keeps the prose editors write', () => {
    const html =
      '<h2>Anreise</h2><p>Mit der <strong>Bahn</strong> nach <a href="https://www.bahn.de">Sylt</a>.</p>'
    expect(sanitizeCmsHtml(html)).toBe(html)
  })

  it('removes scripts, event handlers, styles and javascript links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hallo</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror=steal()>'
    expect(sanitizeCmsHtml(html)).toBe('<p>Hallo</p><a>x</a>')
  })

  it('protects the opener for links that open a new tab', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
