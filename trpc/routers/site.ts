import { readItems, readSingleton } from '@directus/sdk'

import { sharedCache } from '../cache'
import { publicProcedure, router } from '../init'

const SETTINGS_TTL_MS = 30_000

export const siteRouter = router({
  settings: publicProcedure.query(({ ctx }) =>
    sharedCache.get('site-settings', SETTINGS_TTL_MS, () => ctx.catalogue(readSingleton('site_settings'))),
  ),

  /** Links for the footer: the legal pages (Impressum, Datenschutz, AGB) maintained in the CMS. */
  footerLinks: publicProcedure.query(({ ctx }) =>
    sharedCache.get('footer-links', SETTINGS_TTL_MS, () =>
      ctx.catalogue(
        readItems('pages', {
          fields: ['path', 'title'],
          filter: { status: { _eq: 'published' }, footer_group: { _eq: 'legal' } },
          sort: ['title'],
          limit: 20,
        }),
      ),
    ),
  ),
})
