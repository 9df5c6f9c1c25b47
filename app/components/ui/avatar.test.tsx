import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Avatar, initials } from './avatar'

describe('initials', () => {
  it.each([
    ['Anna Schulz', 'AS'],
    ['Anna Maria Schulz', 'AM'],
    ['anna', 'A'],
    ['  Özlem   Yılmaz ', 'ÖY'],
    ['', ''],
    // Accounts without a name (an editor, an invited customer, an SSO account without name claims).
    [null, ''],
    [undefined, ''],
  ])('%j gives %j', (name, expected) => expect(initials(name)).toBe(expected))
})

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    const html = renderToStaticMarkup(<Avatar name="Anna Schulz" src="/medien/1" />)
    expect(html).toMatch(/^<img src="\/medien\/1" alt="Anna Schulz"/)
  })

  it('shows the initials without an image', () => {
    const html = renderToStaticMarkup(<Avatar name="Anna Maria Schulz" src={null} />)
    expect(html).toContain('role="img" aria-label="Anna Maria Schulz"')
    expect(html).toContain('<span aria-hidden="true">AM</span>')
  })
})
