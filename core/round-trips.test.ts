import { describe, expect, it } from 'vitest'

import { availability, isOffered, seatsText, tripTab } from './round-trips'

describe('departures the site offers', () => {
  const today = '2026-11-24'

  it('offers departures that start after today and are not cancelled', () => {
    expect(isOffered({ startDate: '2026-11-25', status: 'bookable' }, today)).toBe(true)
    expect(isOffered({ startDate: '2026-11-25', status: 'sold_out' }, today)).toBe(true)
    expect(isOffered({ startDate: '2026-11-24', status: 'bookable' }, today)).toBe(false)
    expect(isOffered({ startDate: '2026-10-25', status: 'bookable' }, today)).toBe(false)
    expect(isOffered({ startDate: '2027-01-02', status: 'cancelled' }, today)).toBe(false)
  })
})

describe('availability', () => {
  it('tells the stricter of status and seats', () => {
    expect(availability({ status: 'bookable', seatsLeft: 12 })).toBe('bookable')
    expect(availability({ status: 'bookable', seatsLeft: null })).toBe('bookable')
    expect(availability({ status: 'bookable', seatsLeft: 3 })).toBe('few_seats')
    expect(availability({ status: 'few_seats', seatsLeft: 9 })).toBe('few_seats')
    expect(availability({ status: 'bookable', seatsLeft: 0 })).toBe('sold_out')
    expect(availability({ status: 'sold_out', seatsLeft: 4 })).toBe('sold_out')
  })

  it('says how many seats are left, in German', () => {
    expect(seatsText({ status: 'bookable', seatsLeft: 12 })).toBe('noch 12 Plätze frei')
    expect(seatsText({ status: 'few_seats', seatsLeft: 2 })).toBe('nur noch 2 Plätze frei')
    expect(seatsText({ status: 'bookable', seatsLeft: 1 })).toBe('nur noch 1 Platz frei')
    expect(seatsText({ status: 'sold_out', seatsLeft: 0 })).toBeNull()
    expect(seatsText({ status: 'bookable', seatsLeft: null })).toBeNull()
  })
})

describe('tabs of the second presentation', () => {
  it('opens a named tab and the first one for anything else', () => {
    expect(tripTab('termine')).toBe('termine')
    expect(tripTab('reiseverlauf')).toBe('reiseverlauf')
    expect(tripTab(null)).toBe('ueberblick')
    expect(tripTab('')).toBe('ueberblick')
    expect(tripTab('<script>')).toBe('ueberblick')
    expect(tripTab('toString')).toBe('ueberblick')
  })
})
