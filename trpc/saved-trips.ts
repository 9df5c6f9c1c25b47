import { createItem, createItems, deleteItems, readItems } from '@directus/sdk'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import type { Caller, Context } from './context'
import { hotelCards, roundTripTeasers } from './teasers'
import { tSavedList } from '../core/copy/saved-list'
import { ERROR_TEXTS } from '../core/errors'
import { MAX_SAVED_TRIPS, sameRef, uniqueRefs, type SavedRef } from '../core/saved-trips'

// The Merkzettel of a signed-in customer lives in Directus (`saved_trips`), read and written with their
// own token: the customer policy lets Directus answer only their own rows, and every row is checked again
// here against the token's user. Anonymous visitors keep theirs in the session (app/saved-trips.server.ts).

interface Customer {
  visitor: Caller
  userId: string
}

export const LIST_FULL = tSavedList('savedList.full', { max: MAX_SAVED_TRIPS })

const rowSchema = z.object({
  id: z.string(),
  user: z.string().nullable(),
  hotel: z.number().nullable(),
  round_trip: z.number().nullable(),
})

async function ownRows({ visitor, userId }: Customer) {
  const rows = z.array(rowSchema).parse(
    await visitor(
      readItems('saved_trips', {
        fields: ['id', 'user', 'hotel', 'round_trip'],
        filter: { user: { _eq: userId } },
        sort: ['-date_created'],
        // Rows written past the site's limit straight into Directus count no further.
        limit: MAX_SAVED_TRIPS * 4,
      }),
    ),
  )
  if (rows.some((row) => row.user !== userId))
    throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_TEXTS.FORBIDDEN })
  return rows
}

const refOf = (row: z.infer<typeof rowSchema>): SavedRef[] =>
  row.hotel !== null
    ? [{ kind: 'hotel', id: row.hotel }]
    : row.round_trip !== null
      ? [{ kind: 'round_trip', id: row.round_trip }]
      : []

const item = (ref: SavedRef) => (ref.kind === 'hotel' ? { hotel: ref.id } : { round_trip: ref.id })

/** The customer's saved trips, newest first, each once. */
export async function customerRefs(customer: Customer): Promise<SavedRef[]> {
  return uniqueRefs((await ownRows(customer)).flatMap(refOf))
}

export async function addRef(customer: Customer, ref: SavedRef): Promise<SavedRef[]> {
  const refs = await customerRefs(customer)
  if (refs.some((known) => sameRef(known, ref))) return refs
  if (refs.length >= MAX_SAVED_TRIPS) throw new TRPCError({ code: 'CONFLICT', message: LIST_FULL })
  await customer.visitor(createItem('saved_trips', item(ref)))
  return [ref, ...refs]
}

/** Removes every row of the entry (repeats included: two tabs may have saved it at the same moment). */
export async function removeRef(customer: Customer, ref: SavedRef): Promise<SavedRef[]> {
  const rows = await ownRows(customer)
  const matching = rows.filter((row) => refOf(row).some((own) => sameRef(own, ref)))
  if (matching.length > 0)
    await customer.visitor(
      deleteItems(
        'saved_trips',
        matching.map((row) => row.id),
      ),
    )
  return uniqueRefs(rows.filter((row) => !matching.includes(row)).flatMap(refOf))
}

/**
 * At sign-in: the entries an anonymous visitor saved join the account's list, those it already has once,
 * as far as the list has room. One write.
 */
export async function mergeRefs(customer: Customer, incoming: SavedRef[]): Promise<{ added: number }> {
  const refs = await customerRefs(customer)
  const missing = uniqueRefs(incoming)
    .filter((ref) => !refs.some((known) => sameRef(known, ref)))
    .slice(0, Math.max(0, MAX_SAVED_TRIPS - refs.length))
  if (missing.length > 0) await customer.visitor(createItems('saved_trips', missing.map(item)))
  return { added: missing.length }
}

/**
 * What the entries are now, from the published catalogue: a hotel with its lowest price per night, a
 * round trip with its length and lowest price per person; `hotel` and `trip` both null for one that is no
 * longer offered (unpublished or deleted).
 */
export async function savedEntries(ctx: Context, refs: SavedRef[]) {
  const hotelIds = refs.filter((ref) => ref.kind === 'hotel').map((ref) => ref.id)
  const tripIds = refs.filter((ref) => ref.kind === 'round_trip').map((ref) => ref.id)
  const [hotels, trips] = await Promise.all([
    hotelIds.length ? hotelCards(ctx, { filter: { id: { _in: hotelIds } }, limit: hotelIds.length }) : [],
    tripIds.length ? roundTripTeasers(ctx, { ids: tripIds, limit: tripIds.length }) : [],
  ])
  return refs.map((ref) => {
    if (ref.kind === 'hotel') {
      const hotel = hotels.find((row) => row.id === ref.id)
      return { ...ref, hotel: hotel ?? null, trip: null }
    }
    return { ...ref, hotel: null, trip: trips.find((row) => row.id === ref.id) ?? null }
  })
}
