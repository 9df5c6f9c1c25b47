import { customEndpoint, readMe } from '@directus/sdk'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { bookingFormSchema, FOLDER_NUMBER } from '../../core/booking'
import { tError } from '../../core/copy/error'
import { ERROR_TEXTS } from '../../core/errors'
import { email } from '../../core/forms'
import { calendarDay } from '../../core/hotel-search-schemas'
import { Refusal } from '../../core/refusal'
import { hasPass, limit, release } from '../../server/limits'
import { bookingAdapter, folderSchema } from '../adapters/booking'
import type { Caller } from '../context'
import { publicProcedure, router, visitorProcedure } from '../init'

const id = z.number().int().min(1).max(2_147_483_647)
const uuid = z.string().uuid()

/** The offer of a booking: hotel, room type, tariff and the stay, as the booking link names them. */
const offerInput = z.object({
  hotel: id,
  roomType: id,
  rate: id,
  stay: z.object({
    arrival: calendarDay,
    departure: calendarDay,
    nights: z.number().int().min(1).max(30),
    rooms: z.number().int().min(1).max(9),
    adults: z.number().int().min(1).max(30),
    childrenAges: z.array(z.number().int().min(0).max(17)).max(20),
  }),
})

const FOLDER_FIELDS = [
  'id',
  'number',
  'email',
  'user',
  'date_created',
  'bookings.id',
  'bookings.status',
  'bookings.board',
  'bookings.arrival',
  'bookings.departure',
  'bookings.rooms',
  'bookings.adults',
  'bookings.children_ages',
  'bookings.guests',
  'bookings.price_total',
  'bookings.price_breakdown',
  'bookings.payment_method',
  'bookings.arrival_time',
  'bookings.wishes',
  'bookings.free_cancellation_until',
  'bookings.date_created',
  'bookings.hotel.id',
  'bookings.hotel.name',
  'bookings.hotel.city',
  'bookings.room_type.id',
  'bookings.room_type.name',
  'bookings.rate.id',
  'bookings.rate.name',
  'bookings.segments.id',
  'bookings.segments.sort',
  'bookings.segments.kind',
  'bookings.segments.title',
  'bookings.segments.start_date',
  'bookings.segments.end_date',
].join(',')

/**
 * The signed-in customer's folders, read with their own token (the customer policy lets Directus answer
 * only their own) and checked again here against the token's user.
 */
async function ownFolders(visitor: Caller, userId: string, filter: Record<string, unknown> = {}) {
  const rows = await visitor(
    customEndpoint<unknown>({
      path: '/items/folders',
      method: 'GET',
      params: {
        fields: FOLDER_FIELDS,
        // An object: the SDK drops a filter given as a string, and Directus would answer every folder
        // the token may read (an administrator's: all of them).
        filter: { _and: [{ user: { _eq: userId } }, ...(Object.keys(filter).length > 0 ? [filter] : [])] },
        sort: '-date_created',
        limit: 200,
      },
    }),
  )
  const owners = z.array(z.object({ user: z.string().nullish() })).parse(rows)
  if (owners.some((row) => row.user !== userId)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_TEXTS.FORBIDDEN })
  }
  return z.array(folderSchema).parse(rows)
}

export const bookingRouter = router({
  /** The current price and availability of an offer (checked in Directus, like the booking itself). */
  quote: publicProcedure
    .input(offerInput)
    .query(({ ctx, input }) => bookingAdapter.quote(ctx.catalogue, input)),

  /**
   * Books the offer in one transaction inside Directus. A signed-in customer books as themselves (the
   * folder is theirs), a guest through the server's token (the folder has no owner until its address is
   * confirmed through the confirmation mail's link and a verified account with that address signs in).
   *
   * Nobody sells out a hotel without paying: bookings and the rooms they hold are limited per client, per
   * e-mail address and per account (server/limits.ts); a refused booking holds nothing and mails nothing.
   * A customer booking with their own account's address counts per account, not per address, so that
   * strangers booking with that address cannot keep its owner from booking. Only bookings that hold
   * rooms count: an attempt that took nothing (refused by the limit, price changed, sold out, the same
   * form sent twice) is given back, so that it uses up nobody's limit.
   */
  book: publicProcedure
    .input(z.object({ offer: offerInput, form: bookingFormSchema }))
    .mutation(async ({ ctx, input }) => {
      const own = ctx.visitor ? (await ctx.visitor(readMe({ fields: ['email'] }))).email : null
      const keys = {
        client: ctx.clientKey,
        account: ctx.userId,
        email: own?.trim().toLowerCase() === input.form.email.trim().toLowerCase() ? null : input.form.email,
      }
      const rooms = input.offer.stay.rooms
      const giveBack = async (capabilities: Array<'book' | 'bookRooms'>, error?: unknown) => {
        if (error !== undefined && !(error instanceof Refusal && error.kind === 'limited')) throw error
        for (const capability of capabilities)
          await release(capability, keys, capability === 'bookRooms' ? rooms : 1)
        if (error !== undefined) throw error
      }
      await limit('book', keys).catch((error: unknown) => giveBack(['book'], error))
      await limit('bookRooms', keys, rooms).catch((error: unknown) => giveBack(['book', 'bookRooms'], error))
      try {
        const booked = await bookingAdapter.book(ctx.visitor ?? ctx.catalogue, input.offer, input.form)
        if (booked.repeated) await giveBack(['book', 'bookRooms'])
        return { folderId: booked.folderId, number: booked.number, email: booked.email }
      } catch (error) {
        if (error instanceof Refusal && ['conflict', 'invalid', 'not-found'].includes(error.kind))
          await giveBack(['book', 'bookRooms'])
        throw error
      }
    }),

  /**
   * A guest's proof of a booking: its number and e-mail address. Every attempt counts, found or not, per
   * client, per address and per number (server/limits.ts), unless it brings the `pass` that an earlier,
   * counted look-up of the same number and address earned (passFor: the guest's status page, reloaded).
   */
  lookup: publicProcedure
    .input(
      z.object({ number: z.string().regex(FOLDER_NUMBER), email, pass: z.string().max(1000).optional() }),
    )
    .mutation(async ({ ctx, input }) => {
      const keys = { email: input.email, number: input.number }
      if (!hasPass(input.pass, 'lookup', keys)) await limit('lookup', { client: ctx.clientKey, ...keys })
      return bookingAdapter.lookup(ctx.catalogue, input.number, input.email)
    }),

  folders: visitorProcedure.query(({ ctx }) => ownFolders(ctx.visitor, ctx.userId)),

  folder: visitorProcedure.input(z.object({ id: uuid })).query(async ({ ctx, input }) => {
    const [folder] = await ownFolders(ctx.visitor, ctx.userId, { id: { _eq: input.id } })
    if (!folder) throw new TRPCError({ code: 'NOT_FOUND', message: tError('error.folderNotFound') })
    return folder
  }),

  /**
   * Free cancellation within the rate's period, otherwise a cancellation request (both e-mailed). The
   * caller states the cost the visitor confirmed (`expectedFee`, cents; core/booking.ts
   * cancellationFeeCents): without it nothing is cancelled, and a cost that changed meanwhile is a CONFLICT.
   * A guest proves the booking with its number and e-mail address, limited like the look-up.
   */
  cancel: publicProcedure
    .input(
      z.object({
        booking: uuid,
        expectedFee: z.number().int().min(0).max(100_000_000),
        guest: z.object({ number: z.string().regex(FOLDER_NUMBER), email }).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const request = { booking: input.booking, expected_fee: input.expectedFee }
      if (input.guest) {
        await limit('guestCancel', { client: ctx.clientKey, ...input.guest })
        return bookingAdapter.cancel(ctx.catalogue, { ...request, ...input.guest })
      }
      if (!ctx.visitor) throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_TEXTS.UNAUTHORIZED })
      return bookingAdapter.cancel(ctx.visitor, request)
    }),

  /** Art. 15/20 DSGVO: everything the site keeps about the customer, as one document. */
  exportData: visitorProcedure.mutation(({ ctx }) => bookingAdapter.exportData(ctx.visitor)),

  /**
   * Art. 17 DSGVO: deletes the account after the password was entered again. Every attempt counts, right
   * or wrong, per client and per account, so that a borrowed session cannot try passwords.
   */
  deleteAccount: visitorProcedure
    .input(z.object({ password: z.string().min(1).max(200) }))
    .mutation(async ({ ctx, input }) => {
      await limit('deleteAccount', { client: ctx.clientKey, account: ctx.userId })
      return bookingAdapter.deleteAccount(ctx.visitor, input.password)
    }),
})
