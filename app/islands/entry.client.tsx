import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

import { autoSubmitForm } from '~/lib/auto-submit'
import { listenForChunkErrors, reloadOnChunkError } from '~/lib/chunk-reload'
import { afterNextPaint } from '~/lib/idle'
import { initMapConsent } from '~/lib/map-consent'

import type { IslandName } from './names'
import { islands } from './registry'
import { setIslandRootData, type IslandRootData } from './remix-shim'
import { ISLAND_DATA_ID } from './scripts'

// The browser entry of island pages (docs/decisions/hotel-pages-as-islands.md): no Remix runtime, only React DOM for the marked
// interactive parts, plus two enhancements that need no React at all.

function readRootData(): IslandRootData {
  const text = document.getElementById(ISLAND_DATA_ID)?.textContent
  return text
    ? (JSON.parse(text) as IslandRootData)
    : {
        siteContext: { roundTripOnly: false, siteUrl: '' },
        mapsEnabled: false,
        env: { MAP_TILE_URL: '', MAP_ATTRIBUTION: '' },
      }
}

/** Filters and sorting apply at once: every page load here is a document load anyway. */
function autoSubmitOnChange() {
  document.addEventListener('change', (event) => autoSubmitForm(event.target)?.requestSubmit())
}

/** Controls that only make sense without JavaScript (e.g. "Sortieren" beside a select that submits itself). */
function hideNoScriptControls() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-without-js]')) element.hidden = true
}

const hydrations: Array<() => void> = []
let hydrationScheduled = false

/**
 * Hydrates the islands one per task: each `hydrateRoot` attaches React's event listeners to its container
 * at once, which for the twenty islands of a theme page made one long task that held back a tap.
 */
function hydrateInTurn(hydrate: () => void) {
  hydrations.push(hydrate)
  if (hydrationScheduled) return
  hydrationScheduled = true
  const next = () => {
    hydrations.shift()?.()
    if (hydrations.length > 0) setTimeout(next, 0)
    else hydrationScheduled = false
  }
  setTimeout(next, 0)
}

function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[element.dataset.island as IslandName] as (typeof islands)[IslandName] | undefined
    if (!load) continue
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    load().then(
      // As a transition, React renders each island in slices of a few milliseconds.
      (Component) =>
        hydrateInTurn(() => startTransition(() => void hydrateRoot(element, <Component {...props} />))),
      (error: unknown) => {
        // A chunk a release removed: the page loads anew; anything else is reported.
        if (!reloadOnChunkError(error))
          console.error(`Island "${element.dataset.island}" failed to load`, error)
      },
    )
  }
}

const rootData = readRootData()
setIslandRootData(rootData)
// Spec §4: the page-level flag (the consent cookie) may enable maps at start.
initMapConsent(rootData.mapsEnabled)
autoSubmitOnChange()
hideNoScriptControls()
// The map loads OpenLayers only after consent: its chunk can be gone after a release.
listenForChunkErrors()
// The islands' own chunks load after the first paint, so they never hold it back (docs/performance.md).
afterNextPaint(hydrateIslands)
