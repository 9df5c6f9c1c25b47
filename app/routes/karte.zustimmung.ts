import { redirect, type ActionFunctionArgs } from '@remix-run/node'

import { serializeMapConsentCookie } from '~/lib/map-consent'
import { safeRedirect } from '~/lib/safe-url'

import { getEnv } from '../../server/env'

// The map consent without JavaScript: remembers it in the cookie that the root loader reads as the
// page-level flag, then returns to the page with the map (303, so the browser follows with a GET).
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const env = getEnv()
  return redirect(safeRedirect(form.get('redirectTo'), '/'), {
    status: 303,
    headers: {
      'Set-Cookie': serializeMapConsentCookie({
        secure: env.SESSION_SECURE ?? env.NODE_ENV === 'production',
      }),
    },
  })
}
