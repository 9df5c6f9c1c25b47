import { describe, expect, it } from 'vitest'

import { decodeRefs, encodeRefs, MAX_SAVED_TRIPS, uniqueRefs, type SavedRef } from './saved-trips'
import { saveTripSchema } from './saved-trips-form'

const hotel = (id: number): SavedRef => ({ kind: 'hotel', id })
const trip = (id: number): SavedRef => ({ kind: 'round_trip', id })

describe('the compact list (session cookie, share links)', () => {
  it('writes hotels and round trips short and reads them back in order', () => {
    const refs = [hotel(12), trip(3), hotel(7)]
    expect(encodeRefs(refs)).toBe('h12.r3.h7')
    expect(decodeRefs('h12.r3.h7')).toEqual(refs)
  })

  it('keeps each entry once, the first time it appears', () => {
    expect(uniqueRefs([hotel(1), trip(1), hotel(1)])).toEqual([hotel(1), trip(1)])
    expect(decodeRefs('h1.h1.r1')).toEqual([hotel(1), trip(1)])
  })

  it('holds at most MAX_SAVED_TRIPS entries', () => {
    const many = Array.from({ length: MAX_SAVED_TRIPS + 20 }, (_, index) => hotel(index + 1))
    expect(decodeRefs(encodeRefs(many))).toHaveLength(MAX_SAVED_TRIPS)
    expect(decodeRefs(many.map((ref) => `h${ref.id}`).join('.'))).toHaveLength(MAX_SAVED_TRIPS)
  })

  it('leaves out what it does not know, whatever a cookie or link brings', () => {
    expect(decodeRefs(null)).toEqual([])
    expect(decodeRefs('')).toEqual([])
    expect(decodeRefs('x1.h0.h-1.h01.r.h99999999999.hotel.h2')).toEqual([hotel(2)])
    expect(decodeRefs('h1'.repeat(10_000))).toEqual([])
  })
})

describe('the Merken button form', () => {
  it('reads what to save or remove, and whether a script sent it', () => {
    const parsed = saveTripSchema.parse({ art: 'rundreise', id: '4', aktion: 'entfernen', zurueck: '/x' })
    expect(parsed).toEqual({ ref: trip(4), save: false, redirectTo: '/x', byScript: false })
    expect(saveTripSchema.parse({ art: 'hotel', id: '9', aktion: 'merken', antwort: 'daten' })).toMatchObject(
      {
        ref: hotel(9),
        save: true,
        byScript: true,
      },
    )
  })

  it("reads a result list's button, which names the entry and the action at once", () => {
    expect(saveTripSchema.parse({ merken: 'h12', zurueck: '/hotel?ziel=Bayern' })).toEqual({
      ref: hotel(12),
      save: true,
      redirectTo: '/hotel?ziel=Bayern',
      byScript: false,
    })
    expect(saveTripSchema.parse({ entfernen: 'r3', antwort: 'daten' })).toMatchObject({
      ref: trip(3),
      save: false,
      byScript: true,
    })
  })

  it('refuses other kinds, ids and actions', () => {
    for (const form of [
      { art: 'flug', id: '1', aktion: 'merken' },
      { art: 'hotel', id: '0', aktion: 'merken' },
      { art: 'hotel', id: '1.5', aktion: 'merken' },
      { art: 'hotel', id: '99999999999', aktion: 'merken' },
      { art: 'hotel', id: '1', aktion: 'kaufen' },
      { art: 'hotel', id: '1', aktion: 'merken', zurueck: '/'.repeat(3000) },
      { merken: 'x1' },
      { merken: 'h0' },
      { merken: 'h12.h13' },
      { merken: 'h9999999999' },
      { entfernen: 'hotel' },
      { merken: 'h1', entfernen: 'h1' },
      { merken: 'h1', zurueck: '/'.repeat(3000) },
      {},
    ]) {
      expect(saveTripSchema.safeParse(form).success, JSON.stringify(form).slice(0, 80)).toBe(false)
    }
  })
})
