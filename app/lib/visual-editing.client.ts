import { apply, remove } from '@directus/visual-editing'

import { isEditableConfig, parseEditAttr } from './editable'

// The editor overlay (spec §4, §5, §7) on Directus's own library, @directus/visual-editing 2.x (the protocol of
// Directus 11.16 and later: connect, confirm, checkFieldAccess/activateElements, edit, navigation,
// showEditableElements, saved, highlightElement). The library does the handshake (10 attempts at 100 ms,
// no overlay without a confirm), accepts messages only from the connected origin, toggles the highlight,
// calls an element's save handler or else reloads, reports navigation (debounced 100 ms, checked every
// 200 ms or 50 ms after a change) and applies the custom class rule. What it lacks is here.

export const PARENT_NOT_FOUND = 'Error sending message to Directus in parent frame:'

/** The overlay in the brand's colours (app/styles/tailwind.css). */
const OVERLAY_CLASS = 'reiseportal-overlay'

export interface VisualEditing {
  /** Picks up the editable regions anew, after a navigation or a revalidation changed the page. */
  refresh(): Promise<void>
  stop(): void
}

/** Regions whose attribute names collection and item; the editor could not open any other. */
function editableElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-directus]')].filter((element) =>
    isEditableConfig(parseEditAttr(element.dataset.directus ?? '')),
  )
}

/**
 * Connects to the visual editor in the parent frame at `directusUrl` and makes the page's editable regions
 * clickable. `onSaved` runs when the editor saved one of them (the page revalidates its data in place).
 * Null when the page has no parent frame or the editor did not confirm.
 */
export async function startVisualEditing({
  directusUrl,
  onSaved,
}: {
  directusUrl: string
  onSaved: () => void
}): Promise<VisualEditing | null> {
  // The library posts to window.parent, which outside a frame is the page itself: nobody would answer.
  if (window.parent === window) {
    console.error(PARENT_NOT_FOUND, new Error('The page is not shown in a frame.'))
    return null
  }
  const connect = () =>
    apply({ directusUrl, elements: editableElements(), customClass: OVERLAY_CLASS, onSaved })
  if (!(await connect())) return null
  return {
    async refresh() {
      remove()
      await connect()
    },
    stop: remove,
  }
}
