// POST /enquiry/send: an enquiry for a round-trip departure, or a place on its waiting list
// when it is full. The departure is checked here (published, not cancelled, not begun); the enquiry is
// filed with the caller's own permissions, so Directus's policies decide whose it is: a customer's
// enquiry is theirs (preset and validation `user = $CURRENT_USER`), and the web server's token cannot
// name an account at all (`user` is not among its fields). Then a German mail goes to the visitor and one
// to the travel company.
import type { EndpointConfig, EndpointExtensionContext } from '@directus/types'
import type { Knex } from 'knex'

import { salutationLine, travellersLabel } from '../../../../../core/copy/booking'
import { tEnquiry } from '../../../../../core/copy/enquiry'
import { tMail } from '../../../../../core/copy/mail'
import { enquiryRequestSchema, type EnquiryRequest } from '../../../../../core/enquiry-endpoint'
import { formatPrice } from '../../../../../core/format'
import { todayInGermany } from '../../../../../core/hotel-search'
import { roomPlan, roomRefusal, TRIP_ROOMS, type RoomPlan } from '../../../../../core/round-trip-rooms'
import { formatDay } from '../booking/documents'
import { callerOf } from '../shared/caller'
import { isoDay } from '../shared/db-values'
import { mailer } from '../shared/mail'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

const NOT_OFFERED = tEnquiry('enquiry.refusal.departureGone')
const INVALID = tEnquiry('enquiry.refusal.invalid')

type Enquiry = Omit<EnquiryRequest, 'phone' | 'message'> & {
  phone: string | null
  message: string | null
}

function parseEnquiry(body: unknown): Enquiry {
  const parsed = enquiryRequestSchema.safeParse(body)
  if (!parsed.success) throw new Refusal('invalid', INVALID, { code: 'INVALID_ENQUIRY' })
  const { email, phone, message, ...enquiry } = parsed.data
  return { ...enquiry, email: email.toLowerCase(), phone: phone || null, message: message || null }
}

interface Departure {
  id: number
  start_date: unknown
  end_date: unknown
  price_per_person: number | string
  single_supplement: number | string | null
  triple_reduction: number | string | null
  child_price: number | string | null
  seats_left: number | string | null
  status: string
  variant_title: string
  variant_slug: string
  trip_title: string
  trip_status: string
}

/** The departure with its variant and trip, if the site may still take enquiries for it. */
async function offeredDeparture(database: Knex, id: number): Promise<Departure> {
  const row: Departure | undefined = await database('departures as d')
    .join('round_trip_variants as v', 'v.id', 'd.variant')
    .join('round_trips as t', 't.id', 'v.round_trip')
    .select(
      'd.id',
      'd.start_date',
      'd.end_date',
      'd.price_per_person',
      'd.single_supplement',
      'd.triple_reduction',
      'd.child_price',
      'd.seats_left',
      'd.status',
      'v.title as variant_title',
      'v.slug as variant_slug',
      't.title as trip_title',
      't.status as trip_status',
    )
    .where('d.id', id)
    .first()
  const start = isoDay(row?.start_date)
  if (
    !row ||
    row.trip_status !== 'published' ||
    row.status === 'cancelled' ||
    !start ||
    start <= todayInGermany()
  )
    throw new Refusal('not-found', NOT_OFFERED)
  return row
}

const optional = (value: number | string | null) => (value === null ? null : Number(value))

/** The rooms the party asks for on the departure, priced by core/round-trip-rooms; refuses a wish that does not fit. */
function plannedRooms(enquiry: Enquiry, departure: Departure): RoomPlan {
  const party = { adults: enquiry.adults, childrenAges: enquiry.children_ages }
  const prices = {
    pricePerPerson: Number(departure.price_per_person),
    singleSupplement: optional(departure.single_supplement),
    tripleReduction: optional(departure.triple_reduction),
    childPrice: optional(departure.child_price),
  }
  const plan = roomPlan(enquiry.room, party, prices)
  if (!plan)
    throw new Refusal('invalid', roomRefusal(enquiry.room, party, prices) ?? INVALID, {
      code: 'ROOM_NOT_OFFERED',
    })
  return plan
}

/** The mails of an enquiry: to the visitor, and to the travel company. */
function enquiryMails(context: EndpointExtensionContext) {
  const { env } = context
  const companyAddress = (env.ENQUIRY_NOTIFY_EMAIL || env.BOOKING_NOTIFY_EMAIL || env.EMAIL_FROM) as
    string | undefined
  const mail = mailer(context, 'enquiry')
  return async (
    enquiry: Enquiry,
    departure: Departure,
    { id, waitlist, user, plan }: { id: string; waitlist: boolean; user: string | null; plan: RoomPlan },
  ) => {
    const reference = id.slice(0, 8).toUpperCase()
    const data = {
      reference,
      waitlist,
      // the mail goes to an address nobody has confirmed: a name that looks like a link is not repeated
      greeting: salutationLine(enquiry),
      trip: departure.trip_title,
      variant: departure.variant_title,
      dates: `${formatDay(departure.start_date)} – ${formatDay(departure.end_date)}`,
      travellers: travellersLabel({ adults: enquiry.adults, childrenAges: enquiry.children_ages }),
      room: TRIP_ROOMS[enquiry.room],
      rooms: plan.label,
      total: formatPrice(plan.total),
      price: formatPrice(Number(departure.price_per_person)),
      supplement:
        departure.single_supplement === null ? null : formatPrice(Number(departure.single_supplement)),
      name: `${enquiry.first_name} ${enquiry.last_name}`,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message,
      account: user,
      tripPath: `/rundreisen/reise/${encodeURIComponent(departure.variant_slug)}`,
    }
    await mail({
      to: enquiry.email,
      subject: tMail(waitlist ? 'mail.waitlistEnquiry' : 'mail.enquiry', {
        trip: departure.trip_title,
        reference,
      }),
      template: { name: 'enquiry', data },
    })
    if (companyAddress) {
      await mail({
        to: companyAddress,
        replyTo: enquiry.email,
        subject: `[Reiseportal] ${waitlist ? 'Warteliste' : 'Neue Anfrage'} ${reference}: ${departure.trip_title}, ${formatDay(departure.start_date)}`,
        template: { name: 'enquiry', data: { ...data, company: true } },
      })
    }
  }
}

/** Whether the enquiry goes on the waiting list; refuses more travellers than seats left. */
function waitlisted(departure: Departure, travellers: number) {
  const seatsLeft = departure.seats_left === null ? null : Number(departure.seats_left)
  const waitlist = departure.status === 'sold_out' || seatsLeft === 0
  if (!waitlist && seatsLeft !== null && travellers > seatsLeft) {
    const message = tEnquiry('enquiry.refusal.fewSeats', { count: seatsLeft })
    // the form shows it beside the number of travellers
    throw new Refusal('conflict', message, {
      code: 'TOO_FEW_SEATS',
      fieldErrors: { adults: [message] },
      data: { seats_left: seatsLeft },
    })
  }
  return waitlist
}

const enquiry: EndpointConfig = {
  id: 'enquiry',
  handler: (router, context) => {
    const { services, database, getSchema, logger } = context
    const confirmationMails = enquiryMails(context)

    router.post(
      '/send',
      route(async (req, res) => {
        try {
          const who = callerOf(req)
          const enquiry = parseEnquiry(req.body)
          const departure = await offeredDeparture(database, enquiry.departure)
          const plan = plannedRooms(enquiry, departure)
          const waitlist = waitlisted(departure, enquiry.adults + enquiry.children_ages.length)
          const schema = await getSchema()
          // The caller's own permissions: the policies decide which account, if any, the enquiry belongs to.
          const id = (await new services.ItemsService('enquiries', {
            schema,
            accountability: req.accountability ?? null,
          }).createOne({
            departure: enquiry.departure,
            adults: enquiry.adults,
            children: enquiry.children_ages.length,
            children_ages: enquiry.children_ages,
            room: enquiry.room,
            price_total: plan.total,
            waitlist,
            salutation: enquiry.salutation,
            first_name: enquiry.first_name,
            last_name: enquiry.last_name,
            email: enquiry.email,
            phone: enquiry.phone,
            message: enquiry.message,
          })) as string
          logger.info(`enquiry: ${id} for departure ${departure.id}${waitlist ? ' (waiting list)' : ''}`)
          void confirmationMails(enquiry, departure, {
            id,
            waitlist,
            user: who.kind === 'customer' ? who.user : null,
            plan,
          })
          res.json({ data: { id, waitlist } })
        } catch (error) {
          sendError(res, error, logger, 'enquiry')
        }
      }),
    )
  },
}

export default enquiry
