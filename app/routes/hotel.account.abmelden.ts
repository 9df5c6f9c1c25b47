import { redirect, type ActionFunctionArgs } from '@remix-run/node'

import { signOut } from '~/auth.server'

import { PATHS } from '../../core/paths'

// Logout is a POST (spec §7).
export const action = ({ context }: ActionFunctionArgs) => signOut({ context })

export const loader = () => redirect(PATHS.account)
