import type { LoaderFunctionArgs } from '@remix-run/node'

import { IMAGE_WIDTHS } from '~/lib/images'

import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const RETRY_DELAYS_MS = [250, 1000]

/**
 * Directus answers 503 while its image transformations are busy (a new size is rendered once, then kept
 * on disk), so a busy answer is retried briefly before the visitor sees a broken image.
 */
async function fetchAsset(url: URL, token: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    })
    const delay = RETRY_DELAYS_MS[attempt]
    if (response.status !== 503 || delay === undefined) return response
    await response.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/**
 * Serves Directus images through the site: the public policy reads no files, so the server user's token
 * fetches them, and only a fixed set of widths is allowed so that nobody can make Directus render
 * arbitrary sizes.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const width = Number(new URL(request.url).searchParams.get('breite') ?? 640)
  if (!FILE_ID.test(id) || !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number])) {
    throw new Response('Bild nicht gefunden', { status: 404 })
  }
  const env = getEnv()
  const webp = request.headers.get('accept')?.includes('image/webp') ?? false
  const url = new URL(`/assets/${id}`, env.DIRECTUS_URL)
  url.searchParams.set('width', String(width))
  url.searchParams.set('quality', '75')
  url.searchParams.set('withoutEnlargement', 'true')
  url.searchParams.set('format', webp ? 'webp' : 'jpg')

  const upstream = await fetchAsset(url, env.DIRECTUS_STATIC_TOKEN).catch((error: unknown) => {
    logger.warn('Image fetch failed', { id, error: error instanceof Error ? error.message : String(error) })
    return null
  })
  if (!upstream) throw new Response('Bild vorübergehend nicht verfügbar', { status: 503 })
  if (!upstream.ok || !upstream.body) {
    throw new Response('Bild nicht gefunden', { status: upstream.status === 403 ? 404 : upstream.status })
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'image/jpeg',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
    },
  })
}
