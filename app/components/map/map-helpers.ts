import { formatPrice } from '~/lib/format'

import { tMap } from '../../../core/copy/map'
import type { HotelResult } from '../../../trpc/types'

/** A place on the map: a hotel of the results, say, with a link to its page. */
export type Marker = {
  id: string | number
  lat: number
  lon: number
  title: string
  href?: string
  priceLabel?: string
}

/**
 * Markers closer than this many pixels on screen join a cluster with a count. At 40 px two hotel pins no
 * longer overlap, and a city with dozens of hotels still reads as one number rather than a blot.
 */
export const CLUSTER_DISTANCE_PX = 40
/** Clusters keep at least this distance from each other, so that their count labels stay readable. */
export const CLUSTER_MIN_DISTANCE_PX = 20
/** The view never zooms in closer than this when it fits the markers (a single hotel shows its quarter). */
export const MAX_FIT_ZOOM = 15
/** Without markers and without a centre: Germany as a whole. */
export const DEFAULT_CENTER: [lon: number, lat: number] = [10.45, 51.16]
export const DEFAULT_ZOOM = 5

/** Only markers with real coordinates reach the map; a missing geo point must not put a pin at 0,0. */
export function placeableMarkers(markers: readonly Marker[]): Marker[] {
  return markers.filter(
    (marker) =>
      Number.isFinite(marker.lat) &&
      Number.isFinite(marker.lon) &&
      Math.abs(marker.lat) <= 85 &&
      Math.abs(marker.lon) <= 180 &&
      !(marker.lat === 0 && marker.lon === 0),
  )
}

/** The count shown on a cluster: none for a single marker, at most "99+" so that it fits the circle. */
export function clusterLabel(size: number): string {
  if (size <= 1) return ''
  return size > 99 ? '99+' : String(size)
}

/** The radius of a cluster's circle in pixels, growing slowly with its size. */
export function clusterRadius(size: number): number {
  if (size <= 1) return 8
  return Math.min(22, 12 + Math.round(Math.log10(size) * 6))
}

/** The accessible name of the map: its label and how many places it shows. */
export function mapDescription(label: string, count: number): string {
  if (count === 0) return tMap('map.descriptionEmpty', { label })
  return tMap('map.description', { label, count })
}

/** The page's markers followed by those added later (by "Weitere Hotels laden"), each place once. */
export function mergeMarkers(first: readonly Marker[], more: readonly Marker[]): readonly Marker[] {
  if (more.length === 0) return first
  const seen = new Set(first.map((marker) => marker.id))
  return [...first, ...more.filter((marker) => !seen.has(marker.id))]
}

/** A hotel result as a place on the map: its name linking to its page, with the price of the stay. */
export function hotelMarkers(hotels: readonly HotelResult[], detailQuery: string): Marker[] {
  return hotels.flatMap((hotel) =>
    hotel.latitude === null || hotel.longitude === null
      ? []
      : [
          {
            id: hotel.id,
            lat: hotel.latitude,
            lon: hotel.longitude,
            title: hotel.name,
            href: `/hotel/details/${hotel.id}${detailQuery}`,
            priceLabel: hotel.offer
              ? formatPrice(hotel.offer.total)
              : `ab ${formatPrice(hotel.priceFrom, { whole: true })}`,
          },
        ],
  )
}
