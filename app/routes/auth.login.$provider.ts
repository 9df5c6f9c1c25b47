import type { LoaderFunctionArgs } from '@remix-run/node'

import { startSsoLogin } from '~/sso.server'

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  startSsoLogin(request, context, params.provider)
