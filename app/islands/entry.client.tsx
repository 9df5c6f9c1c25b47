import { hydrateRoot } from 'react-dom/client'

import { initMapConsent } from '~/lib/map-consent'

import type { IslandName } from './names'
import { islands } from './registry'
import { setIslandRootData, type IslandRootData } from './remix-shim'
import { ISLAND_DATA_ID } from './scripts'

// The browser entry of island pages (decision 31): no Remix runtime, only React DOM for the marked
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

/** Filters and sorting apply at once: a change inside `[data-auto-submit]` submits its form. */
function autoSubmitOnChange() {
  document.addEventListener('change', (event) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
    if (target.closest('[data-auto-submit]')) target.form?.requestSubmit()
  })
}

/** Controls that only make sense without JavaScript (e.g. "Sortieren" beside a select that submits itself). */
function hideNoScriptControls() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-without-js]')) element.hidden = true
}

function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = islands[element.dataset.island as IslandName] as (typeof islands)[IslandName] | undefined
    if (!load) continue
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    load().then(
      (Component) => hydrateRoot(element, <Component {...props} />),
      (error: unknown) => console.error(`Island "${element.dataset.island}" failed to load`, error),
    )
  }
}

const rootData = readRootData()
setIslandRootData(rootData)
// Spec §4: the page-level flag (the consent cookie) may enable maps at start.
initMapConsent(rootData.mapsEnabled)
autoSubmitOnChange()
hideNoScriptControls()
hydrateIslands()
