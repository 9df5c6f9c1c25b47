import { useEffect, useSyncExternalStore } from 'react'

import { Island } from '~/islands/island'

import { tSaved } from '../../../core/copy/saved'

// The number of entries on the Merkzettel, in the header. The server renders it from the root loader; a
// "Merken" button that changed the list publishes the new number here, so that an island page (whose
// header is static HTML) shows it too. On hydrated pages the root loader's revalidated number takes over.

let published: number | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function publish(value: number | null) {
  published = value
  for (const listener of listeners) listener()
}

export const setSavedCount = (count: number) => publish(count)

export function SavedCountView({ count }: { count: number }) {
  const current =
    useSyncExternalStore(
      subscribe,
      () => published,
      () => null,
    ) ?? count
  // A new number from the server (revalidation, sign-in, logout) is the truth again.
  useEffect(() => publish(null), [count])
  if (current === 0) return null
  return (
    <span className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-dark px-1.5 text-xs font-semibold text-white">
      <span className="sr-only">{' ('}</span>
      {current}
      <span className="sr-only">{` ${tSaved('saved.entries', { count: current })})`}</span>
    </span>
  )
}

/** The count beside "Merkzettel" in the header; an island (docs/decisions/hotel-pages-as-islands.md). */
export function SavedCount({ count }: { count: number }) {
  return <Island name="saved-count" component={SavedCountView} props={{ count }} />
}
