import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'

import { logger } from '../../server/logger'
import { createContext } from '../../trpc/context'
import { appRouter } from '../../trpc/router'

function handle(request: Request) {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: () => createContext({ request }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logger.error('tRPC call failed', { path, error: error.message })
    },
  })
}

export const loader = ({ request }: LoaderFunctionArgs) => handle(request)
export const action = ({ request }: ActionFunctionArgs) => handle(request)
