import { randomUUID } from 'node:crypto'

import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'

import { getOptionalUser } from './auth.server'
import { parseForm, replyWithErrors, replyWithRefusal } from './forms.server'
import {
  bookingLookupSchema,
  bookingNumberLookupSchema,
  bookingPageHref,
  FOLDER_NUMBER,
  parseOfferRef,
  type OfferRef,
} from '../core/booking'
import { BOOKING_PROOF_COOKIE, LAST_BOOKING_COOKIE } from '../core/cookies'
import { tBookingPages } from '../core/copy/booking-pages'
import { stayQuery } from '../core/hotel-search'
import { PATHS } from '../core/paths'
import { sealedCookie } from '../server/cookies'
import { relay, webStream } from '../server/directus'
import { getEnv } from '../server/env'
import { hasPass, passFor } from '../server/limits'
import { formatPrice } from './lib/format'
import { redirectWithToast } from './toast.server'
import { isNotFound, notFound, refusalOf, serverCaller, toErrorResponse } from './trpc.server'
import { tError } from '../core/copy/error'

// The booking journey's server side: the entry from a detail page, the booking page and its answer.

const SUCCESS_PATH = '/hotel/buchen/buchung-erfolgreich'
const STATUS_PATH = PATHS.manageBooking

const hotelHref = (offer: OfferRef) => `/hotel/details/${offer.hotel}${stayQuery(offer.stay)}`

/** Back to the hotel, whose page shows the offers as they are now, with the reason. */
function backToHotel(offer: OfferRef, title: string) {
  return redirectWithToast(hotelHref(offer), { title, icon: 'lucide:circle-alert', color: 'yellow' })
}

const SOLD_OUT = tBookingPages('bookingPages.roomGone')

/**
 * The offer of a booking link or page address. Malformed ids: 404. A stay the search would refuse (past
 * dates, too many rooms or travellers): back to the hotel, whose form shows the problem next to its field.
 */
export async function requireOffer(
  context: AppLoadContext,
  hotel: string | undefined,
  params: URLSearchParams,
) {
  const offer = parseOfferRef(hotel, params)
  if (!offer) notFound(context)
  if ('problem' in offer) {
    const query = new URLSearchParams(params)
    for (const name of ['hotel', 'zimmertyp', 'tarif', 'preis']) query.delete(name)
    throw await redirectWithToast(`/hotel/details/${offer.hotel}?${query}`, {
      title: tBookingPages('bookingPages.offerNotBookable', { problem: offer.problem }),
      icon: 'lucide:circle-alert',
      color: 'yellow',
    })
  }
  return offer
}

/** The current quote of an offer; an offer that cannot be booked (any more) sends the visitor back. */
async function quoteOr(context: AppLoadContext, offer: OfferRef) {
  try {
    const quote = await serverCaller(context).booking.quote(offer)
    if (quote.roomsLeft < offer.stay.rooms) throw await backToHotel(offer, SOLD_OUT)
    return quote
  } catch (error) {
    const refused = refusalOf(error)
    if (refused?.kind === 'not-found') notFound(context)
    if (refused?.kind === 'invalid') throw await backToHotel(offer, refused.message)
    return toErrorResponse(error)
  }
}

/**
 * `/hotel/buchen/{hotel}?…` (redirect layout): the offer a detail page links is checked against current
 * availability and price, then the visitor goes on to the booking page, or back to the hotel.
 */
export async function enterBooking(request: Request, context: AppLoadContext, hotel: string | undefined) {
  const url = new URL(request.url)
  const offer = await requireOffer(context, hotel, url.searchParams)
  const quote = await quoteOr(context, offer)
  const shown = Number(url.searchParams.get('preis'))
  if (url.searchParams.has('preis') && Math.abs(shown - quote.total) >= 0.005) {
    throw await backToHotel(
      offer,
      tBookingPages('bookingPages.priceChanged', { price: formatPrice(quote.total) }),
    )
  }
  return redirect(bookingPageHref(offer))
}

/** `/hotel/buchen?hotel=…`: the offer from the address, quoted anew. */
export async function loadBookingPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const offer = await requireOffer(context, url.searchParams.get('hotel') ?? undefined, url.searchParams)
  const [quote, user] = await Promise.all([quoteOr(context, offer), getOptionalUser(context)])
  return {
    offer,
    quote,
    // One key per shown form: the same form sent twice (double click, back button, retry) books once.
    idempotencyKey: randomUUID(),
    prefill: user
      ? {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          phone: user.phone,
          street: user.street,
          postal_code: user.postal_code,
          city: user.city,
          country: user.country ?? 'Deutschland',
        }
      : { country: 'Deutschland' },
  }
}

/**
 * What proves a guest's booking: its number and the e-mail address it was booked with; after a look-up
 * under "Buchung verwalten" also the look-up's pass (server/limits.ts), so that the status page shown
 * again does not count against the look-up's limit.
 */
const proofSchema = z.object({ number: z.string(), email: z.string(), pass: z.string().optional() })

/** How long a guest's proof lasts in this browser, and its pass. */
const PROOF_SECONDS = 60 * 60

let lastBooking: ReturnType<typeof sealedCookie> | undefined
let bookingProof: ReturnType<typeof sealedCookie> | undefined

/** The booking just made, for its success page in this browser only (an hour). */
function lastBookingCookie() {
  lastBooking ??= sealedCookie(getEnv(), LAST_BOOKING_COOKIE, { path: '/hotel/buchen', maxAge: 60 * 60 })
  return lastBooking
}

/** The booking a guest looked up under "Buchung verwalten", for its status page in this browser (an hour). */
function bookingProofCookie() {
  bookingProof ??= sealedCookie(getEnv(), BOOKING_PROOF_COOKIE, { path: STATUS_PATH, maxAge: PROOF_SECONDS })
  return bookingProof
}

export async function bookingSucceeded(folder: { number: string; email: string }) {
  return redirect(SUCCESS_PATH, {
    status: 303,
    headers: {
      'Set-Cookie': await lastBookingCookie().serialize({ number: folder.number, email: folder.email }),
    },
  })
}

/** The folder of the success page: the one this browser just booked, or null. */
export async function lastBookedFolder(request: Request, context: AppLoadContext) {
  const parsed = proofSchema.safeParse(await lastBookingCookie().parse(request.headers.get('Cookie')))
  if (!parsed.success) return null
  return serverCaller(context).booking.lookup(parsed.data).catch(toErrorResponse)
}

const NOT_FOUND_TEXT = tBookingPages('bookingPages.lookupNotFound')

/**
 * `/hotel/buchen/status/{number}`: the owner sees the folder at once, a guest after proving it (here, or
 * before under "Buchung verwalten", whose proof this browser keeps for an hour and whose pass spares its
 * reloads the look-up's limit; `email` is that proof).
 */
export async function loadStatus(request: Request, context: AppLoadContext, number: string | undefined) {
  if (!number || !FOLDER_NUMBER.test(number)) notFound(context)
  const caller = serverCaller(context)
  if (context.visitor.accessToken) {
    const folders = await caller.booking.folders().catch(toErrorResponse)
    const own = folders.find((folder) => folder.number === number)
    if (own) return { number, folder: own, email: null }
  }
  const proof = proofSchema.safeParse(await bookingProofCookie().parse(request.headers.get('Cookie')))
  if (!proof.success || proof.data.number !== number) return { number, folder: null, email: null }
  const folder = await caller.booking.lookup(proof.data).catch(toErrorResponse)
  return { number, folder, email: folder ? proof.data.email : null }
}

/**
 * "Buchung verwalten" (`/hotel/buchen/status`): the look-up by number and e-mail address. A found booking
 * goes on to its status page with the proof in a cookie; otherwise the form again with what was typed:
 * 404 with the same message for a wrong number and a wrong address, 429 when the look-up's limit refuses.
 */
export async function lookupAction(request: Request, context: AppLoadContext) {
  const submission = parseForm(await request.formData(), bookingNumberLookupSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  const proof = { number: submission.value.number, email: submission.value.email }
  let folder
  try {
    folder = await serverCaller(context).booking.lookup(proof)
  } catch (error) {
    return replyWithRefusal(submission, error)
  }
  if (!folder) return replyWithErrors(submission, { formErrors: [NOT_FOUND_TEXT], status: 404 })
  const pass = passFor('lookup', proof, PROOF_SECONDS * 1000)
  return redirect(`${STATUS_PATH}/${folder.number}`, {
    status: 303,
    headers: { 'Set-Cookie': await bookingProofCookie().serialize({ ...proof, pass }) },
  })
}

const cancelInput = z.object({
  booking: z.string().uuid(),
  email: z.string().optional(),
  confirm: z.literal('1').optional(),
  fee: z.coerce.number().int().min(0).max(100_000_000).optional(),
})

const CANCELLED = tBookingPages('bookingPages.cancelled')
const CANCELLATION_REQUESTED = tBookingPages('bookingPages.cancellationRequested')

/**
 * A cancellation in two steps: a form without `confirm=1` and the cost the visitor saw (`fee`, cents)
 * only asks for the confirmation (`review`); with them the booking is cancelled at that cost. A cost that
 * changed meanwhile (the free period ended) asks again, with the new cost and a notice.
 */
type CancelStep = { step: 'review'; booking: string; notice: string | null } | { step: 'done'; title: string }

async function cancelStep(
  context: AppLoadContext,
  input: z.infer<typeof cancelInput>,
  guest?: { number: string; email: string },
): Promise<CancelStep> {
  if (input.confirm !== '1' || input.fee === undefined)
    return { step: 'review', booking: input.booking, notice: null }
  try {
    const { status } = await serverCaller(context).booking.cancel({
      booking: input.booking,
      expectedFee: input.fee,
      guest,
    })
    return { step: 'done', title: status === 'cancelled' ? CANCELLED : CANCELLATION_REQUESTED }
  } catch (error) {
    const refused = refusalOf(error)
    if (refused?.kind === 'conflict')
      return { step: 'review', booking: input.booking, notice: refused.message }
    return toErrorResponse(error)
  }
}

/** The status page's forms: a guest's proof (number + e-mail) and the two steps of a cancellation. */
export async function statusAction(request: Request, context: AppLoadContext, number: string | undefined) {
  if (!number || !FOLDER_NUMBER.test(number)) notFound(context)
  const formData = await request.formData()
  const caller = serverCaller(context)
  const intent = formData.get('intent')
  if (intent === 'cancel' || intent === 'cancel-review') {
    const input = cancelInput.safeParse(Object.fromEntries(formData))
    if (!input.success) throw new Response(tError('error.invalidRequest'), { status: 400 })
    const guest = input.data.email ? { number, email: input.data.email } : undefined
    const step = await cancelStep(
      context,
      intent === 'cancel' ? input.data : { booking: input.data.booking },
      guest,
    )
    if (!guest) {
      if (step.step === 'review') return data({ review: step.booking, notice: step.notice })
      return redirectWithToast(`/hotel/buchen/status/${number}`, {
        title: step.title,
        icon: 'lucide:circle-check',
        color: 'green',
      })
    }
    // A guest's page shows the folder only with the proof; a look-up refused by its limit leaves it to be
    // shown later (after a cancellation that is done) or refuses the step (before one).
    const folder = await caller.booking
      .lookup(guest)
      .catch((error: unknown) =>
        refusalOf(error)?.kind === 'limited' && step.step === 'done' ? null : toErrorResponse(error),
      )
    if (step.step === 'review') {
      if (!folder) notFound(context)
      return data({
        result: null,
        folder,
        email: guest.email,
        message: null,
        review: step.booking,
        notice: step.notice,
      })
    }
    return data({ result: null, folder, email: guest.email, message: step.title })
  }
  const submission = parseForm(formData, bookingLookupSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  // The look-up counts every attempt itself (server/limits.ts): a refused one is the form again with 429.
  let folder
  try {
    folder = await caller.booking.lookup({ number, email: submission.value.email })
  } catch (error) {
    return replyWithRefusal(submission, error)
  }
  if (!folder) return replyWithErrors(submission, { formErrors: [NOT_FOUND_TEXT], status: 404 })
  // The proof is kept as under "Buchung verwalten", so that the page's documents can be fetched.
  const proof = { number, email: submission.value.email }
  const pass = passFor('lookup', proof, PROOF_SECONDS * 1000)
  return data(
    { result: null, folder, email: submission.value.email, message: null },
    { headers: { 'Set-Cookie': await bookingProofCookie().serialize({ ...proof, pass }) } },
  )
}

/** A folder of the signed-in customer; any other id (malformed, someone else's, unknown) is a 404. */
export async function loadOwnFolder(context: AppLoadContext, folderId: string | undefined) {
  if (!folderId || !z.string().uuid().safeParse(folderId).success) notFound(context)
  return serverCaller(context)
    .booking.folder({ id: folderId })
    .catch((error: unknown) => (isNotFound(error) ? notFound(context) : toErrorResponse(error)))
}

/** A booking of one of the customer's folders, with the segment its `segment` index points to. */
export async function loadOwnBooking(
  request: Request,
  context: AppLoadContext,
  params: { folderId?: string; detailId?: string },
) {
  const folder = await loadOwnFolder(context, params.folderId)
  const booking = folder.bookings.find((candidate) => candidate.id === params.detailId)
  if (!booking) notFound(context)
  const segmentParam = new URL(request.url).searchParams.get('segment')
  const segmentIndex = segmentParam === null ? null : Number(segmentParam)
  if (segmentIndex !== null && !(Number.isInteger(segmentIndex) && booking.segments[segmentIndex]))
    notFound(context)
  return { folder, booking, segmentIndex }
}

/** The account's cancellation of an own booking, in two steps (see `cancelStep`). */
export async function cancelOwnBooking(context: AppLoadContext, returnTo: string, formData: FormData) {
  const intent = formData.get('intent')
  const input = cancelInput.safeParse(Object.fromEntries(formData))
  if ((intent !== 'cancel' && intent !== 'cancel-review') || !input.success || input.data.email !== undefined)
    throw new Response(tError('error.invalidRequest'), { status: 400 })
  const step = await cancelStep(context, intent === 'cancel' ? input.data : { booking: input.data.booking })
  if (step.step === 'review') return data({ review: step.booking, notice: step.notice })
  return redirectWithToast(returnTo, { title: step.title, icon: 'lucide:circle-check', color: 'green' })
}

const DOCUMENTS = {
  'bestaetigung.pdf': {
    type: 'application/pdf',
    name: (number: string) => `Buchungsbestaetigung-${number}.pdf`,
  },
  'kalender.ics': {
    type: 'text/calendar; charset=utf-8',
    name: (number: string) => `Hotelaufenthalt-${number}.ics`,
  },
} as const

/** A document made by the booking extension, passed through as a download; any other answer is a 404. */
async function documentDownload(
  context: AppLoadContext,
  upstream: Awaited<ReturnType<typeof relay>>,
  number: string,
  document: keyof typeof DOCUMENTS,
) {
  if (upstream.status !== 200) {
    upstream.body.resume()
    notFound(context)
  }
  return new Response(webStream(upstream.body), {
    headers: {
      'Content-Type': DOCUMENTS[document].type,
      'Content-Disposition': `attachment; filename="${DOCUMENTS[document].name(number)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/**
 * `/hotel/buchen/status/{number}/{booking}/bestaetigung.pdf` and `…/kalender.ics`: a document of a booking
 * on its status page, for its signed-in customer or for the guest who proved it in this browser (the proof
 * cookie with its pass, which only a counted, successful look-up of this number and address earns). Anyone
 * else gets a 404, the same for a booking that does not exist.
 */
export async function statusDocument(
  request: Request,
  context: AppLoadContext,
  params: { id?: string; bookingId?: string },
  document: keyof typeof DOCUMENTS,
) {
  const { id: number, bookingId } = params
  if (!number || !FOLDER_NUMBER.test(number) || !z.string().uuid().safeParse(bookingId).success)
    notFound(context)
  const path = `/booking/documents/${bookingId}/${document}`
  const accept = DOCUMENTS[document].type
  if (context.visitor.accessToken) {
    const folders = await serverCaller(context).booking.folders().catch(toErrorResponse)
    const own = folders.find((folder) => folder.number === number)
    if (own?.bookings.some((booking) => booking.id === bookingId)) {
      const upstream = await relay(path, { token: context.visitor.accessToken, accept })
      return documentDownload(context, upstream, number, document)
    }
  }
  const proof = proofSchema.safeParse(await bookingProofCookie().parse(request.headers.get('Cookie')))
  if (
    !proof.success ||
    proof.data.number !== number ||
    !hasPass(proof.data.pass, 'lookup', { number, email: proof.data.email })
  )
    notFound(context)
  const upstream = await relay(path, {
    token: getEnv().DIRECTUS_STATIC_TOKEN,
    accept,
    json: { number, email: proof.data.email },
  })
  return documentDownload(context, upstream, number, document)
}

/** A document of an own booking, made by the booking extension and passed through as a download. */
export async function bookingDocument(
  request: Request,
  context: AppLoadContext,
  params: { folderId?: string; detailId?: string },
  document: keyof typeof DOCUMENTS,
) {
  const { folder, booking } = await loadOwnBooking(request, context, params)
  const upstream = await relay(`/booking/documents/${booking.id}/${document}`, {
    token: context.visitor.accessToken ?? undefined,
    accept: DOCUMENTS[document].type,
  })
  return documentDownload(context, upstream, folder.number, document)
}
