import type { LoaderFunctionArgs } from '@remix-run/node'

import { completeSsoLogin } from '~/sso.server'

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  completeSsoLogin(request, context, params.provider)
