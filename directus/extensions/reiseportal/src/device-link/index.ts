// POST /device-link/send (docs/decisions/known-device-by-mailed-link.md): the site asks for the mail that
// makes a browser a known device of an account (its owner's way in while strangers' wrong passwords
// throttle the account). The site seals the link and limits the requests per visitor and address; this
// endpoint sends it only to an active password account's own address, from the address Directus has on
// file, and answers 204 whether or not there is such an account (the mail goes out after the answer).
// Only the web server's static token may call it, and only with a link to the site's page
// (DEVICE_LINK_URL_ALLOW_LIST).
import type { EndpointConfig } from '@directus/types'

import { tError } from '../../../../../core/copy/error'
import { tMail } from '../../../../../core/copy/mail'
import { isWebServer } from '../shared/caller'
import { mailer } from '../shared/mail'
import { Refusal, sendError } from '../shared/refusal'
import { route } from '../shared/route'

const allowList = (value: unknown) =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((entry) => String(entry).trim())
    .filter((entry) => /^https?:\/\//.test(entry))

/** The request body: an address, the sealed link to one of the allowed pages, and its lifetime. */
function parseRequest(body: Record<string, unknown> | undefined, allowed: string[]) {
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  const url = typeof body?.url === 'string' ? body.url : ''
  const minutes = body?.valid_minutes
  const page = allowed.find((entry) => url.startsWith(`${entry}?token=`))
  const ok =
    email.length <= 254 &&
    /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) &&
    page !== undefined &&
    url.length <= 2048 &&
    /^[\w.~%-]+$/.test(url.slice(page.length + '?token='.length)) &&
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= 1 &&
    minutes <= 24 * 60
  if (!ok) throw new Refusal('invalid', tError('error.incomplete'), { code: 'INVALID_PAYLOAD' })
  return { email, url, minutes }
}

const deviceLink: EndpointConfig = {
  id: 'device-link',
  handler: (router, context) => {
    const { database, logger, env } = context
    const mail = mailer(context, 'device-link')
    const allowed = allowList(env.DEVICE_LINK_URL_ALLOW_LIST)

    router.post(
      '/send',
      route(async (req, res) => {
        try {
          if (!isWebServer(req.accountability)) {
            throw new Refusal('forbidden', tError('error.websiteOnly'))
          }
          const { email, url, minutes } = parseRequest(
            req.body as Record<string, unknown> | undefined,
            allowed,
          )
          const user = await database('directus_users')
            .select('email', 'first_name', 'status', 'provider')
            .whereRaw('lower(email) = ?', [email])
            .first()
          if (user && user.status === 'active' && user.provider === 'default') {
            void mail({
              to: user.email,
              subject: tMail('mail.deviceLink'),
              template: {
                name: 'device-link',
                data: { url, email: user.email, first_name: user.first_name ?? '', valid_minutes: minutes },
              },
            })
          }
          res.status(204).end()
        } catch (error) {
          sendError(res, error, logger, 'device-link')
        }
      }),
    )
  },
}

export default deviceLink
