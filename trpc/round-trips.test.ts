import { describe, expect, it } from 'vitest'

import { routeStops } from './round-trips'

describe('the route stops of a round trip', () => {
  const route: Array<[number, number]> = [
    [-21.94, 64.15],
    [-20.99, 63.93],
    [-19.0, 63.42],
  ]

  it('names each point after the night spent there, a stay of several nights once', () => {
    const itinerary = [
      { day: 1, title: 'Ankunft', description: '', overnight: 'Reykjavík' },
      { day: 2, title: 'Stadt', description: '', overnight: 'Reykjavík' },
      { day: 3, title: 'Goldener Kreis', description: '', overnight: 'Selfoss' },
      { day: 4, title: 'Südküste', description: '', overnight: 'Vík' },
      { day: 5, title: 'Rückreise', description: '' },
    ]
    expect(routeStops(route, itinerary).map((stop) => stop.name)).toEqual(['Reykjavík', 'Selfoss', 'Vík'])
    expect(routeStops(route, itinerary)[0]).toEqual({ name: 'Reykjavík', lon: -21.94, lat: 64.15 })
  })

  it('numbers the stages when the places and the points do not match', () => {
    expect(
      routeStops(route, [{ day: 1, title: 'Ankunft', description: '', overnight: 'Reykjavík' }]),
    ).toEqual([
      { name: 'Etappe 1', lon: -21.94, lat: 64.15 },
      { name: 'Etappe 2', lon: -20.99, lat: 63.93 },
      { name: 'Etappe 3', lon: -19.0, lat: 63.42 },
    ])
  })
})
