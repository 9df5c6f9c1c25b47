import { z } from 'zod'

import { MAX_ID, MAX_SAVED_TRIPS, SAVED_KINDS } from '../../core/saved-trips'
import { publicProcedure, router, visitorProcedure } from '../init'
import { addRef, customerRefs, mergeRefs, removeRef, savedEntries } from '../saved-trips'

const ref = z.object({ kind: z.enum(SAVED_KINDS), id: z.number().int().min(1).max(MAX_ID) })
const refs = z.array(ref).max(MAX_SAVED_TRIPS)

export const savedTripRouter = router({
  /** The signed-in customer's Merkzettel (hotels and round trips by id), newest first. */
  list: visitorProcedure.query(({ ctx }) => customerRefs(ctx)),

  /** Saves an entry (once); CONFLICT when the list is full. Answers the new list. */
  add: visitorProcedure.input(ref).mutation(({ ctx, input }) => addRef(ctx, input)),

  /** Removes an entry. Answers the new list. */
  remove: visitorProcedure.input(ref).mutation(({ ctx, input }) => removeRef(ctx, input)),

  /** At sign-in: adds what the visitor saved anonymously, without duplicates. */
  merge: visitorProcedure.input(z.object({ refs })).mutation(({ ctx, input }) => mergeRefs(ctx, input.refs)),

  /** The entries as the catalogue shows them now (price, still offered or not). */
  entries: publicProcedure.input(z.object({ refs })).query(({ ctx, input }) => savedEntries(ctx, input.refs)),
})
