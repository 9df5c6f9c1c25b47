import { describe, expect, it } from 'vitest'

import { cheapestPlan, roomPlan, roomPlans, roomRefusal, type DeparturePrices } from './round-trip-rooms'

const prices: DeparturePrices = {
  pricePerPerson: 1899,
  singleSupplement: 420,
  tripleReduction: 150,
  childPrice: 990,
}
const party = (adults: number, ...childrenAges: number[]) => ({ adults, childrenAges })
const summary = (adults: number, childrenAges: number[], on = prices) =>
  roomPlans(party(adults, ...childrenAges), on).map((plan) => `${plan.label}: ${plan.total}`)

describe('room arrangements of a round-trip party', () => {
  it('puts two adults in a double room or two single rooms', () => {
    expect(summary(2, [])).toEqual(['1 Doppelzimmer: 3798', '2 Einzelzimmer: 4638'])
  })

  it('gives an odd adult a single room, and one adult alone only a single room', () => {
    expect(summary(3, [])).toEqual([
      '1 Doppelzimmer + 1 Einzelzimmer: 6117',
      '3 Einzelzimmer: 6957',
      '1 Dreibettzimmer: 5247',
    ])
    expect(summary(1, [])).toEqual(['1 Einzelzimmer: 2319'])
  })

  it('prices a family room with the child price up to 11 years and the full price above', () => {
    expect(summary(2, [8])).toEqual([
      '1 Doppelzimmer + 1 Einzelzimmer: 6117',
      '1 Dreibettzimmer: 5247',
      '1 Familienzimmer: 4788',
    ])
    expect(roomPlan('family', party(2, 12), prices)?.total).toBe(3 * 1899)
    // the two youngest children share the family room, the third a double room with the third adult
    expect(roomPlan('family', party(3, 14, 5, 9), prices)).toMatchObject({
      label: '1 Familienzimmer + 1 Doppelzimmer',
      total: 2 * 1899 + 2 * 990 + 2 * 1899,
    })
  })

  it('never leaves a child without an adult in the room', () => {
    expect(roomPlan('single', party(2, 8), prices)).toBeNull()
    expect(roomPlan('double', party(1, 8, 10), prices)).toBeNull()
    expect(roomPlan('triple', party(1, 8, 10), prices)?.rooms).toEqual({ triple: 1 })
    expect(summary(1, [4, 6, 8])).toEqual([])
  })

  it('offers triple and family rooms only where the departure prices them', () => {
    const plain = { ...prices, tripleReduction: null, childPrice: null }
    expect(summary(2, [8], plain)).toEqual(['1 Doppelzimmer + 1 Einzelzimmer: 6117'])
    expect(roomRefusal('family', party(2, 8), plain)).toBe(
      'Familienzimmer passt nicht zu Ihren Reisenden oder wird für diesen Termin nicht angeboten. Möglich: Doppelzimmer.',
    )
    // without a single supplement nobody can be the odd one out
    expect(summary(3, [], { ...plain, singleSupplement: null })).toEqual([])
    expect(roomRefusal('double', party(3), { ...plain, singleSupplement: null })).toBe(
      'Für diese Reisenden können wir auf diesem Termin keine Zimmer anbieten. Bitte schreiben Sie uns.',
    )
  })

  it('finds the cheapest arrangement and adds cents exactly', () => {
    expect(cheapestPlan(party(2, 8), prices)?.room).toBe('family')
    expect(cheapestPlan(party(2), { ...prices, pricePerPerson: 0.1 })?.total).toBe(0.2)
    expect(cheapestPlan(party(1, 1, 2, 3), prices)).toBeNull()
  })
})
