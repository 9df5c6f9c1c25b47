import type { EndpointExtensionContext } from '@directus/types'

import { bookingCalendar, formatDay } from './documents'
import { bookingLabels, folderView, projectName, type BookingView, type FolderView } from './folder-view'
import type { BookingRow, FolderRow } from './rows'
import { cancellationLabel, travellersLabel } from '../../../../../core/booking-texts'
import { formatPrice } from '../../../../../core/format'
import { todayInGermany } from '../../../../../core/hotel-search'
import { guestAddressCode } from '../folder-sync/address-code'
import { mailer } from '../shared/mail'

export type MailKind = 'confirmation' | 'cancelled' | 'cancellation_requested'

const SUBJECTS: Record<MailKind, (number: string) => string> = {
  confirmation: (number) => `Ihre Buchungsbestätigung ${number}`,
  cancelled: (number) => `Ihre Stornierung ${number}`,
  cancellation_requested: (number) => `Ihre Stornierungsanfrage ${number}`,
}

/** The data of the template `booking-confirmation` (directus/templates). */
function mailData(
  {
    view,
    booking,
    folder,
    labels,
  }: {
    view: FolderView
    booking: BookingView
    folder: FolderRow
    labels: Awaited<ReturnType<typeof bookingLabels>>
  },
  { kind, fee, secret }: { kind: MailKind; fee: number; secret: string },
) {
  return {
    number: view.number,
    hotel: booking.hotel
      ? `${booking.hotel.name}${booking.hotel.city ? `, ${booking.hotel.city}` : ''}`
      : 'Hotel',
    room: `${booking.rooms} × ${booking.room_type?.name ?? 'Zimmer'}${booking.rate ? ` (${booking.rate.name})` : ''}`,
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
  const { database, env } = context
  const mail = mailer(context, 'booking')
  const companyAddress = (env.BOOKING_NOTIFY_EMAIL || env.EMAIL_FROM) as string | undefined
  return async ({ folderId, kind, fee = 0 }: { folderId: string; kind: MailKind; fee?: number }) => {
    const folder = await database<FolderRow>('folders').where({ id: folderId }).first()
    if (!folder) return
    const view = await folderView(database, folder)
    const booking = view.bookings[0]
    if (!booking) return
    const raw = await database<BookingRow>('bookings').where({ id: booking.id }).first()
    const labels = await bookingLabels(database)
    const data = mailData({ view, booking, folder, labels }, { kind, fee, secret: env.SECRET as string })
    const calendar = bookingCalendar({
      folder: view,
      booking: { ...raw, ...booking },
      hotel: booking.hotel,
      roomType: booking.room_type,
      labels,
      projectName: await projectName(database),
    })
    const subject = SUBJECTS[kind](view.number)
    await mail({
      to: view.email,
      subject,
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
        subject: `[Reiseportal] ${subject}`,
        template: { name: 'booking-confirmation', data: { ...data, addressCode: '', company: true } },
      })
    }
  }
}
