import { redirect, type ActionFunctionArgs } from '@remix-run/node'

import { signOut } from '~/auth.server'

import { tAccount } from '../../core/copy/account'
import { PATHS } from '../../core/paths'

/** The logout form's second button (site header): sign out and make this browser forget every account. */
const FORGET_DEVICE = { name: 'geraet', value: 'vergessen' } as const

// Logout is a POST (spec §7).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const forgetDevice = form?.get(FORGET_DEVICE.name) === FORGET_DEVICE.value
  return signOut(
    { context },
    {
      title: forgetDevice ? tAccount('account.signedOutForgotten') : tAccount('account.signedOut'),
      icon: 'lucide:circle-check',
      color: 'green',
    },
    { forgetDevice },
  )
}

export const loader = () => redirect(PATHS.account)
