import { readItems } from '@directus/sdk'

import { de } from '../../core/locales/de'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'
import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

export type Translations = Record<string, string>

export const translationRouter = router({
  /**
   * All UI strings in German: the bundled catalogue, overridden by what editors keep in Directus. If
   * Directus cannot be reached the bundled catalogue still lets every page render; only answers from
   * Directus are cached, so its wording is back as soon as it is.
   */
  getTranslations: publicProcedure.query(async ({ ctx }): Promise<Translations> => {
    const fromCms = await sharedCache
      .get('translations', getEnv().TRANSLATIONS_TTL_MS, async () => {
        const rows = await ctx.catalogue(readItems('translations', { fields: ['key', 'value'], limit: -1 }))
        return Object.fromEntries(rows.map((row) => [row.key, row.value]))
      })
      .catch((error: unknown) => {
        logger.warn('Translations from Directus unavailable, using the bundled catalogue', {
          error: error instanceof Error ? error.message : String(error),
        })
        return {}
      })
    return { ...de, ...fromCms }
  }),
})
