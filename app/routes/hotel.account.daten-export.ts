import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'

import { requireUser } from '~/auth.server'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import { todayInGermany } from '../../core/hotel-search'
import { PATHS } from '../../core/paths'

// "Meine Daten herunterladen" (Art. 15 and 20 DSGVO): everything the site keeps about the customer. The
// download mails the customer ("Ihre Daten wurden heruntergeladen"), so it is a POST of the account page's
// form: a link from elsewhere cannot start it, and a cross-site post is refused by the origin check.
export async function action(args: ActionFunctionArgs) {
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

/** A visit (an old bookmark, a link) downloads nothing: it leads to the form on the account page. */
export function loader(args: LoaderFunctionArgs) {
  requireUser(args)
  return redirect(`${PATHS.account}#ihre-daten`)
}
