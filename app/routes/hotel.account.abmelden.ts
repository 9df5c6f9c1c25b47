import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'

import { destroySession } from '~/session.server'
import { redirectWithToast } from '~/toast.server'

import { logoutRefreshToken } from '../../server/auth-tokens'
import { getEnv } from '../../server/env'

// Logout is a POST (spec §7): Directus forgets the refresh token, the session cookie is cleared.
export async function action({ request }: ActionFunctionArgs) {
  const { refreshToken, setCookie } = await destroySession(request)
  if (refreshToken) await logoutRefreshToken(getEnv().DIRECTUS_URL, refreshToken)
  return redirectWithToast(
    '/',
    { title: 'Sie sind abgemeldet. Bis bald!', icon: 'lucide:circle-check', color: 'green' },
    { headers: { 'Set-Cookie': setCookie } },
  )
}

export function loader() {
  return redirect('/hotel/account')
}
