import { defaults as defaultControls } from 'ol/control/defaults'
import { boundingExtent, getHeight, getWidth } from 'ol/extent'
import Feature, { type FeatureLike } from 'ol/Feature'
import LineString from 'ol/geom/LineString'
import Point from 'ol/geom/Point'
import { defaults as defaultInteractions } from 'ol/interaction/defaults'
import TileLayer from 'ol/layer/Tile'
import VectorLayer from 'ol/layer/Vector'
import OpenLayersMap from 'ol/Map'
import olStyles from 'ol/ol.css'
import Overlay from 'ol/Overlay'
import { fromLonLat } from 'ol/proj'
import Cluster from 'ol/source/Cluster'
import VectorSource from 'ol/source/Vector'
import XYZ from 'ol/source/XYZ'
import CircleStyle from 'ol/style/Circle'
import Fill from 'ol/style/Fill'
import Stroke from 'ol/style/Stroke'
import Style from 'ol/style/Style'
import Text from 'ol/style/Text'
import View from 'ol/View'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { Link } from '~/components/site-link'

import {
  CLUSTER_DISTANCE_PX,
  CLUSTER_MIN_DISTANCE_PX,
  clusterLabel,
  clusterRadius,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  mapDescription,
  MAX_FIT_ZOOM,
  type Marker,
} from './map-helpers'
import { tCommon } from '../../../core/copy/common'
import { tMap } from '../../../core/copy/map'

// This module is loaded only after consent, by a dynamic import: OpenLayers and its stylesheet are not
// part of any first-load chunk. The `.client` suffix keeps it out of the server build.

export type OlMapProps = {
  markers: Marker[]
  center?: [lon: number, lat: number] | undefined
  zoom?: number | undefined
  label: string
  height: number | string
  tileUrl: string
  attribution: string
  /** Focus the map when it appears, because the button that loaded it is gone. */
  focusOnLoad?: boolean
  /** A route drawn as a line through these `[lon, lat]` points (a round trip), below the markers. */
  route?: Array<[lon: number, lat: number]> | undefined
}

const brandDark = '#0d6f4f'

function extentOf(markers: Marker[]) {
  return boundingExtent(markers.map((marker) => fromLonLat([marker.lon, marker.lat])))
}

function membersOf(feature: FeatureLike, markerOf: WeakMap<object, Marker>): Marker[] {
  const members: unknown = feature.get('features')
  if (!Array.isArray(members)) return []
  return members.flatMap((member: object) => markerOf.get(member) ?? [])
}

type MapParts = {
  map: OpenLayersMap
  view: View
  markers: VectorSource
  markerOf: WeakMap<object, Marker>
  route: VectorSource
}

export function OlMap({
  markers,
  center,
  zoom,
  label,
  height,
  tileUrl,
  attribution,
  focusOnLoad,
  route,
}: OlMapProps) {
  const targetRef = useRef<HTMLDivElement>(null)
  const [popupElement] = useState(() => document.createElement('div'))
  const [selected, setSelected] = useState<Marker[]>([])
  const [parts, setParts] = useState<MapParts | null>(null)
  const closeRef = useRef<() => void>(() => {})
  const [centerLon, centerLat] = center ?? []

  useEffect(() => {
    const target = targetRef.current
    if (!target) return
    const duration = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 250
    const markerOf = new WeakMap<object, Marker>()
    const markerSource = new VectorSource()
    const styles = new Map<number, Style>()
    const markerLayer = new VectorLayer({
      source: new Cluster({
        source: markerSource,
        distance: CLUSTER_DISTANCE_PX,
        minDistance: CLUSTER_MIN_DISTANCE_PX,
      }),
      style: (feature) => {
        const size = membersOf(feature, markerOf).length
        let style = styles.get(size)
        if (!style) {
          style = new Style({
            image: new CircleStyle({
              radius: clusterRadius(size),
              fill: new Fill({ color: brandDark }),
              stroke: new Stroke({ color: '#ffffff', width: 2 }),
            }),
            text: new Text({
              text: clusterLabel(size),
              font: '600 12px Inter, sans-serif',
              fill: new Fill({ color: '#ffffff' }),
            }),
          })
          styles.set(size, style)
        }
        return style
      },
    })
    const popup = new Overlay({
      element: popupElement,
      positioning: 'bottom-center',
      offset: [0, -14],
      autoPan: { animation: { duration } },
    })
    const view = new View({ center: fromLonLat(DEFAULT_CENTER), zoom: DEFAULT_ZOOM })
    const routeSource = new VectorSource()
    const routeLayer = new VectorLayer({
      source: routeSource,
      style: new Style({ stroke: new Stroke({ color: brandDark, width: 3, lineDash: [8, 6] }) }),
    })
    const map = new OpenLayersMap({
      target,
      layers: [
        new TileLayer({ source: new XYZ({ url: tileUrl, attributions: attribution, maxZoom: 19 }) }),
        routeLayer,
        markerLayer,
      ],
      overlays: [popup],
      controls: defaultControls({
        rotate: false,
        attributionOptions: { collapsible: false },
        zoomOptions: { duration, zoomInTipLabel: tMap('map.zoomIn'), zoomOutTipLabel: tMap('map.zoomOut') },
      }),
      interactions: defaultInteractions({ zoomDuration: duration }),
      view,
    })
    for (const [selector, name] of [
      ['.ol-zoom-in', tMap('map.zoomIn')],
      ['.ol-zoom-out', tMap('map.zoomOut')],
    ] as const) {
      target.querySelector(selector)?.setAttribute('aria-label', name)
    }

    const close = () => {
      popup.setPosition(undefined)
      setSelected([])
    }
    closeRef.current = close
    map.on('click', (event) => {
      const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        layerFilter: (layer) => layer === markerLayer,
      })
      if (!hit) return close()
      const members = membersOf(hit, markerOf)
      const spread = extentOf(members)
      // A cluster whose members lie apart opens up by zooming in; one that stays together lists them.
      const apart = getWidth(spread) > 0 || getHeight(spread) > 0
      if (members.length > 1 && apart && (view.getZoom() ?? 0) < MAX_FIT_ZOOM) {
        close()
        view.fit(spread, { padding: [64, 64, 64, 64], maxZoom: MAX_FIT_ZOOM, duration })
        return
      }
      const geometry = hit.getGeometry()
      if (!(geometry instanceof Point)) return
      setSelected(members)
      popup.setPosition(geometry.getCoordinates())
    })
    map.on('pointermove', (event) => {
      const onMarker = map.hasFeatureAtPixel(event.pixel, { layerFilter: (layer) => layer === markerLayer })
      target.style.cursor = onMarker ? 'pointer' : ''
    })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    target.addEventListener('keydown', onKeyDown)
    setParts({ map, view, markers: markerSource, markerOf, route: routeSource })
    return () => {
      closeRef.current = () => {}
      target.removeEventListener('keydown', onKeyDown)
      setParts(null)
      map.setTarget(undefined)
      map.dispose()
    }
  }, [tileUrl, attribution, popupElement])

  // Markers and view follow the props without rebuilding the map (and without reloading its tiles).
  useEffect(() => {
    if (!parts) return
    closeRef.current()
    parts.markers.clear()
    parts.markers.addFeatures(
      markers.map((marker) => {
        const feature = new Feature(new Point(fromLonLat([marker.lon, marker.lat])))
        parts.markerOf.set(feature, marker)
        return feature
      }),
    )
    if (centerLon !== undefined && centerLat !== undefined) {
      parts.view.setCenter(fromLonLat([centerLon, centerLat]))
      parts.view.setZoom(zoom ?? MAX_FIT_ZOOM)
    } else if (markers.length > 0) {
      parts.view.fit(extentOf(markers), { padding: [48, 48, 48, 48], maxZoom: zoom ?? MAX_FIT_ZOOM })
    }
  }, [parts, markers, centerLon, centerLat, zoom])

  const routeKey = JSON.stringify(route ?? [])
  useEffect(() => {
    if (!parts) return
    parts.route.clear()
    const points = JSON.parse(routeKey) as Array<[number, number]>
    if (points.length > 1)
      parts.route.addFeature(new Feature(new LineString(points.map((point) => fromLonLat(point)))))
  }, [parts, routeKey])

  useEffect(() => {
    if (focusOnLoad) targetRef.current?.focus()
  }, [focusOnLoad])

  return (
    <>
      <link rel="stylesheet" href={olStyles} />
      <div
        ref={targetRef}
        // OpenLayers' keyboard interactions (arrow keys pan, + and - zoom) listen on this element.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={mapDescription(label, markers.length)}
        className="relative w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark dark:bg-slate-800"
        style={{ height }}
      />
      {createPortal(
        selected.length > 0 ? (
          <div className="relative max-h-64 w-64 overflow-auto rounded-lg bg-white p-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700">
            <button
              type="button"
              className="absolute right-1 top-1 rounded px-2 text-lg leading-none"
              aria-label={tCommon('common.close')}
              onClick={() => closeRef.current()}
            >
              ×
            </button>
            <ul className="space-y-2 pr-6">
              {selected.map((marker) => (
                <li key={marker.id}>
                  {marker.href ? (
                    <Link to={marker.href} className="font-semibold underline">
                      {marker.title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{marker.title}</span>
                  )}
                  {marker.priceLabel && <div>{marker.priceLabel}</div>}
                </li>
              ))}
            </ul>
          </div>
        ) : null,
        popupElement,
      )}
    </>
  )
}
