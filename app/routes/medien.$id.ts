import type { LoaderFunctionArgs } from '@remix-run/node'

import { imageResponse } from '~/media.server'

export const loader = ({ params, request }: LoaderFunctionArgs) => imageResponse(request, params.id ?? '')
