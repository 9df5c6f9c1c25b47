import type { EndpointExtensionContext } from '@directus/types'
import type { Request, Response, Router } from 'express'
import type { Knex } from 'knex'

import { bookingCalendar, bookingConfirmationPdf } from './documents'
import { bookingLabels, folderView, projectName } from './folder-view'
import { ownBooking } from './manage'
import { voucherOf } from './voucher'
import { tError } from '../../../../../core/copy/error'
import { callerOf } from '../shared/caller'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

// The documents of a booking (the voucher as PDF, the calendar file): GET /booking/documents/{booking}/
// bestaetigung.pdf and …/kalender.ics for a customer's own booking; POST to the same addresses, with the
// booking's number and e-mail address in the body, for the web server on behalf of a guest who proved the
// booking (a guest folder only: a folder in an account is its customer's).

const NO_DOCUMENT = tError('error.documentNotFound')

async function sendDocument(
  database: Knex,
  res: Response,
  found: Awaited<ReturnType<typeof ownBooking>>,
  document: string | undefined,
) {
  if (!found) throw new Refusal('not-found', NO_DOCUMENT)
  const view = await folderView(database, found.folder)
  const booking = view.bookings.find((b) => b.id === found.booking.id)
  if (!booking) throw new Refusal('not-found', NO_DOCUMENT)
  const [labels, name, voucher] = await Promise.all([
    bookingLabels(database),
    projectName(database),
    voucherOf(database, view, booking),
  ])
  const input = {
    folder: view,
    booking,
    hotel: booking.hotel,
    roomType: booking.room_type,
    rate: booking.rate,
    labels,
    projectName: name,
    voucher,
  }
  if (document === 'bestaetigung.pdf') {
    res.type('application/pdf').send(await bookingConfirmationPdf(input))
  } else if (document === 'kalender.ics') {
    res.type('text/calendar; charset=utf-8').send(bookingCalendar(input))
  } else {
    throw new Refusal('not-found', NO_DOCUMENT)
  }
}

export function documentRoutes(router: Router, { database, logger }: EndpointExtensionContext) {
  const handle = (guest: boolean) =>
    route(async (req: Request, res: Response) => {
      try {
        const who = callerOf(req)
        if (who.kind !== (guest ? 'webserver' : 'customer')) throw new Refusal('not-found', NO_DOCUMENT)
        const body = guest ? (req.body as Record<string, unknown> | undefined) : undefined
        const found = await ownBooking(database, who, { ...body, booking: req.params.booking })
        await sendDocument(database, res, found, req.params.document)
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    })
  router.get('/documents/:booking/:document', handle(false))
  router.post('/documents/:booking/:document', handle(true))
}
