// The Merkzettel (saved trips): what can be saved, and the compact form of a list (session cookie, share
// links).

export const SAVED_KINDS = ['hotel', 'round_trip'] as const
export type SavedKind = (typeof SAVED_KINDS)[number]

export interface SavedRef {
  kind: SavedKind
  id: number
}

/** The ids on a Merkzettel by kind: which "Merken" buttons of a page show "Gemerkt". */
export type SavedIds = Record<SavedKind, number[]>

/** At most this many entries on one Merkzettel (an anonymous one travels in the session cookie). */
export const MAX_SAVED_TRIPS = 50

/** Ids are Directus integer keys. */
export const MAX_ID = 2_147_483_647

const KIND_OF_CODE: Record<string, SavedKind> = { h: 'hotel', r: 'round_trip' }

export const sameRef = (a: SavedRef, b: SavedRef) => a.kind === b.kind && a.id === b.id

/** The list without repeats, newest first as given, at most MAX_SAVED_TRIPS long. */
export function uniqueRefs(refs: readonly SavedRef[]): SavedRef[] {
  const unique: SavedRef[] = []
  for (const ref of refs) if (!unique.some((known) => sameRef(known, ref))) unique.push(ref)
  return unique.slice(0, MAX_SAVED_TRIPS)
}

/** `h12`: one entry as short text (a result list's Merken button says which with it). */
export const refCode = ({ kind, id }: SavedRef) => `${kind === 'hotel' ? 'h' : 'r'}${id}`

/** `h12.r3`: a list as short text, for the session cookie and share links. */
export function encodeRefs(refs: readonly SavedRef[]): string {
  return uniqueRefs(refs).map(refCode).join('.')
}

/** The entry of `h12` (`refCode`'s text), or null for anything else. */
export function decodeRef(code: string): SavedRef | null {
  const match = /^([hr])([1-9]\d{0,9})$/.exec(code)
  const kind = match ? KIND_OF_CODE[match[1]!] : undefined
  const id = Number(match?.[2])
  return kind && id <= MAX_ID ? { kind, id } : null
}

/** The list of an encoded text; anything malformed is left out. */
export function decodeRefs(text: string | null | undefined): SavedRef[] {
  if (!text) return []
  const refs = text.split('.', MAX_SAVED_TRIPS * 2).flatMap((part) => decodeRef(part) ?? [])
  return uniqueRefs(refs)
}

/** The word of a kind in the button's form (URL words are German). */
export const kindWord = (kind: SavedKind) => (kind === 'hotel' ? 'hotel' : 'rundreise')

/** What the button's form action answers a script: the new state and the list's length, or why not. */
export interface SaveAnswer {
  saved: boolean
  count: number
  message: string
  error?: boolean
}
