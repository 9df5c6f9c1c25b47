import type { LoaderFunctionArgs } from '@remix-run/node'

import type { PageHandle } from '~/root'
import { notFound } from '~/trpc.server'

// The error screen for an error a resource route answered (a stale booking link, a PDF that is not the
// visitor's): server/error-pages.ts asks for this page with the error in the load context, and the root's
// error boundary shows it in the layout. Opened directly, the address is an unknown page.
export const loader = ({ context }: LoaderFunctionArgs) => {
  const error = context.errorPage
  if (!error) notFound(context)
  throw new Response(error.message, { status: error.status })
}

// Without the Remix runtime: the browser's address is the one that failed, not this route's.
export const handle: PageHandle = { islands: true }

export default function ErrorPage() {
  return null
}
