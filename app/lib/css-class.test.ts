import { describe, expect, it } from 'vitest'

import { CSS_CLASS_PATTERN, isValidCssClass } from './css-class'

describe('isValidCssClass', () => {
  it('uses the pattern from the spec', () => {
    expect(CSS_CLASS_PATTERN.source).toBe('^[A-Za-z_][\\w-]*$')
  })

  it.each(['overlay', 'Overlay', '_hidden', 'a', 'my-class_2', 'x9', 'A-'])('accepts %j', (value) =>
    expect(isValidCssClass(value)).toBe(true),
  )

  it.each([
    '',
    '9lives',
    '-leading-hyphen',
    'two classes',
    'dot.class',
    'evil"><script>',
    'ümlaut',
    'semi;colon',
    'new\nline',
    null,
    42,
  ])('refuses %j', (value) => expect(isValidCssClass(value)).toBe(false))
})
