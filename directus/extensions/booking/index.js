// Hotel booking inside Directus: quote, book, look up, cancel, documents, and the customer's
// data export and account deletion. Booking and cancelling each run in one database transaction that
// changes the inventory only with conditional updates on its unique slot (never read-then-write), so
// that concurrent requests cannot oversell, on SQLite and on PostgreSQL alike.
import { randomUUID } from 'node:crypto'

import { cancellationFeeCents } from './cancellation.js'
import { callerOf, mailer, sendError, todayInGermany } from './common.js'
import {
  bookingCalendar,
  bookingConfirmationPdf,
  cancellationLabel,
  choiceLabels,
  formatDate,
  formatPrice,
  travellersLabel,
} from './documents.js'
import { folderNumber } from './folder-number.js'
import { dbDate, isoDay, quoteOffer, Refusal, stayNights } from './pricing.js'
import { guestAddressCode } from '../folder-sync/address-code.js'

const send = (res, error, logger) => sendError(res, error, logger, 'booking')

const SOLD_OUT = 'Dieses Zimmer ist für Ihren Zeitraum leider nicht mehr verfügbar.'
const NOT_FOUND = 'Wir haben keine Buchung mit dieser Vorgangsnummer und E-Mail-Adresse gefunden.'

const int = (value, min, max) => Number.isInteger(value) && value >= min && value <= max
const isoDate = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
const text = (value, max) => (typeof value === 'string' ? value.trim().slice(0, max) : null)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The offer of a request body, checked; everything else the offer needs is read from the database. */
function parseOffer(body) {
  const childrenAges = Array.isArray(body?.children_ages) ? body.children_ages : []
  const ok =
    int(body?.hotel, 1, 2 ** 31 - 1) &&
    int(body?.room_type, 1, 2 ** 31 - 1) &&
    int(body?.rate, 1, 2 ** 31 - 1) &&
    isoDate(body?.arrival) &&
    isoDate(body?.departure) &&
    int(body?.rooms, 1, 9) &&
    int(body?.adults, 1, 30) &&
    childrenAges.length <= 20 &&
    childrenAges.every((age) => int(age, 0, 17))
  if (!ok) throw new Refusal(400, 'INVALID_OFFER', 'Dieses Angebot ist unvollständig oder ungültig.')
  return {
    hotel: body.hotel,
    roomType: body.room_type,
    rate: body.rate,
    stay: {
      arrival: body.arrival,
      departure: body.departure,
      rooms: body.rooms,
      adults: body.adults,
      childrenAges,
    },
  }
}

/** Reads the offer's rows in the given transaction (or connection) and prices it. */
async function quote(knex, offer) {
  const hotel = await knex('hotels')
    .select('id', 'name', 'city', 'stars', 'check_in', 'check_out', 'tourist_tax')
    .where({ id: offer.hotel, status: 'published' })
    .first()
  const roomType = hotel
    ? await knex('room_types')
        .select('id', 'name', 'max_adults', 'max_children', 'max_occupancy', 'allotment')
        .where({ id: offer.roomType, hotel: hotel.id })
        .first()
    : null
  const rate = roomType ? await knex('rates').where({ id: offer.rate, room_type: roomType.id }).first() : null
  if (!hotel || !roomType || !rate)
    throw new Refusal(404, 'NOT_FOUND', 'Dieses Angebot gibt es nicht (mehr).')
  const rates = await knex('rates').where({ room_type: roomType.id })
  const inventory = await knex('inventory')
    .select('night', 'rooms_booked', 'closed')
    .where({ room_type: roomType.id })
    .whereIn(
      'slot',
      stayNights(offer.stay.arrival, offer.stay.departure).map((night) => `${roomType.id}:${night}`),
    )
  return {
    quote: quoteOffer({ hotel, roomType, rate, rates, inventory, stay: offer.stay, today: todayInGermany() }),
    roomType,
  }
}

/**
 * Takes `rooms` rooms of a type on every night, or throws SOLD_OUT (and the caller's transaction rolls
 * back everything taken so far). The slot row is created when missing, then increased only where enough
 * rooms are left; the database's row lock makes concurrent updates of one slot wait for each other.
 */
async function takeRooms(trx, roomType, nights, rooms) {
  for (const night of nights) {
    const slot = `${roomType.id}:${night}`
    await trx('inventory')
      .insert({ room_type: roomType.id, night: dbDate(trx, night), rooms_booked: 0, closed: false, slot })
      .onConflict('slot')
      .ignore()
    const taken = await trx('inventory')
      .where({ slot, closed: false })
      .andWhere('rooms_booked', '<=', roomType.allotment - rooms)
      .increment('rooms_booked', rooms)
    if (taken !== 1) throw new Refusal(409, 'SOLD_OUT', SOLD_OUT)
  }
}

async function giveBackRooms(trx, roomTypeId, nights, rooms) {
  for (const night of nights) {
    await trx('inventory')
      .where({ slot: `${roomTypeId}:${night}` })
      .andWhere('rooms_booked', '>=', rooms)
      .decrement('rooms_booked', rooms)
  }
}

async function newFolderNumber(trx) {
  const year = todayInGermany().slice(0, 4)
  for (;;) {
    const number = folderNumber(year)
    if (!(await trx('folders').where({ number }).first())) return number
  }
}

function parseGuest(body, stay) {
  const guest = body?.guest ?? {}
  const lead = {
    salutation: ['frau', 'herr', 'divers'].includes(guest.salutation) ? guest.salutation : null,
    first_name: text(guest.first_name, 80),
    last_name: text(guest.last_name, 80),
    phone: text(guest.phone, 40),
    street: text(guest.street, 120),
    postal_code: text(guest.postal_code, 12),
    city: text(guest.city, 80),
    country: text(guest.country, 60),
  }
  const email = text(guest.email, 254)?.toLowerCase()
  const travellers = Array.isArray(body?.travellers) ? body.travellers : []
  const others = stay.adults + stay.childrenAges.length - 1
  const names = travellers.map((t) => ({
    first_name: text(t?.first_name, 80),
    last_name: text(t?.last_name, 80),
  }))
  const required = [
    lead.first_name,
    lead.last_name,
    lead.phone,
    lead.street,
    lead.postal_code,
    lead.city,
    lead.country,
  ]
  const ok =
    lead.salutation &&
    required.every(Boolean) &&
    email &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) &&
    names.length === others &&
    names.every((n) => n.first_name && n.last_name) &&
    ['invoice', 'hotel'].includes(body?.payment_method) &&
    typeof body?.idempotency_key === 'string' &&
    UUID.test(body.idempotency_key) &&
    typeof body?.expected_total === 'number' &&
    [...required, ...names.flatMap((n) => [n.first_name, n.last_name]), body.wishes ?? ''].every(
      (v) => !/[<>]/.test(v),
    )
  if (!ok)
    throw new Refusal(400, 'INVALID_GUEST', 'Die Angaben zur Buchung sind unvollständig oder ungültig.')
  const arrivalTime =
    typeof body.arrival_time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(body.arrival_time)
      ? body.arrival_time
      : null
  return {
    lead,
    email,
    guests: [
      { salutation: lead.salutation, first_name: lead.first_name, last_name: lead.last_name },
      ...names,
    ],
    arrivalTime,
    wishes: text(body.wishes, 1000) || null,
    paymentMethod: body.payment_method,
    idempotencyKey: body.idempotency_key,
    expectedTotal: body.expected_total,
  }
}

export default {
  id: 'booking',
  handler: (router, { services, database, getSchema, logger, env }) => {
    const { ItemsService } = services
    const companyAddress = env.BOOKING_NOTIFY_EMAIL || env.EMAIL_FROM

    async function labels() {
      const [board, payment, status] = await Promise.all([
        choiceLabels(database, 'bookings', 'board'),
        choiceLabels(database, 'bookings', 'payment_method'),
        choiceLabels(database, 'bookings', 'status'),
      ])
      return { board, payment, status }
    }

    /** A folder with its bookings as the site shows them. */
    async function folderView(knex, folder) {
      const bookings = await knex('bookings').where({ folder: folder.id }).orderBy('arrival')
      const ids = bookings.map((b) => b.id)
      const [hotels, roomTypes, rates, segments] = await Promise.all([
        knex('hotels')
          .select('id', 'name', 'city')
          .whereIn('id', bookings.map((b) => b.hotel).filter(Boolean)),
        knex('room_types')
          .select('id', 'name')
          .whereIn('id', bookings.map((b) => b.room_type).filter(Boolean)),
        knex('rates')
          .select('id', 'name')
          .whereIn('id', bookings.map((b) => b.rate).filter(Boolean)),
        knex('segments').whereIn('booking', ids).orderBy('sort'),
      ])
      const byId = (rows) => new Map(rows.map((row) => [row.id, row]))
      const [h, r, t] = [byId(hotels), byId(roomTypes), byId(rates)]
      const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value)
      return {
        id: folder.id,
        number: folder.number,
        email: folder.email,
        status: folder.status,
        date_created: folder.date_created ? new Date(folder.date_created).toISOString() : null,
        bookings: bookings.map((b) => ({
          id: b.id,
          status: b.status,
          hotel: h.get(b.hotel) ?? null,
          room_type: r.get(b.room_type) ?? null,
          rate: t.get(b.rate) ?? null,
          board: b.board,
          arrival: isoDay(b.arrival),
          departure: isoDay(b.departure),
          rooms: b.rooms,
          adults: b.adults,
          children_ages: json(b.children_ages) ?? [],
          guests: json(b.guests) ?? [],
          price_total: Number(b.price_total),
          price_breakdown: json(b.price_breakdown),
          payment_method: b.payment_method,
          arrival_time: b.arrival_time,
          wishes: b.wishes,
          free_cancellation_until: isoDay(b.free_cancellation_until),
          date_created: b.date_created ? new Date(b.date_created).toISOString() : null,
          segments: segments
            .filter((s) => s.booking === b.id)
            .map((s) => ({
              id: s.id,
              sort: s.sort,
              kind: s.kind,
              title: s.title,
              start_date: isoDay(s.start_date),
              end_date: isoDay(s.end_date),
            })),
        })),
      }
    }

    const mail = mailer({ services, getSchema, database, logger }, 'booking')

    async function confirmationMails({ folderId, kind, fee = 0 }) {
      const folder = await database('folders').where({ id: folderId }).first()
      const view = await folderView(database, folder)
      const booking = view.bookings[0]
      const raw = await database('bookings').where({ id: booking.id }).first()
      const names = await labels()
      const projectName =
        (await database('directus_settings').select('project_name').first())?.project_name ?? 'Reiseportal'
      const data = {
        number: view.number,
        hotel: booking.hotel
          ? `${booking.hotel.name}${booking.hotel.city ? `, ${booking.hotel.city}` : ''}`
          : 'Hotel',
        room: `${booking.rooms} × ${booking.room_type?.name ?? 'Zimmer'}${booking.rate ? ` (${booking.rate.name})` : ''}`,
        board: names.board[booking.board] ?? booking.board,
        arrival: formatDate(booking.arrival),
        departure: formatDate(booking.departure),
        travellers: travellersLabel(booking.adults, booking.children_ages),
        total: formatPrice(booking.price_total),
        payment: names.payment[booking.payment_method] ?? '',
        // A cancellation's mail states what it cost, and nothing about costs to come.
        cancellation: kind === 'confirmation' ? cancellationLabel(booking.free_cancellation_until) : '',
        fee: formatPrice(fee / 100),
        cancelledOn: formatDate(todayInGermany()),
        status: names.status[booking.status] ?? booking.status,
        kind,
        // A guest booking's link that confirms the address (extensions/folder-sync): only then does the
        // folder go to an account with this address. Only in the guest's own mail.
        addressCode:
          kind === 'confirmation' && folder.user === null && !folder.email_confirmed
            ? guestAddressCode(env.SECRET, folder)
            : '',
      }
      const calendar = bookingCalendar({
        folder: view,
        booking: { ...raw, ...booking },
        hotel: booking.hotel,
        roomType: booking.room_type,
        labels: names,
        projectName,
      })
      const subjects = {
        confirmation: `Ihre Buchungsbestätigung ${view.number}`,
        cancelled: `Ihre Stornierung ${view.number}`,
        cancellation_requested: `Ihre Stornierungsanfrage ${view.number}`,
      }
      await mail({
        to: view.email,
        subject: subjects[kind],
        template: { name: 'booking-confirmation', data },
        attachments:
          kind === 'confirmation'
            ? [
                {
                  filename: `Buchung-${view.number}.ics`,
                  content: calendar,
                  contentType: 'text/calendar; charset=utf-8',
                },
              ]
            : [],
      })
      if (companyAddress) {
        await mail({
          to: companyAddress,
          subject: `[Reiseportal] ${subjects[kind]}`,
          template: { name: 'booking-confirmation', data: { ...data, addressCode: '', company: true } },
        })
      }
    }

    router.post('/quote', async (req, res) => {
      try {
        callerOf(req)
        const offer = parseOffer(req.body)
        res.json({ data: (await quote(database, offer)).quote })
      } catch (error) {
        send(res, error, logger)
      }
    })

    router.post('/book', async (req, res) => {
      try {
        const who = callerOf(req)
        const offer = parseOffer(req.body)
        const guest = parseGuest(req.body, offer.stay)
        const schema = await getSchema()
        const result = await database.transaction(async (trx) => {
          const earlier = await trx('bookings')
            .select('folder')
            .where({ idempotency_key: guest.idempotencyKey })
            .first()
          if (earlier) return { folderId: earlier.folder, repeated: true }
          const { quote: current, roomType } = await quote(trx, offer)
          if (current.rooms_left < offer.stay.rooms)
            throw new Refusal(409, 'SOLD_OUT', SOLD_OUT, { quote: current })
          if (Math.abs(current.total - guest.expectedTotal) >= 0.005) {
            throw new Refusal(
              409,
              'PRICE_CHANGED',
              `Der Preis hat sich geändert: Ihr Aufenthalt kostet jetzt ${formatPrice(current.total)}.`,
              { quote: current },
            )
          }
          await takeRooms(
            trx,
            roomType,
            stayNights(offer.stay.arrival, offer.stay.departure),
            offer.stay.rooms,
          )
          const options = { schema, knex: trx, accountability: null }
          const folderId = await new ItemsService('folders', options).createOne({
            id: randomUUID(),
            number: await newFolderNumber(trx),
            user: who.kind === 'customer' ? who.user : null,
            email: guest.email,
            status: 'open',
          })
          const bookingId = await new ItemsService('bookings', options).createOne({
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
          await new ItemsService('segments', options).createOne({
            id: randomUUID(),
            booking: bookingId,
            sort: 0,
            kind: 'stay',
            title: `${current.hotel.name}: ${current.room_type.name}`,
            start_date: offer.stay.arrival,
            end_date: offer.stay.departure,
          })
          return { folderId, repeated: false }
        })
        const folder = await database('folders')
          .select('id', 'number', 'email')
          .where({ id: result.folderId })
          .first()
        if (!result.repeated) {
          logger.info(`booking: folder ${folder.number} booked`)
          void confirmationMails({ folderId: folder.id, kind: 'confirmation' })
        }
        res.json({ data: { folder, repeated: result.repeated } })
      } catch (error) {
        // Two sends of one form at the same moment: the second insert hits the unique key; answer the first.
        if (
          !(error instanceof Refusal) &&
          /unique|duplicate/i.test(String(error?.message)) &&
          req.body?.idempotency_key
        ) {
          const earlier = await database('bookings')
            .select('folder')
            .where({ idempotency_key: req.body.idempotency_key })
            .first()
          if (earlier) {
            const folder = await database('folders')
              .select('id', 'number', 'email')
              .where({ id: earlier.folder })
              .first()
            return res.json({ data: { folder, repeated: true } })
          }
        }
        send(res, error, logger)
      }
    })

    /**
     * The folder a guest proves with its number and e-mail address. Both are matched in one query, so that
     * a wrong number and a wrong address take the same path and answer the same 404.
     */
    async function provenFolder(number, email) {
      if (typeof number !== 'string' || typeof email !== 'string') return null
      const folder = await database('folders')
        .where({ number: number.trim() })
        .andWhereRaw('lower(trim(email)) = ?', [email.trim().toLowerCase()])
        .first()
      return folder ?? null
    }

    router.post('/lookup', async (req, res) => {
      try {
        callerOf(req)
        const folder = await provenFolder(req.body?.number, req.body?.email)
        if (!folder) throw new Refusal(404, 'NOT_FOUND', NOT_FOUND)
        res.json({ data: await folderView(database, folder) })
      } catch (error) {
        send(res, error, logger)
      }
    })

    /** A booking its caller may act on: a customer's own, or a guest's proven one; else null (404). */
    async function ownBooking(who, body) {
      if (typeof body?.booking !== 'string' || !UUID.test(body.booking)) return null
      const booking = await database('bookings').where({ id: body.booking }).first()
      if (!booking) return null
      const folder = await database('folders').where({ id: booking.folder }).first()
      if (who.kind === 'customer') return folder?.user === who.user ? { booking, folder } : null
      const proven = await provenFolder(body.number, body.email)
      return proven && proven.id === folder?.id && folder.user === null ? { booking, folder } : null
    }

    router.post('/cancel', async (req, res) => {
      try {
        const who = callerOf(req)
        const found = await ownBooking(who, req.body)
        if (!found) throw new Refusal(404, 'NOT_FOUND', 'Diese Buchung gibt es nicht.')
        const { booking, folder } = found
        if (booking.status !== 'confirmed') return res.json({ data: { status: booking.status } })
        // The caller states the cost the visitor confirmed (in cents); a single stray request without it,
        // or one whose cost has changed meanwhile (the free period ended), cancels nothing.
        const fee = cancellationFeeCents(booking, todayInGermany())
        const expected = req.body?.expected_fee
        if (!int(expected, 0, 100_000_000))
          throw new Refusal(
            400,
            'CONFIRMATION_REQUIRED',
            'Bitte bestätigen Sie die Stornierung und ihre Kosten.',
          )
        if (expected !== fee)
          throw new Refusal(
            409,
            'FEE_CHANGED',
            'Die Stornokosten haben sich geändert. Bitte prüfen Sie sie.',
            {
              fee,
            },
          )
        const free = fee === 0
        const status = free ? 'cancelled' : 'cancellation_requested'
        const changed = await database.transaction(async (trx) => {
          // Conditional on the status, so that two cancellations give back the rooms once.
          const updated = await trx('bookings')
            .where({ id: booking.id, status: 'confirmed' })
            .update({ status })
          if (updated === 1 && free) {
            await giveBackRooms(
              trx,
              booking.room_type,
              stayNights(isoDay(booking.arrival), isoDay(booking.departure)),
              booking.rooms,
            )
          }
          return updated === 1
        })
        if (changed) void confirmationMails({ folderId: folder.id, kind: status, fee })
        res.json({ data: { status, fee } })
      } catch (error) {
        send(res, error, logger)
      }
    })

    router.get('/documents/:booking/:document', async (req, res) => {
      try {
        const who = callerOf(req)
        if (who.kind !== 'customer') throw new Refusal(404, 'NOT_FOUND', 'Dieses Dokument gibt es nicht.')
        const found = await ownBooking(who, { booking: req.params.booking })
        if (!found) throw new Refusal(404, 'NOT_FOUND', 'Dieses Dokument gibt es nicht.')
        const view = await folderView(database, found.folder)
        const booking = view.bookings.find((b) => b.id === found.booking.id)
        const input = {
          folder: view,
          booking,
          hotel: booking.hotel,
          roomType: booking.room_type,
          rate: booking.rate,
          labels: await labels(),
          projectName:
            (await database('directus_settings').select('project_name').first())?.project_name ??
            'Reiseportal',
        }
        if (req.params.document === 'bestaetigung.pdf') {
          res.type('application/pdf').send(await bookingConfirmationPdf(input))
        } else if (req.params.document === 'kalender.ics') {
          res.type('text/calendar; charset=utf-8').send(bookingCalendar(input))
        } else {
          throw new Refusal(404, 'NOT_FOUND', 'Dieses Dokument gibt es nicht.')
        }
      } catch (error) {
        send(res, error, logger)
      }
    })

    // A POST: it mails the customer, so no link or preloading browser may set it off.
    router.post('/export', async (req, res) => {
      try {
        const who = callerOf(req)
        if (who.kind !== 'customer')
          throw new Refusal(403, 'FORBIDDEN', 'Nur für angemeldete Kundinnen und Kunden.')
        const user = await database('directus_users')
          .select(
            'id',
            'email',
            'first_name',
            'last_name',
            'phone',
            'street',
            'postal_code',
            'city',
            'country',
            'provider',
            'last_access',
          )
          .where({ id: who.user })
          .first()
        const folders = await database('folders').where({ user: who.user })
        const exportedAt = new Date()
        res.json({
          data: {
            exported_at: exportedAt.toISOString(),
            account: user,
            folders: await Promise.all(folders.map((folder) => folderView(database, folder))),
            saved_trips: await database('saved_trips')
              .select('id', 'hotel', 'round_trip', 'date_created')
              .where({ user: who.user }),
            enquiries: await database('enquiries').where({ user: who.user }),
          },
        })
        // Art. 15 DSGVO: the customer learns of every copy of their data, also one they did not ask for.
        await mail({
          to: user.email,
          subject: 'Ihre Daten wurden heruntergeladen',
          template: {
            name: 'data-export',
            data: {
              email: user.email,
              exportedAt: exportedAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
            },
          },
        })
      } catch (error) {
        send(res, error, logger)
      }
    })

    router.post('/delete-account', async (req, res) => {
      try {
        const who = callerOf(req)
        if (who.kind !== 'customer')
          throw new Refusal(403, 'FORBIDDEN', 'Nur für angemeldete Kundinnen und Kunden.')
        const user = await database('directus_users')
          .select('id', 'email', 'password', 'provider')
          .where({ id: who.user })
          .first()
        const password = typeof req.body?.password === 'string' ? req.body.password : ''
        const { default: argon2 } = await import('argon2')
        const ok = user?.password ? await argon2.verify(user.password, password).catch(() => false) : false
        if (!ok) throw new Refusal(400, 'WRONG_PASSWORD', 'Das Passwort stimmt nicht.')
        const schema = await getSchema()
        await database.transaction(async (trx) => {
          // Bookings stay for the law's retention periods (invoices: ten years), without the person.
          const folders = await trx('folders').select('id').where({ user: who.user })
          const ids = folders.map((folder) => folder.id)
          await trx('folders')
            .whereIn('id', ids)
            .update({ user: null, email: `geloescht-${randomUUID().slice(0, 8)}@anonym.invalid` })
          await trx('bookings')
            .whereIn('folder', ids)
            .update({ lead: null, guests: JSON.stringify([]), wishes: null, arrival_time: null })
          await trx('saved_trips').where({ user: who.user }).delete()
          await trx('enquiries').where({ user: who.user }).update({
            user: null,
            first_name: 'gelöscht',
            last_name: 'gelöscht',
            email: 'geloescht@anonym.invalid',
            phone: null,
            message: null,
          })
          await new services.UsersService({ schema, knex: trx, accountability: null }).deleteOne(who.user)
        })
        logger.info(`booking: account ${who.user} deleted on request`)
        await mail({
          to: user.email,
          subject: 'Ihr Konto ist gelöscht',
          template: { name: 'account-deleted', data: { email: user.email } },
        })
        res.json({ data: { deleted: true } })
      } catch (error) {
        send(res, error, logger)
      }
    })
  },
}
