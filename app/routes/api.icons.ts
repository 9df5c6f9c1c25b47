import type { LoaderFunctionArgs } from '@remix-run/node'

import { DEFAULT_ICON_PREFIX } from '~/lib/icons'
import { getIcons, parseIconNames } from '~/lib/icons.server'

/** GET /api/icons?icons=a,b,c — the installed lucide set in the Iconify API's JSON shape. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const prefix = params.get('prefix') ?? DEFAULT_ICON_PREFIX
  if (prefix !== DEFAULT_ICON_PREFIX) {
    return Response.json({ error: `Unknown icon set "${prefix}"` }, { status: 404 })
  }
  return Response.json(getIcons(parseIconNames(params.get('icons'))), {
    headers: { 'Cache-Control': 'public, max-age=86400' },
  })
}
