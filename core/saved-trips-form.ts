import { z } from 'zod'

import { decodeRef, MAX_ID, type SavedRef } from './saved-trips'

// The Merkzettel button's form, read by the server alone (app/saved-trips.server.ts): a module of its own, so
// that the island bundles, which import core/forms.ts and core/saved-trips.ts, do not carry its schema.

const savedRefCode = z
  .string()
  .transform((code, ctx) => decodeRef(code) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER))

/** The page to return to without JavaScript, and `antwort=daten` when a script wants the new state instead. */
const saveAnswerFields = {
  zurueck: z.string().max(2000).optional(),
  antwort: z.literal('daten').optional(),
}

const saveTripResult = (
  ref: SavedRef,
  save: boolean,
  { zurueck, antwort }: { zurueck?: string | undefined; antwort?: 'daten' | undefined },
) => ({ ref, save, redirectTo: zurueck, byScript: antwort === 'daten' })

/**
 * The Merkzettel button ("Merken" / "Entfernen"), in one of two forms:
 * - a form of its own: what (`art`), which (`id`), save or remove (`aktion`);
 * - a button of a result list's one form (`SaveListForm`): the button says both, `merken=h12` or
 *   `entfernen=h12` (the compact entry of core/saved-trips.ts), so that a card carries a button, not a form.
 * Both with the fields of `saveAnswerFields`.
 */
export const saveTripSchema = z.union([
  z
    .object({
      art: z.enum(['hotel', 'rundreise']),
      id: z.coerce.number().int().min(1).max(MAX_ID),
      aktion: z.enum(['merken', 'entfernen']),
      ...saveAnswerFields,
    })
    .transform(({ art, id, aktion, ...answer }) =>
      saveTripResult({ kind: art === 'hotel' ? 'hotel' : 'round_trip', id }, aktion === 'merken', answer),
    ),
  z
    .object({ merken: savedRefCode, ...saveAnswerFields })
    .strict()
    .transform(({ merken, ...answer }) => saveTripResult(merken, true, answer)),
  z
    .object({ entfernen: savedRefCode, ...saveAnswerFields })
    .strict()
    .transform(({ entfernen, ...answer }) => saveTripResult(entfernen, false, answer)),
])
