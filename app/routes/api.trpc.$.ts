import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

import { handleTrpcRequest } from '~/trpc.server'

export const loader = ({ request, context }: LoaderFunctionArgs) => handleTrpcRequest(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => handleTrpcRequest(request, context)
