// POST /folder-sync/attach-guest-folders: the signed-in user takes over the folders booked earlier as a
// guest with the same, verified e-mail address. Customers may not update folders they do not own and the
// web server's token may not read folders at all (by design), so this runs here, server-side, for the
// caller only.

/**
 * Whether the account's address is proven: a password account is active only after its verification link
 * (public registration), its invitation or its creation by the travel company; an SSO account only when
 * its provider vouched for the address (extensions/sso-email-verified).
 */
export const hasVerifiedEmail = (user) =>
  user?.status === 'active' &&
  Boolean(user.email) &&
  (user.provider === 'default' || user.email_verified === true)

export default {
  id: 'folder-sync',
  handler: (router, { services, database, getSchema, logger }) => {
    const { ItemsService, UsersService } = services

    router.post('/attach-guest-folders', async (req, res, next) => {
      const userId = req.accountability?.user
      if (!userId) {
        res
          .status(401)
          .json({ errors: [{ message: 'Authentication required', extensions: { code: 'TOKEN_INVALID' } }] })
        return
      }
      try {
        const schema = await getSchema()
        const attached = await database.transaction(async (trx) => {
          const user = await new UsersService({ schema, knex: trx, accountability: null }).readOne(userId, {
            fields: ['email', 'status', 'provider', 'email_verified'],
          })
          // Suspended or archived accounts and unproven addresses gain nothing.
          if (!hasVerifiedEmail(user)) return 0
          const rows = await trx('folders')
            .select('id')
            .whereNull('user')
            .whereRaw('lower(email) = ?', [String(user.email).trim().toLowerCase()])
          if (rows.length === 0) return 0
          // Through the service (not a bare update) so that revisions and hooks see the change.
          await new ItemsService('folders', { schema, knex: trx, accountability: null }).updateMany(
            rows.map((row) => row.id),
            { user: userId },
          )
          return rows.length
        })
        if (attached > 0) logger.info(`folder-sync: ${attached} guest folder(s) attached to user ${userId}`)
        res.json({ data: { attached } })
      } catch (error) {
        next(error)
      }
    })
  },
}
