// The booking's documents, made in one place: the calendar file (ics) and the confirmation as a voucher in
// PDF (pdfkit), both attached to the confirmation mail and offered on the account's and the guest's pages.
import { createEvent, type DateArray } from 'ics'
import PDFDocument from 'pdfkit'

import type { BookingLabels } from './folder-view'
import type { Voucher } from './voucher'
import { cancellationLabel, nightsLabel, tBooking, travellersLabel } from '../../../../../core/copy/booking'
import { tBookingPages } from '../../../../../core/copy/booking-pages'
import { tCommon } from '../../../../../core/copy/common'
import { tDocument } from '../../../../../core/copy/documents'
import { tHotel } from '../../../../../core/copy/hotel'
import { tMailBody } from '../../../../../core/copy/mail-body'
import { tSearchForm } from '../../../../../core/copy/search-form'
import { tSite } from '../../../../../core/copy/site'
import { formatDate, formatPrice } from '../../../../../core/format'
import { daysBetween } from '../../../../../core/hotel-search'
import { requiredDay } from '../shared/db-values'

// The words a document falls back to when the hotel or its room is gone.
const HOTEL = tSearchForm('searchForm.kind.hotel')
const ROOM = tSearchForm('searchForm.rooms')

/** A date of the database or an ISO day, in the site's style ("23. Nov. 2026"). */
export const formatDay = (value: unknown): string => formatDate(requiredDay(value))

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * A name from the CMS or a form on one line: a line break (also a lone CR, which the ics library leaves
 * alone) or another control character becomes a space, so that no value can start a property of its own in
 * the calendar file or a line of its own in the PDF.
 */
export const oneLine = (value: unknown): string =>
  String(value ?? '')
    .replace(CONTROLS, ' ')
    .trim()

const dateArray = (value: unknown) => requiredDay(value).split('-').map(Number) as DateArray

interface DocumentBooking {
  id: string | number
  status: string
  board: string | null
  rooms: number
  adults: number
  children_ages?: number[] | null
  arrival: unknown
  departure: unknown
  free_cancellation_until: unknown
  guests?: { first_name: string; last_name: string }[] | null
  price_total?: number
  price_breakdown?: { room_price?: number; tourist_tax?: number } | null
  payment_method?: string
}

export interface DocumentInput {
  folder: { number: string; date_created?: string | null }
  booking: DocumentBooking
  hotel: { name: string; city?: string | null } | null
  roomType: { name: string } | null
  rate?: { name: string } | null
  labels: Partial<BookingLabels> & { board: Record<string, string> }
  projectName: string
  /** The hotel's contact, how to pay and the status page (voucher.ts). */
  voucher: Voucher
}

/** The travellers' names, "Erika Muster, Max Muster". */
export const guestNames = (guests: { first_name: string; last_name: string }[] | null | undefined) =>
  (guests ?? []).map((guest) => oneLine(`${guest.first_name} ${guest.last_name}`)).join(', ')

const placeOf = (hotel: DocumentInput['hotel']) =>
  hotel ? `${hotel.name}${hotel.city ? `, ${hotel.city}` : ''}` : null

const travellersOf = (booking: DocumentBooking) =>
  travellersLabel({ adults: booking.adults, childrenAges: booking.children_ages ?? [] })

const cancellationOf = (booking: DocumentBooking) =>
  cancellationLabel(requiredDay(booking.free_cancellation_until) || null)

/** The stay as an all-day event from arrival to departure (RFC 5545; the ics library escapes and folds). */
export function bookingCalendar(input: DocumentInput) {
  const { folder, booking, hotel, roomType, labels, projectName, voucher } = input
  const place = hotel ? oneLine(placeOf(hotel)) : HOTEL
  const board = booking.board === null ? '' : (labels.board[booking.board] ?? booking.board)
  const contact = voucher.hotel
  const { error, value } = createEvent({
    uid: `${booking.id}@reiseportal`,
    productId: oneLine(projectName) || tSite('site.name'),
    title: tDocument('documents.calendarTitle', { place }),
    location: [oneLine(hotel?.name ?? HOTEL), ...(contact?.addressLines ?? []).map(oneLine)].join(', '),
    description: [
      `${tBooking('booking.folderNumber')} ${oneLine(folder.number)}`,
      oneLine(`${booking.rooms} × ${roomType?.name ?? ROOM}, ${board}`),
      travellersOf(booking),
      ...(contact?.checkTimes ? [oneLine(contact.checkTimes)] : []),
      ...(contact?.phone ? [tDocument('documents.hotelPhone', { phone: oneLine(contact.phone) })] : []),
      cancellationOf(booking),
      ...(voucher.manageUrl ? [`${tSite('nav.manageBooking')}: ${voucher.manageUrl}`] : []),
    ].join('\n'),
    start: dateArray(booking.arrival),
    end: dateArray(booking.departure),
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  })
  if (error) throw error
  return value ?? ''
}

/** The booking confirmation as a voucher: what the guest shows at the hotel, and how to pay. */
export function bookingConfirmationPdf(input: DocumentInput): Promise<Buffer> {
  const { folder, booking, hotel, roomType, rate, labels, projectName, voucher } = input
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: tDocument('documents.title', { number: oneLine(folder.number) }),
      Author: oneLine(projectName),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const line = (label: string, value: unknown) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(oneLine(value))
  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).fontSize(10.5)
  const breakdown = booking.price_breakdown ?? {}
  const label = (labelsOf: Record<string, string> | undefined, value: string | null | undefined) =>
    (value !== null && value !== undefined && labelsOf?.[value]) || undefined
  const contact = voucher.hotel

  doc.font('Helvetica-Bold').fontSize(18).text(oneLine(projectName))
  doc.moveDown(0.5).fontSize(16).text(tDocument('documents.heading'))
  doc.font('Helvetica').fontSize(10.5).moveDown(0.3)
  doc.text(tDocument('documents.showVoucher'))
  doc.moveDown(0.5)
  line(tBooking('booking.folderNumber'), folder.number)
  line(tMailBody('mailBody.booking.status'), label(labels.status, booking.status) ?? booking.status)
  if (folder.date_created) line(tDocument('documents.bookedOn'), formatDay(folder.date_created))

  heading(HOTEL)
  doc.font('Helvetica-Bold').text(oneLine(hotel?.name ?? HOTEL))
  doc.font('Helvetica')
  for (const addressLine of contact?.addressLines ?? (hotel?.city ? [hotel.city] : []))
    doc.text(oneLine(addressLine))
  if (contact?.phone) line(tCommon('common.phone'), contact.phone)
  if (contact?.checkTimes) doc.text(oneLine(contact.checkTimes))

  heading(tBookingPages('bookingPages.segment.stay'))
  line(ROOM, `${booking.rooms} × ${roomType?.name ?? ROOM}${rate?.name ? ` (${rate.name})` : ''}`)
  line(tHotel('hotel.board'), label(labels.board, booking.board) ?? '–')
  line(tSearchForm('searchForm.arrival'), formatDay(booking.arrival))
  line(tSearchForm('searchForm.departure'), formatDay(booking.departure))
  line(
    tBookingPages('bookingPages.duration'),
    nightsLabel(daysBetween(requiredDay(booking.arrival), requiredDay(booking.departure))),
  )
  line(tCommon('common.travellers'), travellersOf(booking))
  const names = guestNames(booking.guests)
  if (names) line(tMailBody('mailBody.booking.names'), names)

  heading(tDocument('documents.priceAndPayment'))
  if (breakdown.room_price !== undefined)
    line(tDocument('documents.roomPrice'), formatPrice(breakdown.room_price))
  if (breakdown.tourist_tax !== undefined)
    line(tHotel('hotel.touristTax'), formatPrice(breakdown.tourist_tax))
  line(tBooking('booking.total'), formatPrice(Number(booking.price_total)))
  line(tMailBody('mailBody.booking.payment'), label(labels.payment, booking.payment_method) ?? '–')
  const { transfer } = voucher
  if (booking.status === 'confirmed' && transfer) {
    doc
      .moveDown(0.3)
      .text(tDocument('documents.transfer', { amount: transfer.amount, dueDate: transfer.dueDate }))
    if (transfer.holder) line(tDocument('documents.accountHolder'), transfer.holder)
    if (transfer.bank) line(tDocument('documents.bank'), transfer.bank)
    line('IBAN', transfer.iban)
    if (transfer.bic) line('BIC', transfer.bic)
    line(tDocument('documents.amount'), transfer.amount)
    line(tDocument('documents.paymentReference'), transfer.reference)
    line(tDocument('documents.dueDate'), transfer.dueDate)
  } else if (booking.status === 'confirmed' && booking.payment_method === 'hotel') {
    doc.moveDown(0.3).text(tDocument('documents.payAtHotel'))
  } else if (booking.status === 'confirmed' && booking.payment_method === 'invoice') {
    doc.moveDown(0.3).text(tDocument('documents.invoiceSeparately'))
  }

  heading(tBooking('booking.cancellation'))
  doc.font('Helvetica').text(cancellationOf(booking))
  doc.moveDown(0.3).text(tDocument('documents.noWithdrawal'))
  if (voucher.manageUrl) {
    heading(tSite('nav.manageBooking'))
    doc.font('Helvetica').text(voucher.manageUrl, { link: voucher.manageUrl, underline: true })
  }
  doc.end()
  return done
}
