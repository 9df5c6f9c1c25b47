import type { LoaderFunctionArgs } from '@remix-run/node'

import { requireUser } from '~/auth.server'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import { todayInGermany } from '../../core/hotel-search'

// "Meine Daten herunterladen" (Art. 15 and 20 DSGVO): everything the site keeps about the customer.
export async function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  const data = await serverCaller(args.context).booking.exportData().catch(toErrorResponse)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="Meine-Daten-${todayInGermany()}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
