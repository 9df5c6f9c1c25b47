import { describe, expect, it } from 'vitest'

import { withoutRepeatedTeaser } from './articles'

describe('withoutRepeatedTeaser', () => {
  const teaser = 'Die Ostsee lädt zum Baden ein.'

  it('drops the teaser from a first paragraph that begins with it', () => {
    expect(withoutRepeatedTeaser(`<p>${teaser} Der Sand ist fein &amp; weiß.</p><h2>Mehr</h2>`, teaser)).toBe(
      '<p>Der Sand ist fein &amp; weiß.</p><h2>Mehr</h2>',
    )
  })

  it('drops a first paragraph that is the teaser', () => {
    expect(withoutRepeatedTeaser(`<p> ${teaser}\n</p><p>Weiter.</p>`, teaser)).toBe('<p>Weiter.</p>')
  })

  it('keeps a body that does not repeat it, or whose first paragraph has markup', () => {
    const other = '<p>Etwas anderes.</p>'
    expect(withoutRepeatedTeaser(other, teaser)).toBe(other)
    const marked = `<p><strong>${teaser}</strong></p>`
    expect(withoutRepeatedTeaser(marked, teaser)).toBe(marked)
    expect(withoutRepeatedTeaser(other, null)).toBe(other)
  })
})
