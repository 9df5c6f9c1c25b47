import { randomUUID } from 'node:crypto'

import type { EndpointExtensionContext } from '@directus/types'
import type { Router } from 'express'
import type { Knex } from 'knex'

import { folderView } from './folder-view'
import type { FolderRow } from './rows'
import { tError } from '../../../../../core/copy/error'
import { tForm } from '../../../../../core/copy/form'
import { tMail } from '../../../../../core/copy/mail'
import { callerOf } from '../shared/caller'
import { mailer } from '../shared/mail'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

// POST /booking/export and /booking/delete-account: a customer's data export and account deletion.

const ACCOUNT_FIELDS = [
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
]

function customerOf(req: Parameters<typeof callerOf>[0]) {
  const who = callerOf(req)
  if (who.kind !== 'customer') throw new Refusal('forbidden', tError('error.customersOnly'))
  return who.user
}

async function accountData(database: Knex, user: string) {
  const folders = await database<FolderRow>('folders').where({ user })
  return {
    folders: await Promise.all(folders.map((folder) => folderView(database, folder))),
    saved_trips: await database('saved_trips')
      .select('id', 'hotel', 'round_trip', 'date_created')
      .where({ user }),
    enquiries: await database('enquiries').where({ user }),
  }
}

/** Bookings stay for the law's retention periods (invoices: ten years), without the person. */
async function anonymise(trx: Knex, user: string) {
  const folders = await trx('folders').select('id').where({ user })
  const ids = folders.map((folder: { id: string }) => folder.id)
  await trx('folders')
    .whereIn('id', ids)
    .update({ user: null, email: `geloescht-${randomUUID().slice(0, 8)}@anonym.invalid` })
  await trx('bookings')
    .whereIn('folder', ids)
    .update({ lead: null, guests: JSON.stringify([]), wishes: null, arrival_time: null })
  await trx('saved_trips').where({ user }).delete()
  await trx('enquiries').where({ user }).update({
    user: null,
    first_name: 'gelöscht',
    last_name: 'gelöscht',
    email: 'geloescht@anonym.invalid',
    phone: null,
    message: null,
  })
}

async function passwordMatches(hash: string | null | undefined, password: unknown) {
  if (!hash) return false
  const { default: argon2 } = await import('argon2')
  return argon2.verify(hash, typeof password === 'string' ? password : '').catch(() => false)
}

export function accountRoutes(router: Router, context: EndpointExtensionContext) {
  const { services, database, getSchema, logger } = context
  const mail = mailer(context, 'booking')

  // A POST: it mails the customer, so no link or preloading browser may set it off.
  router.post(
    '/export',
    route(async (req, res) => {
      try {
        const userId = customerOf(req)
        const user = await database('directus_users').select(ACCOUNT_FIELDS).where({ id: userId }).first()
        const exportedAt = new Date()
        res.json({
          data: {
            exported_at: exportedAt.toISOString(),
            account: user,
            ...(await accountData(database, userId)),
          },
        })
        // Art. 15 DSGVO: the customer learns of every copy of their data, also one they did not ask for.
        await mail({
          to: user.email,
          subject: tMail('mail.dataExport'),
          template: {
            name: 'data-export',
            data: {
              email: user.email,
              exportedAt: exportedAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
            },
          },
        })
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )

  router.post(
    '/delete-account',
    route(async (req, res) => {
      try {
        const userId = customerOf(req)
        const user = await database('directus_users')
          .select('id', 'email', 'password', 'provider')
          .where({ id: userId })
          .first()
        if (
          !(await passwordMatches(user?.password, (req.body as { password?: unknown } | undefined)?.password))
        )
          throw new Refusal('invalid', tForm('form.password.wrong'), { code: 'WRONG_PASSWORD' })
        const schema = await getSchema()
        await database.transaction(async (trx) => {
          await anonymise(trx, userId)
          await new services.UsersService({ schema, knex: trx, accountability: null }).deleteOne(userId)
        })
        logger.info(`booking: account ${userId} deleted on request`)
        await mail({
          to: user.email,
          subject: tMail('mail.accountDeleted'),
          template: { name: 'account-deleted', data: { email: user.email } },
        })
        res.json({ data: { deleted: true } })
      } catch (error) {
        sendError(res, error, logger, 'booking')
      }
    }),
  )
}
