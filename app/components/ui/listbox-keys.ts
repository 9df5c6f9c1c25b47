import { tControls } from '../../../core/copy/controls'

// The keyboard of a list popup (ARIA 1.2 combobox and select patterns): which option a key makes the
// active one. Pure, so that the destination field and the select share it and it is tested on its own.

export type ListKeyResult =
  { kind: 'move'; index: number } | { kind: 'choose'; index: number } | { kind: 'close' } | { kind: 'none' }

/**
 * What `key` does in a list of `count` options whose active option is `active` (-1: none). `open` says
 * whether the list shows: a closed list opens on the arrow keys with its first (down) or last (up) option.
 */
export function listKey(key: string, active: number, count: number, open: boolean): ListKeyResult {
  if (count === 0) return key === 'Escape' && open ? { kind: 'close' } : { kind: 'none' }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: !open || active < 0 ? 0 : Math.min(active + 1, count - 1) }
    case 'ArrowUp':
      return { kind: 'move', index: !open || active < 0 ? count - 1 : Math.max(active - 1, 0) }
    case 'Home':
      return open ? { kind: 'move', index: 0 } : { kind: 'none' }
    case 'End':
      return open ? { kind: 'move', index: count - 1 } : { kind: 'none' }
    case 'Enter':
      return open && active >= 0 ? { kind: 'choose', index: active } : { kind: 'none' }
    case 'Escape':
      return open ? { kind: 'close' } : { kind: 'none' }
    default:
      return { kind: 'none' }
  }
}

/** What the destination field's live region says about a finished search for `query`. */
export function foundMessage(query: string, count: number): string {
  if (count === 0) return tControls('controls.noPlacesFound', { query })
  return tControls('controls.placesFound', { count })
}
