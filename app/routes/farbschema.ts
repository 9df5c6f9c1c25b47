import type { ActionFunctionArgs } from '@remix-run/node'

import { secureCookies } from '~/cookies.server'
import { parseColorModeForm, serializeColorModeCookie } from '~/lib/color-mode'
import { safeRedirect } from '~/lib/safe-url'
import { redirectWithToast } from '~/toast.server'

import { tLayout } from '../../core/copy/layout'

// The colour-mode switch without JavaScript: stores the choice in the cookie the server renders from,
// then returns to the page the visitor came from.
export async function action({ request, context }: ActionFunctionArgs) {
  const { preference, redirectTo } = parseColorModeForm(await request.formData())
  if (!preference) throw new Response(tLayout('layout.colorSchemeInvalid'), { status: 400 })
  return redirectWithToast(
    safeRedirect(redirectTo, '/'),
    { title: tLayout('layout.colorSchemeSaved'), icon: 'lucide:circle-check', color: 'green' },
    { headers: { 'Set-Cookie': serializeColorModeCookie(preference, { secure: secureCookies(context) }) } },
  )
}
