import { randomUUID } from 'node:crypto'

import type { EndpointExtensionContext, SchemaOverview } from '@directus/types'
import type { Router } from 'express'
import type { Knex } from 'knex'

import { bookingMails } from './mails'
import { parseOffer, quote, SOLD_OUT, takeRooms, type Offer } from './offer'
import { otherTravellers } from '../../../../../core/booking'
import { bookingRequestSchema, folderNumber } from '../../../../../core/booking-endpoint'
import { tBookingPages } from '../../../../../core/copy/booking-pages'
import { formatPrice } from '../../../../../core/format'
import { todayInGermany } from '../../../../../core/hotel-search'
import { stayNights, type BookingStay, type Quote } from '../../../../../core/pricing'
import { callerOf } from '../shared/caller'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

// POST /booking/quote and /booking/book: an offer's price, and the booking of it in one transaction.

type Body = Record<string, unknown> | undefined

const INVALID_GUEST = tBookingPages('bookingPages.refusal.invalid')

/** The guest's part of a booking's body, checked with the booking form's rules (core/booking-endpoint.ts). */
function parseGuest(body: Body, stay: BookingStay) {
  const parsed = bookingRequestSchema.safeParse(body)
  if (!parsed.success) {
    // A field of the form says what is wrong with it in the form's German words (a postal code that does
    // not fit the country, markup in a name or the wishes); anything else is a caller's mistake.
    const field = parsed.error.issues.find(({ path }) =>
      path[0] === 'guest' ? path.length > 1 : path[0] === 'wishes' || path[0] === 'arrival_time',
    )
    throw new Refusal('invalid', field?.message ?? INVALID_GUEST, { code: 'INVALID_GUEST' })
  }
  if (parsed.data.travellers.length !== otherTravellers(stay)) {
    throw new Refusal('invalid', INVALID_GUEST, { code: 'INVALID_GUEST' })
  }
  const { guest, travellers, ...details } = parsed.data
  const { email, ...lead } = guest
  return {
    lead,
    email: email.toLowerCase(),
    guests: [
      { salutation: lead.salutation, first_name: lead.first_name, last_name: lead.last_name },
      ...travellers,
    ],
    arrivalTime: details.arrival_time ?? null,
    wishes: details.wishes || null,
    paymentMethod: details.payment_method,
    idempotencyKey: details.idempotency_key,
    expectedTotal: details.expected_total,
  }
}

type Guest = ReturnType<typeof parseGuest>

async function newFolderNumber(trx: Knex) {
  const year = todayInGermany().slice(0, 4)
  for (;;) {
    const number = folderNumber(year)
    if (!(await trx('folders').where({ number }).first())) return number
  }
}

/** The rows of a new booking: its folder, the booking and its stay segment, through Directus's services. */
async function createRows(
  { services }: EndpointExtensionContext,
  options: { schema: SchemaOverview; knex: Knex; accountability: null },
  { offer, guest, current, user }: { offer: Offer; guest: Guest; current: Quote; user: string | null },
) {
  const trx = options.knex
  const folderId = await new services.ItemsService('folders', options).createOne({
    id: randomUUID(),
    number: await newFolderNumber(trx),
    user,
    email: guest.email,
    status: 'open',
  })
  const bookingId = await new services.ItemsService('bookings', options).createOne({
    id: randomUUID(),
    folder: folderId,
    hotel: offer.hotel,
    room_type: offer.roomType,
    rate: offer.rate,
    board: current.rate.board,
    arrival: offer.stay.arrival,
    departure: offer.stay.departure,
    rooms: offer.stay.rooms,
    adults: offer.stay.adults,
    children_ages: offer.stay.childrenAges,
    guests: guest.guests,
    lead: guest.lead,
    arrival_time: guest.arrivalTime,
    wishes: guest.wishes,
    price_total: current.total,
    price_breakdown: {
      nightly: current.nightly,
      room_price: current.room_price,
      tourist_tax: current.tourist_tax,
    },
    payment_method: guest.paymentMethod,
    free_cancellation_until: current.free_cancellation_until,
    status: 'confirmed',
    idempotency_key: guest.idempotencyKey,
  })
  await new services.ItemsService('segments', options).createOne({
    id: randomUUID(),
    booking: bookingId,
    sort: 0,
    kind: 'stay',
    title: `${current.hotel.name}: ${current.room_type.name}`,
    start_date: offer.stay.arrival,
    end_date: offer.stay.departure,
  })
  return folderId as string
}

/** Books the offer, or answers the booking made earlier with the same idempotency key. */
async function book(context: EndpointExtensionContext, offer: Offer, guest: Guest, user: string | null) {
  // before the transaction: on SQLite a schema read inside it would wait for the transaction's connection
  const schema = await context.getSchema()
  return context.database.transaction(async (trx) => {
    const earlier = await trx('bookings')
      .select('folder')
      .where({ idempotency_key: guest.idempotencyKey })
      .first()
    if (earlier) return { folderId: earlier.folder as string, repeated: true }
    const { quote: current, roomType } = await quote(trx, offer)
    if (current.rooms_left < offer.stay.rooms)
      throw new Refusal('conflict', SOLD_OUT, { code: 'SOLD_OUT', data: { quote: current } })
    if (Math.abs(current.total - guest.expectedTotal) >= 0.005) {
      throw new Refusal(
        'conflict',
        tBookingPages('bookingPages.refusal.priceChanged', { price: formatPrice(current.total) }),
        { code: 'PRICE_CHANGED', data: { quote: current } },
      )
    }
    await takeRooms(trx, roomType, stayNights(offer.stay.arrival, offer.stay.departure), offer.stay.rooms)
    const options = { schema, knex: trx, accountability: null }
    return { folderId: await createRows(context, options, { offer, guest, current, user }), repeated: false }
  })
}

const publicFolder = (database: Knex, id: string) =>
  database('folders').select('id', 'number', 'email').where({ id }).first()

/** Two sends of one form at the same moment: the second insert hits the unique key; the first's folder. */
async function raced(database: Knex, error: unknown, body: Body) {
  const key = body?.idempotency_key
  if (error instanceof Refusal || !/unique|duplicate/i.test(String((error as Error | null)?.message)) || !key)
    return null
  const earlier = await database('bookings').select('folder').where({ idempotency_key: key }).first()
  return earlier ? await publicFolder(database, earlier.folder as string) : null
}

export function quoteAndBookRoutes(router: Router, context: EndpointExtensionContext) {
  const { database, logger } = context
  const confirmationMails = bookingMails(context)

  router.post(
    '/quote',
    route(async (req, res) => {
      try {
        callerOf(req)
        const offer = parseOffer(req.body as Body)
        res.json({ data: (await quote(database, offer)).quote })
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )

  router.post(
    '/book',
    route(async (req, res) => {
      try {
        const who = callerOf(req)
        const offer = parseOffer(req.body as Body)
        const guest = parseGuest(req.body as Body, offer.stay)
        const result = await book(context, offer, guest, who.kind === 'customer' ? who.user : null)
        const folder = await publicFolder(database, result.folderId)
        if (!result.repeated) {
          logger.info(`booking: folder ${folder.number} booked`)
          void confirmationMails({ folderId: folder.id, kind: 'confirmation' })
        }
        res.json({ data: { folder, repeated: result.repeated } })
      } catch (error) {
        const folder = await raced(database, error, req.body as Body)
        if (folder) res.json({ data: { folder, repeated: true } })
        else sendError(res, error, logger, 'booking')
      }
    }),
  )
}
