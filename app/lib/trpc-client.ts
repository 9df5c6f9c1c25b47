import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'

import { toast } from './notifications'
import { createQueryClient } from './query'
import { handleMutationError, isRetryableError, normalizeClientError } from './trpc-errors'
import { TRPC_MAX_BATCH } from '../../core/errors'
import type { HttpRouter } from '../../trpc/types'

const TRPC_ENDPOINT = '/api/trpc'

/** Gives an answer that is not tRPC JSON the message "Unable to transform response from server". */
const transformErrorLink: TRPCLink<HttpRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => observer.error(normalizeClientError(error)),
        complete: () => observer.complete(),
      }),
    )

/**
 * A typed client for the browser, of the procedures /api/trpc serves (trpc/http-router.ts); `fetch` and an
 * absolute `url` are for tests and server-side scripts.
 */
export function createClient({
  url = TRPC_ENDPOINT,
  fetch,
}: { url?: string; fetch?: Parameters<typeof httpBatchLink>[0]['fetch'] } = {}) {
  return createTRPCClient<HttpRouter>({
    links: [
      transformErrorLink,
      httpBatchLink({ url, maxItems: TRPC_MAX_BATCH, ...(fetch ? { fetch } : {}) }),
    ],
  })
}

export const trpc = createClient()

/**
 * The browser's query cache for tRPC calls, e.g.
 * `queryClient.fetchQuery(['hotel.search', input], () => trpc.hotel.search.query(input))` and
 * `queryClient.mutate(() => trpc.folder.syncWithMyJackForUser.mutate())`.
 */
export const queryClient = createQueryClient({
  shouldRetry: isRetryableError,
  onMutationError: (error) => handleMutationError(error, toast),
})
