import type { HeadersFunction } from '@remix-run/node'

/**
 * Keeps the parent's headers and adds the action's Retry-After (a 429 answer of a rate-limited form),
 * which Remix would otherwise drop from the document response.
 */
export const withActionRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
