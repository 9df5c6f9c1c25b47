import type { EndpointExtensionContext } from '@directus/types'

import { bookingCalendar, bookingConfirmationPdf, formatDay, guestNames } from './documents'
import { bookingLabels, folderView, projectName, type BookingView, type FolderView } from './folder-view'
import type { BookingRow, FolderRow } from './rows'
import { voucherOf, type Voucher } from './voucher'
import { cancellationLabel, salutationLine, travellersLabel } from '../../../../../core/copy/booking'
import { tCommon } from '../../../../../core/copy/common'
import { tDocument } from '../../../../../core/copy/documents'
import { tMail } from '../../../../../core/copy/mail'
import { tSearchForm } from '../../../../../core/copy/search-form'
import { formatPrice } from '../../../../../core/format'
import { todayInGermany } from '../../../../../core/hotel-search'
import { guestAddressCode } from '../folder-sync/address-code'
import { jsonValue } from '../shared/db-values'
import { mailer } from '../shared/mail'

export type MailKind = 'confirmation' | 'cancelled' | 'cancellation_requested'

const SUBJECTS: Record<MailKind, (number: string) => string> = {
  confirmation: (number) => tMail('mail.bookingConfirmation', { number }),
  cancelled: (number) => tMail('mail.bookingCancelled', { number }),
  cancellation_requested: (number) => tMail('mail.cancellationRequested', { number }),
}

/** How the guest pays, in one sentence. */
function paymentText(booking: BookingView, voucher: Voucher) {
  const total = formatPrice(booking.price_total)
  if (booking.payment_method === 'hotel') return tDocument('documents.payAtHotelTotal', { total })
  if (voucher.transfer)
    return tDocument('documents.transferWithReference', {
      amount: voucher.transfer.amount,
      dueDate: voucher.transfer.dueDate,
    })
  return tDocument('documents.invoiceSeparately')
}

/** The bank transfer's details, one line each. */
function transferLines(transfer: NonNullable<Voucher['transfer']>) {
  return [
    ...(transfer.holder ? [`${tDocument('documents.accountHolder')}: ${transfer.holder}`] : []),
    ...(transfer.bank ? [`${tDocument('documents.bank')}: ${transfer.bank}`] : []),
    `IBAN: ${transfer.iban}`,
    ...(transfer.bic ? [`BIC: ${transfer.bic}`] : []),
    `${tDocument('documents.amount')}: ${transfer.amount}`,
    `${tDocument('documents.paymentReference')}: ${transfer.reference}`,
    tDocument('documents.dueDateLine', { dueDate: transfer.dueDate }),
  ]
}

/** The data of the template `booking-confirmation` (directus/templates). */
function mailData(
  {
    view,
    booking,
    folder,
    labels,
    voucher,
    lead,
  }: {
    view: FolderView
    booking: BookingView
    folder: FolderRow
    labels: Awaited<ReturnType<typeof bookingLabels>>
    voucher: Voucher
    lead: Parameters<typeof salutationLine>[0]
  },
  { kind, fee, secret }: { kind: MailKind; fee: number; secret: string },
) {
  return {
    number: view.number,
    greeting: salutationLine(lead),
    hotelName: booking.hotel?.name ?? tSearchForm('searchForm.kind.hotel'),
    hotelLines: voucher.hotel
      ? [
          ...voucher.hotel.addressLines,
          ...(voucher.hotel.phone ? [`${tCommon('common.phone')}: ${voucher.hotel.phone}`] : []),
          ...(voucher.hotel.checkTimes ? [voucher.hotel.checkTimes] : []),
        ]
      : [],
    guestNames: guestNames(booking.guests),
    paymentText: paymentText(booking, voucher),
    // Only the confirmation asks for money; a cancellation's mail states what it cost.
    transferLines: kind === 'confirmation' && voucher.transfer ? transferLines(voucher.transfer) : [],
    manageUrl: voucher.manageUrl,
    room: `${booking.rooms} × ${booking.room_type?.name ?? tSearchForm('searchForm.rooms')}${booking.rate ? ` (${booking.rate.name})` : ''}`,
    board: labels.board[booking.board] ?? booking.board,
    arrival: formatDay(booking.arrival),
    departure: formatDay(booking.departure),
    travellers: travellersLabel({ adults: booking.adults, childrenAges: booking.children_ages }),
    total: formatPrice(booking.price_total),
    payment: labels.payment[booking.payment_method] ?? '',
    // A cancellation's mail states what it cost, and nothing about costs to come.
    cancellation: kind === 'confirmation' ? cancellationLabel(booking.free_cancellation_until) : '',
    fee: formatPrice(fee / 100),
    cancelledOn: formatDay(todayInGermany()),
    status: labels.status[booking.status] ?? booking.status,
    kind,
    // A guest booking's link that confirms the address (the folder-sync extension): only then does the
    // folder go to an account with this address. Only in the guest's own mail.
    addressCode:
      kind === 'confirmation' && folder.user === null && !folder.email_confirmed
        ? guestAddressCode(secret, folder)
        : '',
  }
}

/** The mails of a booking's confirmation or cancellation: to the guest, and to the travel company. */
export function bookingMails(context: EndpointExtensionContext) {
  const { database, env, logger } = context
  const mail = mailer(context, 'booking')
  const companyAddress = (env.BOOKING_NOTIFY_EMAIL || env.EMAIL_FROM) as string | undefined
  async function send({ folderId, kind, fee = 0 }: { folderId: string; kind: MailKind; fee?: number }) {
    const folder = await database<FolderRow>('folders').where({ id: folderId }).first()
    if (!folder) return
    const view = await folderView(database, folder)
    const booking = view.bookings[0]
    if (!booking) return
    const raw = await database<BookingRow>('bookings').where({ id: booking.id }).first()
    const [labels, voucher, name] = await Promise.all([
      bookingLabels(database),
      voucherOf(database, view, booking),
      projectName(database),
    ])
    const guests = jsonValue(raw?.guests) as Array<{ salutation?: string | null }> | null
    const lead = booking.guests[0] ? { ...booking.guests[0], salutation: guests?.[0]?.salutation } : null
    const data = mailData(
      { view, booking, folder, labels, voucher, lead },
      { kind, fee, secret: env.SECRET as string },
    )
    const subject = SUBJECTS[kind](view.number)
    const attachments = async () => {
      const input = {
        folder: view,
        booking: { ...raw, ...booking },
        hotel: booking.hotel,
        roomType: booking.room_type,
        rate: booking.rate,
        labels,
        projectName: name,
        voucher,
      }
      return [
        {
          filename: `Buchungsbestaetigung-${view.number}.pdf`,
          content: await bookingConfirmationPdf(input),
          contentType: 'application/pdf',
        },
        {
          filename: `Buchung-${view.number}.ics`,
          content: bookingCalendar(input),
          contentType: 'text/calendar; charset=utf-8',
        },
      ]
    }
    await mail({
      to: view.email,
      subject,
      template: { name: 'booking-confirmation', data },
      attachments: kind === 'confirmation' ? await attachments() : [],
    })
    if (companyAddress) {
      await mail({
        to: companyAddress,
        subject: `[Reiseportal] ${subject}`,
        template: { name: 'booking-confirmation', data: { ...data, addressCode: '', company: true } },
      })
    }
  }
  // The booking is made whatever happens to its mails (the caller does not wait): a failure is logged.
  return (options: { folderId: string; kind: MailKind; fee?: number }) =>
    send(options).catch((error: unknown) => logger.error(error, 'booking mail could not be prepared'))
}
