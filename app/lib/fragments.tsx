import { createContext, useContext, type HTMLAttributes, type ReactElement, type ReactNode } from 'react'

// Parts of a page that depend on a few values only, rendered once per value on the server and reused
// (docs/decisions/fragment-cache.md): a search result's hotel text is the same for every stay, while the
// stay's offer and links change with each search. The renderer comes from the server's entry
// (app/lib/fragments.server.ts) while it renders an island page; in the browser and on hydrated pages there
// is none, and the part renders as usual.

/** The HTML of `render()`, which must depend on `key` alone (and on no React context). */
export type FragmentRenderer = (key: string, render: () => ReactElement) => string

const FragmentContext = createContext<FragmentRenderer | null>(null)

export const FragmentProvider = FragmentContext.Provider

/**
 * An element whose content depends on `cacheKey` alone: on the server, while it renders an island page,
 * the content's HTML comes from the server's fragments (`render`, with `slot` filled into each
 * ATTRIBUTE_SLOT); elsewhere (the browser, hydrated pages) the element holds `children`, which must render
 * the same content. The fragment is rendered by a render of its own inside the page's (React supports that
 * re-entry), so this component calls no hook after it.
 */
export function ServerFragment({
  as: Tag = 'div',
  cacheKey,
  render,
  slot,
  children,
  ...attributes
}: {
  as?: 'div' | 'aside'
  cacheKey: string
  render: () => ReactElement
  slot?: string
  children: ReactNode
} & HTMLAttributes<HTMLElement> & { 'data-auto-submit'?: string }) {
  const fragments = useContext(FragmentContext)
  if (!fragments) return <Tag {...attributes}>{children}</Tag>
  const html = fragments(cacheKey, render)
  return (
    <Tag
      {...attributes}
      dangerouslySetInnerHTML={{ __html: slot === undefined ? html : fillSlot(html, slot) }}
    />
  )
}

/** A value rendered into a fragment in the place of an attribute that differs between uses (a stay's link). */
export const ATTRIBUTE_SLOT = '\u0000slot\u0000'

const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

/** `html` with each ATTRIBUTE_SLOT replaced by `value`, escaped as React escapes an attribute value. */
export function fillSlot(html: string, value: string): string {
  return html.split(ATTRIBUTE_SLOT).join(value.replace(/["&'<>]/g, (c) => ESCAPES[c]!))
}
