import { readItems } from '@directus/sdk'

import { site as de } from '../../core/copy/site'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'
import { publicProcedure, router, visitorProcedure } from '../init'
import { cachedContent } from '../preview'

export type Translations = Record<string, string>

export const translationRouter = router({
  /**
   * All UI strings in German: the bundled catalogue, overridden by what editors keep in Directus. If
   * Directus cannot be reached the bundled catalogue still lets every page render; only answers from
   * Directus are cached, so its wording is back as soon as it is.
   */
  getTranslations: publicProcedure.query(async ({ ctx }): Promise<Translations> => {
    const fromCms = await cachedContent(ctx, 'translations', getEnv().TRANSLATIONS_TTL_MS, async () => {
      const rows = await ctx.catalogue(readItems('translations', { fields: ['key', 'value'], limit: -1 }))
      return Object.fromEntries(rows.map((row) => [row.key, row.value]))
    }).catch((error: unknown) => {
      logger.warn('Translations from Directus unavailable, using the bundled catalogue', {
        error: error instanceof Error ? error.message : String(error),
      })
      return {}
    })
    return { ...de, ...fromCms }
  }),

  /** The Directus item of each key, for the visual editor's editable regions (editors only, never cached). */
  itemIds: visitorProcedure.query(async ({ ctx }): Promise<Record<string, number>> => {
    const rows = await ctx.visitor(readItems('translations', { fields: ['id', 'key'], limit: -1 }))
    return Object.fromEntries(rows.map((row) => [row.key, row.id]))
  }),
})
