// POST /folder-sync/attach-guest-folders: the signed-in user takes over the folders booked earlier as a
// guest with the same, verified e-mail address, once that address was confirmed for the folder through the
// link of its confirmation mail (POST /folder-sync/confirm-guest-address). Customers may not update folders
// they do not own and the web server's token may not read folders at all (by design), so this runs here,
// server-side, for the caller only.
import type { EndpointConfig, EndpointExtensionContext } from '@directus/types'
import type { Router } from 'express'

import { isGuestAddressCode } from './address-code'
import { tBookingPages } from '../../../../../core/copy/booking-pages'
import { callerOf } from '../shared/caller'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

interface Account {
  email?: string | null
  status?: string
  provider?: string
  email_verified?: boolean | null
}

/**
 * Whether the account's address is proven: a password account is active only after its verification link
 * (public registration), its invitation or its creation by the travel company; an SSO account only when
 * its provider vouched for the address (the sso-email-verified hook).
 */
const hasVerifiedEmail = (user: Account | undefined) =>
  user?.status === 'active' &&
  Boolean(user.email) &&
  (user.provider === 'default' || user.email_verified === true)

const INVALID_LINK = tBookingPages('bookingPages.refusal.addressLinkInvalid')

/** Attaches the caller's confirmed guest folders to the account; how many. */
async function attach({ services, database, getSchema }: EndpointExtensionContext, userId: string) {
  const schema = await getSchema()
  return database.transaction(async (trx) => {
    const user = (await new services.UsersService({ schema, knex: trx, accountability: null }).readOne(
      userId,
      {
        fields: ['email', 'status', 'provider', 'email_verified'],
      },
    )) as Account
    // Suspended or archived accounts and unproven addresses gain nothing.
    if (!hasVerifiedEmail(user)) return 0
    // Only folders whose address its owner confirmed: a booking made with somebody else's address
    // does not appear in their account unless they want it.
    const rows: { id: string }[] = await trx('folders')
      .select('id')
      .whereNull('user')
      .whereNotNull('email_confirmed')
      .whereRaw('lower(email) = ?', [String(user.email).trim().toLowerCase()])
    if (rows.length === 0) return 0
    // Through the service (not a bare update) so that revisions and hooks see the change.
    await new services.ItemsService('folders', { schema, knex: trx, accountability: null }).updateMany(
      rows.map((row) => row.id),
      { user: userId },
    )
    return rows.length
  })
}

function attachRoute(router: Router, context: EndpointExtensionContext) {
  router.post(
    '/attach-guest-folders',
    route(async (req, res, next) => {
      const userId = req.accountability?.user
      if (!userId) {
        res
          .status(401)
          .json({ errors: [{ message: 'Authentication required', extensions: { code: 'TOKEN_INVALID' } }] })
        return
      }
      try {
        const attached = await attach(context, userId)
        if (attached > 0)
          context.logger.info(`folder-sync: ${attached} guest folder(s) attached to user ${userId}`)
        res.json({ data: { attached } })
      } catch (error) {
        next(error)
      }
    }),
  )
}

/**
 * The link of a guest booking's confirmation mail: its number and code confirm the folder's address
 * (the web server's token or a customer's; a wrong number and a wrong code answer the same 404).
 * Confirming again changes nothing.
 */
function confirmRoute(
  router: Router,
  { services, database, getSchema, logger, env }: EndpointExtensionContext,
) {
  router.post(
    '/confirm-guest-address',
    route(async (req, res) => {
      try {
        callerOf(req)
        const body = req.body as { number?: unknown; code?: unknown } | undefined
        const number = typeof body?.number === 'string' ? body.number.trim() : ''
        const folder = number
          ? await database('folders')
              .select('id', 'email', 'user', 'email_confirmed')
              .where({ number })
              .first()
          : null
        if (!folder || !isGuestAddressCode(env.SECRET as string, folder, body?.code)) {
          throw new Refusal('not-found', INVALID_LINK)
        }
        if (!folder.email_confirmed) {
          const schema = await getSchema()
          await new services.ItemsService('folders', {
            schema,
            knex: database,
            accountability: null,
          }).updateOne(folder.id, { email_confirmed: new Date().toISOString() })
          logger.info(`folder-sync: guest address of folder ${number} confirmed`)
        }
        res.json({ data: { confirmed: true } })
      } catch (error) {
        sendError(res, error, logger, 'folder-sync')
      }
    }),
  )
}

const folderSync: EndpointConfig = {
  id: 'folder-sync',
  handler: (router, context) => {
    attachRoute(router, context)
    confirmRoute(router, context)
  },
}

export default folderSync
