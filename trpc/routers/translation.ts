import { readItems } from '@directus/sdk'

import { de } from '../../app/locales/de'
import { getEnv } from '../../server/env'
import { logger } from '../../server/logger'
import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

export type Translations = Record<string, string>

export const translationRouter = router({
  /**
   * All UI strings in German: the bundled catalogue, overridden by what editors keep in Directus. If
   * Directus cannot be reached the bundled catalogue still lets every page render.
   */
  getTranslations: publicProcedure.query(({ ctx }): Promise<Translations> =>
    sharedCache.get('translations', getEnv().TRANSLATIONS_TTL_MS, async () => {
      const rows = await ctx
        .catalogue(readItems('translations', { fields: ['key', 'value'], limit: -1 }))
        .catch((error: unknown) => {
          logger.warn('Translations from Directus unavailable, using the bundled catalogue', {
            error: error instanceof Error ? error.message : String(error),
          })
          return null
        })
      if (!rows) return { ...de }
      const fromCms = Object.fromEntries(rows.map((row) => [row.key, row.value]))
      return { ...de, ...fromCms }
    }),
  ),
})
