import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, type MouseEvent } from 'react'

import { useSiteContext } from '~/components/site-link'
import { Island } from '~/islands/island'
import { useHydrated } from '~/lib/hydrated'

import { setSavedCount } from './saved-count'
import { tSaved } from '../../../core/copy/saved'
import { kindWord, refCode, type SaveAnswer, type SavedKind } from '../../../core/saved-trips'

export interface SaveButtonProps {
  kind: SavedKind
  id: number
  /** The hotel's or round trip's name, for the button's accessible name and the message. */
  name: string
  saved: boolean
  /** `toggle`: "Merken" / "Gemerkt"; `remove`: "Entfernen" (on the Merkzettel itself). */
  variant?: 'toggle' | 'remove'
  /**
   * In a result list: the button posts the list's one form (`SaveListForm`) instead of a form of its own,
   * so that each of the 20 cards carries a button rather than a form with four fields.
   */
  inList?: boolean
}

/** The id of a result list's one Merkzettel form. */
const LIST_FORM_ID = 'merkzettel-formular'

/**
 * The one form of a result list's "Merken" buttons (`SaveButton` with `inList`), once per page: it holds
 * the page to come back to after a post without JavaScript, and each button names its entry and action.
 */
export function SaveListForm() {
  const location = useLocation()
  if (useSiteContext().roundTripOnly) return null
  return (
    <form id={LIST_FORM_ID} method="post" action="/merkzettel">
      <input type="hidden" name="zurueck" value={`${location.pathname}${location.search}`} />
    </form>
  )
}

/**
 * Saves a hotel or round trip on the Merkzettel, or removes it: a form that posts to /merkzettel and comes
 * back with a message without JavaScript; with it, a fetcher changes it in place and the header's count
 * follows. An island, so it works on the hotel pages too (docs/decisions/hotel-pages-as-islands.md). Not
 * on the round-trip-only domain, whose session is not the main site's.
 */
export function SaveButton(props: SaveButtonProps) {
  const { roundTripOnly } = useSiteContext()
  if (roundTripOnly) return null
  return <Island name="save-button" component={SaveButtonView} props={props} />
}

export function SaveButtonView({ kind, id, name, saved, variant = 'toggle', inList }: SaveButtonProps) {
  const fetcher = useFetcher<SaveAnswer>()
  const location = useLocation()
  const hydrated = useHydrated()
  const answer = fetcher.data
  const pending = fetcher.formData?.get('aktion')
  const isSaved = pending ? pending === 'merken' : answer ? answer.saved : saved
  useEffect(() => {
    if (answer && !answer.error) setSavedCount(answer.count)
  }, [answer])

  const label =
    variant === 'remove'
      ? tSaved('saved.removeShort')
      : isSaved
        ? tSaved('saved.saved')
        : tSaved('saved.save')
  // The visible word first (WCAG 2.5.3), then what it is about.
  const accessibleName =
    variant === 'toggle' && isSaved ? tSaved('saved.remove', { kind: label, name }) : `${label}: ${name}`
  const action = isSaved ? 'entfernen' : 'merken'
  const button = (
    <button
      type="submit"
      aria-label={accessibleName}
      className={`save-button ${
        isSaved && variant === 'toggle'
          ? 'bg-brand-dark text-white ring-brand-dark'
          : 'bg-white text-slate-800 ring-slate-300 hover:ring-brand-dark'
      }`}
      {...(inList && {
        form: LIST_FORM_ID,
        name: action,
        value: refCode({ kind, id }),
        // with JavaScript the same post goes through the fetcher, and the page stays
        onClick: (event: MouseEvent) => {
          event.preventDefault()
          fetcher.submit(
            { art: kindWord(kind), id: String(id), aktion: action, antwort: 'daten' },
            { method: 'post', action: '/merkzettel' },
          )
        },
      })}
    >
      <span aria-hidden="true">{variant === 'remove' ? '✕' : isSaved ? '♥' : '♡'}</span>
      {label}
    </button>
  )
  const message = (
    <span
      role={answer?.error ? 'alert' : 'status'}
      className={answer?.error ? 'mt-1 text-sm text-red-700' : 'sr-only'}
    >
      {answer?.message ?? ''}
    </span>
  )
  if (inList)
    return (
      <>
        {button}
        {message}
      </>
    )
  return (
    <fetcher.Form method="post" action="/merkzettel" preventScrollReset className="inline-flex flex-col">
      <input type="hidden" name="art" value={kindWord(kind)} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="aktion" value={action} />
      <input type="hidden" name="zurueck" value={`${location.pathname}${location.search}`} />
      {hydrated && <input type="hidden" name="antwort" value="daten" />}
      {button}
      {message}
    </fetcher.Form>
  )
}
