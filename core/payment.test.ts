import { describe, expect, it } from 'vitest'

import { invoiceDueDate } from './payment'

describe('invoiceDueDate', () => {
  it('is due the given days after booking when arrival is far', () => {
    expect(invoiceDueDate({ bookedOn: '2026-11-27', arrival: '2027-03-01', dueDays: 14 })).toBe('2026-12-11')
  })

  it('is due 7 days before arrival when that comes first', () => {
    expect(invoiceDueDate({ bookedOn: '2026-11-27', arrival: '2026-12-10', dueDays: 14 })).toBe('2026-12-03')
  })

  it('is due at once for a short-notice booking', () => {
    expect(invoiceDueDate({ bookedOn: '2026-11-27', arrival: '2026-11-30', dueDays: 14 })).toBe('2026-11-27')
  })

  it('falls back to 14 days when the setting is missing or nonsense', () => {
    expect(invoiceDueDate({ bookedOn: '2026-11-27', arrival: '2027-03-01', dueDays: null })).toBe(
      '2026-12-11',
    )
    expect(invoiceDueDate({ bookedOn: '2026-11-27', arrival: '2027-03-01', dueDays: -3 })).toBe('2026-12-11')
  })
})
