import { describe, expect, it } from 'vitest'

import { checkTimesLabel, salutationLine } from './booking'

describe('salutationLine', () => {
  it('greets by salutation and last name', () => {
    expect(salutationLine({ salutation: 'frau', first_name: 'Erika', last_name: 'Muster' })).toBe(
      'Sehr geehrte Frau Muster,',
    )
    expect(salutationLine({ salutation: 'herr', first_name: 'Max', last_name: 'Muster' })).toBe(
      'Sehr geehrter Herr Muster,',
    )
    expect(salutationLine({ salutation: 'divers', first_name: 'Alex', last_name: 'Muster' })).toBe(
      'Guten Tag Alex Muster,',
    )
  })

  it('leaves out a missing or link-like name', () => {
    expect(salutationLine(null)).toBe('Guten Tag,')
    expect(salutationLine({ salutation: 'frau', first_name: 'Erika', last_name: '' })).toBe('Guten Tag,')
    expect(
      salutationLine({ salutation: 'herr', first_name: 'Gutschein', last_name: 'https://evil.example' }),
    ).toBe('Guten Tag,')
    expect(salutationLine({ salutation: 'frau', first_name: 'www.evil.example', last_name: 'X' })).toBe(
      'Guten Tag,',
    )
  })
})

describe('checkTimesLabel', () => {
  it('names the times it knows', () => {
    expect(checkTimesLabel({ check_in: '15:00', check_out: '11:00' })).toBe(
      'Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr',
    )
    expect(checkTimesLabel({ check_in: '14:00', check_out: null })).toBe('Check-in ab 14:00 Uhr')
    expect(checkTimesLabel({})).toBe('')
  })
})
