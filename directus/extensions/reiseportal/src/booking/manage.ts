import type { EndpointExtensionContext } from '@directus/types'
import type { Router } from 'express'
import type { Knex } from 'knex'

import { bookingFeeCents } from './cancellation'
import { folderView } from './folder-view'
import { bookingMails } from './mails'
import { bookedNights, giveBackRooms, int } from './offer'
import type { BookingRow, FolderRow } from './rows'
import { tBookingPages } from '../../../../../core/copy/booking-pages'
import { todayInGermany } from '../../../../../core/hotel-search'
import { callerOf } from '../shared/caller'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

// POST /booking/lookup and /booking/cancel: a guest's look-up of a folder, and the cancellation of a
// booking by its customer or its proven guest.

const NOT_FOUND = tBookingPages('bookingPages.lookupNotFound')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Body = Record<string, unknown> | undefined
type Caller = ReturnType<typeof callerOf>

/**
 * The folder a guest proves with its number and e-mail address. Both are matched in one query, so that
 * a wrong number and a wrong address take the same path and answer the same 404.
 */
async function provenFolder(database: Knex, number: unknown, email: unknown) {
  if (typeof number !== 'string' || typeof email !== 'string') return null
  const folder = await database<FolderRow>('folders')
    .where({ number: number.trim() })
    .andWhereRaw('lower(trim(email)) = ?', [email.trim().toLowerCase()])
    .first()
  return folder ?? null
}

/** A booking its caller may act on: a customer's own, or a guest's proven one; else null (404). */
export async function ownBooking(database: Knex, who: Caller, body: Body) {
  const id = body?.booking
  if (typeof id !== 'string' || !UUID.test(id)) return null
  const booking = await database<BookingRow>('bookings').where({ id }).first()
  if (!booking) return null
  const folder = await database<FolderRow>('folders').where({ id: booking.folder }).first()
  if (!folder) return null
  if (who.kind === 'customer') return folder.user === who.user ? { booking, folder } : null
  const proven = await provenFolder(database, body?.number, body?.email)
  return proven && proven.id === folder.id && folder.user === null ? { booking, folder } : null
}

/**
 * The caller states the cost the visitor confirmed (in cents); a single stray request without it, or one
 * whose cost has changed meanwhile (the free period ended), cancels nothing.
 */
function confirmedFee(booking: BookingRow, expected: unknown) {
  const fee = bookingFeeCents(booking, todayInGermany())
  if (!int(expected, 0, 100_000_000))
    throw new Refusal('invalid', tBookingPages('bookingPages.refusal.confirmCancellation'), {
      code: 'CONFIRMATION_REQUIRED',
    })
  if (expected !== fee)
    throw new Refusal('conflict', tBookingPages('bookingPages.refusal.feeChanged'), {
      code: 'FEE_CHANGED',
      data: { fee },
    })
  return fee
}

/** Cancels a confirmed booking; free of charge, its rooms go back. Whether this call changed it. */
function cancel(database: Knex, booking: BookingRow, status: 'cancelled' | 'cancellation_requested') {
  return database.transaction(async (trx) => {
    // Conditional on the status, so that two cancellations give back the rooms once.
    const updated = await trx('bookings').where({ id: booking.id, status: 'confirmed' }).update({ status })
    if (updated === 1 && status === 'cancelled') {
      await giveBackRooms(trx, booking.room_type, bookedNights(booking), booking.rooms)
    }
    return updated === 1
  })
}

export function lookupAndCancelRoutes(router: Router, context: EndpointExtensionContext) {
  const { database, logger } = context
  const confirmationMails = bookingMails(context)

  router.post(
    '/lookup',
    route(async (req, res) => {
      try {
        callerOf(req)
        const body = req.body as Body
        const folder = await provenFolder(database, body?.number, body?.email)
        if (!folder) throw new Refusal('not-found', NOT_FOUND)
        res.json({ data: await folderView(database, folder) })
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )

  router.post(
    '/cancel',
    route(async (req, res) => {
      try {
        const who = callerOf(req)
        const body = req.body as Body
        const found = await ownBooking(database, who, body)
        if (!found) throw new Refusal('not-found', tBookingPages('bookingPages.refusal.notFound'))
        const { booking, folder } = found
        if (booking.status !== 'confirmed') {
          res.json({ data: { status: booking.status } })
          return
        }
        const fee = confirmedFee(booking, body?.expected_fee)
        const status = fee === 0 ? 'cancelled' : 'cancellation_requested'
        if (await cancel(database, booking, status))
          void confirmationMails({ folderId: folder.id, kind: status, fee })
        res.json({ data: { status, fee } })
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )
}
