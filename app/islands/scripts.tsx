import type { IslandRootData } from './remix-shim'

export const ISLAND_DATA_ID = 'island-root-data'

export interface IslandAssets {
  entry: string
  imports: string[]
}

/** A JSON text that is safe inside `<script>`: no `</script>` or `<!--` can appear. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The inline loader of the island entry: once the browser reports the page's first contentful paint, it preloads the
 * entry's static imports and imports the entry. Before the first paint a page loads only its HTML, styles,
 * font and images, so no script competes with them for a slow phone's bandwidth or holds the paint back
 * (docs/performance.md, "Held first paint"). A page opened in a background tab loads it once shown; a
 * browser without paint timing loads it in the task after the first frame.
 */
export function islandLoader(assets: IslandAssets): string {
  return (
    `const load=()=>{` +
    `for(const href of ${scriptJson(assets.imports)}){` +
    `const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
    `import(${scriptJson(assets.entry)})};` +
    `if((PerformanceObserver.supportedEntryTypes||[]).includes('paint'))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){` +
    `observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(load))`
  )
}

/** What an island page loads instead of Remix' `<Scripts>`: the data the islands share, and their loader. */
export function IslandScripts({
  assets,
  data,
  nonce,
}: {
  assets: IslandAssets
  data: IslandRootData
  nonce: string
}) {
  return (
    <>
      <script
        id={ISLAND_DATA_ID}
        type="application/json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
      />
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandLoader(assets) }} />
    </>
  )
}
