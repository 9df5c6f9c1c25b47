import { describe, expect, it } from 'vitest'

import { caseInsensitiveText, exactText, holdsDynamicVariable } from './filter-text'

// What Directus would read as something other than text (@directus/utils parseFilter).
const VARIABLES = [
  '$NOW',
  '$NOW(-1 year)',
  '$NOW(+1 month)',
  '$CURRENT_USER',
  '$CURRENT_USER.email',
  '$CURRENT_ROLE',
  '$CURRENT_ROLES',
  '$CURRENT_ROLES.name',
  '$CURRENT_POLICIES',
]
const LITERALS = ['true', 'false', 'null', 'NULL']

describe('exactText', () => {
  it('gives no value for a dynamic variable or a literal: nothing is stored under such a name', () => {
    for (const text of [...VARIABLES, ...LITERALS]) expect(exactText(text), text).toBeNull()
  })

  it('keeps every other text, also operator-shaped and dollar text', () => {
    for (const text of ['ostsee', '_eq', '{"_eq":"x"}', '_nnull', '$now', 'Null', '$', '$ 100', 'a$NOW'])
      expect(exactText(text)).toBe(text)
  })
})

describe('caseInsensitiveText', () => {
  it('spells a variable or a literal so that Directus reads it as the same text', () => {
    for (const text of ['$NOW', '$NOW(-1 year)', '$NOW(+1 month)', ...LITERALS]) {
      const spelt = caseInsensitiveText(text)
      expect(spelt?.toLowerCase(), text).toBe(text.toLowerCase())
      expect(holdsDynamicVariable({ name: { _icontains: spelt } }), text).toBe(false)
      expect(LITERALS, text).not.toContain(spelt)
    }
  })

  it('gives no value for a variable it cannot spell as text: the underscore is a LIKE wildcard', () => {
    for (const text of VARIABLES.filter((variable) => variable.includes('_')))
      expect(caseInsensitiveText(text), text).toBeNull()
  })

  it('gives no value for text with a LIKE wildcard, and keeps the rest as it is', () => {
    expect(caseInsensitiveText('%')).toBeNull()
    expect(caseInsensitiveText('a_b')).toBeNull()
    expect(caseInsensitiveText('Binz')).toBe('Binz')
    expect(caseInsensitiveText('{"_eq":"x"}')).toBeNull()
    expect(caseInsensitiveText('Zoë ß')).toBe('Zoë ß')
  })
})

describe('holdsDynamicVariable', () => {
  it('finds a variable at any depth and in a list given as text', () => {
    expect(
      holdsDynamicVariable({ _and: [{ status: { _eq: 'published' } }, { path: { _eq: '$NOW' } }] }),
    ).toBe(true)
    expect(holdsDynamicVariable({ city: { _in: 'Binz,$CURRENT_USER.email' } })).toBe(true)
    expect(holdsDynamicVariable({ id: { _in: ['1', '$CURRENT_ROLES'] } })).toBe(true)
    expect(holdsDynamicVariable({ translations: { _filter: { key: { _eq: '$CURRENT_POLICIES' } } } })).toBe(
      true,
    )
  })

  it('leaves filters alone whose text only looks alike', () => {
    expect(holdsDynamicVariable({ name: { _icontains: '$now' } })).toBe(false)
    expect(holdsDynamicVariable({ name: { _icontains: 'Binz,$NOW' } })).toBe(false)
    expect(holdsDynamicVariable({ featured: { _eq: true }, id: { _in: [1, 2] } })).toBe(false)
  })
})
