import type { LoaderFunctionArgs } from '@remix-run/node'

import { statusDocument } from '~/booking.server'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  statusDocument(request, context, params, 'kalender.ics')
