import { describe, expect, it } from 'vitest'

import {
  CLUSTER_DISTANCE_PX,
  CLUSTER_MIN_DISTANCE_PX,
  clusterLabel,
  clusterRadius,
  hotelMarkers,
  mapDescription,
  mergeMarkers,
  placeableMarkers,
  type Marker,
} from './map-helpers'
import { moreMarkers, setMoreMarkers } from './more-markers'
import type { HotelResult } from '../../../trpc/types'

const marker = (id: number, lat: number, lon: number): Marker => ({ id, lat, lon, title: `Hotel ${id}` })

describe('clustering', () => {
  it('joins markers that would overlap and keeps clusters apart', () => {
    expect(CLUSTER_DISTANCE_PX).toBeGreaterThanOrEqual(2 * clusterRadius(1))
    expect(CLUSTER_MIN_DISTANCE_PX).toBeLessThan(CLUSTER_DISTANCE_PX)
  })

  it('labels a cluster with its count, a single marker with nothing', () => {
    expect(clusterLabel(1)).toBe('')
    expect(clusterLabel(2)).toBe('2')
    expect(clusterLabel(99)).toBe('99')
    expect(clusterLabel(250)).toBe('99+')
  })

  it('grows a cluster slowly and within bounds', () => {
    expect(clusterRadius(2)).toBeGreaterThan(clusterRadius(1))
    expect(clusterRadius(50)).toBeGreaterThanOrEqual(clusterRadius(5))
    expect(clusterRadius(100_000)).toBe(22)
  })
})

describe('placeableMarkers', () => {
  it('leaves out markers without real coordinates', () => {
    const markers = [
      marker(1, 54.09, 12.14),
      marker(2, Number.NaN, 12),
      marker(3, 0, 0),
      marker(4, 91, 10),
      marker(5, 47.5, 181),
    ]
    expect(placeableMarkers(markers).map((item) => item.id)).toEqual([1])
  })
})

describe('mapDescription', () => {
  it('says how many places the map shows and how to move it', () => {
    expect(mapDescription('Karte der Suchergebnisse', 0)).toBe('Karte der Suchergebnisse (keine Orte)')
    expect(mapDescription('Lage', 1)).toMatch(/^Lage \(1 Ort; mit den Pfeiltasten/)
    expect(mapDescription('Karte', 3)).toMatch(/^Karte \(3 Orte;/)
  })
})

describe('markers added by "Weitere Hotels laden"', () => {
  const hotel = (id: number, coordinates: { latitude: number | null; longitude: number | null }) =>
    ({
      id,
      name: `Hotel ${id}`,
      ...coordinates,
      priceFrom: 79,
      offer: id === 2 ? { total: 1234.5 } : null,
    }) as HotelResult

  it('turns hotels with coordinates into linked markers with the price shown on their card', () => {
    const markers = hotelMarkers(
      [
        hotel(1, { latitude: 54.1, longitude: 12.1 }),
        hotel(2, { latitude: 54.2, longitude: 12.2 }),
        hotel(3, { latitude: null, longitude: null }),
      ],
      '?anreise=2027-06-01&abreise=2027-06-08',
    )
    expect(markers.map((m) => [m.id, m.href, m.priceLabel?.replace(/\s/g, ' ')])).toEqual([
      [1, '/hotel/details/1?anreise=2027-06-01&abreise=2027-06-08', 'ab 79 €'],
      [2, '/hotel/details/2?anreise=2027-06-01&abreise=2027-06-08', '1.234,50 €'],
    ])
  })

  it('adds the appended places after the page’s own, each place once', () => {
    const page = [marker(1, 54, 12), marker(2, 54, 13)]
    expect(mergeMarkers(page, [marker(2, 54, 13), marker(3, 53, 10)]).map((m) => m.id)).toEqual([1, 2, 3])
    expect(mergeMarkers(page, [])).toEqual(page)
  })

  it('hands markers from one island to another under the list’s key, and withdraws them', () => {
    expect(moreMarkers('ergebnisse')).toEqual([])
    setMoreMarkers('ergebnisse', [marker(3, 53, 10)])
    expect(moreMarkers('ergebnisse').map((m) => m.id)).toEqual([3])
    expect(moreMarkers('andere-liste')).toEqual([])
    setMoreMarkers('ergebnisse', [])
    expect(moreMarkers('ergebnisse')).toEqual([])
  })
})
