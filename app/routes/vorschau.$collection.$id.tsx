import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

import { keepPreview } from '~/lib/preview'
import { previewSignIn, readPreview } from '~/preview.server'
import { isNotFound, notFound, previewCaller, refusalOf, toErrorResponse } from '~/trpc.server'

// The Data Studio's preview URL of items whose address is not one field (travel tips, round trips): in the
// editor's preview, on to the item's page, `?preview` and `?version` kept. Without an editor's session,
// the page that asks to sign in (root loader), and back here afterwards.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const preview = await readPreview({ request, context })
  if (!preview) return previewSignIn(context, request)
  const path = await previewCaller(preview)
    .preview.address({ collection: params.collection ?? '', id: params.id ?? '' })
    .catch((error: unknown) =>
      isNotFound(error) || refusalOf(error)?.kind === 'invalid' ? notFound(context) : toErrorResponse(error),
    )
  throw redirect(keepPreview(request.url, path))
}

/** Never shown: the loader always answers with a redirect or an error page (the root's loader runs too). */
export default function PreviewAddress() {
  return null
}
