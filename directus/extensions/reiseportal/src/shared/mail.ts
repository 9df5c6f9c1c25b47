import type { ApiExtensionContext, EmailOptions } from '@directus/types'

/** A mail as Directus's MailService takes it: a template of directus/templates with its data. */
type Mail = EmailOptions

/** Sends a mail through Directus's mailer; a failure is logged and never fails the request that sent it. */
export function mailer(
  { services, getSchema, database, logger }: ApiExtensionContext,
  what: string,
): (message: Mail) => Promise<void> {
  return async (message) => {
    try {
      const schema = await getSchema()
      await new services.MailService({ schema, knex: database, accountability: null }).send(message)
    } catch (error) {
      logger.error(error, `${what} mail could not be sent`)
    }
  }
}
