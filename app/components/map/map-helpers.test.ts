import { describe, expect, it } from 'vitest'

import {
  CLUSTER_DISTANCE_PX,
  CLUSTER_MIN_DISTANCE_PX,
  clusterLabel,
  clusterRadius,
  mapDescription,
  placeableMarkers,
  type Marker,
} from './map-helpers'

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
