import { sharedCache } from './cache'
import type { Context } from './context'
import type { Schema } from '../core/collections'
import { Refusal } from '../core/refusal'

type PublishState = Schema['pages'][number]['status']

// Reads of content that a preview (docs/decisions/preview-with-the-studio-session.md) sees differently: the
// editor's drafts too, and never through the cache that every visitor shares.

/** The `status` filter of content the page shows: published, in preview also drafts (not the archive). */
export function visibleStatus(ctx: Pick<Context, 'preview'>): { _in: PublishState[] } {
  return { _in: ctx.preview ? ['published', 'draft'] : ['published'] }
}

/** `sharedCache.get`, except in preview: drafts never land in the shared cache, and each save shows at once. */
export function cachedContent<T>(
  ctx: Pick<Context, 'preview'>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  return ctx.preview ? load() : sharedCache.get(key, ttlMs, load)
}

/**
 * An item as the preview's content version has it (`?preview&version=<key>`, docs/decisions/content-versions.md).
 * Directus applies a version only to a read of one item by its id, so what a list query found is read again
 * with `read`. Outside a version the item as found; an item without a version of that name shows as it is
 * (Directus refuses such a read as it refuses a forbidden one, and the item was readable a moment ago).
 */
export async function inVersion<T>(
  ctx: Pick<Context, 'version'>,
  found: T,
  read: (version: string) => Promise<T>,
): Promise<T> {
  if (!ctx.version) return found
  try {
    return await read(ctx.version)
  } catch (error) {
    if (error instanceof Refusal && error.kind === 'forbidden') return found
    throw error
  }
}
