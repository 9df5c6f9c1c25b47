import { createContext, useContext, type ComponentType } from 'react'

import type { IslandName } from './names'

// Islands (docs/decisions/hotel-pages-as-islands.md): the hotel pages are not hydrated as a whole. Their server-rendered HTML stays as
// it is, and only the few interactive parts (destination suggestions, "Weitere Hotels laden", the map)
// are hydrated one by one by `app/islands/entry.client.tsx`, with React DOM but without the Remix runtime.
// Within a hydrated Remix page (after a client navigation to a hotel page) an island is just its component.

/** True while the server renders a page whose client side is islands only (set by the root layout). */
const IslandPageContext = createContext(false)

export const IslandPageProvider = IslandPageContext.Provider

/** Whether this render is the server render of an island page: links there need no router. */
export function useIslandPage(): boolean {
  return useContext(IslandPageContext)
}

/**
 * Renders `component` with `props` inside a marker element that the island entry hydrates. The props go
 * into the markup as JSON, so they must be plain data, and the component must render the same from them
 * alone. `display: contents` keeps the wrapper out of the layout.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  )
}
