import type { LoaderFunctionArgs } from '@remix-run/node'

import { requireUser } from '~/auth.server'
import { bookingDocument } from '~/booking.server'

export function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return bookingDocument(args.request, args.context, args.params, 'kalender.ics')
}
