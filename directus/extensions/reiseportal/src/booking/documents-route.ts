import type { EndpointExtensionContext } from '@directus/types'
import type { Router } from 'express'

import { bookingCalendar, bookingConfirmationPdf } from './documents'
import { bookingLabels, folderView, projectName } from './folder-view'
import { ownBooking } from './manage'
import { callerOf } from '../shared/caller'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

// GET /booking/documents/{booking}/bestaetigung.pdf and …/kalender.ics: a customer's own booking's
// documents.

const NO_DOCUMENT = 'Dieses Dokument gibt es nicht.'

export function documentRoutes(router: Router, { database, logger }: EndpointExtensionContext) {
  router.get(
    '/documents/:booking/:document',
    route(async (req, res) => {
      try {
        const who = callerOf(req)
        if (who.kind !== 'customer') throw new Refusal(404, 'NOT_FOUND', NO_DOCUMENT)
        const found = await ownBooking(database, who, { booking: req.params.booking })
        if (!found) throw new Refusal(404, 'NOT_FOUND', NO_DOCUMENT)
        const view = await folderView(database, found.folder)
        const booking = view.bookings.find((b) => b.id === found.booking.id)
        if (!booking) throw new Refusal(404, 'NOT_FOUND', NO_DOCUMENT)
        const input = {
          folder: view,
          booking,
          hotel: booking.hotel,
          roomType: booking.room_type,
          rate: booking.rate,
          labels: await bookingLabels(database),
          projectName: await projectName(database),
        }
        if (req.params.document === 'bestaetigung.pdf') {
          res.type('application/pdf').send(await bookingConfirmationPdf(input))
        } else if (req.params.document === 'kalender.ics') {
          res.type('text/calendar; charset=utf-8').send(bookingCalendar(input))
        } else {
          throw new Refusal(404, 'NOT_FOUND', NO_DOCUMENT)
        }
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )
}
