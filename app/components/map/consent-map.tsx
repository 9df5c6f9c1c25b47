import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef, useState, type ComponentType } from 'react'

import { Link } from '~/components/site-link'
import { Island } from '~/islands/island'
import { useHydrated } from '~/lib/hydrated'
import { giveMapConsent, MAP_CONSENT_ACTION, useMapConsent } from '~/lib/map-consent'
import { tileProvider } from '~/lib/map-tiles'
import type { loader as rootLoader } from '~/root'

import { mergeMarkers, placeableMarkers, type Marker } from './map-helpers'
import { useMoreMarkers } from './more-markers'
import type { OlMapProps } from './ol-map.client'
import { tCommon } from '../../../core/copy/common'
import { tMap } from '../../../core/copy/map'

export type { Marker } from './map-helpers'

type ConsentMapProps = {
  markers: Marker[]
  /** `[lon, lat]`; without it the view fits the markers. */
  center?: [lon: number, lat: number]
  zoom?: number
  label?: string
  /** CSS height of the map (a number means pixels). */
  height?: number | string
  /** The element id, also the fragment that the no-JS consent returns to. */
  id?: string
  /** The key under which another island publishes further markers (`setMoreMarkers`). */
  moreMarkersFrom?: string
  /** A route through `[lon, lat]` points, drawn as a line (a round trip's itinerary). */
  route?: Array<[lon: number, lat: number]>
}

/**
 * A map that loads nothing from the tile provider before the visitor agrees (spec §1, §4). Before: a
 * placeholder that says what would load from where, with a button that works with and without
 * JavaScript. After: OpenLayers, loaded only now by a dynamic import; without JavaScript a list of the
 * places instead.
 */
export function ConsentMap(props: ConsentMapProps) {
  return <Island name="consent-map" component={ConsentMapView} props={props} />
}

/** The map itself; an island (docs/decisions/hotel-pages-as-islands.md). */
export function ConsentMapView({
  markers,
  center,
  zoom,
  label = tMap('map.searchResults'),
  height = 400,
  id = 'karte',
  moreMarkersFrom,
  route,
}: ConsentMapProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const consentGiven = useMapConsent()
  const hydrated = useHydrated()
  const [consentedHere, setConsentedHere] = useState(false)
  // The cookie read by the root loader is the page-level flag; it also lets the server render the map state.
  const consented = consentGiven || (root?.mapsEnabled ?? false)
  const tileUrl = root?.env.MAP_TILE_URL ?? ''
  const more = useMoreMarkers(moreMarkersFrom)
  const places = useSameMarkers(placeableMarkers(mergeMarkers(markers, more)))

  return (
    <section id={id} aria-label={label} className="scroll-mt-4">
      {!consented ? (
        <ConsentPlaceholder
          label={label}
          height={height}
          provider={tileProvider(tileUrl)}
          returnTo={id}
          onConsent={() => {
            setConsentedHere(true)
            giveMapConsent()
          }}
        />
      ) : hydrated ? (
        <InteractiveMap
          markers={places}
          center={center}
          zoom={zoom}
          label={label}
          height={height}
          tileUrl={tileUrl}
          attribution={root?.env.MAP_ATTRIBUTION ?? ''}
          focusOnLoad={consentedHere}
          route={route}
        />
      ) : (
        <PlaceList markers={places} />
      )}
    </section>
  )
}

/**
 * The previous array while the markers are the same, so that a page's re-render (new array, same hotels)
 * does not reset the map view the visitor has moved.
 */
function useSameMarkers(markers: Marker[]): Marker[] {
  const key = JSON.stringify(markers)
  const last = useRef({ key, markers })
  if (last.current.key !== key) last.current = { key, markers }
  return last.current.markers
}

function ConsentPlaceholder({
  label,
  height,
  provider,
  returnTo,
  onConsent,
}: {
  label: string
  height: number | string
  provider: string
  returnTo: string
  onConsent: () => void
}) {
  const location = useLocation()
  return (
    <div
      className="flex flex-col items-center justify-center gap-4 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center dark:border-slate-600 dark:bg-slate-900"
      style={{ minHeight: height }}
    >
      <p className="font-semibold">{label}</p>
      <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">
        {tMap('map.tilesFrom')} <strong>{provider}</strong> {tMap('map.tilesPrivacy')}{' '}
        <Link to="/datenschutz" className="underline">
          {tCommon('common.privacyPolicy')}
        </Link>
        .
      </p>
      <form
        method="post"
        action={MAP_CONSENT_ACTION}
        onSubmit={(event) => {
          event.preventDefault()
          onConsent()
        }}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${returnTo}`} />
        <button type="submit" className="button-primary">
          {tMap('map.load')}
        </button>
      </form>
    </div>
  )
}

/** Without JavaScript (and until hydration) the places of the map as links. */
function PlaceList({ markers }: { markers: Marker[] }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <noscript>
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{tMap('map.needsJavaScript')}</p>
      </noscript>
      {markers.length === 0 ? (
        <p className="text-sm">{tMap('map.noPlaces')}</p>
      ) : (
        <ul className="space-y-1">
          {markers.map((marker) => (
            <li key={marker.id}>
              {marker.href ? (
                <Link to={marker.href} className="underline">
                  {marker.title}
                </Link>
              ) : (
                marker.title
              )}
              {marker.priceLabel && (
                <span className="text-slate-700 dark:text-slate-300"> – {marker.priceLabel}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; Map: ComponentType<OlMapProps> } | { status: 'failed' }

function InteractiveMap(props: OlMapProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  useEffect(() => {
    let active = true
    import('./ol-map.client').then(
      (module) => active && setState({ status: 'ready', Map: module.OlMap }),
      () => active && setState({ status: 'failed' }),
    )
    return () => {
      active = false
    }
  }, [])

  if (state.status === 'ready') return <state.Map {...props} />
  return (
    <div
      className="flex items-center justify-center rounded-lg bg-slate-50 p-6 text-sm dark:bg-slate-900"
      style={{ minHeight: props.height }}
      role="status"
    >
      {state.status === 'loading' ? tMap('map.loading') : tMap('map.loadFailed')}
    </div>
  )
}
