import { relay, webStream } from '../server/directus'
import { getEnv } from '../server/env'
import { errorFields, logger } from '../server/logger'
import { IMAGE_WIDTHS } from './lib/images'
import { tError } from '../core/copy/error'

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const RETRY_DELAYS_MS = [250, 1000]

/**
 * Rendering a new image size can take longer than other calls on a busy machine; Directus gives up on a
 * rendering itself after ASSETS_TRANSFORM_TIMEOUT (7.5 s by default) and answers 503, which is retried.
 */
const IMAGE_TIMEOUT_MS = 10_000

const RASTER_IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

/**
 * Directus answers 503 while its image transformations are busy (a new size is rendered once, then kept
 * on disk), so a busy answer is retried briefly before the visitor sees a broken image.
 */
async function fetchAsset(path: string, token: string) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await relay(path, {
      token,
      accept: 'image/*',
      timeoutMs: Math.max(IMAGE_TIMEOUT_MS, getEnv().DIRECTUS_TIMEOUT_MS),
    })
    const delay = RETRY_DELAYS_MS[attempt]
    if (answer.status !== 503 || delay === undefined) return answer
    answer.body.resume()
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/**
 * Serves Directus images through the site: the public policy reads no files, so the server user's token
 * fetches them, and only a fixed set of widths is allowed so that nobody can make Directus render
 * arbitrary sizes.
 */
export async function imageResponse(request: Request, id: string): Promise<Response> {
  const width = Number(new URL(request.url).searchParams.get('breite') ?? 640)
  if (!FILE_ID.test(id) || !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number])) {
    throw new Response(tError('error.imageNotFound'), { status: 404 })
  }
  const webp = request.headers.get('accept')?.includes('image/webp') ?? false
  const query = new URLSearchParams({
    width: String(width),
    quality: '75',
    withoutEnlargement: 'true',
    format: webp ? 'webp' : 'jpg',
  })
  const upstream = await fetchAsset(`/assets/${id}?${query}`, getEnv().DIRECTUS_STATIC_TOKEN).catch(
    (error: unknown) => {
      logger.warn('Image fetch failed', { id, ...errorFields(error) })
      return null
    },
  )
  if (!upstream) throw new Response(tError('error.imageUnavailable'), { status: 503 })
  // Only raster images leave the site's origin: an HTML, SVG or PDF file there could run script as the site.
  const contentType = upstream.contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (upstream.status !== 200 || !RASTER_IMAGES.has(contentType)) {
    upstream.body.resume()
    const status = upstream.status === 200 || upstream.status === 403 ? 404 : upstream.status
    throw new Response(tError('error.imageNotFound'), { status })
  }
  return new Response(webStream(upstream.body), {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
    },
  })
}
