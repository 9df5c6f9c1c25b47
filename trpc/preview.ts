import { sharedCache } from './cache'
import type { Context } from './context'
import type { Schema } from '../core/collections'

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
