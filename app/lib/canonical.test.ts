import { describe, expect, it } from 'vitest'

import { canonicalUrl } from './canonical'

const options = { whitelist: ['seite', 'sortierung'], lowercase: true }

describe('canonicalUrl', () => {
  it('keeps only whitelisted parameters, in a stable order', () => {
    expect(
      canonicalUrl(
        'https://www.reiseportal.de/',
        '/hotel',
        '?utm_source=x&sortierung=preis&seite=2&preview=1',
        options,
      ),
    ).toBe('https://www.reiseportal.de/hotel?seite=2&sortierung=preis')
  })

  it('lower-cases the path when configured and drops a trailing slash', () => {
    expect(canonicalUrl('https://www.reiseportal.de', '/Reisetipps/Ostsee/', '', options)).toBe(
      'https://www.reiseportal.de/reisetipps/ostsee',
    )
    expect(
      canonicalUrl('https://www.reiseportal.de', '/Reisetipps', '', { ...options, lowercase: false }),
    ).toBe('https://www.reiseportal.de/Reisetipps')
  })

  it('keeps the home page as a single slash', () => {
    expect(canonicalUrl('https://www.reiseportal.de', '/', '?gclid=abc', options)).toBe(
      'https://www.reiseportal.de/',
    )
  })
})
