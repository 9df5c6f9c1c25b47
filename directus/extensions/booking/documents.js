// The booking's documents, made in one place: the calendar file (ics) for the confirmation mail and the
// account, and the confirmation as PDF (pdfkit) for the account.
import { createEvent } from 'ics'
import PDFDocument from 'pdfkit'

import { daysBetween, isoDay } from './pricing.js'

/**
 * German labels of a select field's values (board, payment method, status), from the field's choices in
 * the data model (directus/scripts/schema.ts), so that the labels exist once.
 */
export async function choiceLabels(database, collection, field) {
  const row = await database('directus_fields').select('options').where({ collection, field }).first()
  const options = typeof row?.options === 'string' ? JSON.parse(row.options) : row?.options
  return Object.fromEntries((options?.choices ?? []).map((choice) => [choice.value, choice.text]))
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
export const formatPrice = (amount) => euro.format(Number(amount))
const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
export const formatDate = (iso) => dateFormat.format(new Date(`${isoDay(iso)}T00:00:00Z`))

export function travellersLabel(adults, childrenAges) {
  const parts = [`${adults} ${adults === 1 ? 'Erwachsener' : 'Erwachsene'}`]
  if (childrenAges.length) {
    const ages = childrenAges.map((age) => `${age} ${age === 1 ? 'Jahr' : 'Jahre'}`).join(', ')
    parts.push(`${childrenAges.length} ${childrenAges.length === 1 ? 'Kind' : 'Kinder'} (${ages})`)
  }
  return parts.join(', ')
}

export function cancellationLabel(until) {
  return until
    ? `Kostenlos stornierbar bis einschließlich ${formatDate(until)}; danach fallen Stornokosten an.`
    : 'Nicht kostenlos stornierbar: Bei Stornierung wird der Gesamtpreis fällig.'
}

const dateArray = (iso) => isoDay(iso).split('-').map(Number)

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * A name from the CMS or a form on one line: a line break (also a lone CR, which the ics library leaves
 * alone) or another control character becomes a space, so that no value can start a property of its own in
 * the calendar file or a line of its own in the PDF.
 */
export const oneLine = (value) =>
  String(value ?? '')
    .replace(CONTROLS, ' ')
    .trim()

/** The stay as an all-day event from arrival to departure (RFC 5545; the ics library escapes and folds). */
export function bookingCalendar({ folder, booking, hotel, roomType, labels, projectName }) {
  const place = hotel ? oneLine(`${hotel.name}${hotel.city ? `, ${hotel.city}` : ''}`) : 'Hotel'
  const { error, value } = createEvent({
    uid: `${booking.id}@reiseportal`,
    productId: oneLine(projectName) || 'Reiseportal',
    title: `Hotelaufenthalt: ${place}`,
    location: place,
    description: [
      `Vorgangsnummer ${oneLine(folder.number)}`,
      oneLine(
        `${booking.rooms} × ${roomType?.name ?? 'Zimmer'}, ${labels.board[booking.board] ?? booking.board ?? ''}`,
      ),
      travellersLabel(booking.adults, booking.children_ages ?? []),
      cancellationLabel(booking.free_cancellation_until),
    ].join('\n'),
    start: dateArray(booking.arrival),
    end: dateArray(booking.departure),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  })
  if (error) throw error
  return value
}

/** The booking confirmation as a one-page PDF. */
export function bookingConfirmationPdf({ folder, booking, hotel, roomType, rate, labels, projectName }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Buchungsbestätigung ${oneLine(folder.number)}`, Author: oneLine(projectName) },
  })
  const chunks = []
  doc.on('data', (chunk) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const line = (label, value) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(oneLine(value))
  const breakdown = booking.price_breakdown ?? {}
  const guests = booking.guests ?? []

  doc.font('Helvetica-Bold').fontSize(18).text(oneLine(projectName))
  doc.moveDown().fontSize(16).text('Buchungsbestätigung')
  doc.fontSize(11).moveDown(0.5)
  line('Vorgangsnummer', folder.number)
  line('Status', labels.status[booking.status] ?? booking.status)
  if (folder.date_created) line('Gebucht am', formatDate(folder.date_created))
  doc.moveDown()
  line('Hotel', hotel ? `${hotel.name}${hotel.city ? `, ${hotel.city}` : ''}` : '–')
  line('Zimmer', `${booking.rooms} × ${roomType?.name ?? 'Zimmer'}${rate?.name ? ` (${rate.name})` : ''}`)
  line('Verpflegung', labels.board[booking.board] ?? '–')
  line('Anreise', formatDate(booking.arrival))
  line('Abreise', formatDate(booking.departure))
  const nights = daysBetween(isoDay(booking.arrival), isoDay(booking.departure))
  line('Dauer', `${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}`)
  line('Reisende', travellersLabel(booking.adults, booking.children_ages ?? []))
  if (guests.length) line('Namen', guests.map((guest) => `${guest.first_name} ${guest.last_name}`).join(', '))
  doc.moveDown()
  if (breakdown.room_price !== undefined) line('Zimmerpreis', formatPrice(breakdown.room_price))
  if (breakdown.tourist_tax !== undefined) line('Kurtaxe', formatPrice(breakdown.tourist_tax))
  line('Gesamtpreis', formatPrice(booking.price_total))
  line('Zahlungsart', labels.payment[booking.payment_method] ?? '–')
  doc.moveDown()
  doc.font('Helvetica').text(cancellationLabel(booking.free_cancellation_until))
  doc.moveDown(0.5).text('Für Hotelbuchungen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).')
  doc.end()
  return done
}
