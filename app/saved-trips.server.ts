import { data, type AppLoadContext } from '@remix-run/node'
import { TRPCError } from '@trpc/server'

import { parseForm } from './forms.server'
import { safeRedirect } from './lib/safe-url'
import { redirectWithToast } from './toast.server'
import { refusalOf, serverCaller, signedInCaller, toErrorResponse } from './trpc.server'
import { tSavedList } from '../core/copy/saved-list'
import { PATHS } from '../core/paths'
import { Refusal } from '../core/refusal'
import {
  decodeRefs,
  encodeRefs,
  MAX_SAVED_TRIPS,
  sameRef,
  type SaveAnswer,
  type SavedIds,
  type SavedKind,
  type SavedRef,
} from '../core/saved-trips'
import { saveTripSchema } from '../core/saved-trips-form'
import { getEnv } from '../server/env'
import { errorFields, logger } from '../server/logger'
import { seal, unseal } from '../server/seal'
import { sessionStorageFor, type TokenSession } from '../server/session'
import { LIST_FULL } from '../trpc/saved-trips'

// The Merkzettel: a signed-in customer's in Directus (tRPC savedTrip.*), an anonymous visitor's in the
// session cookie (at most MAX_SAVED_TRIPS entries, `h12.r3`), merged into the account at sign-in.

const SHARE_PURPOSE = 'merkzettel-link'

const lists = new WeakMap<object, Promise<SavedRef[]>>()

/** The visitor's Merkzettel, newest first, read at most once per request (root and page loaders share it). */
export function savedRefs(context: AppLoadContext): Promise<SavedRef[]> {
  let refs = lists.get(context.visitor)
  if (!refs) {
    refs = context.visitor.accessToken
      ? serverCaller(context).savedTrip.list()
      : Promise.resolve(decodeRefs(context.visitor.session.get('saved')))
    lists.set(context.visitor, refs)
  }
  return refs
}

/** The list for pages that only mark what is saved: an unreadable list marks nothing. */
export function savedRefsOrNone(context: AppLoadContext): Promise<SavedRef[]> {
  return savedRefs(context).catch((error: unknown) => {
    logger.warn('Merkzettel unavailable', errorFields(error))
    return []
  })
}

/** The ids of the hotels and round trips on the visitor's Merkzettel, for the `saved` of `SaveButton`. */
export async function savedIdsByKind(context: AppLoadContext): Promise<SavedIds> {
  const refs = await savedRefsOrNone(context)
  const idsOf = (kind: SavedKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)
  return { hotel: idsOf('hotel'), round_trip: idsOf('round_trip') }
}

/** The ids of the hotels (or round trips) on the visitor's Merkzettel. */
export async function savedIds(context: AppLoadContext, kind: SavedKind): Promise<number[]> {
  return (await savedIdsByKind(context))[kind]
}

/** The Merkzettel page: the entries as the catalogue shows them now, and a link to share them. */
export async function loadSavedTrips(context: AppLoadContext) {
  const refs = await savedRefs(context).catch(toErrorResponse)
  const entries = await serverCaller(context).savedTrip.entries({ refs }).catch(toErrorResponse)
  return {
    entries,
    signedIn: context.visitor.accessToken !== null,
    shareUrl: refs.length ? `${context.env.SITE_URL}/merkzettel/${shareToken(refs)}` : null,
  }
}

/**
 * A share link carries the list itself, sealed (encrypted and authenticated with SESSION_SECRET): it
 * cannot be guessed or altered, needs no storage and shows a copy of the list as it was when shared
 * (docs/decisions/merkzettel-share-links.md).
 */
function shareToken(refs: SavedRef[]): string {
  return seal(encodeRefs(refs), getEnv().SESSION_SECRET, SHARE_PURPOSE)
}

/** The entries of a share link, or null when the token is not one of ours. */
export async function loadSharedList(context: AppLoadContext, token: string) {
  const text = token.length <= 2000 ? unseal(token, context.env.SESSION_SECRET, SHARE_PURPOSE) : null
  const refs = decodeRefs(text)
  if (refs.length === 0) return null
  return serverCaller(context).savedTrip.entries({ refs }).catch(toErrorResponse)
}

/** At sign-in: the anonymous Merkzettel joins the account. Never blocks the sign-in. */
export async function mergeAnonymousList(session: TokenSession, accessToken: string): Promise<void> {
  const refs = decodeRefs(session.get('saved'))
  if (refs.length === 0) return
  try {
    const { added } = await signedInCaller(accessToken).savedTrip.merge({ refs })
    logger.info('Merkzettel merged at sign-in', { saved: refs.length, added })
  } catch (error) {
    logger.error('Merkzettel merge failed at sign-in', errorFields(error))
  }
}

/**
 * Why a change of the Merkzettel failed, as its answer: a refusal (core/refusal.ts) with its status, or
 * Directus out of reach (503); null for anything else (a bug), which the error screen shows.
 */
function saveFailure(error: unknown): { message: string; status: number; retryAfter?: number } | null {
  const refusal = refusalOf(error)
  if (refusal)
    return {
      message: refusal.message,
      status: refusal.status,
      ...(refusal.retryAfter === undefined ? {} : { retryAfter: refusal.retryAfter }),
    }
  if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE')
    return { message: error.message, status: 503 }
  return null
}

/** The name of an entry the catalogue still offers; refused when it offers it no longer. */
async function offeredName(context: AppLoadContext, ref: SavedRef): Promise<string | null> {
  const [entry] = await serverCaller(context).savedTrip.entries({ refs: [ref] })
  return entry?.hotel?.name ?? entry?.trip?.title ?? null
}

/** Saves or removes in the session of an anonymous visitor; the cookie to send. */
async function changeSession(context: AppLoadContext, ref: SavedRef, save: boolean) {
  const { session } = context.visitor
  const refs = decodeRefs(session.get('saved'))
  const known = refs.some((other) => sameRef(other, ref))
  if (save && !known && refs.length >= MAX_SAVED_TRIPS) throw new Refusal('conflict', LIST_FULL)
  const next = save ? (known ? refs : [ref, ...refs]) : refs.filter((other) => !sameRef(other, ref))
  const storage = sessionStorageFor(context.env)
  if (next.length > 0) session.set('saved', encodeRefs(next))
  else session.unset('saved')
  // A session that holds nothing any more ends: the visitor's pages may be cached again.
  const cookie =
    Object.keys(session.data).length > 0
      ? await storage.commitSession(session)
      : await storage.destroySession(session)
  return { refs: next, cookie }
}

async function change(context: AppLoadContext, ref: SavedRef, save: boolean) {
  const name = await offeredName(context, ref)
  if (save && name === null) throw new Refusal('not-found', tSavedList('savedList.offerGone'))
  const label = name ? `„${name}“` : tSavedList('savedList.entry')
  const message = save ? tSavedList('savedList.added', { label }) : tSavedList('savedList.removed', { label })
  if (!context.visitor.accessToken) return { ...(await changeSession(context, ref, save)), message }
  const caller = serverCaller(context).savedTrip
  const refs = await (save ? caller.add(ref) : caller.remove(ref))
  return { refs, cookie: null, message }
}

/**
 * POST /merkzettel, the "Merken" button: without JavaScript back to the page with a message; with it,
 * the new state for Remix' fetcher (`data`) or for an island page's (JSON, asked for with Accept).
 */
export async function saveTripAction(request: Request, context: AppLoadContext) {
  const submission = parseForm(await request.formData(), saveTripSchema)
  if (submission.status !== 'success') throw new Response(tSavedList('savedList.invalid'), { status: 400 })
  const { ref, save, redirectTo, byScript } = submission.value

  let answer: SaveAnswer
  let status = 200
  const headers = new Headers()
  try {
    const result = await change(context, ref, save)
    answer = { saved: save, count: result.refs.length, message: result.message }
    if (result.cookie) headers.append('Set-Cookie', result.cookie)
  } catch (error) {
    const refused = saveFailure(error)
    if (!refused) throw error
    const count = (await savedRefsOrNone(context)).length
    answer = { saved: !save, count, message: refused.message, error: true }
    status = refused.status
    if (refused.retryAfter !== undefined) headers.set('Retry-After', String(refused.retryAfter))
  }

  if (!byScript) {
    return redirectWithToast(
      safeRedirect(redirectTo, PATHS.savedTrips),
      answer.error
        ? { title: answer.message, icon: 'lucide:circle-alert', color: 'red' }
        : { title: answer.message, icon: 'lucide:circle-check', color: 'green' },
      { headers, status: 303 },
    )
  }
  if (request.headers.get('Accept')?.includes('application/json'))
    return Response.json(answer, { status, headers })
  // Remix' fetcher reads `data()`; a plain Response with an error status would become the page's error.
  return data(answer, { status, headers })
}
