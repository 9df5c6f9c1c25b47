// What the site's endpoint extensions share (booking, enquiry): who calls, today's date in Germany, the
// error answer and the mail.
import { Refusal } from './pricing.js'

// Fixed ids of directus/scripts/setup.ts.
const ROLES = {
  webserver: '0fb7b899-9814-4754-9d3b-069aba15c43e',
  customer: 'e5b3ff82-e4d0-4750-886f-2d34c93c5432',
}

/** Today in Germany, as the site computes it (core/hotel-search.ts todayInGermany). */
export const todayInGermany = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/** Who calls: the web server's static token (guests) or a signed-in customer; nobody else. */
export function callerOf(req) {
  const accountability = req.accountability
  const roles = [accountability?.role, ...(accountability?.roles ?? [])]
  if (accountability?.user && roles.includes(ROLES.customer))
    return { kind: 'customer', user: accountability.user }
  if (accountability?.user && roles.includes(ROLES.webserver)) return { kind: 'webserver' }
  throw new Refusal(401, 'TOKEN_INVALID', 'Anmeldung erforderlich.')
}

/** A refusal, or Directus's own client error (e.g. a policy's 403), with its status; anything else is a 500. */
export function sendError(res, error, logger, what) {
  if (error instanceof Refusal) {
    res
      .status(error.status)
      .json({ errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] })
    return
  }
  if (Number.isInteger(error?.status) && error.status >= 400 && error.status < 500) {
    res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] })
    return
  }
  logger.error(error, `${what} extension failed`)
  res
    .status(500)
    .json({ errors: [{ message: 'Ein interner Fehler ist aufgetreten.', extensions: { code: 'INTERNAL' } }] })
}

/** Sends a mail through Directus's mailer; a failure is logged and never fails the request that sent it. */
export function mailer({ services, getSchema, database, logger }, what) {
  return async (message) => {
    try {
      const schema = await getSchema()
      await new services.MailService({ schema, knex: database, accountability: null }).send(message)
    } catch (error) {
      logger.error(error, `${what} mail could not be sent`)
    }
  }
}
