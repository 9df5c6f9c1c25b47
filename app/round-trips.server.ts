import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'

import { getOptionalUser } from './auth.server'
import { parseForm, replyWithErrors, replyWithRefusal } from './forms.server'
import { sitePath } from './lib/site-path'
import { contentCaller } from './preview.server'
import { savedIds } from './saved-trips.server'
import { isNotFound, notFound, serverCaller, toErrorResponse } from './trpc.server'
import { LAST_ENQUIRY_COOKIE } from '../core/cookies'
import { tRoundTripPage } from '../core/copy/round-trip-page'
import { tTips } from '../core/copy/tips'
import { enquiryFormSchema, partyFromQuery, partyQuery, type EnquiryForm } from '../core/enquiry'
import { pageNotFound } from '../core/errors'
import { roomRefusal, TRIP_ROOM_KEYS } from '../core/round-trip-rooms'
import { TRIP_SLUG } from '../core/round-trips'
import { sealedCookie } from '../server/cookies'
import { getEnv } from '../server/env'

// The round-trip pages' server side: a variant's detail for both presentations, and the
// enquiry for one departure with its confirmation.

/** A round trip's page by its variant's slug; anything else (malformed, unknown, unpublished) is a 404. */
export async function loadRoundTrip(request: Request, context: AppLoadContext, slug: string | undefined) {
  if (!slug || slug.length > 200 || !TRIP_SLUG.test(slug)) notFound(context)
  // In an editor's preview the trip may be a draft.
  const caller = await contentCaller({ request, context })
  const detail = await caller.roundTrip
    .detail({ slug })
    .catch((error: unknown) => (isNotFound(error) ? notFound(context) : toErrorResponse(error)))
  const saved = (await savedIds(context, 'round_trip')).includes(detail.trip.id)
  return { detail, saved, siteUrl: context.env.SITE_URL, party: tripParty(request, context) }
}

/**
 * Who travels, for the departures' totals (the address's `erwachsene` and `kind`). The party form sends
 * every child field, empty ones too: such an address, or one with values the form would not send,
 * redirects to the party's own short address (the browser keeps the anchor).
 */
function tripParty(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams
  const party = partyFromQuery(params)
  if (!params.has('erwachsene') && !params.has('kind')) return party
  const canonical = new URLSearchParams(
    [...params].filter(([name]) => name !== 'erwachsene' && name !== 'kind'),
  )
  for (const [name, value] of new URLSearchParams(partyQuery(party))) canonical.append(name, value)
  if (canonical.toString() !== params.toString()) throw redirect(`${context.visiblePath}?${canonical}`)
  return party
}

/**
 * Spec §2's 404 for a departure the site does not (or no longer) offer, with the way on: the trip's page
 * when the departure exists, the round-trip overview otherwise (the error screen shows the link).
 */
function departureNotFound(
  context: AppLoadContext,
  trip: { title: string; variantSlug: string } | null,
): never {
  throw data(
    {
      message: pageNotFound(context.visiblePath),
      link: trip
        ? {
            to: `/rundreisen/reise/${trip.variantSlug}`,
            label: tRoundTripPage('roundTripPage.otherDepartures', { title: trip.title }),
          }
        : { to: '/rundreisen', label: tTips('tips.allRoundTrips') },
    },
    { status: 404, statusText: 'Not Found' },
  )
}

const departureId = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : 0)

/** The departure of an enquiry, if the site still offers it; otherwise a 404 that leads to the trip. */
async function offeredDeparture(context: AppLoadContext, dateId: string | undefined) {
  const id = departureId(dateId)
  if (id < 1) departureNotFound(context, null)
  const found = await serverCaller(context)
    .roundTrip.departure({ id })
    .catch((error: unknown) =>
      isNotFound(error) ? departureNotFound(context, null) : toErrorResponse(error),
    )
  if (!found.offered) departureNotFound(context, { title: found.trip.title, variantSlug: found.variant.slug })
  return found
}

const sentSchema = z.object({
  departure: z.number(),
  reference: z.string(),
  email: z.string(),
  waitlist: z.boolean(),
})

let lastEnquiry: ReturnType<typeof sealedCookie> | undefined

/** The enquiry this browser has just sent, for its confirmation (an hour). */
function lastEnquiryCookie() {
  lastEnquiry ??= sealedCookie(getEnv(), LAST_ENQUIRY_COOKIE, { maxAge: 60 * 60 })
  return lastEnquiry
}

export async function loadEnquiryPage(request: Request, context: AppLoadContext, dateId: string | undefined) {
  const found = await offeredDeparture(context, dateId)
  const url = new URL(request.url)
  const cookie = url.searchParams.has('gesendet')
    ? sentSchema.safeParse(await lastEnquiryCookie().parse(request.headers.get('Cookie')))
    : null
  const sent = cookie?.success && cookie.data.departure === found.departure.id ? cookie.data : null
  const user = sent ? null : await getOptionalUser(context)
  const wish = url.searchParams.get('zimmer')
  return {
    ...found,
    sent,
    // The party and room the departures table linked with, ready in the form.
    party: partyFromQuery(url.searchParams),
    room: TRIP_ROOM_KEYS.find((room) => room === wish) ?? null,
    // A signed-in customer's contact data, ready in the form (their enquiry is filed as theirs).
    prefill: user
      ? { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone }
      : {},
    signedIn: context.visitor.accessToken !== null,
  }
}

/**
 * After sending, the page shows its confirmation from a sealed cookie (POST, redirect, GET), at the
 * address the visitor sees (the round-trip-only domain has no /rundreisen prefix).
 */
async function enquirySent(
  context: AppLoadContext,
  departure: number,
  form: EnquiryForm,
  result: { id: string; waitlist: boolean },
) {
  const sent = {
    departure,
    reference: result.id.slice(0, 8).toUpperCase(),
    email: form.email,
    waitlist: result.waitlist,
  }
  const to = sitePath(`/rundreisen/anfrage/${departure}?gesendet=1`, {
    roundTripOnly: context.roundTripOnly,
    siteUrl: context.env.SITE_URL,
  })
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await lastEnquiryCookie().serialize(sent) } })
}

/**
 * The enquiry form's answer. Sending is limited per client and per address by the enquiry itself (every
 * attempt counts; a refused one comes back with 429, Retry-After and everything typed); wrong input comes
 * back with the fields' messages and everything typed, and nothing is written.
 */
export async function enquiryAction(request: Request, context: AppLoadContext, dateId: string | undefined) {
  const found = await offeredDeparture(context, dateId)
  const submission = parseForm(await request.formData(), enquiryFormSchema)
  if (submission.status !== 'success') return replyWithErrors(submission)
  const { adults, children_ages: childrenAges, room } = submission.value
  const misfit = roomRefusal(room, { adults, childrenAges }, found.departure)
  if (misfit) return replyWithErrors(submission, { fieldErrors: { room: [misfit] } })
  try {
    const result = await serverCaller(context).enquiry.send({
      departure: found.departure.id,
      form: submission.value,
    })
    return await enquirySent(context, found.departure.id, submission.value, result)
  } catch (error) {
    // a departure no longer offered: its page of other dates; too few seats (beside the number of
    // travellers), wrong input or the limit: the form again
    if (isNotFound(error))
      departureNotFound(context, { title: found.trip.title, variantSlug: found.variant.slug })
    return replyWithRefusal(submission, error)
  }
}

/** The signed-in customer's enquiries for the account (read with their own token). */
export function ownEnquiries(context: AppLoadContext) {
  return serverCaller(context).enquiry.mine().catch(toErrorResponse)
}
