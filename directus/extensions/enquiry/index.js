// POST /enquiry/send: an enquiry for a round-trip departure, or a place on its waiting list
// when it is full. The departure is checked here (published, not cancelled, not begun); the enquiry is
// filed with the caller's own permissions, so Directus's policies decide whose it is: a customer's
// enquiry is theirs (preset and validation `user = $CURRENT_USER`), and the web server's token cannot
// name an account at all (`user` is not among its fields). Then a German mail goes to the visitor and one
// to the travel company.
import { callerOf, mailer, sendError, todayInGermany } from '../booking/common.js'
import { formatDate, formatPrice, travellersLabel } from '../booking/documents.js'
import { isoDay, Refusal } from '../booking/pricing.js'

const NOT_OFFERED = 'Diesen Reisetermin gibt es nicht oder er wird nicht mehr angeboten.'
const INVALID = 'Die Angaben zur Anfrage sind unvollständig oder ungültig.'
const MAX_TRAVELLERS = 9

const ROOMS = { double: 'Doppelzimmer', single: 'Einzelzimmer' }
const SALUTATIONS = ['frau', 'herr', 'divers']

const int = (value, min, max) => Number.isInteger(value) && value >= min && value <= max
const text = (value, max) => (typeof value === 'string' ? value.trim() : '').slice(0, max + 1)
const noMarkup = (value) => !/[<>]/.test(value)

/** The request body checked with the rules of the site's form (core/enquiry.ts); anything else is refused. */
function parseEnquiry(body) {
  const ages = Array.isArray(body?.children_ages) ? body.children_ages : null
  const enquiry = {
    departure: body?.departure,
    adults: body?.adults,
    children_ages: ages,
    room: body?.room,
    salutation: body?.salutation,
    first_name: text(body?.first_name, 80),
    last_name: text(body?.last_name, 80),
    email: text(body?.email, 254).toLowerCase(),
    phone: text(body?.phone, 40) || null,
    message: text(body?.message, 2000) || null,
  }
  const ok =
    int(enquiry.departure, 1, 2 ** 31 - 1) &&
    int(enquiry.adults, 1, MAX_TRAVELLERS) &&
    ages !== null &&
    ages.every((age) => int(age, 0, 17)) &&
    enquiry.adults + ages.length <= MAX_TRAVELLERS &&
    Object.hasOwn(ROOMS, enquiry.room) &&
    SALUTATIONS.includes(enquiry.salutation) &&
    enquiry.first_name.length >= 1 &&
    enquiry.first_name.length <= 80 &&
    enquiry.last_name.length >= 1 &&
    enquiry.last_name.length <= 80 &&
    enquiry.email.length <= 254 &&
    /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(enquiry.email) &&
    (enquiry.phone === null || /^[+\d][\d\s/()-]{4,39}$/.test(enquiry.phone)) &&
    (enquiry.message === null || enquiry.message.length <= 2000) &&
    [enquiry.first_name, enquiry.last_name, enquiry.message ?? ''].every(noMarkup)
  if (!ok) throw new Refusal(400, 'INVALID_ENQUIRY', INVALID)
  return enquiry
}

// A name that looks like a link or an address (a mail client would link it) is not repeated in the mail.
const LINKLIKE = /[<>:/@]|www\./i

/**
 * "Sehr geehrte Frau Mustermann" and so on; the mail goes to an address nobody has confirmed, so a name that
 * looks like a link gives "Guten Tag" alone. The template escapes whatever it shows.
 */
function greeting({ salutation, first_name, last_name }) {
  if (LINKLIKE.test(`${first_name} ${last_name}`)) return 'Guten Tag'
  if (salutation === 'frau') return `Sehr geehrte Frau ${last_name}`
  if (salutation === 'herr') return `Sehr geehrter Herr ${last_name}`
  return `Guten Tag ${first_name} ${last_name}`
}

export default {
  id: 'enquiry',
  handler: (router, { services, database, getSchema, logger, env }) => {
    const { ItemsService } = services
    const companyAddress = env.ENQUIRY_NOTIFY_EMAIL || env.BOOKING_NOTIFY_EMAIL || env.EMAIL_FROM

    /** The departure with its variant and trip, if the site may still take enquiries for it. */
    async function offeredDeparture(id) {
      const row = await database('departures as d')
        .join('round_trip_variants as v', 'v.id', 'd.variant')
        .join('round_trips as t', 't.id', 'v.round_trip')
        .select(
          'd.id',
          'd.start_date',
          'd.end_date',
          'd.price_per_person',
          'd.single_supplement',
          'd.seats_left',
          'd.status',
          'v.title as variant_title',
          'v.slug as variant_slug',
          't.title as trip_title',
          't.status as trip_status',
        )
        .where('d.id', id)
        .first()
      const offered =
        row &&
        row.trip_status === 'published' &&
        row.status !== 'cancelled' &&
        isoDay(row.start_date) > todayInGermany()
      if (!offered) throw new Refusal(404, 'NOT_FOUND', NOT_OFFERED)
      return row
    }

    const mail = mailer({ services, getSchema, database, logger }, 'enquiry')

    async function confirmationMails(enquiry, departure, { id, waitlist, user }) {
      const reference = id.slice(0, 8).toUpperCase()
      const data = {
        reference,
        waitlist,
        greeting: greeting(enquiry),
        trip: departure.trip_title,
        variant: departure.variant_title,
        dates: `${formatDate(departure.start_date)} – ${formatDate(departure.end_date)}`,
        travellers: travellersLabel(enquiry.adults, enquiry.children_ages),
        room: ROOMS[enquiry.room],
        price: formatPrice(departure.price_per_person),
        supplement: departure.single_supplement === null ? null : formatPrice(departure.single_supplement),
        name: `${enquiry.first_name} ${enquiry.last_name}`,
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        account: user ?? null,
        tripPath: `/rundreisen/reise/${encodeURIComponent(departure.variant_slug)}`,
      }
      const what = waitlist ? 'Ihre Anfrage für die Warteliste' : 'Ihre Anfrage'
      await mail({
        to: enquiry.email,
        subject: `${what}: ${departure.trip_title} (Anfrage ${reference})`,
        template: { name: 'enquiry', data },
      })
      if (companyAddress) {
        await mail({
          to: companyAddress,
          replyTo: enquiry.email,
          subject: `[Reiseportal] ${waitlist ? 'Warteliste' : 'Neue Anfrage'} ${reference}: ${departure.trip_title}, ${formatDate(departure.start_date)}`,
          template: { name: 'enquiry', data: { ...data, company: true } },
        })
      }
    }

    router.post('/send', async (req, res) => {
      try {
        const who = callerOf(req)
        const enquiry = parseEnquiry(req.body)
        const departure = await offeredDeparture(enquiry.departure)
        const travellers = enquiry.adults + enquiry.children_ages.length
        const seatsLeft = departure.seats_left === null ? null : Number(departure.seats_left)
        const waitlist = departure.status === 'sold_out' || seatsLeft === 0
        if (!waitlist && seatsLeft !== null && travellers > seatsLeft) {
          throw new Refusal(
            409,
            'TOO_FEW_SEATS',
            `Für diesen Termin ${seatsLeft === 1 ? 'ist nur noch 1 Platz' : `sind nur noch ${seatsLeft} Plätze`} frei. Bitte wählen Sie weniger Reisende oder einen anderen Termin.`,
            { seats_left: seatsLeft },
          )
        }
        const schema = await getSchema()
        // The caller's own permissions: the policies decide which account, if any, the enquiry belongs to.
        const id = await new ItemsService('enquiries', {
          schema,
          accountability: req.accountability,
        }).createOne({
          departure: enquiry.departure,
          adults: enquiry.adults,
          children: enquiry.children_ages.length,
          children_ages: enquiry.children_ages,
          room: enquiry.room,
          waitlist,
          salutation: enquiry.salutation,
          first_name: enquiry.first_name,
          last_name: enquiry.last_name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
        })
        logger.info(`enquiry: ${id} for departure ${departure.id}${waitlist ? ' (waiting list)' : ''}`)
        void confirmationMails(enquiry, departure, {
          id,
          waitlist,
          user: who.kind === 'customer' ? who.user : null,
        })
        res.json({ data: { id, waitlist } })
      } catch (error) {
        sendError(res, error, logger, 'enquiry')
      }
    })
  },
}
