import type { LoaderFunctionArgs } from '@remix-run/node'

import { enterBooking } from '~/booking.server'

// The booking link of a detail page (spec §2: redirect layout): checked, then on to the booking page.
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  enterBooking(request, context, params.id)
