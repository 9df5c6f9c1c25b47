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
 * What an island page loads instead of Remix' `<Scripts>`: the data the islands share, and the island
 * entry with its static imports preloaded.
 */
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
      {assets.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={assets.entry} nonce={nonce} />
    </>
  )
}
