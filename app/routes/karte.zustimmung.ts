import { redirect, type ActionFunctionArgs } from '@remix-run/node'

import { secureCookies } from '~/cookies.server'
import { serializeMapConsentCookie } from '~/lib/map-consent'
import { safeRedirect } from '~/lib/safe-url'

// The map consent without JavaScript: remembers it in the cookie that the root loader reads as the
// page-level flag, then returns to the page with the map (303, so the browser follows with a GET).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  return redirect(safeRedirect(form.get('redirectTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': serializeMapConsentCookie({ secure: secureCookies(context) }) },
  })
}
